// Per-listing static files, written in one streaming pass outside Astro:
//   listings/{slug}/index.html   the page: Astro's shell (src/pages/listings/[slug].astro,
//                                Base with placeholders) filled with src/layouts/listing-page.ts
//   listings/{slug}.md           the markdown twin (src/markdown/listing-twin.ts)
//   listings/{slug}.json         the JSON document (byte for byte GET /api/agents/v1/listings/{slug})
// Astro renders a route in several milliseconds; at 100,000 listings that is
// 300,000 routes and most of an hour. Here each listing costs what its
// markdown rendering costs, and memory stays flat (nothing is kept per file).
//
// Proportional to what changed: each listing's files carry a key (a hash of
// everything they are made from: the public listing, its related manuals,
// the shell, the rest of the catalog pages link to, the renderer code),
// recorded in a manifest beside the build. A listing whose key is the one
// the previous build recorded has its three files linked over from that
// build instead of rendered again (linked, not moved: if this build fails,
// the previous one is put back whole).
import { createHash } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PublicCatalog } from '../catalog/publish.ts';
import type { Listing, Manual } from '../schemas/public.ts';
import { relatedFor, relatedIndex } from '../search/related.ts';
import { listingLookupBody } from '../core/search-documents.ts';
import { EXCHANGE_RATES } from '../schemas/exchange-rates.ts';
import { ListingLookupParams } from '../schemas/query.ts';
import { CATEGORIES } from '../schemas/vocabulary.ts';
import { buildListingColumns } from '../search/listing-table.ts';
import {
  comparableGroups,
  priceGroups,
  pricedFacts,
  type ComparableGroups,
  type PriceGroups,
} from '../search/price-context.ts';
import { machineKey } from '../search/text.ts';
import { jsonText } from '../http/json.ts';
import { listingMarkdown } from '../markdown/listing-twin.ts';
import { SHELL, compileShell, listingPage } from '../layouts/listing-page.ts';
import { buildThreads } from './threads.ts';

/** Manuals of each listing's machine (the `make` and `model` filters' rule, src/search/text.ts), as one lookup. */
export function manualsByMachine(manuals: Manual[]): (l: Listing) => Manual[] {
  const map = new Map<string, Manual[]>();
  for (const m of manuals) {
    const k = machineKey(m.make, m.model);
    const list = map.get(k);
    if (list) list.push(m);
    else map.set(k, [m]);
  }
  return (l) => map.get(machineKey(l.make, l.model)) ?? [];
}

/** Writes a whole file through one descriptor (no stream, no buffering beyond the string). */
export function writeFile(path: string, text: string) {
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
}

/**
 * Takes a page shell Astro rendered (listings/{shell}, manuals/{shell}, or a page rendered as a
 * shell such as market-snapshot) out of the output (it is a template, not a page) and returns its HTML.
 */
export function takeShell(staticDir: string, folder = 'listings', page: string = SHELL.slug): string {
  const shellDir = join(staticDir, folder, page);
  const shellFile = join(shellDir, 'index.html');
  if (!existsSync(shellFile)) throw new Error(`listing pages: Astro did not write the shell ${shellFile}`);
  const html = readFileSync(shellFile, 'utf8');
  rmSync(shellDir, { recursive: true, force: true });
  return html;
}

/** Where the previous build's files are, and the keys it recorded (slug → key). */
export interface Reuse {
  staticDir: string;
  keys: Record<string, string>;
  common: string;
}

/** The files' key: the listing, its manuals and its JSON body (whose price context depends on the rest of the catalog). */
const keyOf = (common: string, l: Listing, manuals: Manual[], json: string) =>
  createHash('sha1')
    .update(common)
    .update(JSON.stringify(l))
    .update(manuals.map((m) => m.id).join(','))
    .update(json)
    .digest('base64url');

