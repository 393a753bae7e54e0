// The routing table (src/http/routes.ts) under `npm run dev`, evaluated as
// the CDN evaluates it: routes before the filesystem (headers, redirects,
// preflights, markdown negotiation, rewrites onto files and functions), the
// filesystem, then the routes for a miss (JSON, markdown, text or the HTML
// 404), then the headers of a hit. The dev "filesystem" is what Astro's dev
// server renders (its routes, public/), the listing files production writes
// outside Astro (src/dev/listing-files.ts) and the functions' handlers
// (src/dev/dev-functions.ts). So dev answers every path as production does.
import { routes, FUNCTIONS, type Route } from '../http/routes.ts';
import { matchRoute, rewrite, substitute, type RouteRequest } from '../http/route-match.ts';
import type { FunctionName } from './dev-functions.ts';

/** Route headers dev leaves out: the CSP would block Vite's inline styles; caching would hide edits. */
const DEV_SKIPS = new Set(['content-security-policy', 'cache-control']);

export type Target =
  | { kind: 'function'; name: FunctionName }
  | { kind: 'file'; body: string; type: 'md' | 'json' | 'txt' }
  /** Astro's dev server answers this path (a route of src/pages, or a file in public/). */
  | { kind: 'astro'; path: string };

export interface DevFilesystem { find(pathname: string): Target | undefined }

export interface Routed {
  url: URL;
  headers: Headers;
  status?: number;
  /** undefined: the route answered by itself (a redirect, a preflight). */
  target?: Target;
  /** Headers a found page gets (the hit phase). */
  hit: Headers;
  /** Where a miss goes when Astro's dev server answers 404 for the target (a dynamic route without that page). */
  miss?: () => Routed;
}

const FUNCTION_NAMES = new Set<string>(Object.values(FUNCTIONS));

export function devRouter(origin: string, fs: DevFilesystem, slugRoutes: Route[] = []) {
  const table = routes(origin, { slugRoutes })
    .map((route) => ({ route, re: route.src ? new RegExp(route.src) : undefined }));
  const at = (h: Route['handle']) => table.findIndex((c) => c.route.handle === h);
  const [filesystem, hitAt] = [at('filesystem'), at('hit')];

  const find = (url: URL): Target | undefined => {
    const name = url.pathname.replace(/^\/+/, '');
    return FUNCTION_NAMES.has(name) ? { kind: 'function', name: name as FunctionName } : fs.find(url.pathname);
  };

  /** Runs routes [from, to): returns 'stop' when a route answered by itself, 'rewritten' after a final rewrite. */
  function apply(s: Routed, r: RouteRequest, from: number, to: number): 'stop' | 'rewritten' | undefined {
    for (let i = from; i < to; i++) {
      const { route, re } = table[i];
      const m = matchRoute(route, re, { ...r, url: s.url });
      if (!m) continue;
      for (const [k, v] of Object.entries(route.headers ?? {})) {
        if (!DEV_SKIPS.has(k.toLowerCase())) s.headers.set(k, substitute(v, m));
      }
      if (route.status !== undefined) s.status = route.status;
      if (route.dest !== undefined) s.url = rewrite(route.dest, m, s.url);
      else if (route.status !== undefined && !route.continue) {
        const location = s.headers.get('location');
        if (location) s.headers.set('location', new URL(location + s.url.search, s.url).pathname + s.url.search);
        return 'stop';
      }
      if (!route.continue) return 'rewritten';
    }
    return undefined;
  }

  function hitHeaders(s: Routed, r: RouteRequest): void {
    for (let i = hitAt + 1; i < table.length; i++) {
      const m = matchRoute(table[i].route, table[i].re, { ...r, url: s.url });
      if (m) for (const [k, v] of Object.entries(table[i].route.headers ?? {})) s.hit.set(k, substitute(v, m));
    }
  }

  /** The routes for a miss, from the state the filesystem missed with. */
  function missed(s: Routed, r: RouteRequest): Routed {
    const next: Routed = { ...s, headers: new Headers(s.headers), hit: new Headers(), miss: undefined };
    if (apply(next, r, filesystem + 1, hitAt < 0 ? table.length : hitAt) === 'stop') return next;
    next.target = find(next.url);
    return next;
  }

  return function route(r: RouteRequest): Routed {
    const s: Routed = { url: r.url, headers: new Headers(), hit: new Headers() };
    if (apply(s, r, 0, filesystem) === 'stop') return s;
    s.target = find(s.url);
    if (!s.target) return missed(s, r);
    if (s.target.kind !== 'function') hitHeaders(s, r);
    if (s.target.kind === 'astro') {
      const before = { ...s, headers: new Headers(s.headers) };
      s.miss = () => missed(before, r);
    }
    return s;
  };
}
