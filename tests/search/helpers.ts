// Shared set-up of the search tests: the sample catalog (content/, or
// CONTENT_DIR), its index written to a temporary folder, and brute-force
// oracles written independently of src/search.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getCatalog } from '../../src/build/catalog.ts';
import { writeSearchIndexes, loadSearch, type SearchCore } from '../../src/search/index.ts';
import type { Listing, Manual } from '../../src/schemas/public.ts';
import type { ListingQuery, ManualQuery } from '../../src/schemas/query.ts';
import { COUNTRY_NAMES } from '../../src/catalog/countries.ts';
import { CATEGORIES, CONDITIONS } from '../../src/schemas/vocabulary.ts';

let cached: { listings: Listing[]; manuals: Manual[]; core: SearchCore; dir: string } | undefined;

export function setup() {
  if (!cached) {
    const catalog = getCatalog();
    const dir = mkdtempSync(join(tmpdir(), 'search-test-'));
    // The text index loads lazily from dir, so it lives as long as the test process.
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    writeSearchIndexes(catalog, dir);
    cached = { listings: catalog.listings, manuals: catalog.manuals, core: loadSearch(dir), dir };
  }
  return cached;
}

export const LQ = (x: Partial<ListingQuery> = {}): ListingQuery => ({
  q: '', category: null, condition: null, make: '', location: '', include_sold: false, page: 1, per_page: 20, ...x,
});
export const MQ = (x: Partial<ManualQuery> = {}): ManualQuery => ({ q: '', make: '', model: '', page: 1, per_page: 24, ...x });

export const deaccent = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Contract §4 filters, brute force. */
export function passesFilters(l: Listing, q: ListingQuery): boolean {
  if (q.category && l.category !== q.category) return false;
  if (q.condition && l.condition !== q.condition) return false;
  if (!q.include_sold && l.status === 'sold') return false;
  if (q.make.trim() && l.make.toLowerCase() !== q.make.trim().toLowerCase()) return false;
  const loc = q.location.trim();
  if (loc.length === 2) {
    const c = loc.toUpperCase();
    if (l.location.country !== c && l.location.region_code !== c) return false;
  } else if (loc) {
    const needle = deaccent(loc);
    const names = [l.location.city, l.location.region ?? '', COUNTRY_NAMES[l.location.country] ?? l.location.country];
    if (!names.some((n) => deaccent(n).includes(needle))) return false;
  }
  return true;
}

const catLabel = new Map<string, string>(CATEGORIES);
const condLabel = new Map<string, string>(CONDITIONS);

/** Facets as the contract defines them, from a full match set. */
export function bruteFacets(matches: Listing[]) {
  const count = (key: (l: Listing) => string) => {
    const m = new Map<string, number>();
    for (const l of matches) m.set(key(l), (m.get(key(l)) ?? 0) + 1);
    return m;
  };
  const list = (m: Map<string, number>, label: (v: string) => string) =>
    [...m].map(([value, c]) => ({ value, label: label(value), count: c }))
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return {
    category: list(count((l) => l.category), (v) => catLabel.get(v)!),
    condition: list(count((l) => l.condition), (v) => condLabel.get(v)!),
    make: list(count((l) => l.make), (v) => v),
  };
}

/** Every match of a query, by walking all pages of 50. */
export function allPages(core: SearchCore, q: ListingQuery): Listing[] {
  const out: Listing[] = [];
  for (let page = 1; ; page++) {
    const r = core.searchListings({ ...q, page, per_page: 50 });
    out.push(...r.items);
    if (r.items.length < 50) return out;
  }
}

export const searchable = (l: Listing) => deaccent([l.title, l.make, l.model, l.description, ...l.specs.map((s) => `${s.label} ${s.value}`), l.category, l.category_label].join(' '));
