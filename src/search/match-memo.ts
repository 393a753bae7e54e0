// Total and facets of the filter-only searches answered last, by what decides them (filters, statuses, currency;
// not the page, sort or facets asked): a buyer paging or re-sorting a filter set, or the next caller naming the
// same category or country, gets the page by walking to its end instead of counting every match again, which at
// a million listings is most of a filter-only search's cost. Filter sets recur (a category, a country, the
// unfiltered listing); bounded, least recently used out.
import type { ListingFacets } from '../schemas/public.ts';
import type { ListingQuery } from '../schemas/query.ts';

export interface Counted {
  total: number;
  /** The facets counted (those in `which`), shared: answer with a copy. */
  facets: ListingFacets;
  which: readonly string[];
}

/** Filter sets kept: each holds its facet lists (a few kilobytes), whatever the catalog's size. */
const LIMIT = 512;

export class MatchMemo {
  private readonly seen = new Map<string, Counted>();

  /** What decides the match set and its facets: the whole query but its page, sort and facets asked. */
  static key(q: ListingQuery, more: unknown): string {
    const { page: _p, per_page: _pp, sort: _s, facets: _f, ...rest } = q;
    return JSON.stringify([rest, more]);
  }

  /** The counts of `key` when they hold every facet in `which`. */
  get(key: string, which: readonly string[]): Counted | undefined {
    const c = this.seen.get(key);
    if (!c || !which.every((w) => c.which.includes(w))) return undefined;
    this.seen.delete(key);
    this.seen.set(key, c);
    return c;
  }

  set(key: string, c: Counted): void {
    this.seen.delete(key);
    this.seen.set(key, c);
    if (this.seen.size > LIMIT) this.seen.delete(this.seen.keys().next().value!);
  }
}
