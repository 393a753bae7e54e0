// Per-manual static files, written outside Astro like the listing pages (./listing-pages.ts):
//   manuals/{id}/index.html   Astro's shell of src/pages/manuals/[id].astro filled with src/layouts/manual-page.ts
//   manuals/{id}.md           the markdown twin (src/markdown/manual-twin.ts)
// Astro spends about 2 ms a route on these: at 100,000 listings (20,000 manuals, two routes each) most of its
// build. The page function of the Postgres backend fills the same shell (src/functions/live-pages.ts), so the
// two print the same bytes; the dev server still renders each manual through Astro.
//
// On every core, as the listing pages are: one manual's files read nothing of another's. At 100,000 listings a
// manual cost about 0.8 ms of CPU, half of it formatting the prices of the related listings it shows (ten cards
// on the page, ten lines in the twin: toLocaleString builds a number formatter on every call). The page's cards are
// made once per listing (src/layouts/manual-page.ts); the twin's lines are not, as the price code ships in the browse
// page's script and the twin's in the MCP function, whose bytes a change there would change.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PublicCatalog } from '../catalog/publish.ts';
import type { Listing, Manual } from '../schemas/public.ts';
import { compileShell } from '../layouts/listing-page.ts';
import { manualPage, type ManualPageContext } from '../layouts/manual-page.ts';
import { manualMarkdown } from '../markdown/manual-twin.ts';
import { relatedListings } from '../markdown/related.ts';
import { takeShell, writeFile } from './listing-pages.ts';
import { buildThreads } from './threads.ts';

/** Below this many manuals (under a second of work) a thread, which loads the renderers anew, saves little. */
const PARALLEL_FROM = 2000;

/** A thread's part of the step: its manuals, each one's related listings (`related[i]`), what the pages link to. */
interface ManualShare {
  context: ManualPageContext;
  manuals: Manual[];
  related: Listing[][];
}

/** Writes the page (`shellHtml` filled) and the twin of every manual of `share` into `dir`, the manuals folder. */
export function writeManualShare(share: ManualShare, dir: string, shellHtml: string): number {
  const fill = compileShell(shellHtml, { astroAttributes: true });
  share.manuals.forEach((m, i) => {
    const listings = share.related[i];
    mkdirSync(join(dir, m.id));
    writeFile(join(dir, m.id, 'index.html'), fill(manualPage(share.context, m, listings)));
    writeFile(join(dir, `${m.id}.md`), manualMarkdown(share.context, m, { listings }));
  });
  return 2 * share.manuals.length;
}

export interface ManualPagesOptions {
  /** Threads to share the manuals between (default: ./threads.ts). */
  threads?: number;
  /** Fewer manuals than this are written on this thread alone. */
  parallelFrom?: number;
}

/** Writes every manual's page and twin under `staticDir`, and removes the shell Astro rendered for them. */
export async function writeManualPages(
  c: PublicCatalog,
  staticDir: string,
  opts: ManualPagesOptions = {},
): Promise<{ files: number; threads: number }> {
  const shellHtml = takeShell(staticDir, 'manuals');
  const dir = join(staticDir, 'manuals');
  mkdirSync(dir, { recursive: true });
  const threads = c.manuals.length < (opts.parallelFrom ?? PARALLEL_FROM) ? 1 : (opts.threads ?? buildThreads());
  // A thread gets a copy of what it renders, not of the catalog: every `threads`-th manual, with its related
  // listings chosen here over ALL the listings, and the two things of the catalog the pages read (their types say
  // so: the origin and the guides, for the category links).
  const context: ManualPageContext = { origin: c.origin, guides: c.guides };
  const share = (k: number): ManualShare => {
    const manuals = c.manuals.filter((_, i) => i % threads === k);
    return { context, manuals, related: manuals.map((m) => relatedListings(c, m)) };
  };
  const workers = Array.from(
    { length: threads - 1 },
    (_, k) =>
      new Promise<number>((resolve, reject) => {
        const w = new Worker(new URL('./manual-pages-worker.ts', import.meta.url), {
          workerData: { share: share(k + 1), dir, shellHtml },
        });
        w.once('message', resolve);
        w.once('error', reject);
        w.once('exit', (code) => code !== 0 && reject(new Error(`manual pages worker exited with ${code}`)));
      }),
  );
  const mine = writeManualShare(share(0), dir, shellHtml);
  const files = (await Promise.all(workers)).reduce((n, f) => n + f, mine);
  return { files, threads };
}
