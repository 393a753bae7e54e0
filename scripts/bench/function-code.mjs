// npm run bench -- --function-code: what a change to the search function's CODE costs a caller, without a second
// build. The listing function of the working tree and of git revision REF, each bundled over the SAME index files
// of one build (./lib/code-sides.mjs), answer the function bench's distinct queries (./lib/distinct-queries.mjs: the
// kinds, include_sold and pages of `--function`) interleaved, who goes first alternating, bodies compared. A
// revision whose index format differs refuses the files (every answer a 500), and the run stops: then only
// `--function --baseline` compares them.
//   --output DIR        a build output (its listing function's data/ and the catalog in its build-info.json)
//   --data DIR --catalog DIR   or an index folder (listings.meta, …) and the content folder it was built from
//   --ref REF           the revision compared against (default main)
//   --queries N         measured queries (default 3000; 300 others warm the JIT, as in --function)
//   --loops N           passes over the measured queries (default 1; later passes meet every text shard loaded)
//   --warm N            warm-up queries before the measured ones (default 300, at most 300); 0 measures a fresh
//                       instance from its first answer, when it still reads text shards
//   --idle MS           the instance idle MS milliseconds before each query (default: one turn of the event loop),
//                       as a deployed one between requests: work put off runs then (text shards and records read
//                       ahead, src/search/text-shards-ahead.ts, record-store.ts)
// Prints wall p50 / p99 per kind and over all, and CPU time per query (process.cpuUsage: steadier than wall time
// on a shared machine), for each side and as this tree ÷ REF.
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { codeSides } from './lib/code-sides.mjs';
import { loadCatalog } from './lib/catalog.mjs';
import { measuredAndWarm, toSearch } from './lib/distinct-queries.mjs';
import { INDEX_OPTIONS, indexData } from './lib/index-data.mjs';

const { values: args } = parseArgs({
  options: {
    ...INDEX_OPTIONS,
    ref: { type: 'string' },
    loops: { type: 'string' },
    warm: { type: 'string' },
    idle: { type: 'string' },
  },
  strict: false,
});
const REF = args.ref ?? 'main';
const N = Number(args.queries ?? 3000);
const LOOPS = Number(args.loops ?? 1);
const WARM = Number(args.warm ?? 300);
const IDLE = Number(args.idle ?? 0);
const ORIGIN = 'http://127.0.0.1:4321';
const log = (m) => console.log(`[bench:function-code] ${m}`);

const { dataDir, catalogDir } = indexData(args);

const { sides: built, dispose } = await codeSides(dataDir, REF);
try {
  const sides = await Promise.all(
    built.map(async (s) => ({ name: s.name, fn: (await import(pathToFileURL(s.entry).href)).default })),
  );
  const t0 = performance.now();
  const { listings } = loadCatalog(catalogDir, ORIGIN);
  log(`${listings.length} published listings read in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const { measured, warm } = measuredAndWarm(listings, N);
  const ask = async (fn, q) => {
    const res = await fn.fetch(new Request(`${ORIGIN}/api/agents/v1/listings?${toSearch(q)}`));
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${res.status} for ${toSearch(q)}: ${body.slice(0, 300)}`);
    return body;
  };
  // A deployed instance gets each request as a new event: between two, work a function put off with
  // setImmediate (the records read ahead, src/search/record-store.ts) runs. This loop's awaits alone are
  // microtasks and would never let it: one turn of the event loop before each query, outside the timing.
  const turn = () => new Promise((r) => (IDLE > 0 ? setTimeout(r, IDLE) : setImmediate(r)));
  for (const q of warm.slice(0, WARM)) for (const s of sides) await turn().then(() => ask(s.fn, q));

  const loadBefore = loadavg()[0];
  for (const s of sides) Object.assign(s, { wall: {}, cpu: [] });
  let differ = 0;
  for (let loop = 0; loop < LOOPS; loop++)
    for (let i = 0; i < measured.length; i++) {
      const bodies = [];
      for (let k = 0; k < sides.length; k++) {
        const s = sides[(i + k) % sides.length];
        await turn();
        const c0 = process.cpuUsage();
        const a = performance.now();
        bodies.push(await ask(s.fn, measured[i]));
        const ms = performance.now() - a;
        const c = process.cpuUsage(c0);
        s.cpu.push((c.user + c.system) / 1000);
        for (const kind of [measured[i].kind, 'all']) (s.wall[kind] ??= []).push(ms);
      }
      if (bodies[0] !== bodies[1]) differ++;
    }

  const pct = (xs, p) => [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const fmt = (ms) => (ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(2)} ms`);
  const [a, b] = sides;
  const load = `load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}`;
  log(
    `${measured.length} distinct queries × ${LOOPS} after ${Math.min(WARM, warm.length)} warm-up, interleaved, ${IDLE > 0 ? `${IDLE} ms idle` : 'one turn'} before each; ${load}`,
  );
  console.log(`| kind | ${a.name} p50 / p99 | ${b.name} p50 / p99 | ÷ p50 / p99 |`);
  console.log('|---|---|---|---|');
  for (const kind of Object.keys(a.wall)) {
    const [x, y] = [a.wall[kind], b.wall[kind]];
    console.log(
      `| ${kind} | ${fmt(pct(x, 0.5))} / ${fmt(pct(x, 0.99))} | ${fmt(pct(y, 0.5))} / ${fmt(pct(y, 0.99))} | ` +
        `${(pct(x, 0.5) / pct(y, 0.5)).toFixed(2)} / ${(pct(x, 0.99) / pct(y, 0.99)).toFixed(2)} |`,
    );
  }
  const cpu = (s) => `${fmt(pct(s.cpu, 0.5))} / ${fmt(pct(s.cpu, 0.99))} / ${fmt(mean(s.cpu))}`;
  const ratio = (f) => (f(a.cpu) / f(b.cpu)).toFixed(2);
  const ratios = [ratio((c) => pct(c, 0.5)), ratio((c) => pct(c, 0.99)), ratio(mean)].join(' / ');
  console.log(`| CPU a query, p50 / p99 / mean | ${cpu(a)} | ${cpu(b)} | ${ratios} |`);
  log(`bodies that differ: ${differ} of ${measured.length * LOOPS}`);
  if (differ) process.exitCode = 1;
} finally {
  dispose();
}
