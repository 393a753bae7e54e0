// `x-markdown-tokens` for the markdown twins, as routes of the table.
//
// Static files carry headers only through routes, and a deployment's routing
// table is bounded (Vercel: at most 2048 routes), so a route per twin cannot
// scale to 100k listings. Twins are therefore grouped by folder: a folder with
// few twins gets one route per file carrying that file's estimate; a larger
// folder (listings/) gets one route for the whole class carrying the largest
// estimate in it, so a caller budgeting context never gets less than it asked
// for. The estimate is the byte length / 4 (about four bytes of English
// markdown per token), rounded up.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Route } from './routes.ts';

/** Folders with more twins than this share one class route. */
export const PER_FILE_LIMIT = 200;
/** Class estimates are rounded up to a multiple of this, so a deploy changes the header only when sizes really move. */
const CLASS_STEP = 50;

export const estimateTokens = (bytes: number) => Math.ceil(bytes / 4);

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Every `*.md` under `staticDir`, by folder (site-relative, '' for the root), but in the folders `skip` names,
 * which are not opened: the routing table skips the folders of the pages the build fills (./filled-pages.ts),
 * which hold only their page (their twins sit beside them, where they are found).
 */
function twinsByFolder(
  staticDir: string,
  skip: (folder: string) => boolean,
): Map<string, { name: string; bytes: number }[]> {
  const out = new Map<string, { name: string; bytes: number }[]>();
  const walk = (dir: string, folder: string) => {
    let list: { name: string; bytes: number }[] | undefined;
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) {
        const rel = folder ? `${folder}/${e.name}` : e.name;
        if (e.name !== '_astro' && e.name !== 'api' && !skip(rel)) walk(join(dir, e.name), rel);
      } else if (e.name.endsWith('.md')) {
        list ??= out.get(folder) ?? out.set(folder, []).get(folder)!;
        list.push({ name: e.name, bytes: statSync(join(dir, e.name)).size });
      }
    }
  };
  walk(staticDir, '');
  return out;
}

/** The header routes (all `continue`) for every twin in the built static folder, outside the folders `skip` names. */
export function twinTokenRoutes(staticDir: string, skip: (folder: string) => boolean): Route[] {
  const routes: Route[] = [];
  for (const [folder, twins] of [...twinsByFolder(staticDir, skip)].sort(([a], [b]) => a.localeCompare(b))) {
    const prefix = folder ? `/${esc(folder)}/` : '/';
    if (twins.length <= PER_FILE_LIMIT) {
      for (const t of twins.sort((a, b) => a.name.localeCompare(b.name))) {
        routes.push({
          src: `^${prefix}${esc(t.name)}$`,
          headers: { 'x-markdown-tokens': String(estimateTokens(t.bytes)) },
          continue: true,
        });
      }
    } else {
      const max = Math.max(...twins.map((t) => estimateTokens(t.bytes)));
      const rounded = Math.ceil(max / CLASS_STEP) * CLASS_STEP;
      routes.push({ src: `^${prefix}[^/]+\\.md$`, headers: { 'x-markdown-tokens': String(rounded) }, continue: true });
    }
  }
  return routes;
}
