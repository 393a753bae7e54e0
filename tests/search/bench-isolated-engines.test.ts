// The latency benches' measuring protocol (scripts/bench/lib/function-latency.mjs, isolated-engines.mjs): who
// answers first, what is kept, which bodies count as differing, how GC pauses are attributed to measured queries,
// and that an isolated engine really answers from its own process (with its own environment) and is timed there,
// with the same answer as the same function imported in the bench's process.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gcInside, interleave, turn } from '../../scripts/bench/lib/function-latency.mjs';
import {
  closeEngines,
  inProcessEngines,
  allowedCpus,
  isolatedEngines,
  pinnedCpus,
} from '../../scripts/bench/lib/isolated-engines.mjs';

type Q = { q: string; page: number };
const queries: Q[] = Array.from({ length: 9 }, (_, i) => ({ q: `word${i}`, page: 1 }));

/** A fake engine that logs every call and answers `body(q)`. */
function fake(name: string, log: string[], body: (q: Q) => string) {
  let clock = 0;
  return {
    async time(q: Q) {
      log.push(`${name}:${q.q}`);
      clock += 10;
      return { ms: 1, t0: clock, status: 200, key: body(q), head: body(q), bytes: body(q).length };
    },
  };
}

describe('the interleaving protocol', () => {
  it('rotates who goes first: each engine first equally often, two engines alternating', () => {
    const names = ['a', 'b', 'c'];
    const firsts = Array.from({ length: 30 }, (_, i) => turn(names, i)[0]);
    for (const n of names) expect(firsts.filter((f) => f === n)).toHaveLength(10);
    for (let i = 0; i < 30; i++) expect([...turn(names, i)].sort()).toEqual(names);
    // latencies() passes first = 1: its old order, the second engine first on even queries.
    for (let i = 0; i < 10; i++) expect(turn(['p', 'q'], i + 1)).toEqual(i % 2 ? ['p', 'q'] : ['q', 'p']);
  });

  it('warms every engine unmeasured, keeps only times, counts bodies differing among the compared', async () => {
    const log: string[] = [];
    const warm: Q[] = [{ q: 'w1', page: 1 }];
    const engines = {
      ours: fake('ours', log, (q) => q.q),
      mini: fake('mini', log, (q) => `other ${q.q}`),
      base: fake('base', log, (q) => (q.q === 'word4' || q.q === 'word7' ? 'changed' : q.q)),
    };
    const seen: string[] = [];
    const run = await interleave(engines, queries, warm, {
      compare: ['ours', 'base'],
      onAnswer: (name: string, i: number) => seen.push(`${name}:${i}`),
    });
    expect(log.slice(0, 3)).toEqual(['ours:w1', 'mini:w1', 'base:w1']);
    expect(log.slice(3, 6)).toEqual(['ours:word0', 'mini:word0', 'base:word0']);
    expect(log.slice(6, 9)).toEqual(['mini:word1', 'base:word1', 'ours:word1']);
    expect(seen).toHaveLength(27);
    expect(run.differ).toBe(2);
    for (const xs of Object.values(run.answers)) {
      expect(xs).toHaveLength(queries.length);
      for (const a of xs) expect(Object.keys(a).sort()).toEqual(['ms', 't0']);
    }
  });

  it('attributes to a query only the part of a GC pause inside its timed region', () => {
    const windows = [
      { t0: 10, ms: 5 },
      { t0: 20, ms: 5 },
      { t0: 40, ms: 1 },
    ];
    const gcs = [
      [30, 2], // between queries
      [8, 4], // 2 ms inside the first
      [21, 1], // inside the second
      [24, 10], // 1 ms inside the second
    ];
    expect(gcInside(windows, gcs)).toEqual([2, 2, 0]);
  });
});

