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
import type { PublicCatalog } from '../catalog/publish.ts';
import type { Listing, Manual } from '../schemas/public.ts';
import { listingDocument } from '../catalog/documents.ts';
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

export function writeListingPages(c: PublicCatalog, staticDir: string): { files: number; bytes: number } {
  const shellDir = join(staticDir, 'listings', SHELL.slug);
  const shellFile = join(shellDir, 'index.html');
  if (!existsSync(shellFile)) throw new Error(`listing pages: Astro did not write the shell ${shellFile}`);
  const fill = compileShell(readFileSync(shellFile, 'utf8'));
  rmSync(shellDir, { recursive: true, force: true });
  const related = manualsByMachine(c.manuals);
  const dir = join(staticDir, 'listings');
  mkdirSync(dir, { recursive: true });
  let bytes = 0;
  for (const l of c.listings) {
    const manuals = related(l);
    const html = fill(listingPage(c, l, manuals));
    const md = listingMarkdown(l, { manuals });
    const json = jsonText(listingDocument(c.origin, l));
    mkdirSync(join(dir, l.slug));
    write(join(dir, l.slug, 'index.html'), html);
    write(join(dir, `${l.slug}.md`), md);
    write(join(dir, `${l.slug}.json`), json);
    bytes += Buffer.byteLength(html) + Buffer.byteLength(md) + Buffer.byteLength(json);
  }
  return { files: c.listings.length * 3, bytes };
}
