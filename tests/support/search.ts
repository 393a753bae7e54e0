// Both search indexes of one folder behind one object, as the search tests
// and the relevance oracles want them. Production never needs this: each
// function (and MCP, src/mcp/context.ts) loads the index it serves.
import {
  loadListingSearch,
  loadManualSearch,
  type ListingSearch,
  type LoadOptions,
  type ManualSearch,
} from '../../src/search/load.ts';

export interface SearchCore extends Omit<ListingSearch, 'stats'>, Omit<ManualSearch, 'stats' | 'origin'> {
  stats(): { listings: number; manuals: number };
}

export function loadSearch(dir: string, opts: LoadOptions = {}): SearchCore {
  const listings = loadListingSearch(dir, opts);
  const manuals = loadManualSearch(dir);
  if (listings.origin !== manuals.origin)
    throw new Error(`search indexes disagree on the origin: ${listings.origin} vs ${manuals.origin}`);
  return {
    ...listings,
    ...manuals,
    origin: listings.origin,
    stats: () => ({ listings: listings.stats().listings, manuals: manuals.stats().manuals }),
  };
}
