// The Postgres backend as a function loads it: one pool per function
// instance (DATABASE_URL; on Vercel the pooled connection string of a
// read-only role), and the two searches over it. Loading fails with
// SearchUnavailable (503) rather than hanging when the database is away;
// the next request tries again.
import { readDb, type ReadDb } from '../../db/read-pool.ts';
import { SearchUnavailable } from '../../db/unavailable.ts';
import { loadPgListingSearch } from './listings.ts';
import { loadPgManualSearch } from './manuals.ts';
import { Catalog } from './catalog.ts';
import { liveCatalog } from './live.ts';
import { pgListingLookups } from './lookups.ts';
import type { ListingCatalogMeta } from './catalog.ts';
import type { ListingBackend, ManualBackend } from '../backend.ts';
import { once } from '../../lib/once.ts';

let pool: ReadDb | undefined;
let catalog: Catalog | undefined;

export function searchDb(env: Record<string, string | undefined> = process.env): ReadDb {
  const url = env.DATABASE_URL;
  if (!url) throw new SearchUnavailable('SEARCH_BACKEND=postgres needs DATABASE_URL');
  return (pool ??= readDb(url));
}

/** One catalog (one version check a second) for every search of the instance. */
const searchCatalog = () => (catalog ??= new Catalog(searchDb()));

export const pgListings = () => loadPgListingSearch(searchDb(), searchCatalog());
export const pgManuals = () => loadPgManualSearch(searchDb(), searchCatalog());
export const pgLive = () => liveCatalog(searchDb());
/** Lookups only (the lookup and page functions): no columns loaded, one row read per answer. */
export const pgListingLookupsLoaded = () =>
  pgListingLookups(searchDb(), () => searchCatalog().meta<ListingCatalogMeta>('listings'), '');
export { loadPgListingSearch, loadPgManualSearch };

/**
 * Both searches, connecting on first use: MCP answers initialize and tools/list
 * without the database, and a search while it is away is a tool error.
 * `origin` (the SITE the function was built for) stands in until the first load.
 */
export function lazyPgSearch(origin: string): { listings: ListingBackend; manuals: ManualBackend } {
  let l: Awaited<ReturnType<typeof pgListings>> | undefined;
  let m: ManualBackend | undefined;
  const listings = once(async () => (l = await pgListings()));
  const manuals = once(async () => (m = await pgManuals()));
  return {
    listings: {
      get origin() {
        return l?.origin ?? origin;
      },
      searchListings: async (q) => (await listings()).searchListings(q),
      searchListingsBytes: async (q) => (await listings()).searchListingsBytes(q),
      getListing: async (key) => (await listings()).getListing(key),
      related: (x) => l!.related(x),
      priceContext: (x) => l!.priceContext(x),
    },
    manuals: {
      get origin() {
        return m?.origin ?? origin;
      },
      searchManuals: async (q) => (await manuals()).searchManuals(q),
      getManual: async (id) => (await manuals()).getManual(id),
    },
  };
}
