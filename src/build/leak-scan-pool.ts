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
// The threads start on the first batches while this thread walks on: at
// 100,000 listings the walk alone took ~10 s, with both threads idle.
import { availableParallelism } from 'node:os';
import { dirname, basename } from 'node:path';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { scanFile, walkScannable, type Leak, type LeakRules, type Walked } from './leak-scan.ts';

/** Below this many files one thread is faster than starting others. */
const PARALLEL_FROM = 400;

/** Files a batch holds at least: a few dozen listings, so asking for the next costs nothing beside reading them. */
const BATCH_FILES = 120;

/** How long the walk goes on before it lets the threads' requests in (ms). */
const WALK_SLICE_MS = 5;

/** A listing's three files share a key: listings/{slug}/index.html, listings/{slug}.md, listings/{slug}.json. */
const groupKey = (p: string) => (basename(p) === 'index.html' ? dirname(p) : p.replace(/\.(?:md|json)$/, ''));

/** Batches for the threads, filled while the walk goes on; a thread that asks when none is ready waits for one. */
export class BatchQueue {
  private ready: string[][] = [];
  private taken = 0;
  private ended = false;
  private waiting: ((batch?: string[]) => void)[] = [];

  static of(batches: string[][]): BatchQueue {
    const q = new BatchQueue();
    for (const b of batches) q.push(b);
    q.end();
    return q;
  }

  push(batch: string[]): void {
    const w = this.waiting.shift();
    if (w) w(batch);
    else this.ready.push(batch);
  }

  /** No more batches: every waiting thread is told so. */
  end(): void {
    this.ended = true;
    for (const w of this.waiting.splice(0)) w(undefined);
  }

  /** The next batch to `give`, now or when the walk has one; undefined once the walk ended and all are taken. */
  take(give: (batch?: string[]) => void): void {
    if (this.taken < this.ready.length) give(this.ready[this.taken++]);
    else if (this.ended) give(undefined);
    else this.waiting.push(give);
  }
}

/**
 * The walk's files gathered into batches, a listing's files together: a group (one key) is complete when the
 * folder it is named after is done (its files come before its subfolders, so the twin and JSON beside the
 * listing's folder were met before it), or, for files of a folder, when that folder is done. Every file met is
 * put in exactly one batch, by the end at the latest.
 */
class Batcher {
  private open = new Map<string, string[]>();
  private inDir = new Map<string, string[]>();
  private batch: string[] = [];
  private readonly emit: (batch: string[]) => void;
  private readonly size: number;
  constructor(emit: (batch: string[]) => void, size = BATCH_FILES) {
    this.emit = emit;
    this.size = size;
  }

  file(p: string): void {
    const key = groupKey(p);
    const g = this.open.get(key);
    if (g) return void g.push(p);
    this.open.set(key, [p]);
    const dir = dirname(key);
    const keys = this.inDir.get(dir);
    if (keys) keys.push(key);
    else this.inDir.set(dir, [key]);
  }

  done(dir: string): void {
    this.flush(dir);
    for (const key of this.inDir.get(dir) ?? []) this.flush(key);
    this.inDir.delete(dir);
  }

  end(): void {
    for (const key of [...this.open.keys()]) this.flush(key);
    if (this.batch.length) this.emit(this.batch);
    this.batch = [];
  }

  private flush(key: string): void {
    const g = this.open.get(key);
    if (!g) return;
    this.open.delete(key);
    this.batch.push(...g);
    if (this.batch.length >= this.size) {
      this.emit(this.batch);
      this.batch = [];
    }
  }
}

/** The files in batches, a listing's files together, in the order they were found (scannable's order). */
export function batches(files: string[], size = BATCH_FILES): string[][] {
  const out: string[][] = [];
  const b = new Batcher((batch) => out.push(batch), size);
  for (const f of files) b.file(f);
  b.end();
  return out;
}

export async function scanInParallel(
  roots: { dir: string; skip?: (p: string) => boolean }[],
  rules: LeakRules,
  opts: { threads?: number; limit?: number; batchFiles?: number } = {},
): Promise<Leak[]> {
  const limit = opts.limit ?? 50;
  const threads = Math.max(
    1,
    opts.threads ?? (Number(process.env.BUILD_THREADS) || Math.min(availableParallelism(), 4)),
  );
  const walks = roots.map((r) => walkScannable(r.dir, r.skip));
  // The first files, until there are enough to share out: a small build is read on this thread.
  const first: Walked[] = [];
  let files = 0;
  for (const w of walks) {
    for (let n = w.next(); !n.done; n = w.next()) {
      first.push(n.value);
      if ('file' in n.value && ++files >= PARALLEL_FROM && threads > 1) break;
    }
    if (files >= PARALLEL_FROM && threads > 1) break;
  }
  if (files < PARALLEL_FROM || threads === 1) {
    const leaks: Leak[] = [];
    const all = [...first, ...walks.flatMap((w) => [...w])];
    for (const w of all) {
      if (leaks.length >= limit) break;
      if ('file' in w) leaks.push(...scanFile(w.file, rules));
    }
    return leaks.slice(0, limit);
  }
  // The threads start on the first batches while this thread walks on (a folder a listing: seconds at 100,000).
  const queue = new BatchQueue();
  const batcher = new Batcher((b) => queue.push(b), opts.batchFiles);
  const scanning = scanBatches(queue, rules, limit, threads);
  const meet = (w: Walked) => ('file' in w ? batcher.file(w.file) : batcher.done(w.done));
  for (const w of first) meet(w);
  let slice = performance.now();
  for (const w of walks) {
    for (let n = w.next(); !n.done; n = w.next()) {
      meet(n.value);
      if (performance.now() - slice > WALK_SLICE_MS) {
        await new Promise((r) => setImmediate(r));
        slice = performance.now();
      }
    }
  }
  batcher.end();
  queue.end();
  return scanning;
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
  queue: BatchQueue,
  rules: LeakRules,
  limit: number,
  threads: number,
  heap: ResourceLimits | undefined = THREAD_HEAP,
): Promise<Leak[]> {
  const leaks: Leak[] = [];
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
      // The next batch, or none when the queue is read or enough is found (the worker then ends). A worker waits in
      // the queue only between batches, idle: it runs out of heap only while it holds a batch, which is read again.
      const give = (batch?: string[]) => {
        held = batch;
        w.postMessage(batch ?? null);
      };
      const giveNext = () => (leaks.length < limit ? queue.take(give) : give(undefined));
      if (first) give(first);
      else giveNext();
      w.on('message', (found: Leak[]) => {
        leaks.push(...found);
        giveNext();
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
    for (let t = 0; t < threads; t++) start(heap);
  });
}

/** One list of files on one thread (as scanBatches reads a batch). */
export const scanShare = (
  files: string[],
  rules: LeakRules,
  limit: number,
  heap: ResourceLimits | undefined = THREAD_HEAP,
) => scanBatches(BatchQueue.of([files]), rules, limit, 1, heap);
