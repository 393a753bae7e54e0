// The planner's column sorts (src/search/sort-orders.ts walks a whole-table order instead of ranking the matches)
// against a straightforward reference: every match in index order (sort=newest, one page), stably sorted by the
// column (missing values last, ties in index order) and cut to the page. Random filters, sorts, pages and
// currencies over the test catalog's table repeated three times (listing d + i·base is a copy of d), so equal keys
// abound and the tie order is tested; each query runs twice, the second time after the unfiltered total is cached.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { LQ, rng, setup } from './helpers.ts';
import { listingPlanner, type ListingTable } from '../../src/search/listing-query.ts';
import { readText } from '../../src/search/index-files.ts';
import { FACET_NAMES, LISTING_COLUMNS } from '../../src/schemas/listing-columns.ts';
import { SORTS, type ListingQuery } from '../../src/schemas/query.ts';
import { QUERY_CURRENCIES } from '../../src/schemas/exchange-rates.ts';
import { repeatedTable } from '../../scripts/bench/lib/repeated-table.mjs';

const { dir } = setup();
const meta = JSON.parse(readText(dir, 'listings.meta'));
const table = repeatedTable(meta, join(dir), meta.n * 3) as ListingTable;
const run = listingPlanner(table);
const columnSorts = SORTS.filter((s) => /_(asc|desc)$/.test(s));

/** The page of `q` by the reference: all matches in index order, stably sorted by the sort's column. */
function reference(q: ListingQuery): number[] {
  const all = run({ ...q, sort: 'newest', page: 1, per_page: table.n }, (d) => d).items;
  const [, name, dir] = /^(.+)_(asc|desc)$/.exec(q.sort!)!;
  const col = table.cols[name as keyof ListingTable['cols']];
  const none = (LISTING_COLUMNS as Record<string, { none?: number }>)[name].none;
  const missing = (d: number) => Number.isNaN(col[d]) || col[d] === none;
  const sorted = [...all].sort((a, b) => {
    if (missing(a) || missing(b)) return Number(missing(a)) - Number(missing(b));
    return dir === 'asc' ? col[a] - col[b] : col[b] - col[a];
  });
  return sorted.slice((q.page - 1) * q.per_page, q.page * q.per_page);
}

function randomQuery(r: () => number): ListingQuery {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  const maybe = <T>(p: number, v: () => T, none: T) => (r() < p ? v() : none);
  const y = 1990 + Math.floor(r() * 35);
  return LQ({
    category: maybe(0.3, () => pick(LISTING_COLUMNS.category.values)[0], null),
    condition: maybe(0.2, () => [pick(LISTING_COLUMNS.condition.values)[0]], []),
    country: maybe(0.25, () => [pick(meta.countries as string[])], []),
    year_min: maybe(0.15, () => y, null),
    price_max: maybe(0.15, () => Math.round(r() * 150000), null),
    status: pick([['available'], ['available'], ['sold'], ['available', 'sold']]),
    currency: maybe(0.3, () => pick(QUERY_CURRENCIES), undefined),
    sort: pick(columnSorts),
    page: 1 + Math.floor(r() * 6),
    per_page: pick([1, 7, 24, 50]),
    facets: maybe(0.5, () => [], [...FACET_NAMES]),
  });
}

describe('column sorts walk the table order: the same pages as sorting every match', () => {
  it('400 random filter combinations, sorts, pages and currencies', () => {
    const r = rng(29);
    let unfiltered = 0;
    for (let i = 0; i < 400; i++) {
      const q = randomQuery(r);
      const expected = reference(q);
      const newest = run({ ...q, sort: 'newest' }, (d) => d);
      for (const pass of [1, 2]) {
        const got = run(q, (d) => d);
        expect(got.items, `${JSON.stringify(q)} (run ${pass})`).toEqual(expected);
        expect(got.total).toBe(newest.total);
        expect(got.facets).toEqual(newest.facets);
      }
      if (!q.category && !q.condition.length && !q.country.length && q.year_min === null && q.price_max === null)
        unfiltered++;
    }
    expect(unfiltered).toBeGreaterThan(40); // the cached unfiltered path is exercised too
  });

  it('a filter set asked again (other page, sort, facets) answers as counted afresh', () => {
    const r = rng(31);
    const facetChoices = [[...FACET_NAMES], [], ['price'], ['make', 'country'], ['year', 'category', 'price']];
    let nonce = 0;
    for (let i = 0; i < 40; i++) {
      const set = randomQuery(r);
      for (let j = 0; j < 8; j++) {
        const q = {
          ...set,
          sort: SORTS[Math.floor(r() * SORTS.length)],
          page: 1 + Math.floor(r() * 4),
          per_page: [1, 24, 50][Math.floor(r() * 3)],
          facets: facetChoices[Math.floor(r() * facetChoices.length)],
        };
        // A property the planner does not read makes the query new to it: counted afresh.
        const fresh = run({ ...q, nonce: nonce++ } as ListingQuery, (d) => d);
        expect(
          run(q, (d) => d),
          JSON.stringify(q),
        ).toEqual(fresh);
      }
    }
  });
});
