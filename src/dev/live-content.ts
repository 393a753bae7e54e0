// Live preview for editors under `npm run dev`: a change under the content
// folder (edit, add, delete, rename) is read and published again through the
// same reader and privacy choke point as the build, and the browser reloads.
// Problems are printed in the build's words and shown on every page (see
// DevProblems in src/layouts/Base.astro). Every path answers as in production:
// the routing table, the functions' handlers, the listing files
// (./dev-server.ts); Vite answers only what the pages' browser code needs.
import { resolve, sep } from 'node:path';
import type { AstroConfig, AstroIntegration } from 'astro';
import { CONTENT_VERSION, LIVE_PREVIEW, contentProblems, getCatalog } from '../catalog/get-catalog.ts';
import { formatProblem } from '../catalog/read-content.ts';
import { contentDir, siteOrigin } from '../config.ts';
import { fileURLToPath } from 'node:url';
import type { PageRoute } from './dev-files.ts';
import type { Middleware } from './route-table.ts';

/** Editors save in bursts (an editor's temp file, then the rename): one re-read per burst. */
const SETTLE_MS = 60;

export function liveContent(): AstroIntegration {
  let config: AstroConfig;
  let pageRoutes: PageRoute[] = [];
  return {
    name: 'secondline-live-content',
    hooks: {
      'astro:config:done': ({ config: c }) => {
        config = c;
      },
      // The pages and endpoints of src/pages: the dev server's share of the filesystem (./dev-files.ts).
      'astro:routes:resolved': ({ routes }) => {
        pageRoutes = routes.map((r) => ({ patternRegex: r.patternRegex, origin: r.origin }));
      },
      'astro:server:setup': async ({ server, logger }) => {
        (globalThis as Record<symbol, unknown>)[LIVE_PREVIEW] = true;
        const dir = resolve(contentDir());
        const inContent = (file: string) => resolve(file) === dir || resolve(file).startsWith(dir + sep);
        const catalogModule = resolve('src/catalog/get-catalog.ts');
        let timer: NodeJS.Timeout | undefined;
        const changed = (file: string) => {
          if (!inContent(file)) return;
          clearTimeout(timer);
          timer = setTimeout(() => {
            const g = globalThis as Record<symbol, number | undefined>;
            g[CONTENT_VERSION] = (g[CONTENT_VERSION] ?? 0) + 1;
            try {
              const problems = contentProblems();
              const n = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
              const list = problems.map(formatProblem).join('\n');
              if (problems.length) logger.warn(`content has ${n}; the records are withheld:\n${list}`);
              else logger.info(`content reloaded (${file.slice(dir.length + 1)})`);
            } catch (e) {
              logger.error(e instanceof Error ? e.message : String(e));
            }
            // Pages' route lists (getStaticPaths) and the browser follow a change of the catalog module.
            server.watcher.emit('change', catalogModule);
            server.ws.send({ type: 'full-reload', path: '*' });
          }, SETTLE_MS);
        };
        server.watcher.add(dir);
        for (const event of ['add', 'change', 'unlink', 'addDir', 'unlinkDir']) server.watcher.on(event, changed);

        // Every request that is not Vite's own goes through the routing table, as in production (./dev-server.ts).
        // Imported here: a build loads this config too and needs none of it.
        const [{ devFiles }, { devFunctions }, { devMiddleware }, { devRouter }, { caseInsensitiveSlugRoutes }] =
          await Promise.all([
            import('./dev-files.ts'),
            import('./dev-functions.ts'),
            import('./dev-server.ts'),
            import('./route-table.ts'),
            import('../http/slug-routes.ts'),
          ]);
        const origin = siteOrigin();
        const catalog = getCatalog;
        const version = () => (globalThis as Record<symbol, number | undefined>)[CONTENT_VERSION] ?? 0;
        const functions = devFunctions(catalog, version);
        server.httpServer?.once('close', () => functions.close());
        const files = devFiles({ catalog, routes: () => pageRoutes, publicDir: fileURLToPath(config.publicDir) });
        // Routing Middleware (the negotiation function) through its handler, with the request's headers.
        const middleware: Middleware = (name, url, r) => {
          const headers = new Headers();
          for (const k of ['accept', 'accept-language', 'user-agent']) {
            const v = r.header(k);
            if (v !== null) headers.set(k, v);
          }
          return functions.handle(name, new Request(url, { method: r.method, headers }));
        };
        // The table of the current catalog: checklist and guide slugs in any case come from it (http/slug-routes.ts).
        let router: { version: number; route: ReturnType<typeof devRouter> } | undefined;
        const currentRouter = () => {
          if (router?.version !== version()) {
            const c = catalog();
            const slugs = {
              checklists: c.checklists.map((x) => x.checklist.slug),
              guides: c.guides.map((x) => x.guide.slug),
            };
            const route = devRouter(origin, files, middleware, caseInsensitiveSlugRoutes(slugs));
            router = { version: version(), route };
          }
          return router.route;
        };
        const clientGraph = server.environments.client.moduleGraph;
        const handle = devMiddleware({
          origin,
          functions,
          router: currentRouter,
          clientModule: async (url) => ((await clientGraph.getModuleByUrl(url))?.importers.size ?? 0) > 0,
        });
        // First in connect's stack (the list `use` appends to): Vite's CORS and Astro's trailing-slash handlers would
        // answer preflights and `/x/` their own way. Astro puts its own first as the server starts: ours move after.
        const stack = (server.middlewares as unknown as { stack: { route: string; handle: unknown }[] }).stack;
        stack.unshift({ route: '', handle });
        server.httpServer?.once('listening', () => {
          const at = stack.findIndex((m) => m.handle === handle);
          if (at > 0) stack.unshift(...stack.splice(at, 1));
        });
      },
    },
  };
}
