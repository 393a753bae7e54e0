// Shared set-up of the search tests: the sample catalog (content/, or
// CONTENT_DIR), its index written to a temporary folder, and brute-force
// oracles written independently of src/search.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getCatalog } from '../../src/catalog/get-catalog.ts';
import { publish } from '../../src/catalog/publish.ts';
import { readContent } from '../../src/catalog/read-content.ts';
import { writeSearchIndexes } from '../../src/search/index.ts';
import { loadSearch, type SearchCore } from '../support/search.ts';
import { afterAll } from 'vitest';
import type { Listing, Manual } from '../../src/schemas/public.ts';
import type { ListingQuery, ManualQuery } from '../../src/schemas/query.ts';
import { COUNTRY_NAMES } from '../../src/catalog/countries.ts';
import { CATEGORIES, CONDITIONS } from '../../src/schemas/vocabulary.ts';
import { EXCHANGE_RATES, QUERY_CURRENCIES } from '../../src/schemas/exchange-rates.ts';
import { SORTS } from '../../src/schemas/query.ts';
import { FACET_NAMES } from '../../src/schemas/listing-keys.ts';
import { parse as parseYaml } from 'yaml';
import { readFileSync } from 'node:fs';

/** The places list editors keep, read here on its own (the oracle does not use src/search). */
const PLACES = parseYaml(readFileSync(join(process.cwd(), 'content/search/places.yaml'), 'utf8')) as {
  names: string[][];
  countries: Record<string, string[]>;
  areas: Record<string, string[]>;
};

let cached: { listings: Listing[]; manuals: Manual[]; core: SearchCore; dir: string } | undefined;

export function setup() {
  if (!cached) {
    const catalog = getCatalog();
    const dir = mkdtempSync(join(tmpdir(), 'search-test-'));
    // The text index loads lazily from dir, so it lives until the test file is done. A process 'exit' hook is not
    // enough: the test runner ends its forks without one, and every run left a folder behind in the temp dir.
    afterAll(() => {
      rmSync(dir, { recursive: true, force: true });
      cached = undefined;
    });
    writeSearchIndexes(catalog, dir);
    cached = { listings: catalog.listings, manuals: catalog.manuals, core: loadSearch(dir), dir };
  }
  return cached;
}

/** A parsed listing query; `status` follows include_sold unless given, as the parser resolves it. */
export const LQ = (x: Partial<ListingQuery> = {}): ListingQuery =>
  ({
    q: '',
    category: null,
    condition: [],
    make: null,
    model: null,
    location: null,
    country: [],
    year_min: null,
    year_max: null,
    price_min: null,
    price_max: null,
    currency: 'USD',
    sort: null,
    status: x.include_sold ? ['available', 'sold'] : ['available'],
    include_sold: false,
    ids: [],
    fields: null,
    facets: ['category', 'condition', 'make', 'country', 'year', 'price'],
    page: 1,
    per_page: 20,
    ...x,
  }) as ListingQuery;
export const MQ = (x: Partial<ManualQuery> = {}): ManualQuery =>
  ({
    q: '',
    make: null,
    model: null,
    category: null,
    document_type: null,
    language: null,
    page: 1,
    per_page: 24,
    ...x,
  }) as ManualQuery;

export const deaccent = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** A model as the contract compares it: case, spaces and hyphens (every dash) ignored. */
const modelKey = (s: string) => deaccent(s).replace(/[\s\p{Pd}]+/gu, '');

