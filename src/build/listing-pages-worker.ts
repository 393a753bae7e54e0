// A worker thread of the listing-pages step (see writeAllListingPages).
import { parentPort, workerData } from 'node:worker_threads';
import { writeListingPages } from './listing-pages.ts';

const { catalog, staticDir, shellHtml, part, parts, prev } = workerData;
parentPort!.postMessage(writeListingPages(catalog, staticDir, shellHtml, part, parts, prev));
