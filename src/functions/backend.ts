// Which search backend a function answers from, by configuration:
// SEARCH_BACKEND=postgres (with DATABASE_URL) reads the Postgres search tables
// that `npm run index:sync` keeps; anything else reads the index bundled in
// the function's data folder. The Postgres code is imported only when chosen,
// so a bundled function neither evaluates nor waits for it.
import { dataDir } from './data-dir.ts';
import { loadListingSearch, loadManualSearch } from '../search/load.ts';
import type { ListingBackend, ListingLookups, ManualBackend } from '../search/backend.ts';

export type SearchBackendName = 'bundled' | 'postgres';

export const searchBackend = (env: Record<string, string | undefined> = process.env): SearchBackendName =>
  (env.SEARCH_BACKEND ?? '').trim().toLowerCase() === 'postgres' ? 'postgres' : 'bundled';

export const pg = () => import('../search/postgres/load.ts');

export function listingBackend(entryUrl: string): () => ListingBackend | Promise<ListingBackend> {
  if (searchBackend() === 'postgres') return () => pg().then((m) => m.pgListings());
  const dir = dataDir(entryUrl);
  return () => loadListingSearch(dir);
}

/** The lookup function's backend: with Postgres, lookups only (no columns loaded). */
export function listingLookups(entryUrl: string): () => ListingLookups | Promise<ListingLookups> {
  if (searchBackend() === 'postgres') return () => pg().then((m) => m.pgListingLookupsLoaded());
  const dir = dataDir(entryUrl);
  return () => loadListingSearch(dir);
}

export function manualBackend(entryUrl: string): () => ManualBackend | Promise<ManualBackend> {
  if (searchBackend() === 'postgres') return () => pg().then((m) => m.pgManuals());
  const dir = dataDir(entryUrl);
  return () => loadManualSearch(dir);
}
