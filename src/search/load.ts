// Loaders only (no index writer, no zod schemas at run time): what the
// search functions import, so a cold start reads the index and little else.
import type { Listing, Manual } from '../schemas/public.ts';
import type { ListingQuery, ManualQuery } from '../schemas/query.ts';
import { loadListingSearch, type ListingSearch, type ListingSearchResult, type ListingSearchResultBytes, type ListingSearchResultRaw, type LoadOptions } from './listings.ts';
import { loadManualSearch, type ManualSearch, type ManualSearchResult } from './manuals.ts';

export { loadListingSearch, loadManualSearch };
export type { ListingSearch, ListingSearchResult, ListingSearchResultBytes, ListingSearchResultRaw, LoadOptions, ManualSearch, ManualSearchResult };

export interface SearchStats {
  listings: number;
  manuals: number;
  listing_makes: number;
  manual_makes: number;
  places: number;
  /** Letter words the typo pass can suggest (0 until the first typo lookup loads them). */
  vocabulary: number;
  listings_load_ms: number;
  manuals_load_ms: number;
  cached_records: number;
}

export interface SearchCore {
  /** SITE origin the index was built for. */
  origin: string;
  /** Already paged by q.page / q.per_page; total and facets over the whole match set. */
  searchListings(q: ListingQuery): ListingSearchResult;
  /** The same with items as their stored JSON texts, to splice into a response body. */
  searchListingsRaw(q: ListingQuery): ListingSearchResultRaw;
  searchListingsBytes(q: ListingQuery): ListingSearchResultBytes;
  /** By public id or slug; sold listings are found too. */
  getListing(slugOrId: string): Listing | undefined;
  related: ListingSearch['related'];
  searchManuals(q: ManualQuery): ManualSearchResult;
  getManual(publicId: string): Manual | undefined;
  stats(): SearchStats;
}

export function combine(listings: ListingSearch, manuals: ManualSearch): SearchCore {
  if (listings.origin !== manuals.origin) throw new Error(`search indexes disagree on the origin: ${listings.origin} vs ${manuals.origin}`);
  return {
    origin: listings.origin,
    searchListings: listings.searchListings,
    searchListingsRaw: listings.searchListingsRaw,
    searchListingsBytes: listings.searchListingsBytes,
    getListing: listings.getListing,
    related: listings.related,
    searchManuals: manuals.searchManuals,
    getManual: manuals.getManual,
    stats() {
      const l = listings.stats();
      const m = manuals.stats();
      return {
        listings: l.listings, manuals: m.manuals, listing_makes: l.makes, manual_makes: m.makes, places: l.places,
        vocabulary: l.vocabulary, listings_load_ms: l.load_ms, manuals_load_ms: m.load_ms, cached_records: l.cached_records,
      };
    },
  };
}

/** Both indexes of `dir` (MCP, tests). The REST functions load only the one they serve. */
export function loadSearch(dir: string, opts: LoadOptions = {}): SearchCore {
  return combine(loadListingSearch(dir, opts), loadManualSearch(dir));
}
