// npm run bench -- --pg-trips --database-url URL --catalog DIR [--queries 600] [--baseline DIR] [--baseline-database-url URL]
//   [--slowest N] [--statements]
// Where a Postgres search's time goes, per query kind: the listing search handler (src/functions) over the
// Postgres backend, in-process, answering distinct unseen queries (scripts/bench/lib/distinct-queries.mjs,
// drawn from the generated catalog DIR that index:sync put into URL), each statement it sends counted and
// timed at the read pool. `--baseline DIR`: a checkout of other code (e.g. `git worktree add /tmp/x main`,
// node_modules linked) answering the same queries on the same database, interleaved query by query (who goes
// first alternating), every body compared. Prints per kind p50 / p99 of the whole answer, statements a query,
// the ms spent waiting on the database, the rest, and the process's CPU time (user + system) while it answered,
// which moves less than wall time with the machine's load (the database server's CPU is not in it).
// `--baseline-database-url URL`: the baseline reads another database holding the same catalog (say, one its own
// index:sync filled), for a change in what a sync leaves behind; every query still runs on both, interleaved.
// `--slowest N`: each engine's N slowest queries, with their statements, database wait and CPU (where a tail goes).
// `--statements`: each engine's statements by text (what they read: postings, records, the version check, ...):
// how many a query sends, and the wait of one at p50 / p99 (what a round trip costs against the JavaScript).
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import { PerformanceObserver } from 'node:perf_hooks';
import { resolve, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { distinctQueries, toSearch } from './lib/distinct-queries.mjs';
import { sampleCatalog } from './lib/sample-catalog.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    catalog: { type: 'string' },
    queries: { type: 'string', default: '600' },
    warm: { type: 'string', default: '200' },
    baseline: { type: 'string' },
    'baseline-database-url': { type: 'string' },
    slowest: { type: 'string', default: '0' },
    statements: { type: 'boolean' },
  },
  strict: false,
});
if (!values['database-url'] || !values.catalog) throw new Error('--database-url and --catalog are required');
const SITE = 'http://127.0.0.1:4321';

/** The search handler of the code at `root` over its own pool, every statement counted into `tally`. */
async function engine(root, url) {
  const src = (p) => import(pathToFileURL(join(root, 'src', p)).href);
  const { readDb } = await src('db/read-pool.ts');
  const { loadPgListingSearch } = await src('search/postgres/listings.ts');
  const { listingsSearchHandler } = await src('functions/search-handlers.ts');
  const db = readDb(url);
  /** `byText`: each statement text's waits (ms), of the measured queries only once `measuring` is set. */
  const tally = { statements: 0, ms: 0, byText: new Map(), measuring: false };
  const counted = {
    async query(text, args) {
      const t0 = performance.now();
      try {
        return await db.query(text, args);
      } finally {
        const ms = performance.now() - t0;
        tally.statements++;
        tally.ms += ms;
        if (tally.measuring) tally.byText.set(text, [...(tally.byText.get(text) ?? []), ms]);
      }
    },
    end: () => db.end(),
  };
  const handler = listingsSearchHandler(() => loadPgListingSearch(counted));
  return { handler, tally, end: () => db.end() };
}

const engines = { new: await engine(ROOT, values['database-url']) };
if (values.baseline || values['baseline-database-url'])
  engines.base = await engine(
    resolve(values.baseline ?? ROOT),
    values['baseline-database-url'] ?? values['database-url'],
  );
const names = Object.keys(engines);
/**
 * The queries, drawn from a sample of the catalog that is then let go: at 100,000 listings it holds ~85 MB of heap
 * (139 → 54 MB after a full collection once released) that no function holds, and that every major collection of
 * the measuring process, landing inside the waits it times, would otherwise mark.
 */
