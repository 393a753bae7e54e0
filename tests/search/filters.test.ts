// Contract §4 filters, sorts and facets against a brute-force scan: random
// combinations of every filter (seeded), with and without words, every sort.
import { describe, expect, it } from 'vitest';
import { LQ, allPages, bruteFacets, passesFilters, priceIn, rng, setup } from './helpers.ts';
import { SORTS } from '../../src/schemas/query.ts';
import type { Listing } from '../../src/schemas/public.ts';
import type { ListingQuery } from '../../src/schemas/query.ts';

const { listings, core } = setup();

function randomQuery(r: () => number, pool: Listing[]): ListingQuery {
  const pickL = () => pool[Math.floor(r() * pool.length)];
  const maybe = <T>(p: number, v: () => T, none: T) => (r() < p ? v() : none);
  const currency = (['USD', 'EUR', 'GBP', 'CAD'] as const)[Math.floor(r() * 4)];
  const y1 = 1985 + Math.floor(r() * 40);
  const p1 = Math.round(r() * 120000);
  const q: Partial<ListingQuery> = {
    category: maybe(0.3, () => pickL().category, null),
    condition: maybe(0.2, () => pickL().condition, null),
    make: maybe(0.15, () => pickL().make.toUpperCase(), ''),
    location: maybe(0.15, () => ['US', 'OH', 'Bavaria', 'Köln', 'USA', 'Europe', 'North America', 'UK', 'ontario', 'CA'][Math.floor(r() * 10)], ''),
    country: maybe(0.25, () => [...new Set([pickL().location.country, pickL().location.country])], []),
    year_min: maybe(0.3, () => y1, null),
    year_max: maybe(0.3, () => y1 + Math.floor(r() * 15), null),
    price_min: maybe(0.3, () => p1, null),
    price_max: maybe(0.3, () => p1 + Math.round(r() * 200000), null),
    currency,
    include_sold: r() < 0.3,
    sort: SORTS[Math.floor(r() * SORTS.length)],
  };
  return LQ(q);
}

describe('random filter combinations equal a brute-force scan', () => {
  it('300 combinations without words: total and every facet', () => {
    const r = rng(12);
    let nonEmpty = 0;
    for (let i = 0; i < 300; i++) {
      const q = randomQuery(r, listings);
      const expected = listings.filter((l) => passesFilters(l, q));
      const res = core.searchListings(q);
      expect(res.total, JSON.stringify(q)).toBe(expected.length);
      expect(res.facets, JSON.stringify(q)).toEqual(bruteFacets(expected, q.currency!));
      expect(new Set(allPages(core, q).map((l) => l.id))).toEqual(new Set(expected.map((l) => l.id)));
      if (expected.length) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(60); // the combinations are not all empty
  });

  it('combinations with words: the filters cut the text matches exactly', () => {
    const r = rng(7);
    for (const w of ['press', 'cutter', 'cnc', 'heidelberg', 'conveyor', 'good']) {
      const textAll = allPages(core, LQ({ q: w, include_sold: true }));
      for (let i = 0; i < 25; i++) {
        const q = { ...randomQuery(r, listings), q: w };
        const expected = textAll.filter((l) => passesFilters(l, q));
        const res = core.searchListings(q);
        if (!expected.length && res.relaxed) continue;
        expect(res.total, JSON.stringify(q)).toBe(expected.length);
        expect(res.facets, JSON.stringify(q)).toEqual(bruteFacets(expected, q.currency!));
      }
    }
  });

  it('facets=none and a subset', () => {
    expect(core.searchListings(LQ({ facets: [] })).facets).toEqual({});
    expect(Object.keys(core.searchListings(LQ({ q: 'press', facets: ['country', 'price'] })).facets)).toEqual(['country', 'price']);
  });
});

describe('sorts', () => {
  const monotonic = (xs: (number | null)[], dir: 1 | -1) => {
    const known = xs.filter((x) => x !== null) as number[];
    const firstNull = xs.indexOf(null);
    // unknown values (price on request, no year) come last
    if (firstNull >= 0) expect(xs.slice(firstNull).every((x) => x === null)).toBe(true);
    for (let i = 1; i < known.length; i++) expect(dir * (known[i] - known[i - 1])).toBeGreaterThanOrEqual(0);
  };
  it.each(['USD', 'EUR'] as const)('price_asc / price_desc on converted amounts (%s), on request last', (currency) => {
    for (const sort of ['price_asc', 'price_desc'] as const) {
      const all = allPages(core, LQ({ sort, currency, include_sold: true }));
      expect(all.length).toBe(listings.length);
      monotonic(all.map((l) => priceIn(l, currency)), sort === 'price_asc' ? 1 : -1);
    }
  });
  it('year_desc / year_asc, unknown year last; with words too', () => {
    for (const q of ['', 'press']) {
      monotonic(allPages(core, LQ({ q, sort: 'year_desc' })).map((l) => l.year), -1);
      monotonic(allPages(core, LQ({ q, sort: 'year_asc' })).map((l) => l.year), 1);
    }
  });
  it('newest: listed_at descending, with and without words', () => {
    for (const q of ['', 'press']) {
      const all = allPages(core, LQ({ q, sort: 'newest' }));
      for (let i = 1; i < all.length; i++) expect(all[i - 1].listed_at >= all[i].listed_at).toBe(true);
    }
  });
  it('the buyer errand: Heidelberg folder in Germany under 20,000 EUR, built after 2010, cheapest first', () => {
    const q = LQ({ q: 'folder', make: 'heidelberg', country: ['DE'], price_max: 20000, currency: 'EUR', year_min: 2011, sort: 'price_asc' });
    const expected = allPages(core, LQ({ q: 'folder', include_sold: true })).filter((l) => passesFilters(l, q));
    const res = allPages(core, q);
    expect(res.map((l) => l.id).sort()).toEqual(expected.map((l) => l.id).sort());
    monotonic(res.map((l) => priceIn(l, 'EUR')), 1);
  });
});
