// The Postgres backend as a function loads it: one pool per function
// instance (DATABASE_URL; on Vercel the pooled connection string of a
// read-only role), and the two searches over it. Loading fails with
// SearchUnavailable (503) rather than hanging when the database is away;
// the next request tries again.
import { readDb, type ReadDb } from '../../db/read-pool.ts';
import { SearchUnavailable } from '../../db/unavailable.ts';
import { loadPgListingSearch } from './listings.ts';
import { loadPgManualSearch } from './manuals.ts';

let pool: ReadDb | undefined;

export function searchDb(env: Record<string, string | undefined> = process.env): ReadDb {
  const url = env.DATABASE_URL;
  if (!url) throw new SearchUnavailable('SEARCH_BACKEND=postgres needs DATABASE_URL');
  return (pool ??= readDb(url));
}

export const pgListings = () => loadPgListingSearch(searchDb());
export const pgManuals = () => loadPgManualSearch(searchDb());
export { loadPgListingSearch, loadPgManualSearch };
