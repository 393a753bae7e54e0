// The planner's memo of filter sets (src/search/match-memo.ts) stays bounded: by sets, and by facet entries
// whatever a catalog's number of makes; what it keeps it answers only for the facets it counted.
import { describe, expect, it } from 'vitest';
import { MatchMemo } from '../../src/search/match-memo.ts';
import type { ListingFacets } from '../../src/schemas/public.ts';

const facets = (entries: number) =>
  ({
    make: Array.from({ length: entries }, (_, i) => ({ value: `m${i}`, label: `M${i}`, count: 1 })),
  }) as ListingFacets;

describe('MatchMemo', () => {
  it('keeps the last filter sets asked, least recently used out', () => {
    const memo = new MatchMemo();
    for (let i = 0; i < 2000; i++) memo.set(`k${i}`, { total: i, facets: facets(1), which: ['make'] });
    expect(memo.get('k0', ['make'])).toBeUndefined();
    expect(memo.get('k1999', ['make'])?.total).toBe(1999);
  });
  it('drops old sets when their facet lists grow large (many makes)', () => {
    const memo = new MatchMemo();
    memo.set('a', { total: 1, facets: facets(120_000), which: ['make'] });
    memo.set('b', { total: 2, facets: facets(120_000), which: ['make'] });
    expect(memo.get('a', ['make'])).toBeUndefined();
    expect(memo.get('b', ['make'])?.total).toBe(2);
  });
  it('answers only for the facets it counted', () => {
    const memo = new MatchMemo();
    memo.set('a', { total: 1, facets: facets(1), which: ['make'] });
    expect(memo.get('a', ['make', 'price'])).toBeUndefined();
    expect(memo.get('a', [])?.total).toBe(1);
  });
});
