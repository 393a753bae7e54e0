// The leak scan on every core: the files of the build, handed out in small
// batches to whichever thread asks next (a listing's page, twin and JSON,
// which repeat one another's pieces, in the same batch), each file read
// once, in the order the walk found them. Linear in the size of the build.
// Handed out on demand rather than shared out up front by size: a byte of a
// page's shell costs far less than a byte of a description, and other work
// on a shared machine slows one thread more than another; nothing is stat-ed
// first; and in the walk's order a thread reads a folder's pages one after
// another (listings, then manuals), so each page is compared with one of its
// own kind (catalog/clean-memo.ts LastFile), where the shares sorted by size
// mixed the two. At 10,000 listings the pool took 1.23x less CPU than the
// shares by size (npm run bench -- --leak-scan --pool-only, medians of 4).
import { availableParallelism } from 'node:os';
import { dirname, basename } from 'node:path';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { scanFile, scannable, type Leak, type LeakRules } from './leak-scan.ts';

/** Below this many files one thread is faster than starting others. */
const PARALLEL_FROM = 400;

/** Files a batch holds at least: a few dozen listings, so asking for the next costs nothing beside reading them. */
const BATCH_FILES = 120;

/** A listing's three files share a key: listings/{slug}/index.html, listings/{slug}.md, listings/{slug}.json. */
const groupKey = (p: string) => (basename(p) === 'index.html' ? dirname(p) : p.replace(/\.(?:md|json)$/, ''));

/** The files in batches, a listing's files together, in the order they were found. */
export function batches(files: string[], size = BATCH_FILES): string[][] {
  const groups = new Map<string, string[]>();
  for (const f of files) {
    const g = groups.get(groupKey(f));
    if (g) g.push(f);
    else groups.set(groupKey(f), [f]);
  }
  const out: string[][] = [];
  let batch: string[] = [];
  for (const g of groups.values()) {
    batch.push(...g);
    if (batch.length >= size) {
      out.push(batch);
      batch = [];
    }
  }
  if (batch.length) out.push(batch);
  return out;
}

export async function scanInParallel(
  roots: { dir: string; skip?: (p: string) => boolean }[],
  rules: LeakRules,
  opts: { threads?: number; limit?: number; batchFiles?: number } = {},
): Promise<Leak[]> {
  const limit = opts.limit ?? 50;
  const files = roots.flatMap((r) => scannable(r.dir, r.skip));
  const threads =
    files.length < PARALLEL_FROM
      ? 1
      : Math.max(1, opts.threads ?? (Number(process.env.BUILD_THREADS) || Math.min(availableParallelism(), 4)));
  if (threads === 1) {
    const leaks: Leak[] = [];
    for (const f of files) {
      if (leaks.length >= limit) break;
      leaks.push(...scanFile(f, rules));
    }
    return leaks.slice(0, limit);
  }
  return scanBatches(batches(files, opts.batchFiles), rules, limit, threads);
}

/**
 * A thread's heap, bounded: a thread holds the rules, the memo of clean pieces (bounded, catalog/clean-memo.ts) and
 * one file at a time, tens of MB; unbounded, V8 sized each thread's heap at ~250 MB at 10,000 listings (and past
 * a gigabyte at 100,000), mostly garbage it had no reason to collect, on top of the build's own heap. A small young
 * generation keeps short-lived pieces from filling the old one.
 */
const THREAD_HEAP: ResourceLimits = { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 256 };

/**
 * `queue` read by `threads` threads, each given the next batch when it has read its last. A thread that outgrows
 * the bounded heap is replaced by one without the bound, which reads again the batch it held: never left unread.
 */
export function scanBatches(
  queue: string[][],
  rules: LeakRules,
  limit: number,
  threads: number,
  heap: ResourceLimits | undefined = THREAD_HEAP,
): Promise<Leak[]> {
  const leaks: Leak[] = [];
  let next = 0;
  let running = 0;
  return new Promise<Leak[]>((resolve, reject) => {
    let failed = false;
    const fail = (e: unknown) => {
      if (!failed) reject(e);
      failed = true;
    };
    const start = (bound: ResourceLimits | undefined, first?: string[]) => {
      running++;
      let held: string[] | undefined;
      let replaced = false;
      const w = new Worker(new URL('./leak-scan-worker.ts', import.meta.url), {
        workerData: { rules },
        ...(bound ? { resourceLimits: bound } : {}),
      });
      // The next batch, or none when the queue is read or enough is found (the worker then ends).
      const give = (batch?: string[]) => {
        held = batch ?? (leaks.length < limit && next < queue.length ? queue[next++] : undefined);
        w.postMessage(held ?? null);
      };
      give(first);
      w.on('message', (found: Leak[]) => {
        leaks.push(...found);
        give();
      });
      w.once('error', (e) => {
        if (bound && (e as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
          replaced = true;
          start(undefined, held ?? []);
        } else fail(e);
      });
      w.once('exit', (code) => {
        running--;
        if (code !== 0 && !replaced) fail(new Error(`leak scan worker exited with ${code}`));
        else if (running === 0 && !failed) resolve(leaks.slice(0, limit));
      });
    };
    for (let t = 0; t < Math.min(threads, queue.length || 1); t++) start(heap);
  });
}

/** One list of files on one thread (as scanBatches reads a batch). */
export const scanShare = (
  files: string[],
  rules: LeakRules,
  limit: number,
  heap: ResourceLimits | undefined = THREAD_HEAP,
) => scanBatches([files], rules, limit, 1, heap);
