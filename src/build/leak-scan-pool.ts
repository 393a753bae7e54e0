// The leak scan on every core: the files of the build, shared out so each
// thread gets about the same number of bytes (and a listing's page, twin and
// JSON, which repeat one another's pieces, go to the same thread), each file
// read once. Linear in the size of the build.
import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, basename } from 'node:path';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { scanFile, scannable, type Leak, type LeakRules } from './leak-scan.ts';

/** Below this many files one thread is faster than starting others. */
const PARALLEL_FROM = 400;

/** A listing's three files share a key: listings/{slug}/index.html, listings/{slug}.md, listings/{slug}.json. */
const groupKey = (p: string) => (basename(p) === 'index.html' ? dirname(p) : p.replace(/\.(?:md|json)$/, ''));

export async function scanInParallel(
  roots: { dir: string; skip?: (p: string) => boolean }[],
  rules: LeakRules,
  opts: { threads?: number; limit?: number } = {},
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
  // Groups to threads, largest first, each to the thread with the fewest bytes so far.
  const groups = new Map<string, { files: string[]; bytes: number }>();
  for (const f of files) {
    const g = groups.get(groupKey(f)) ?? { files: [], bytes: 0 };
    g.files.push(f);
    g.bytes += statSync(f).size;
    groups.set(groupKey(f), g);
  }
  const shares = Array.from({ length: threads }, () => ({ files: [] as string[], bytes: 0 }));
  for (const g of [...groups.values()].sort((a, b) => b.bytes - a.bytes)) {
    const s = shares.reduce((a, b) => (b.bytes < a.bytes ? b : a));
    s.files.push(...g.files);
    s.bytes += g.bytes;
  }
  const results = await Promise.all(shares.map((s) => scanShare(s.files, rules, limit)));
  return results.flat().slice(0, limit);
}

/**
 * A thread's heap, bounded: a share holds the rules, the memo of clean pieces (bounded, catalog/clean-memo.ts) and
 * one file at a time, tens of MB; unbounded, V8 sized each thread's heap at ~250 MB at 10,000 listings (and past
 * a gigabyte at 100,000), mostly garbage it had no reason to collect, on top of the build's own heap. A small young
 * generation keeps short-lived pieces from filling the old one.
 */
const THREAD_HEAP: ResourceLimits = { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 256 };

/** One share on its own thread; a share that outgrows the bound is scanned again without it, never left unread. */
export async function scanShare(
  files: string[],
  rules: LeakRules,
  limit: number,
  heap: ResourceLimits | undefined = THREAD_HEAP,
): Promise<Leak[]> {
  try {
    return await new Promise<Leak[]>((resolve, reject) => {
      const w = new Worker(new URL('./leak-scan-worker.ts', import.meta.url), {
        workerData: { files, rules, limit },
        ...(heap ? { resourceLimits: heap } : {}),
      });
      w.once('message', resolve);
      w.once('error', reject);
      w.once('exit', (code) => code !== 0 && reject(new Error(`leak scan worker exited with ${code}`)));
    });
  } catch (e) {
    if (heap && (e as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
      return scanShare(files, rules, limit, undefined);
    }
    throw e;
  }
}