/** Contract §4 filters, brute force. */
export function passesFilters(l: Listing, q: ListingQuery): boolean {
  if (q.category && l.category !== q.category) return false;
  if (q.condition.length && !q.condition.includes(l.condition)) return false;
  if (!q.status.includes(l.status)) return false;
  const make = (q.make ?? '').trim();
  if (make && l.make.toLowerCase() !== make.toLowerCase()) return false;
  if ((q.model ?? '').trim() && modelKey(l.model) !== modelKey(q.model ?? '')) return false;
  if (q.ids.length && !q.ids.some((k) => [l.id, l.slug].includes(k.trim().toLowerCase()))) return false;
  const loc = (q.location ?? '').trim();
  const area = Object.entries(PLACES.areas).find(
    ([k]) =>
      deaccent(k) ===
      deaccent(loc)
        .replace(/[.\s]+/g, ' ')
        .trim(),
  )?.[1];
  if (area) {
    if (!area.includes(l.location.country)) return false;
  } else if (loc.length === 2) {
    const c = loc.toUpperCase();
    if (l.location.country !== c && l.location.region_code !== c) return false;
  } else if (loc) {
    const needle = deaccent(loc);
    const alt = (n: string) => PLACES.names.find((g) => g.some((x) => deaccent(x) === deaccent(n))) ?? [n];
    const names = [
      ...alt(l.location.city),
      ...(l.location.region ? alt(l.location.region) : []),
      COUNTRY_NAMES[l.location.country] ?? l.location.country,
      ...(PLACES.countries[l.location.country] ?? []),
    ];
    if (!names.some((n) => deaccent(n).includes(needle))) return false;
  }
  if (q.country?.length && !q.country.includes(l.location.country)) return false;
  if (
    (q.year_min !== null || q.year_max !== null) &&
    (l.year === null || l.year < (q.year_min ?? 0) || l.year > (q.year_max ?? 9999))
  )
    return false;
  if (q.price_min !== null || q.price_max !== null) {
    const p = priceIn(l, q.currency ?? 'USD');
    if (p === null || p < (q.price_min ?? -Infinity) || p > (q.price_max ?? Infinity)) return false;
  }
  return true;
}

/** Asking price converted at the published reference rates; null on request. */
export function priceIn(l: Listing, currency: string): number | null {
  if (l.price.amount === null || l.price.on_request || EXCHANGE_RATES.rates[l.price.currency] === undefined)
    return null;
  return (l.price.amount * EXCHANGE_RATES.rates[l.price.currency]) / EXCHANGE_RATES.rates[currency];
}

const catLabel = new Map<string, string>(CATEGORIES);
const condLabel = new Map<string, string>(CONDITIONS);

/** Facets as the contract defines them, from a full match set. */
export function bruteFacets(
  matches: Listing[],
  currency = 'USD',
  which: readonly string[] = ['category', 'condition', 'make', 'country', 'year', 'price'],
) {
  const count = (key: (l: Listing) => string) => {
    const m = new Map<string, number>();
    for (const l of matches) m.set(key(l), (m.get(key(l)) ?? 0) + 1);
    return m;
  };
  const list = (m: Map<string, number>, label: (v: string) => string) =>
    [...m]
      .map(([value, c]) => ({ value, label: label(value), count: c }))
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  const years = matches.map((l) => l.year).filter((y): y is number => y !== null);
  const prices = matches.map((l) => priceIn(l, currency)).filter((p): p is number => p !== null);
  const cents = (v: number) => Math.round(v * 100) / 100;
  const all: Record<string, unknown> = {
    category: list(
      count((l) => l.category),
      (v) => catLabel.get(v)!,
    ),
    condition: list(
      count((l) => l.condition),
      (v) => condLabel.get(v)!,
    ),
    make: list(
      count((l) => l.make),
      (v) => v,
    ),
    country: list(
      count((l) => l.location.country),
      (v) => COUNTRY_NAMES[v] ?? v,
    ),
    year: years.length ? { min: Math.min(...years), max: Math.max(...years) } : null,
    price: prices.length ? priceQuartiles(prices, cents) : null,
  };
  return Object.fromEntries(which.map((k) => [k, all[k]]));
}

