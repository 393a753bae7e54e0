// Loaders only (no index writer, no zod schemas at run time): what the
// search functions import, so a cold start reads the index and little else.
import {
  loadListingSearch,
  type ListingSearch,
  type ListingSearchResult,
  type ListingSearchResultBytes,
  type LoadOptions,
} from './listings.ts';
import { loadManualSearch, type ManualSearch, type ManualSearchResult } from './manuals.ts';

export { loadListingSearch, loadManualSearch };
export type {
  ListingSearch,
  ListingSearchResult,
  ListingSearchResultBytes,
  LoadOptions,
  ManualSearch,
  ManualSearchResult,
};
