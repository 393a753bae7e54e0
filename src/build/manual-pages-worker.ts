// A worker thread of the manual pages step (see writeManualPages): writes the share of manuals handed to it, each
// with the related listings the thread that cut the shares chose over the whole catalog.
import { parentPort, workerData } from 'node:worker_threads';
import { writeManualShare } from './manual-pages.ts';

const { share, dir, shellHtml } = workerData;
parentPort!.postMessage(writeManualShare(share, dir, shellHtml));
