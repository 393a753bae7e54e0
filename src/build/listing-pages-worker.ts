// A worker thread of the listing-pages step (see writeAllListingPages): `contexts[i]` is the price context of
// `catalog.listings[i]`, computed over the whole catalog by the thread that handed out the shares.
import { parentPort, workerData } from 'node:worker_threads';
import type { Listing } from '../schemas/public.ts';
import type { ComparableGroups } from '../search/price-context.ts';
import { writeListingPages } from './listing-pages.ts';

const { catalog, staticDir, shellHtml, part, parts, prev, contexts } = workerData;
const bySlug = new Map<string, ComparableGroups>(
  catalog.listings.map((l: Listing, i: number) => [l.slug, contexts[i]]),
);
const contextOf = (l: Listing) => bySlug.get(l.slug)!;
parentPort!.postMessage(writeListingPages(catalog, staticDir, shellHtml, part, parts, prev, contextOf));
