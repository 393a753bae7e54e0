// The query interface the functions and MCP call, whichever backend answers:
// the bundled index (./load.ts, synchronous) or Postgres (./postgres/*,
// asynchronous). Callers await every answer; awaiting the bundled one costs
// a microtask.
import type { Listing, Manual } from '../schemas/public.ts';
import type { ListingQuery, ManualQuery } from '../schemas/query.ts';
import type { Related } from './related.ts';
import type { ListingSearchResult, ListingSearchResultBytes, ManualSearchResult } from './load.ts';
import type { ComparableGroups } from './price-context.ts';

type Maybe<T> = T | Promise<T>;

export interface ListingBackend {
  /** SITE origin the records were published for. */
  readonly origin: string;
  searchListings(q: ListingQuery): Maybe<ListingSearchResult>;
  searchListingsBytes(q: ListingQuery): Maybe<ListingSearchResultBytes>;
  getListing(slugOrId: string): Maybe<Listing | undefined>;
  related(l: Listing): Maybe<Related>;
  /** Where a listing's asking price sits among comparable live listings (./price-context.ts). */
  priceContext(l: Listing): Maybe<ComparableGroups>;
}

/** What a single listing's answers need (the lookup and page functions): no search. */
export type ListingLookups = Pick<ListingBackend, 'origin' | 'getListing' | 'related' | 'priceContext'>;

export interface ManualBackend {
  readonly origin: string;
  searchManuals(q: ManualQuery): Maybe<ManualSearchResult>;
  getManual(publicId: string): Maybe<Manual | undefined>;
}