/** Each listing's two price groups over the catalog, from the columns the search index is made of. */
function catalogPriceGroups(listings: Listing[]): (l: Listing) => PriceGroups {
  const { cols, dict } = buildListingColumns(listings.length, (i) => listings[i], EXCHANGE_RATES.rates);
  const groupsOf = priceGroups({
    n: listings.length,
    cols,
    categories: CATEGORIES,
    makes: dict.values.make ?? [],
    models: dict.values.model ?? [],
  });
  return (l) => groupsOf(pricedFacts(l, EXCHANGE_RATES.rates));
}

/** A listing's price context from its groups (the lookup function's numbers). */
export const contextFromGroups = (l: Listing, groups: PriceGroups): ComparableGroups =>
  comparableGroups(...groups, pricedFacts(l, EXCHANGE_RATES.rates));

/** Price context of each listing of the catalog, from the columns the search index is made of (the lookup function's numbers). */
export function catalogPriceContexts(listings: Listing[]): (l: Listing) => ComparableGroups {
  const groupsOf = catalogPriceGroups(listings);
  return (l) => contextFromGroups(l, groupsOf(l));
}

/** A listing's .json file: byte for byte the lookup function's answer without parameters (the build's and dev's). */
export function listingJsonOf(
  c: PublicCatalog,
  contextOf: (l: Listing) => ComparableGroups = catalogPriceContexts(c.listings),
): (l: Listing) => string {
  const links = relatedIndex(c);
  const currency = ListingLookupParams.currency.fallback!;
  return (l) =>
    jsonText(
      listingLookupBody(c.origin, l, { currency, related: relatedFor(links, l), context: contextOf(l), ignored: [] }),
    );
}

const link = (from: string, to: string) => {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
};

/** Links a listing's three files over from the previous build; false when one is missing. */
function reuse(prevDir: string, dir: string, slug: string): boolean {
  const from = [join(prevDir, slug, 'index.html'), join(prevDir, `${slug}.md`), join(prevDir, `${slug}.json`)];
  if (!from.every((f) => existsSync(f))) return false;
  mkdirSync(join(dir, slug));
  link(from[0], join(dir, slug, 'index.html'));
  link(from[1], join(dir, `${slug}.md`));
  link(from[2], join(dir, `${slug}.json`));
  return true;
}

/** Writes the files of every `parts`-th listing, starting at `part`, so several threads can share the work. */
export function writeListingPages(
  c: PublicCatalog,
  staticDir: string,
  shellHtml: string,
  part = 0,
  parts = 1,
  prev?: Reuse,
  contextOf?: (l: Listing) => ComparableGroups,
): { files: number; bytes: number; reused: number; keys: Record<string, string> } {
  const fill = compileShell(shellHtml);
  const related = manualsByMachine(c.manuals);
  const jsonOf = listingJsonOf(c, contextOf);
  const dir = join(staticDir, 'listings');
  const prevDir = prev && join(prev.staticDir, 'listings');
  const common = prev?.common ?? '';
  mkdirSync(dir, { recursive: true });
  let bytes = 0;
  let files = 0;
  let reused = 0;
  const keys: Record<string, string> = {};
  for (let i = part; i < c.listings.length; i += parts) {
    const l = c.listings[i];
    const manuals = related(l);
    const json = jsonOf(l);
    const key = (keys[l.slug] = keyOf(common, l, manuals, json));
    if (prevDir && prev!.keys[l.slug] === key && reuse(prevDir, dir, l.slug)) {
      reused++;
      files += 3;
      continue;
    }
    const html = fill(listingPage(c, l, manuals));
    const md = listingMarkdown(c, l, { manuals });
    mkdirSync(join(dir, l.slug));
    writeFile(join(dir, l.slug, 'index.html'), html);
    writeFile(join(dir, `${l.slug}.md`), md);
    writeFile(join(dir, `${l.slug}.json`), json);
    bytes += Buffer.byteLength(html) + Buffer.byteLength(md) + Buffer.byteLength(json);
    files += 3;
  }
  return { files, bytes, reused, keys };
}

