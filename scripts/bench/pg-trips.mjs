// npm run bench -- --pg-trips --database-url URL --catalog DIR [--queries 600] [--baseline DIR]
// Where a Postgres search's time goes, per query kind: the listing search handler (src/functions) over the
// Postgres backend, in-process, answering distinct unseen queries (scripts/bench/lib/distinct-queries.mjs,
// drawn from the generated catalog DIR that index:sync put into URL), each statement it sends counted and
// timed at the read pool. `--baseline DIR`: a checkout of other code (e.g. `git worktree add /tmp/x main`,
// node_modules linked) answering the same queries on the same database, interleaved query by query (who goes
// first alternating), every body compared. Prints per kind p50 / p99 of the whole answer, statements a query,
// the ms spent waiting on the database, the rest, and the process's CPU time (user + system) while it answered,
// which moves less than wall time with the machine's load (the database server's CPU is not in it).
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
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
  },
  strict: false,
});
if (!values['database-url'] || !values.catalog) throw new Error('--database-url and --catalog are required');
const SITE = 'http://127.0.0.1:4321';

/** The search handler of the code at `root` over its own pool, every statement counted into `tally`. */
async function engine(root) {
  const src = (p) => import(pathToFileURL(join(root, 'src', p)).href);
  const { readDb } = await src('db/read-pool.ts');
  const { loadPgListingSearch } = await src('search/postgres/listings.ts');
  const { listingsSearchHandler } = await src('functions/search-handlers.ts');
  const db = readDb(values['database-url']);
  const tally = { statements: 0, ms: 0 };
  const counted = {
    async query(text, args) {
      const t0 = performance.now();
      try {
        return await db.query(text, args);
      } finally {
        tally.statements++;
        tally.ms += performance.now() - t0;
      }
    },
    end: () => db.end(),
  };
  const handler = listingsSearchHandler(() => loadPgListingSearch(counted));
  return { handler, tally, end: () => db.end() };
}

const engines = { new: await engine(ROOT) };
if (values.baseline) engines.base = await engine(resolve(values.baseline));
const names = Object.keys(engines);
const sample = sampleCatalog(values.catalog, SITE, 20000);
const queries = distinctQueries(sample.listings, Number(values.queries), 1);
const warm = distinctQueries(sample.listings, Number(values.warm), 99).filter(
  (q) => !queries.some((x) => toSearch(x) === toSearch(q)),
);
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
  return { ms, body, cpuMs, statements: e.tally.statements - before.statements, dbMs: e.tally.ms - before.ms };
};
for (const q of warm) for (const name of names) await ask(name, q);

const rows = Object.fromEntries(names.map((n) => [n, []]));
let differ = 0;
const load0 = loadavg()[0];
for (let i = 0; i < queries.length; i++) {
  const bodies = new Set();
  for (const name of i % 2 ? names : [...names].reverse()) {
    const r = await ask(name, queries[i]);
    bodies.add(r.body);
    rows[name].push({ ...r, kind: queries[i].kind });
  }
  if (bodies.size > 1) differ++;
}
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))];
};
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / (xs.length || 1);
const kinds = ['all', ...new Set(queries.map((q) => q.kind))];
console.log(
  `pg-trips: ${queries.length} distinct queries, catalog ${values.catalog} (~${sample.published} published), ` +
    `load average ${load0.toFixed(1)} → ${loadavg()[0].toFixed(1)}; bodies differing: ${values.baseline ? differ : 'n/a'}`,
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
for (const e of Object.values(engines)) await e.end();
if (values.baseline && differ) process.exitCode = 1;
