// The search core: pure functions over an index written at build time from
// the public projection. No HTTP here; the functions and MCP tools call it.
//
//   writeSearchIndexes(catalog, dir)   at build time
//   loadListingSearch(dir)             in the listings function (does not read manuals)
//   loadManualSearch(dir)              in the manuals function (does not read listings)
//   loadSearch(dir)                    both, for MCP and tests
import { mkdirSync } from 'node:fs';
import type { PublicCatalog } from '../catalog/publish.ts';
import type { Listing, Manual } from '../schemas/public.ts';
import type { ListingQuery, ManualQuery } from '../schemas/query.ts';
import { loadListingSearch, writeListingIndex, type ListingSearch, type ListingSearchResult } from './listings.ts';
import { loadManualSearch, writeManualIndex, type ManualSearch, type ManualSearchResult } from './manuals.ts';
import type { WrittenFile } from './core.ts';

export type { ListingSearchResult } from './listings.ts';
export type { ManualSearchResult } from './manuals.ts';
export type { ListingSearch } from './listings.ts';
export type { ManualSearch } from './manuals.ts';
export { loadListingSearch } from './listings.ts';
export { loadManualSearch } from './manuals.ts';
export { INDEX_FORMAT } from './options.ts';

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
}

export interface SearchCore {
  /** SITE origin the index was built for. */
  origin: string;
  /** Already paged by q.page / q.per_page; total and facets over the whole match set. */
  searchListings(q: ListingQuery): ListingSearchResult;
  /** By public id or slug; sold listings are found too. */
  getListing(slugOrId: string): Listing | undefined;
  searchManuals(q: ManualQuery): ManualSearchResult;
  getManual(publicId: string): Manual | undefined;
  stats(): SearchStats;
}

export interface IndexSummary {
  dir: string;
  origin: string;
  listings: number;
  manuals: number;
  files: WrittenFile[];
  bytes: number;
  ms: number;
}

export function writeSearchIndexes(catalog: PublicCatalog, dir: string): IndexSummary {
  const t0 = performance.now();
  mkdirSync(dir, { recursive: true });
  const files = [
    ...writeListingIndex(catalog.listings, catalog.origin, dir),
    ...writeManualIndex(catalog.manuals, catalog.origin, dir),
  ];
  return {
    dir,
    origin: catalog.origin,
    listings: catalog.listings.length,
    manuals: catalog.manuals.length,
    files,
    bytes: files.reduce((s, f) => s + f.bytes, 0),
    ms: Math.round(performance.now() - t0),
  };
}

export function combine(listings: ListingSearch, manuals: ManualSearch): SearchCore {
  if (listings.origin !== manuals.origin) throw new Error(`search indexes disagree on the origin: ${listings.origin} vs ${manuals.origin}`);
  return {
    origin: listings.origin,
    searchListings: listings.searchListings,
    getListing: listings.getListing,
    searchManuals: manuals.searchManuals,
    getManual: manuals.getManual,
    stats() {
      const l = listings.stats();
      const m = manuals.stats();
      return {
        listings: l.listings, manuals: m.manuals, listing_makes: l.makes, manual_makes: m.makes, places: l.places,
        vocabulary: l.vocabulary, listings_load_ms: l.load_ms, manuals_load_ms: m.load_ms,
      };
    },
  };
}

export function loadSearch(dir: string): SearchCore {
  return combine(loadListingSearch(dir), loadManualSearch(dir));
}