/**
 * What every listing's files also depend on: the shell, the catalog beyond
 * listings and manuals (site, guides, checklists, glossary, origin) and the
 * code that renders them (`code`: a hash of src/ and the lock file).
 */
function commonKey(c: PublicCatalog, shellHtml: string, code: string): string {
  // The market snapshot is left out: it changes with any listing and no listing's files show it
  // (a page that starts to show it must add it back here).
  const { listings: _l, manuals: _m, snapshot: _s, ...rest } = c;
  return createHash('sha1').update(code).update(shellHtml).update(JSON.stringify(rest)).digest('base64url');
}

/** Below this many listings a second thread costs more than it saves. */
const PARALLEL_FROM = 2000;

/**
 * All listing files, on every core: rendering markdown is CPU-bound and
 * independent per listing, so worker threads each take an interleaved share.
 */
export async function writeAllListingPages(
  c: PublicCatalog,
  staticDir: string,
  incremental?: { previousStaticDir: string; previousManifest: string; manifest: string; code: string },
): Promise<{ files: number; bytes: number; reused: number; threads: number }> {
  const shellHtml = takeShell(staticDir);
  const common = incremental ? commonKey(c, shellHtml, incremental.code) : '';
  let prevKeys: Record<string, string> = {};
  if (incremental && existsSync(incremental.previousManifest) && existsSync(incremental.previousStaticDir)) {
    try {
      const m = JSON.parse(readFileSync(incremental.previousManifest, 'utf8'));
      if (m.common === common) prevKeys = m.keys;
    } catch {
      prevKeys = {};
    }
  }
  const prev = (keys: Record<string, string>): Reuse | undefined =>
    incremental && { staticDir: incremental.previousStaticDir, keys, common };
  const threads = c.listings.length < PARALLEL_FROM ? 1 : buildThreads();
  // A worker gets a copy of what it renders, not of the catalog: its share of the listings (every
  // `threads`-th), with the rest of the catalog (manuals, guides, site) that pages link to, and each listing's
  // price groups, taken here over the WHOLE catalog (a share's own would compare it with half).
  const share = (k: number): PublicCatalog => ({ ...c, listings: c.listings.filter((_, i) => i % threads === k) });
  const groupsOf = catalogPriceGroups(c.listings);
  const contextOf = (l: Listing) => contextFromGroups(l, groupsOf(l));
  const keysOf = (cat: PublicCatalog) =>
    Object.fromEntries(cat.listings.filter((l) => prevKeys[l.slug]).map((l) => [l.slug, prevKeys[l.slug]]));
  const workers = Array.from(
    { length: threads - 1 },
    (_, k) =>
      new Promise<ReturnType<typeof writeListingPages>>((resolve, reject) => {
        const cat = share(k + 1);
        const w = new Worker(new URL('./listing-pages-worker.ts', import.meta.url), {
          workerData: {
            catalog: cat,
            staticDir,
            shellHtml,
            part: 0,
            parts: 1,
            prev: prev(keysOf(cat)),
            groups: cat.listings.map(groupsOf),
          },
        });
        w.once('message', resolve);
        w.once('error', reject);
        w.once('exit', (code) => code !== 0 && reject(new Error(`listing pages worker exited with ${code}`)));
      }),
  );
  const mine = writeListingPages(c, staticDir, shellHtml, 0, threads, prev(prevKeys), contextOf);
  const all = [mine, ...(await Promise.all(workers))];
  if (incremental)
    writeFileSync(incremental.manifest, JSON.stringify({ common, keys: Object.assign({}, ...all.map((r) => r.keys)) }));
  return {
    files: all.reduce((n, r) => n + r.files, 0),
    bytes: all.reduce((n, r) => n + r.bytes, 0),
    reused: all.reduce((n, r) => n + r.reused, 0),
    threads,
  };
}
