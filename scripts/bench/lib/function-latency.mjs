// What a caller waits for, measured on built functions: `default.fetch(new
// Request(url))` with the body read, over distinct queries (interleaved
// between engines, who goes first alternating; bodies compared), and the cold
// start of a fresh node (import, one query; median of 5).
import { spawnSync } from 'node:child_process';
import { PerformanceObserver } from 'node:perf_hooks';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { toSearch } from './distinct-queries.mjs';

const median = (a) => {
  const s = [...a].sort((x, y) => x - y);
  return s[Math.floor((s.length - 1) / 2)];
};
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
export const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { p50_ms: pct(s, 0.5), p90_ms: pct(s, 0.9), p99_ms: pct(s, 0.99), max_ms: s.at(-1) };
};

const COLD_CHILD = `
const [file, url] = process.argv.slice(1);
const mod = await import(file);
const res = await mod.default.fetch(new Request(url));
await res.text();
process.stdout.write(JSON.stringify({ ms: performance.now(), status: res.status }));
process.exit(0);
`;

export function coldStart(funcDir, url, env) {
  const runs = [];
  let status;
  for (let i = 0; i < 5; i++) {
    const r = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', COLD_CHILD, pathToFileURL(join(funcDir, 'index.mjs')).href, url],
      { encoding: 'utf8', env: { ...process.env, SECONDLINE_DATA_DIR: '', ...env } },
    );
    if (r.status !== 0) throw new Error(`cold start of ${funcDir} failed: ${r.stderr}`);
    const out = JSON.parse(r.stdout);
    runs.push(out.ms);
    status = out.status;
  }
  return { ms: median(runs), runs, status };
}

/**
 * Who answers query `i`, in order: the engines rotated by `i`, so each goes first as often as the others and none
 * always runs on a cache (the machine's, the database's) another has just warmed. Two engines alternate.
 */
export const turn = (names, i) => names.map((_, k) => names[(i + k) % names.length]);

/**
 * Every engine answers every warm-up query (not measured), then the measured queries one by one, each answered by
 * every engine in `turn` order (`first` shifts the rotation). An engine is `{ time(q) }`, resolving to one answer
 * `{ ms, t0, status, key, ... }` (t0: the timed region's start on the engine's own clock; key: equal for equal
 * bodies). Kept per engine: `{ ms, t0 }` of each measured answer, in query order (bodies are let go at once, so
 * a measuring process does not hold thousands of them); `onAnswer(name, i, answer)` sees each whole.
 * `differ`: measured queries whose answers among the engines named in `compare` did not all have the same key.
 * @param {{ first?: number, compare?: string[], onAnswer?: (name: string, i: number, answer: any) => void }} [options]
 */
export async function interleave(engines, queries, warm, options = {}) {
  const { first = 0, compare, onAnswer = () => {} } = options;
  const names = Object.keys(engines);
  const compared = new Set(compare ?? names);
  for (const q of warm) for (const name of names) await engines[name].time(q);
  const answers = Object.fromEntries(names.map((n) => [n, []]));
  let differ = 0;
  for (let i = 0; i < queries.length; i++) {
    const keys = new Set();
    for (const name of turn(names, i + first)) {
      const a = await engines[name].time(queries[i]);
      answers[name].push({ ms: a.ms, t0: a.t0 });
      if (compared.has(name)) keys.add(a.key);
      onAnswer(name, i, a);
    }
    if (keys.size > 1) differ++;
  }
  return { answers, differ };
}

/**
 * Garbage-collection pause (ms) inside each timed region: `windows` are `{ t0, ms }`, `gcs` are `[start, duration]`
 * pairs on the same clock (a PerformanceObserver's 'gc' entries); a pause counts for the part of it that overlaps.
 */
export function gcInside(windows, gcs) {
  const sorted = [...gcs].sort((a, b) => a[0] - b[0]);
  return windows.map(({ t0, ms }) => {
    let sum = 0;
    for (const [s, d] of sorted) {
      if (s >= t0 + ms) break;
      sum += Math.max(0, Math.min(s + d, t0 + ms) - Math.max(s, t0));
    }
    return sum;
  });
}

/** Per engine: the timing stats of its measured answers, and the GC pauses inside them (all, and in its top 1 %). */
export function engineStats(answers, gcs) {
  const gc = gcInside(answers, gcs);
  const slow = answers
    .map((a, i) => [a.ms, gc[i]])
    .sort((x, y) => y[0] - x[0])
    .slice(0, Math.max(1, Math.ceil(answers.length / 100)));
  return {
    ...stats(answers.map((a) => a.ms)),
    gc_ms: gc.reduce((t, x) => t + x, 0),
    gc_in_slowest_1pct_ms: slow.reduce((t, [, g]) => t + g, 0),
  };
}

/** Garbage collections of this process ([start, duration] ms), observed from the first call on. */
let ownGcs = null;
export function processGcs() {
  if (!ownGcs) {
    ownGcs = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) ownGcs.push([e.startTime, e.duration]);
    }).observe({ entryTypes: ['gc'] });
  }
  return ownGcs;
}

/**
 * An engine answering in this process (`--in-process`, the benches' earlier way): `ask(q)` → Response, timed
 * here, so every engine's and the bench's own heap share one garbage collector. Its key is the body itself.
 */
export function inProcessEngine(ask) {
  const gcs = processGcs();
  return {
    async time(q) {
      const t0 = performance.now();
      const res = await ask(q);
      const body = await res.text();
      const ms = performance.now() - t0;
      const empty = body.includes('"total":0,');
      return { ms, t0, status: res.status, bytes: body.length, key: body, head: body.slice(0, 300), empty };
    },
    gcs: async () => {
      // Entries arrive after the collection: a turn of the event loop lets the last ones in.
      await new Promise((r) => setImmediate(r));
      return [...gcs];
    },
    close: async () => {},
  };
}

/** The listing search request a built function answers for query `q`. */
export const searchUrl = (site, q) => `${site}/api/agents/v1/listings?${toSearch(q)}`;

/**
 * Per engine the time of each measured query; `differ`: queries whose bodies were not all equal; `gc`: per engine
 * the GC pauses inside its measured queries. `engines`: objects answering `fetch(Request)` in this process
 * (`inProcessEngine`), or engines of isolated-engines.mjs.
 */
export async function latencies(engines, site, queries, warm) {
  const wrapped = Object.fromEntries(
    Object.entries(engines).map(([name, e]) => [
      name,
      e.time ? e : inProcessEngine((q) => e.fetch(new Request(searchUrl(site, q)))),
    ]),
  );
  const check = (name, i, a) => {
    if (a.status !== 200)
      throw new Error(`${name} answered ${a.status} to ${toSearch(queries[i])}: ${a.head.slice(0, 300)}`);
  };
  // first 1: the second engine named answers the first query, as this bench always did.
  const { answers, differ } = await interleave(wrapped, queries, warm, { first: 1, onAnswer: check });
  const out = {};
  for (const [name, e] of Object.entries(wrapped)) out[name] = engineStats(answers[name], await e.gcs());
  return {
    times: Object.fromEntries(Object.entries(answers).map(([n, a]) => [n, a.map((x) => x.ms)])),
    differ,
    byEngine: out,
  };
}
