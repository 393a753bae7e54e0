// The search indexes, written on a worker thread (see writeIndexesApart).
import { parentPort, workerData } from 'node:worker_threads';
import { writeSearchIndexes } from '../search/index.ts';

const { catalog, dir } = workerData;
parentPort!.postMessage(writeSearchIndexes(catalog, dir));
