// What Vite itself may answer under `npm run dev`. Vite serves any file of
// the project by its path (`/content/listings/x.json` with the seller's
// phone, `/api/agents/v1/listings` as the handler's source, `/.vercel/…`,
// `/@fs/<any file>`), and production serves none of that. Vite keeps what
// the browser needs for the pages: its client, dependencies in
// node_modules, and the pages' client modules, the source files that
// production bundles into /_astro/ anyway; every other path is answered by
// the routing table as production answers it (src/dev/route-table.ts).

/** Vite's own endpoints: its client and environment, the dependency cache, the ping. */
const VITE = [/^\/@vite\/(?:client|env)$/, /^\/node_modules\//, /^\/__vite_ping$/];
/** Virtual modules (`/@id/__x00__…`, `/@id/astro:…`): generated code, no file behind them. */
const VIRTUAL = /^\/@id\/(?:__x00__|[a-z][a-z0-9-]*:)/;
/** A component's own script or style block, the entry points Astro writes into a page. */
const COMPONENT_PART = /^\/src\/.+\.astro$/;

/** Is `url` one of the modules a page's client code imports (Vite's client module graph knows them)? */
export type ClientModule = (url: string) => Promise<boolean>;

/** The path as Vite reads it (an encoded slash stays part of its segment, as on the CDN). */
function decoded(pathname: string): string | undefined {
  try {
    const p = decodeURI(pathname);
    return p.includes('\0') || p.split(/[\\/]/).includes('..') ? undefined : p;
  } catch {
    return undefined;
  }
}

/** True when Vite should answer `url` itself; false when the routing table answers (as production would). */
export async function viteMayAnswer(url: URL, clientModule: ClientModule): Promise<boolean> {
  const path = decoded(url.pathname);
  if (path === undefined) return false;
  if (VITE.some((re) => re.test(path)) || VIRTUAL.test(path)) return true;
  // Vite's absolute-path access: only into a node_modules folder (a linked dependency), never the project or /tmp.
  if (path.startsWith('/@fs/')) return path.split('/').includes('node_modules');
  if (!path.startsWith('/src/')) return false;
  const type = url.searchParams.get('type');
  const part = url.searchParams.has('astro') && (type === 'script' || type === 'style');
  if (COMPONENT_PART.test(path) && part) return true;
  // Stylesheets are public in production (/_astro/*.css); Vite serves them as modules for hot updates.
  if (path.endsWith('.css')) return true;
  return clientModule(`${url.pathname}${url.search}`);
}
