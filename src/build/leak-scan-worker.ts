// A worker thread of the leak scan (see scanBatches): batch after batch of
// files, each read once, the findings of each batch back to the main thread,
// which answers with the next batch, or with null when there is none.
import { parentPort, workerData } from 'node:worker_threads';
import { scanFile, type Leak, type LeakRules } from './leak-scan.ts';

const { rules } = workerData as { rules: LeakRules };
parentPort!.on('message', (files: string[] | null) => {
  if (!files) {
    parentPort!.close();
    return;
  }
  const leaks: Leak[] = [];
  for (const f of files) leaks.push(...scanFile(f, rules));
  parentPort!.postMessage(leaks);
});
