// Live preview for editors under `npm run dev`: a change under the content
// folder (edit, add, delete, rename) is read and published again through the
// same reader and privacy choke point as the build, and the browser reloads.
// Problems are printed in the build's words and shown on every page (see
// DevProblems in src/layouts/Base.astro). The static API files answer at their
// extension-less paths too, by the routing table's own rewrites.
import type { ServerResponse } from 'node:http';
import { resolve, sep } from 'node:path';
import type { AstroIntegration } from 'astro';
import { CONTENT_VERSION, LIVE_PREVIEW, contentProblems } from '../catalog/get-catalog.ts';
import { formatProblem } from '../catalog/read-content.ts';
import { contentDir, siteOrigin } from '../config.ts';
import { routes } from '../http/routes.ts';

/** Editors save in bursts (an editor's temp file, then the rename): one re-read per burst. */
const SETTLE_MS = 60;

/** The routing table's rewrites of API paths onto prebuilt JSON files, as [pattern, destination]. */
function staticApiRewrites(): { re: RegExp; dest: string; headers: Record<string, string> }[] {
  return routes(siteOrigin())
    .filter((r) => r.src && r.dest?.endsWith('.json') && !r.has && !r.methods)
    .map((r) => ({ re: new RegExp(r.src!), dest: r.dest!, headers: r.headers ?? {} }));
}

/** The route's headers win over the endpoint's defaults (Astro answers a bare Response as text/plain). */
function withHeaders(res: ServerResponse, headers: Record<string, string>) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    for (const a of args) if (a && typeof a === 'object' && !Array.isArray(a)) for (const k of Object.keys(a)) if (k.toLowerCase() in lower(headers)) delete (a as Record<string, unknown>)[k];
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}
const lower = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));

export function liveContent(): AstroIntegration {
  return {
    name: 'secondline-live-content',
    hooks: {
      'astro:server:setup': ({ server, logger }) => {
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
              if (problems.length) logger.warn(`content has ${problems.length} problem${problems.length === 1 ? '' : 's'}; the records are withheld:\n${problems.map(formatProblem).join('\n')}`);
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

        const rewrites = staticApiRewrites();
        server.middlewares.use((req, res, next) => {
          const [path, query] = (req.url ?? '').split('?');
          for (const { re, dest, headers } of rewrites) {
            const m = re.exec(path);
            if (m) {
              req.url = dest.replace(/\$(\d)/g, (_, i) => m[Number(i)] ?? '') + (query ? `?${query}` : '');
              withHeaders(res, headers);
              break;
            }
          }
          next();
        });
      },
    },
  };
}
