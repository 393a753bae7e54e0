// A worker thread of the publish step (src/build/publish-parallel.ts): scrubs each batch of records it is sent
// with the catalog's contacts, which it gets once.
import { parentPort, workerData } from 'node:worker_threads';
import { scrubWith, type ScrubTask } from '../catalog/publish.ts';

const { known, origin } = workerData;
parentPort!.on('message', ({ batch, tasks }: { batch: number; tasks: (ScrubTask | undefined)[] }) =>
  parentPort!.postMessage({ batch, results: tasks.map((t) => t && scrubWith(t, known, origin)) }),
);
