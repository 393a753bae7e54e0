// The same brute-force equalities on a generated catalog (npm run generate):
// 1,500 listings in many more makes, places and price points than the sample.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { publish } from '../../src/catalog/publish.ts';
import { readContent } from '../../src/catalog/read-content.ts';
import { writeSearchIndexes } from '../../src/search/index.ts';
import { loadSearch, type SearchCore } from '../support/search.ts';
import { SORTS } from '../../src/schemas/query.ts';
import { QUERY_CURRENCIES } from '../../src/schemas/exchange-rates.ts';
import { LQ, bruteFacets, passesFilters, priceIn } from './helpers.ts';
import type { Listing } from '../../src/schemas/public.ts';

const content = mkdtempSync(join(tmpdir(), 'search-gen-'));
const idx = mkdtempSync(join(tmpdir(), 'search-gen-idx-'));
execFileSync(process.execPath, [
  'scripts/generate-catalog.mjs',
  '--listings',
  '1500',
  '--manuals',
  '60',
  '--seed',
  'search-filters',
  '--out',
  content,
  '--quiet',
]);
const catalog = publish(readContent(content), 'http://127.0.0.1:1');
writeSearchIndexes(catalog, idx);
const core: SearchCore = loadSearch(idx);
const listings = catalog.listings;
afterAll(() => {
  rmSync(content, { recursive: true, force: true });
  rmSync(idx, { recursive: true, force: true });
});

const all = (q: ReturnType<typeof LQ>): Listing[] => {
  const out: Listing[] = [];
  for (let page = 1; ; page++) {
    const r = core.searchListings({ ...q, page, per_page: 50 });
    out.push(...r.items);
    if (r.items.length < 50) return out;
  }
};

describe('generated catalog: filters, facets and sorts equal a brute-force scan', () => {
  it('uses the synonym and place lists (copied by the generator)', () => {
    expect(catalog.search?.synonyms.length).toBeGreaterThanOrEqual(40);
  });

  it('random combinations, with and without words', () => {
    let seed = 99;
    const r = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
    let nonEmpty = 0;
    for (let i = 0; i < 120; i++) {
      const l = pick(listings);
      const y = 1990 + Math.floor(r() * 35);
      const p = Math.round(r() * 150000);
      const q = LQ({
        q: r() < 0.3 ? pick(['press', 'cnc', 'conveyor', l.make.toLowerCase(), 'folder']) : '',
        category: r() < 0.3 ? l.category : null,
        condition: r() < 0.2 ? [l.condition, pick(listings).condition] : [],
        make: r() < 0.15 ? l.make : '',
        location:
          r() < 0.15
            ? pick(['USA', 'Europe', 'UK', l.location.city, l.location.region_code ?? 'OH', 'North America'])
            : '',
        country: r() < 0.25 ? [l.location.country, pick(listings).location.country] : [],
        year_min: r() < 0.3 ? y : null,
        year_max: r() < 0.3 ? y + Math.floor(r() * 20) : null,
        price_min: r() < 0.3 ? p : null,
        price_max: r() < 0.3 ? p + Math.round(r() * 300000) : null,
        currency: pick(QUERY_CURRENCIES),
        include_sold: r() < 0.3,
        sort: pick(SORTS),
      });
      const pool = q.q ? all(LQ({ q: q.q, include_sold: true })) : listings;
      const expected = pool.filter((x) => passesFilters(x, q));
      const res = core.searchListings(q);
      if (!expected.length && res.relaxed) continue;
      expect(res.total, JSON.stringify(q)).toBe(expected.length);
      expect(res.facets, JSON.stringify(q)).toEqual(bruteFacets(expected, q.currency!));
      if (expected.length) nonEmpty++;
      if (q.sort === 'price_asc') {
        const prices = all(q).map((x) => priceIn(x, q.currency!));
        const firstNull = prices.indexOf(null);
        if (firstNull >= 0) expect(prices.slice(firstNull).every((x) => x === null)).toBe(true);
        const known = prices.filter((x): x is number => x !== null);
        for (let k = 1; k < known.length; k++) expect(known[k]).toBeGreaterThanOrEqual(known[k - 1]);
      }
    }
    expect(nonEmpty).toBeGreaterThan(30);
  }, 120_000);
});
