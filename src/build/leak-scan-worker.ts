// A worker thread of the leak scan (see scanInParallel): its share of the
// files, each read once, findings back to the main thread.
import { parentPort, workerData } from 'node:worker_threads';
import { scanFile, type Leak, type LeakRules } from './leak-scan.ts';

const { files, rules, limit } = workerData as { files: string[]; rules: LeakRules; limit: number };
const leaks: Leak[] = [];
for (const f of files) {
  if (leaks.length >= limit) break;
  leaks.push(...scanFile(f, rules));
}
parentPort!.postMessage(leaks.slice(0, limit));
