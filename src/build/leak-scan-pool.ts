// The leak scan on every core: the files of the build, handed out in small
// batches to whichever thread asks next (a listing's page, twin and JSON,
// which repeat one another's pieces, in the same batch), each file read
// once, in the order the walk found them, the walk going on while the
// threads read (leak-scan.ts scannableGroups). Linear in the size of the build.
// Handed out on demand rather than shared out up front by size: a byte of a
// page's shell costs far less than a byte of a description, and other work
// on a shared machine slows one thread more than another; nothing is stat-ed
// first; and in the walk's order a thread reads a folder's pages one after
// another (listings, then manuals), so each page is compared with one of its
// own kind (catalog/clean-memo.ts LastFile), where the shares sorted by size
// mixed the two. At 10,000 listings the pool took 1.23x less CPU than the
// shares by size (npm run bench -- --leak-scan --pool-only, medians of 4).
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { scanFile, scannableGroups, type Leak, type LeakRules } from './leak-scan.ts';
import { buildThreads } from './threads.ts';

/** Below this many files one thread is faster than starting others. */
const PARALLEL_FROM = 400;

/** Files a batch holds at least: a few dozen listings, so asking for the next costs nothing beside reading them. */
const BATCH_FILES = 120;

/** The groups (a listing's files together, leak-scan.ts scannableGroups) in batches of at least `size` files, as they come. */
export function* batches(groups: Iterable<string[]>, size = BATCH_FILES): Generator<string[]> {
  let batch: string[] = [];
  for (const g of groups) {
    batch.push(...g);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

export async function scanInParallel(
  roots: { dir: string; skip?: (p: string) => boolean }[],
  rules: LeakRules,
  opts: { threads?: number; limit?: number; batchFiles?: number } = {},
): Promise<Leak[]> {
  const limit = opts.limit ?? 50;
  const groups = (function* () {
    for (const r of roots) yield* scannableGroups(r.dir, r.skip);
  })();
  // The walk's first groups say whether the tree is small; the rest are walked while the threads read.
  const first: string[][] = [];
  let walked = 0;
  let done = false;
  while (!done && walked < PARALLEL_FROM) {
    const g = groups.next();
    if (g.done) done = true;
    else {
      first.push(g.value);
      walked += g.value.length;
    }
  }
  const threads = done ? 1 : Math.max(1, opts.threads ?? buildThreads());
  // The groups walked so far, then the rest as the walk finds them.
  const all = (function* () {
    yield* first;
    yield* groups;
  })();
  if (threads === 1) {
    const leaks: Leak[] = [];
    for (const group of all) {
      for (const f of group) {
        if (leaks.length >= limit) return leaks.slice(0, limit);
        leaks.push(...scanFile(f, rules));
      }
    }
    return leaks.slice(0, limit);
  }
  return scanBatches(batches(all, opts.batchFiles), rules, limit, threads);
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
 * The queue is drawn on while the threads read (a walk of the tree, batch by batch): a batch for each thread is
 * made ready ahead, between the threads' messages, so a thread that asks never waits for the walk.
 */
export function scanBatches(
  queue: Iterable<string[]>,
  rules: LeakRules,
  limit: number,
  threads: number,
  heap: ResourceLimits | undefined = THREAD_HEAP,
  /** Told of each batch a thread has read (thread numbers from 0; a thread that replaces one gets a new number). */
  onBatch?: (thread: number, files: number) => void,
): Promise<Leak[]> {
  const leaks: Leak[] = [];
  const source = queue[Symbol.iterator]();
  const ready: string[][] = [];
  let drained = false;
  let running = 0;
  return new Promise<Leak[]>((resolve, reject) => {
    let failed = false;
    const fail = (e: unknown) => {
      if (!failed) reject(e);
      failed = true;
    };
    // The walk runs here, between the threads' messages: a folder it cannot read (a link to nothing) fails the scan,
    // as it did when the walk came first, and no thread is given anything more.
    const pull = () => {
      try {
        const n = drained ? undefined : source.next();
        if (!n || n.done) drained = true;
        else ready.push(n.value);
      } catch (e) {
        drained = true;
        ready.length = 0;
        fail(e);
      }
    };
    let refilling = false;
    const refill = () => {
      refilling = false;
      while (!drained && ready.length < threads) pull();
    };
    let started = 0;
    const start = (bound: ResourceLimits | undefined, first?: string[]) => {
      running++;
      const thread = started++;
      let held: string[] | undefined;
      let replaced = false;
      const w = new Worker(new URL('./leak-scan-worker.ts', import.meta.url), {
        workerData: { rules },
        ...(bound ? { resourceLimits: bound } : {}),
      });
      // The next batch, or none when the queue is read or enough is found (the worker then ends).
      const give = (batch?: string[]) => {
        if (!batch && leaks.length < limit && !ready.length) pull();
        held = batch ?? (leaks.length < limit && !failed ? ready.shift() : undefined);
        w.postMessage(held ?? null);
        if (!refilling && !drained) {
          refilling = true;
          setImmediate(refill);
        }
      };
      give(first);
      w.on('message', (found: Leak[]) => {
        onBatch?.(thread, held?.length ?? 0);
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
    // One batch ahead for each thread, and one thread for each batch when there are fewer (counted before the
    // first thread takes its batch).
    refill();
    const starting = Math.max(1, Math.min(threads, ready.length));
    for (let t = 0; t < starting; t++) start(heap);
  });
}

/** One list of files on one thread (as scanBatches reads a batch). */
export const scanShare = (
  files: string[],
  rules: LeakRules,
  limit: number,
  heap: ResourceLimits | undefined = THREAD_HEAP,
) => scanBatches([files], rules, limit, 1, heap);