describe('an engine alone in its own process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-isolated-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // A function folder as the build ships one: index.mjs with a default export answering fetch(Request).
  writeFileSync(
    join(dir, 'index.mjs'),
    `import { readdirSync, readFileSync } from 'node:fs';
    const mark = process.env.BENCH_MARK; // read as it loads, as our functions read their settings
    // The cores each of this process's threads (the collector's among them) may run on; a thread that ended
    // between the listing and the read (its status file gone) runs nowhere.
    const status = (t) => {
      try { return readFileSync('/proc/self/task/' + t + '/status', 'utf8'); } catch { return ''; }
    };
    const cores = () => [...new Set(readdirSync('/proc/self/task').map(status).filter(Boolean).map((s) =>
      /Cpus_allowed_list:\\s*(\\S+)/.exec(s)[1]))];
    export default { async fetch(req) {
      const q = new URL(req.url).searchParams.get('q');
      if (q === 'cores') return Response.json({ cores: cores() });
      const junk = Array.from({ length: 2000 }, (_, i) => ({ i, s: q + i }));
      return Response.json({ total: q === 'none' ? 0 : junk.length, q, pid: process.pid, mark });
    } };\n`,
  );
  const site = 'http://127.0.0.1:4321';

  it('answers from another process with its own env, timed there, the same body as in-process', async () => {
    const specs = { fn: { func: dir, env: { BENCH_MARK: 'isolated' } } };
    const iso = await isolatedEngines(specs, site);
    const here = await inProcessEngines(specs, site);
    try {
      expect(process.env.BENCH_MARK).toBeUndefined();
      for (const q of ['press', 'none']) {
        const a = await iso.fn.time({ q, page: 1 });
        const b = await here.fn.time({ q, page: 1 });
        expect(a.status).toBe(200);
        const childPid = JSON.parse(a.head).pid; // the whole body: under 300 characters
        expect(childPid).toBe(iso.fn.pid);
        expect(childPid).not.toBe(process.pid);
        // The in-process key is the body; the isolated one its hash. Bodies differ only by the pid.
        expect(b.key).toBe(b.head);
        const childBody = (b.key as string).replace(`"pid":${process.pid}`, `"pid":${childPid}`);
        expect(a.key).toBe(createHash('sha1').update(childBody).digest('base64'));
        expect(JSON.parse(b.key as string).mark).toBe('isolated');
        expect(a.empty).toBe(q === 'none');
        expect(a.ms).toBeGreaterThan(0);
        expect(a.ms).toBeLessThan(1000);
      }
      expect(Array.isArray(await iso.fn.gcs())).toBe(true);
    } finally {
      await closeEngines(iso);
    }
    await expect(iso.fn.time({ q: 'x', page: 1 })).rejects.toThrow();
  });

  it('--pin: each engine process, every thread of it, runs only on its own core', async () => {
    // The machines this runs on have 2 cores (docs: set-up) and util-linux's taskset; which two is the container's.
    const allowed = allowedCpus();
    expect(allowed).toHaveLength(availableParallelism());
    const [first, second] = allowed;
    const cpus = pinnedCpus([['a', 'b'], ['c']]);
    expect(cpus).toEqual({ a: first, b: first, c: second });
    // More groups than cores: not pinned at all (the bench says so) rather than two groups on one core.
    expect(pinnedCpus(Array.from({ length: allowed.length + 1 }, (_, i) => [`e${i}`]))).toBeNull();
    const iso = await isolatedEngines({ a: { func: dir, cpu: cpus!.a }, c: { func: dir, cpu: cpus!.c } }, site);
    const free = await isolatedEngines({ d: { func: dir } }, site);
    try {
      const cores = async (e: typeof iso.a) => JSON.parse((await e.time({ q: 'cores', page: 1 })).head).cores;
      expect(await cores(iso.a)).toEqual([String(first)]);
      expect(await cores(iso.c)).toEqual([String(second)]);
      // Unpinned, a child may run wherever this process may (each thread's list as Linux writes it).
      const own = /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync('/proc/self/status', 'utf8'))![1];
      expect(await cores(free.d)).toEqual([own]);
      expect((await iso.c.time({ q: 'press', page: 1 })).status).toBe(200);
    } finally {
      await closeEngines(iso);
      await closeEngines(free);
    }
  });
});