/** count, min, quartiles and max of the prices, each interpolated linearly between closest ranks (numpy's default). */
function priceQuartiles(prices: number[], cents: (v: number) => number) {
  const sorted = [...prices].sort((a, b) => a - b);
  const at = (q: number) => {
    const pos = (sorted.length - 1) * q;
    const lo = Math.floor(pos);
    return sorted[lo] + ((sorted[Math.ceil(pos)] ?? sorted[lo]) - sorted[lo]) * (pos - lo);
  };
  return {
    count: sorted.length,
    min: cents(sorted[0]),
    p25: cents(at(0.25)),
    median: cents(at(0.5)),
    p75: cents(at(0.75)),
    max: cents(sorted.at(-1)!),
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

export const searchable = (l: Listing) =>
  deaccent(
    [
      l.title,
      l.make,
      l.model,
      l.description,
      ...l.specs.map((s) => `${s.label} ${s.value}`),
      l.category,
      l.category_label,
    ].join(' '),
  );

/** Small seeded generator (mulberry32), so a failure can be replayed. */
export function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
const misspell = (w: string) => (w.length < 5 ? w : w.slice(0, 2) + w[3] + w[2] + w.slice(4));

/**
 * A random listing search request over `catalog`: words of a listing (some misspelt, some phrases), filters, sorts,
 * pages, currencies, facets.
 */
export function randomSearchRequest(
  catalog: { listings: readonly Listing[] },
  r: () => number,
  origin: string,
): string {
  const pick = <T>(a: readonly T[]): T => a[Math.floor(r() * a.length)];
  const l = pick(catalog.listings);
  const p = new URLSearchParams();
  const text = [...words(l.title), ...words(l.make), ...words(l.description).slice(0, 30)];
  const kind = r();
  if (kind < 0.25) p.set('q', pick(text));
  else if (kind < 0.45) p.set('q', `${pick(text)} ${pick(text)}`);
  else if (kind < 0.55) p.set('q', misspell(pick(text)));
  else if (kind < 0.65) p.set('q', `${l.make} ${l.model}`);
  else if (kind < 0.7) p.set('q', `used ${pick(text)} for sale`);
  if (r() < 0.3) p.set('category', l.category);
  if (r() < 0.2) p.set('condition', l.condition);
  if (r() < 0.2) p.set('country', l.location.country);
  if (r() < 0.1) p.set('make', l.make);
  if (r() < 0.1) p.set('price_max', String(Math.round(r() * 200000)));
  if (r() < 0.1) p.set('year_min', String(1990 + Math.floor(r() * 30)));
  if (r() < 0.2) p.set('sort', pick(SORTS));
  if (r() < 0.2) p.set('currency', pick(QUERY_CURRENCIES));
  if (r() < 0.15) p.set('include_sold', 'true');
  if (r() < 0.15) p.set('page', String(2 + Math.floor(r() * 3)));
  if (r() < 0.15) p.set('per_page', String(1 + Math.floor(r() * 50)));
  if (r() < 0.1) p.set('facets', pick([...FACET_NAMES, 'none']));
  return `${origin}/api/agents/v1/listings?${p}`;
}

/**
 * A generated catalog (scripts/generate-catalog.mjs, seeded), published for `origin`, and its search index, each in
 * a temporary folder removed once the calling file's tests are done.
 */
export function generatedIndex(o: { listings: number; manuals: number; seed: string; origin: string }) {
  const content = mkdtempSync(join(tmpdir(), `${o.seed}-`));
  const idx = mkdtempSync(join(tmpdir(), `${o.seed}-idx-`));
  afterAll(() => {
    rmSync(content, { recursive: true, force: true });
    rmSync(idx, { recursive: true, force: true });
  });
  const args = ['--listings', `${o.listings}`, '--manuals', `${o.manuals}`, '--seed', o.seed, '--out', content];
  execFileSync(process.execPath, ['scripts/generate-catalog.mjs', ...args, '--quiet']);
  const catalog = publish(readContent(content), o.origin);
  writeSearchIndexes(catalog, idx);
  return { content, idx, catalog };
}
