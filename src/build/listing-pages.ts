// Per-listing static files, written in one streaming pass outside Astro:
//   listings/{slug}/index.html   the page: Astro's shell (src/pages/listings/[slug].astro,
//                                Base with placeholders) filled with ./_listing-page.ts
//   listings/{slug}.md           the markdown twin (src/markdown/twins.ts listingMarkdown)
//   listings/{slug}.json         the JSON document (byte for byte GET /api/agents/v1/listings/{slug})
// Astro renders a route in several milliseconds; at 100,000 listings that is
// 300,000 routes and most of an hour. Here each listing costs what its
// markdown rendering costs, and memory stays flat (nothing is kept per file).
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PublicCatalog } from '../catalog/publish.ts';
import type { Listing, Manual } from '../schemas/public.ts';
import { listingDocument } from '../catalog/documents.ts';
import { relatedFor, relatedIndex } from '../core/related.ts';
import { jsonText } from '../http/json.ts';
import { listingMarkdown } from '../markdown/twins.ts';
import { SHELL, compileShell, listingPage } from '../pages/listings/_listing-page.ts';

const norm = (s: string) => s.toLowerCase().replace(/[\s-]+/g, '');

/** Manuals by make and model, the rule of src/markdown/related.ts relatedManuals, as one lookup. */
export function manualsByMachine(manuals: Manual[]): (l: Listing) => Manual[] {
  const map = new Map<string, Manual[]>();
  for (const m of manuals) {
    const k = `${norm(m.make)}\u0000${norm(m.model)}`;
    const list = map.get(k);
    if (list) list.push(m);
    else map.set(k, [m]);
  }
  return (l) => map.get(`${norm(l.make)}\u0000${norm(l.model)}`) ?? [];
}

function write(path: string, text: string) {
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
}

/** Takes the page shell Astro rendered out of the output (it is a template, not a page) and returns its HTML. */
export function takeShell(staticDir: string): string {
  const shellDir = join(staticDir, 'listings', SHELL.slug);
  const shellFile = join(shellDir, 'index.html');
  if (!existsSync(shellFile)) throw new Error(`listing pages: Astro did not write the shell ${shellFile}`);
  const html = readFileSync(shellFile, 'utf8');
  rmSync(shellDir, { recursive: true, force: true });
  return html;
}

/** Writes the files of every `parts`-th listing, starting at `part`, so several threads can share the work. */
export function writeListingPages(c: PublicCatalog, staticDir: string, shellHtml: string, part = 0, parts = 1): { files: number; bytes: number } {
  const fill = compileShell(shellHtml);
  const related = manualsByMachine(c.manuals);
  const links = relatedIndex(c);
  const dir = join(staticDir, 'listings');
  mkdirSync(dir, { recursive: true });
  let bytes = 0;
  let files = 0;
  for (let i = part; i < c.listings.length; i += parts) {
    const l = c.listings[i];
    const manuals = related(l);
    const html = fill(listingPage(c, l, manuals));
    const md = listingMarkdown(l, { manuals });
    const json = jsonText(listingDocument(c.origin, l, relatedFor(links, l)));
    mkdirSync(join(dir, l.slug));
    write(join(dir, l.slug, 'index.html'), html);
    write(join(dir, `${l.slug}.md`), md);
    write(join(dir, `${l.slug}.json`), json);
    bytes += Buffer.byteLength(html) + Buffer.byteLength(md) + Buffer.byteLength(json);
    files += 3;
  }
  return { files, bytes };
}

/** Below this many listings a second thread costs more than it saves. */
const PARALLEL_FROM = 2000;

/**
 * All listing files, on every core: rendering markdown is CPU-bound and
 * independent per listing, so worker threads each take an interleaved share.
 */
export async function writeAllListingPages(c: PublicCatalog, staticDir: string): Promise<{ files: number; bytes: number; threads: number }> {
  const shellHtml = takeShell(staticDir);
  const wanted = Number(process.env.BUILD_THREADS) || Math.min(availableParallelism(), 4);
  const threads = c.listings.length < PARALLEL_FROM ? 1 : Math.max(1, wanted);
  const workers = Array.from({ length: threads - 1 }, (_, k) => new Promise<{ files: number; bytes: number }>((resolve, reject) => {
    const w = new Worker(new URL('./listing-pages-worker.ts', import.meta.url), { workerData: { catalog: c, staticDir, shellHtml, part: k + 1, parts: threads } });
    w.once('message', resolve);
    w.once('error', reject);
    w.once('exit', (code) => code !== 0 && reject(new Error(`listing pages worker exited with ${code}`)));
  }));
  const mine = writeListingPages(c, staticDir, shellHtml, 0, threads);
  const theirs = await Promise.all(workers);
  return { files: [mine, ...theirs].reduce((n, r) => n + r.files, 0), bytes: [mine, ...theirs].reduce((n, r) => n + r.bytes, 0), threads };
}