function draw() {
  const sample = sampleCatalog(values.catalog, SITE, 20000);
  const queries = distinctQueries(sample.listings, Number(values.queries), 1);
  const warm = distinctQueries(sample.listings, Number(values.warm), 99).filter(
    (q) => !queries.some((x) => toSearch(x) === toSearch(q)),
  );
  return { queries, warm, published: sample.published };
}
const { queries, warm, published } = draw();
/** Garbage collections (start ms, duration ms) of this process, to tell its own pauses from the database's. */
const gcs = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcs.push([e.startTime, e.duration]);
}).observe({ entryTypes: ['gc'] });
const gcBetween = (t0, t1) => gcs.reduce((n, [s, d]) => n + (s >= t0 && s < t1 ? d : 0), 0);
const ask = async (name, q) => {
  const e = engines[name];
  const before = { ...e.tally };
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const res = await e.handler(new Request(`${SITE}/api/agents/v1/listings?${toSearch(q)}`));
  const body = await res.text();
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  if (res.status !== 200) throw new Error(`${name} answered ${res.status} to ${toSearch(q)}: ${body.slice(0, 300)}`);
  const cpuMs = (c.user + c.system) / 1000;
  // Entries arrive after the collection: by the next query's end this one's are in.
  await new Promise((r) => setImmediate(r));
  const gcMs = gcBetween(t0, t0 + ms);
  return { ms, body, cpuMs, gcMs, statements: e.tally.statements - before.statements, dbMs: e.tally.ms - before.ms };
};
for (const q of warm) for (const name of names) await ask(name, q);
for (const e of Object.values(engines)) e.tally.measuring = true;

const rows = Object.fromEntries(names.map((n) => [n, []]));
let differ = 0;
const load0 = loadavg()[0];
for (let i = 0; i < queries.length; i++) {
  const bodies = new Set();
  for (const name of i % 2 ? names : [...names].reverse()) {
    const r = await ask(name, queries[i]);
    bodies.add(r.body);
    rows[name].push({ ...r, kind: queries[i].kind, search: toSearch(queries[i]) });
  }
  if (bodies.size > 1) differ++;
}
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))];
};
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / (xs.length || 1);
const gcMs = Object.fromEntries(names.map((n) => [n, rows[n].reduce((t, r) => t + r.gcMs, 0)]));
const kinds = ['all', ...new Set(queries.map((q) => q.kind))];
console.log(
  `pg-trips: ${queries.length} distinct queries, catalog ${values.catalog} (~${published} published), ` +
    `load average ${load0.toFixed(1)} → ${loadavg()[0].toFixed(1)}; bodies differing: ${engines.base ? differ : 'n/a'}; ` +
    `GC pauses inside the measured queries: ${names.map((n) => `${n} ${gcMs[n].toFixed(0)} ms`).join(', ')}`,
);
console.log(
  'engine | kind | n | p50 ms | p99 ms | statements / query (0 / 1 / 2+ share) | db ms / query | rest ms p50',
);
for (const name of names)
  for (const kind of kinds) {
    const rs = rows[name].filter((r) => kind === 'all' || r.kind === kind);
    const share = (f) => `${Math.round((100 * rs.filter(f).length) / rs.length)}%`;
    const st = [share((r) => r.statements === 0), share((r) => r.statements === 1), share((r) => r.statements > 1)];
    console.log(
      [
        name,
        kind,
        rs.length,
        pct(
          rs.map((r) => r.ms),
          0.5,
        ).toFixed(3),
        pct(
          rs.map((r) => r.ms),
          0.99,
        ).toFixed(2),
        `${mean(rs.map((r) => r.statements)).toFixed(2)} (${st.join(' / ')})`,
        mean(rs.map((r) => r.dbMs)).toFixed(3),
        pct(
          rs.map((r) => r.ms - r.dbMs),
          0.5,
        ).toFixed(3),
        pct(
          rs.map((r) => r.cpuMs),
          0.5,
        ).toFixed(3),
      ].join(' | '),
    );
  }
for (const name of names)
  for (const r of [...rows[name]].sort((a, b) => b.ms - a.ms).slice(0, Number(values.slowest)))
    console.log(
      `slowest ${name}: ${r.ms.toFixed(2)} ms, ${r.statements} statements ${r.dbMs.toFixed(2)} ms, ` +
        `CPU ${r.cpuMs.toFixed(2)} ms (all threads), GC ${r.gcMs.toFixed(2)} ms: ${r.search}`,
    );
if (values.statements)
  for (const name of names)
    for (const [text, waits] of [...engines[name].tally.byText].sort((a, b) => b[1].length - a[1].length))
      console.log(
        `statements ${name}: ${(waits.length / queries.length).toFixed(3)} / query, ` +
          `p50 ${pct(waits, 0.5).toFixed(3)} ms, p99 ${pct(waits, 0.99).toFixed(2)} ms: ` +
          text.replace(/\s+/g, ' ').slice(0, 110),
      );
for (const e of Object.values(engines)) await e.end();
if (engines.base && differ) process.exitCode = 1;
