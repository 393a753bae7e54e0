// The hand-derived relevance set (relevance.json): for each query the listed
// listings must take the first places, in any order among themselves.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setup } from './helpers.ts';
import { ListingSearchParams } from '../../src/schemas/query.ts';
import { parseParams } from '../../src/schemas/parse-params.ts';

interface Item {
  q: string;
  phrasing?: string;
  known_miss?: string;
  filters?: Record<string, string | boolean>;
  first: string[];
  slugs: string[];
}
const { queries } = JSON.parse(readFileSync(new URL('./relevance.json', import.meta.url), 'utf8')) as {
  queries: Item[];
};
const { core, listings } = setup();

describe('relevance set', () => {
  it('has at least 40 queries over listings of this catalog', () => {
    expect(queries.length).toBeGreaterThanOrEqual(120);
    expect(queries.filter((x) => x.phrasing === 'agent').length * 2).toBeGreaterThanOrEqual(queries.length);
    const known = new Set(listings.map((l) => l.id));
    const missing = queries.flatMap((x) => x.first).filter((id) => !known.has(id));
    expect(missing, 'relevance.json was derived from another catalog: rederive it').toEqual([]);
  });

  it.each(queries.map((x) => [`${x.q}${x.filters ? ` ${JSON.stringify(x.filters)}` : ''}`, x] as const))(
    '%s',
    (_, x) => {
      // Filters as a caller sends them, through the REST parser.
      const parsed = parseParams(ListingSearchParams, { q: x.q, ...x.filters, per_page: 50 });
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      const r = core.searchListings(parsed.value);
      const top = r.items.slice(0, x.first.length).map((l) => l.id);
      if (x.known_miss) {
        // A documented miss (see derive-relevance.py): it must still miss, or the note is stale.
        expect(new Set(top), `${x.q} no longer misses: remove known_miss`).not.toEqual(new Set(x.first));
        return;
      }
      expect(new Set(top)).toEqual(new Set(x.first));
      expect(
        r.items
          .slice(0, x.first.length)
          .map((l) => l.slug)
          .sort(),
      ).toEqual([...x.slugs].sort());
    },
  );
});
