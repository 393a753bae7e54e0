// Contract §4 filters, sorts and facets against a brute-force scan: random
// combinations of every filter (seeded), with and without words, every sort.
import { describe, expect, it } from 'vitest';
import { LQ, allPages, bruteFacets, passesFilters, priceIn, rng, setup } from './helpers.ts';
import { SORTS } from '../../src/schemas/query.ts';
import { QUERY_CURRENCIES } from '../../src/schemas/exchange-rates.ts';

/** The same model as a buyer might type it: other case, spaces and hyphens moved. */
export function spelledAnew(model: string, r: () => number): string {
  const squashed = model.replace(/[\s-]+/g, '');
  const cased = r() < 0.5 ? squashed.toLowerCase() : squashed.toUpperCase();
  return r() < 0.5 ? cased : cased.replace(/(\D)(\d)/, '$1 $2').replace(/(\d)(\D)/, '$1-$2');
}
import type { Listing } from '../../src/schemas/public.ts';
import type { ListingQuery } from '../../src/schemas/query.ts';

const { listings, core } = setup();

function randomQuery(r: () => number, pool: Listing[]): ListingQuery {
  const pickL = () => pool[Math.floor(r() * pool.length)];
  const maybe = <T>(p: number, v: () => T, none: T) => (r() < p ? v() : none);
  const currency = QUERY_CURRENCIES[Math.floor(r() * QUERY_CURRENCIES.length)];
  const statuses = [['available'], ['sold'], ['available', 'sold']] as const;
  const y1 = 1985 + Math.floor(r() * 40);
  const p1 = Math.round(r() * 120000);
  const q = {
    category: maybe(0.3, () => pickL().category, null),
    condition: maybe(
      0.25,
      () => [...new Set([pickL().condition, pickL().condition, pickL().condition].slice(0, 1 + Math.floor(r() * 3)))],
      [],
    ),
    make: maybe(0.15, () => pickL().make.toUpperCase(), ''),
    model: maybe(0.1, () => spelledAnew(pickL().model, r), ''),
    location: maybe(
      0.15,
      () =>
        [
          'US',
          'OH',
          'Bavaria',
          'Köln',
          'USA',
          'Europe',
          'North America',
          'UK',
          'ontario',
          'CA',
          // Part of a name; and a city and its region joined by NUL, which no one name holds (the place's names
          // are kept NUL-separated: a match must not span two of them).
          pickL().location.city.slice(1, 4),
          `${pickL().location.city}\u0000${pickL().location.region ?? ''}`,
        ][Math.floor(r() * 12)],
      '',
    ),
    country: maybe(0.25, () => [...new Set([pickL().location.country, pickL().location.country])], []),
    year_min: maybe(0.3, () => y1, null),
    year_max: maybe(0.3, () => y1 + Math.floor(r() * 15), null),
    price_min: maybe(0.3, () => p1, null),
    price_max: maybe(0.3, () => p1 + Math.round(r() * 200000), null),
    currency,
    include_sold: false,
    sort: SORTS[Math.floor(r() * SORTS.length)],
  } satisfies Partial<ListingQuery>;
  return LQ({ ...q, status: [...statuses[r() < 0.6 ? 0 : r() < 0.5 ? 1 : 2]] });
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

  it('location: part of a name matches; two names joined by NUL match no listing (a match never spans names)', () => {
    const sample = listings.filter((l) => l.location.region && /^\S{4}/.test(l.location.city)).slice(0, 20);
    expect(sample.length).toBeGreaterThan(5);
    for (const l of sample) {
      const joined = LQ({ location: `${l.location.city}\u0000${l.location.region}`, include_sold: true });
      expect(core.searchListings(joined).total, l.location.city).toBe(
        listings.filter((x) => passesFilters(x, joined)).length,
      );
      const part = LQ({ location: l.location.city.slice(1, 4), include_sold: true }); // inside its first word
      const expected = listings.filter((x) => passesFilters(x, part)).length;
      expect(expected).toBeGreaterThan(0);
      expect(core.searchListings(part).total, l.location.city).toBe(expected);
    }
  });

  it('facets=none and a subset', () => {
    expect(core.searchListings(LQ({ facets: [] })).facets).toEqual({});
    expect(Object.keys(core.searchListings(LQ({ q: 'press', facets: ['country', 'price'] })).facets)).toEqual([
      'country',
      'price',
    ]);
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
      monotonic(
        all.map((l) => priceIn(l, currency)),
        sort === 'price_asc' ? 1 : -1,
      );
    }
  });
  it('year_desc / year_asc, unknown year last; with words too', () => {
    for (const q of ['', 'press']) {
      monotonic(
        allPages(core, LQ({ q, sort: 'year_desc' })).map((l) => l.year),
        -1,
      );
      monotonic(
        allPages(core, LQ({ q, sort: 'year_asc' })).map((l) => l.year),
        1,
      );
    }
  });
  it('newest: listed_at descending, with and without words', () => {
    for (const q of ['', 'press']) {
      const all = allPages(core, LQ({ q, sort: 'newest' }));
      for (let i = 1; i < all.length; i++) expect(all[i - 1].listed_at >= all[i].listed_at).toBe(true);
    }
  });
  it('the buyer errand: Heidelberg folder in Germany under 20,000 EUR, built after 2010, cheapest first', () => {
    const q = LQ({
      q: 'folder',
      make: 'heidelberg',
      country: ['DE'],
      price_max: 20000,
      currency: 'EUR',
      year_min: 2011,
      sort: 'price_asc',
    });
    const expected = allPages(core, LQ({ q: 'folder', include_sold: true })).filter((l) => passesFilters(l, q));
    const res = allPages(core, q);
    expect(res.map((l) => l.id).sort()).toEqual(expected.map((l) => l.id).sort());
    monotonic(
      res.map((l) => priceIn(l, 'EUR')),
      1,
    );
  });
});

describe('a batch lookup (ids) cuts the match set to the listings named', () => {
  it('200 random batches: the ids found, in the order asked, filters applied, unknown ids named', () => {
    const r = rng(25);
    for (let i = 0; i < 200; i++) {
      const named = Array.from({ length: 1 + Math.floor(r() * 8) }, () => listings[Math.floor(r() * listings.length)]);
      const ids = named.map((l) => (r() < 0.5 ? l.id : l.slug)).map((k) => (r() < 0.3 ? k.toUpperCase() : k));
      if (r() < 0.3) ids.splice(Math.floor(r() * ids.length), 0, `lst_nope${i}`);
      const filtered = r() < 0.5;
      const base = filtered ? randomQuery(r, listings) : LQ({ status: ['available', 'sold'] });
      const q = { ...base, ids, sort: filtered && r() < 0.5 ? base.sort : null, page: 1, per_page: 50 };
      const order = [
        ...new Set(
          ids.map((k) => listings.findIndex((l) => [l.id, l.slug].includes(k.toLowerCase()))).filter((x) => x >= 0),
        ),
      ];
      const expected = order.map((x) => listings[x]).filter((l) => passesFilters(l, q));
      const res = core.searchListings(q);
      expect(res.total, JSON.stringify(q)).toBe(expected.length);
      expect(res.ids_not_found).toEqual(ids.filter((k) => k.startsWith('lst_nope')));
      if (q.sort === null) expect(res.items.map((l) => l.id)).toEqual(expected.map((l) => l.id));
      else expect(new Set(res.items.map((l) => l.id))).toEqual(new Set(expected.map((l) => l.id)));
      expect(res.facets).toEqual(bruteFacets(expected, q.currency!));
    }
  });
});
