// The search indexes, written on a worker thread (see writeIndexesApart) from the published catalog's file.
import { readFileSync } from 'node:fs';
import { deserialize } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { writeSearchIndexes } from '../search/index.ts';

const { catalogFile, dir } = workerData;
parentPort!.postMessage(writeSearchIndexes(deserialize(readFileSync(catalogFile)).catalog, dir));
