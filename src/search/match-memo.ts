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

/** Filter sets kept at most. */
const LIMIT = 512;
/** Facet entries kept at most (~80 bytes each: ~16 MB), whatever the number of makes of a catalog. */
const ENTRY_LIMIT = 200_000;

const entriesOf = (f: ListingFacets) =>
  Object.values(f).reduce((s: number, v) => s + (Array.isArray(v) ? v.length : 1), 0);

export class MatchMemo {
  private readonly seen = new Map<string, Counted & { entries: number }>();
  private entries = 0;

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
    this.drop(key);
    const entries = entriesOf(c.facets);
    this.seen.set(key, { ...c, entries });
    this.entries += entries;
    while (this.seen.size > LIMIT || (this.entries > ENTRY_LIMIT && this.seen.size > 1))
      this.drop(this.seen.keys().next().value!);
  }

  private drop(key: string): void {
    this.entries -= this.seen.get(key)?.entries ?? 0;
    this.seen.delete(key);
  }
}
