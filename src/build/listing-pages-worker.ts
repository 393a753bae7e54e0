// A worker thread of the listing-pages step (see writeAllListingPages): `groups[i]` holds the price groups of
// `catalog.listings[i]` over the whole catalog, handed out by the thread that cut the shares.
import { parentPort, workerData } from 'node:worker_threads';
import type { Listing } from '../schemas/public.ts';
import type { PriceGroups } from '../search/price-context.ts';
import { contextFromGroups, writeListingPages } from './listing-pages.ts';

const { catalog, staticDir, shellHtml, part, parts, prev, groups } = workerData;
const bySlug = new Map<string, PriceGroups>(catalog.listings.map((l: Listing, i: number) => [l.slug, groups[i]]));
const contextOf = (l: Listing) => contextFromGroups(l, bySlug.get(l.slug)!);
parentPort!.postMessage(writeListingPages(catalog, staticDir, shellHtml, part, parts, prev, contextOf));
