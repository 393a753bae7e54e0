// npm run bench:scale -- --backend postgres [--sizes 100000,1000000] [--queries 600] [--pg-port 4663] [--bundled-up-to 200000] [--keep]
//   [--database-url URL]  a database index:sync already filled with the (one) size's catalog: the whole-catalog sync is not run again
//   [--in-process]  both functions answer in this one process (the earlier way), not each alone in its own
// The Postgres backend at scale, beside the bundled index where that still
// ships (up to --bundled-up-to listings), on generated catalogs (seed 7, a
// manual per five listings; SCALE_WORK holds them), in one run:
// - index:sync of the whole catalog into an empty database, and of one file
//   (the CLI, from spawn to exit), and an edit's way to every surface: one
//   listing retitled, `index:sync FILE` spawned, the built functions (search,
//   lookup, page, twin, JSON) polled until all answer it;
// - the built listings.func of each backend answering distinct queries no
//   cache has seen (`fetch(new Request(url))`, body read; interleaved with the
//   bundled one where it runs; bodies compared), and its cold start;
// - a full build with SEARCH_BACKEND=postgres of that catalog (no file per
//   listing: the database serves them).
// Writes bench-results/scale-postgres.json and .md (scale-postgres-1m.* when the run is 1,000,000 alone, so the
// two runs a session makes keep their own records).
import { cpSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isolatedBuild, ROOT } from '../lib/isolated-build.mjs';
import { SCALE_WORK, scaleCatalog } from './lib/scale-catalog.mjs';
import { loadCatalog } from './lib/catalog.mjs';
import { distinctQueries, toSearch } from './lib/distinct-queries.mjs';
import { coldStart, latencies } from './lib/function-latency.mjs';
import { closeEngines, inProcessEngines, isolatedEngines } from './lib/isolated-engines.mjs';
import { editToEverySurface, indexSync } from './lib/pg-sync.mjs';
import { sampleCatalog } from './lib/sample-catalog.mjs';
import { scalePostgresMarkdown } from './lib/scale-postgres-report.mjs';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { readDb } from '../../src/db/read-pool.ts';
import { writeSearchIndexes } from '../../src/search/index.ts';

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : def;
};
const SIZES = opt('sizes', '100000').split(',').map(Number);
const RECORD = join(ROOT, `bench-results/scale-postgres${SIZES.join() === '1000000' ? '-1m' : ''}`);
const N_QUERIES = Number(opt('queries', 600));
const PG_PORT = Number(opt('pg-port', process.env.EMBEDDED_PG_PORT || 4663));
const BUNDLED_UP_TO = Number(opt('bundled-up-to', 200000));
const KEEP = args.includes('--keep');
const IN_PROCESS = args.includes('--in-process');
const DATABASE_URL = opt('database-url', null);
const SITE = 'http://127.0.0.1:4321';
const log = (m) => console.log(`[scale:postgres] ${m}`);
const MB = (b) => `${(b / 1e6).toFixed(1)} MB`;
const folderBytes = (dir) =>
  readdirSync(dir).reduce((b, n) => {
    const p = join(dir, n);
    const s = statSync(p);
    return b + (s.isDirectory() ? folderBytes(p) : s.size);
  }, 0);
/** Heap for a sync or build that reads a catalog of `n` listings whole (published records, their JSON and tokens). */
const heapFor = (n) => Math.max(4096, Math.ceil((n * 12) / 1000));

async function measureSize(n, fnOf) {
  log(`=== ${n} listings`);
  const contentDir = scaleCatalog(n, log).dir;
  let sample = sampleCatalog(contentDir, SITE, 20000);
  const withBundled = n <= BUNDLED_UP_TO;
  const funcs = join(SCALE_WORK, `functions-${n}`);
  rmSync(funcs, { recursive: true, force: true });
  // A copy of the postgres functions per size: a fresh module (and connection pool) each.
  for (const [name, from] of Object.entries(fnOf.postgres))
    cpSync(from, join(funcs, `postgres-${name}`), { recursive: true });
  let index;
  if (withBundled) {
    const catalog = loadCatalog(contentDir, SITE);
    cpSync(fnOf.bundled.search, join(funcs, 'bundled-search'), { recursive: true });
    rmSync(join(funcs, 'bundled-search/data'), { recursive: true, force: true });
    // Only the time is kept: the whole catalog and its index are let go before anything is measured.
    index = { ms: writeSearchIndexes(catalog, join(funcs, 'bundled-search/data')).ms };
    for (const f of readdirSync(join(funcs, 'bundled-search/data')))
      if (!f.startsWith('listings.') || f.endsWith('.keys.meta')) rmSync(join(funcs, 'bundled-search/data', f));
    log(`bundled index of ${catalog.listings.length} listings written in ${(index.ms / 1000).toFixed(1)} s`);
  }
  // A database server sized for the catalog (the defaults are for a laptop: 128 MB of shared buffers).
  const db = DATABASE_URL
    ? { url: DATABASE_URL, stop: async () => {} }
    : await startEmbeddedPostgres({
        port: PG_PORT,
        database: `bench_${n}`,
        settings: { shared_buffers: n > 200000 ? '2GB' : '512MB', max_wal_size: '8GB', checkpoint_timeout: '30min' },
      });
  try {
    const full = DATABASE_URL
      ? { s: null, cpuS: null, rssMb: null, out: '' }
      : await indexSync({ url: db.url, contentDir, site: SITE, heapMb: heapFor(n) });
    if (!DATABASE_URL)
      log(
        `index:sync of the whole catalog: ${full.s.toFixed(1)} s, ${full.cpuS?.toFixed(0)} s CPU, ${full.rssMb?.toFixed(0)} MB (${/steps \(ms\): (.*)/.exec(full.out)?.[1]})`,
      );
    const [{ bytes }] = await readDb(db.url).query('SELECT pg_database_size(current_database())::bigint AS bytes');
    const pgEnv = { SEARCH_BACKEND: 'postgres', DATABASE_URL: db.url };
    const url = `${SITE}/api/agents/v1/listings?q=press&condition=good`;
    const cold = { postgres: coldStart(join(funcs, 'postgres-search'), url, pgEnv) };
    if (withBundled) cold.bundled = coldStart(join(funcs, 'bundled-search'), url, { SEARCH_BACKEND: '' });
    Object.assign(process.env, pgEnv);
    const load = async (dir) => (await import(pathToFileURL(join(dir, 'index.mjs')).href)).default;
    const fns = {
      search: (await load(join(funcs, 'postgres-search'))).fetch,
      lookup: (await load(join(funcs, 'postgres-lookup'))).fetch,
      pages: (await load(join(funcs, 'postgres-pages'))).fetch,
    };
    // One file, three times: sync alone (CLI), and the edit's way to every surface.
    const edits = [];
    for (let i = 0; i < 3; i++) {
      try {
        edits.push(
          await editToEverySurface({
            url: db.url,
            contentDir,
            site: SITE,
            file: sample.forSale[i * 7],
            word: `benchword${i}x${n}`,
            fns,
          }),
        );
      } catch (e) {
        log(`edit ${i} FAILED: ${e.message}`);
        edits.push({ visibleS: Infinity, syncS: NaN, cpuS: null, steps: `failed: ${e.message}` });
      }
    }
    log(
      `one-file sync ${edits.map((e) => `${e.syncS.toFixed(2)} s (${e.cpuS?.toFixed(2)} s CPU)`).join(', ')}; on every surface after ${edits.map((e) => `${e.visibleS.toFixed(2)} s`).join(', ')} (${edits[0].steps})`,
    );
    const queries = distinctQueries(sample.listings, N_QUERIES, 1);
    const warm = distinctQueries(sample.listings, 200, 99).filter(
      (q) => !queries.some((x) => toSearch(x) === toSearch(q)),
    );
    const { published } = sample;
    sample = null; // the 20,000 listings the queries were drawn from: no function holds them
    // Each function alone in its own process (or both here, --in-process), the search one a fresh instance there.
    const specs = { postgres: { func: join(funcs, 'postgres-search'), env: pgEnv } };
    if (withBundled) specs.bundled = { func: join(funcs, 'bundled-search'), env: { SEARCH_BACKEND: '' } };
    const engines = await (IN_PROCESS ? inProcessEngines : isolatedEngines)(specs, SITE);
    const { differ, byEngine } = await latencies(engines, SITE, queries, warm).finally(() => closeEngines(engines));
    const r = {
      listings: n,
      published,
      engines_isolated: !IN_PROCESS,
      queries: queries.length,
      bodies_differing: withBundled ? differ : null,
      postgres: {
        ...byEngine.postgres,
        cold_ms: cold.postgres.ms,
        function_bytes: folderBytes(join(funcs, 'postgres-search')),
        database_bytes: Number(bytes),
        sync_full_s: full.s,
        sync_full_cpu_s: full.cpuS,
        sync_full_rss_mb: full.rssMb,
        sync_one_file_s: edits.map((e) => e.syncS),
        sync_one_file_cpu_s: edits.map((e) => e.cpuS),
        visible_s: edits.map((e) => e.visibleS),
        sync_steps: edits.map((e) => e.steps),
      },
      bundled: withBundled
        ? {
            ...byEngine.bundled,
            cold_ms: cold.bundled.ms,
            function_bytes: folderBytes(join(funcs, 'bundled-search')),
            index_write_s: index.ms / 1000,
          }
        : null,
    };
    log(
      `postgres p50 ${r.postgres.p50_ms.toFixed(2)} ms p99 ${r.postgres.p99_ms.toFixed(1)} ms${withBundled ? `; bundled p50 ${r.bundled.p50_ms.toFixed(2)} p99 ${r.bundled.p99_ms.toFixed(1)}; ${differ} bodies differ` : ''}`,
    );
    // A full build of this catalog with the database serving the listings.
    const b = isolatedBuild({
      contentDir,
      site: SITE,
      env: { ...pgEnv, NODE_OPTIONS: `--max-old-space-size=${heapFor(n)}` },
    });
    r.postgres.build = {
      status: b.status,
      wall_s: b.wallMs / 1000,
      peak_mb: b.maxRssKb && b.maxRssKb / 1024,
      steps: (b.stdout.match(/\[build\] [^\n]*: \d+ ms/g) ?? []).join('; '),
    };
    if (b.status !== 0) log(`postgres build FAILED: ${b.stderr.slice(-2000)}`);
    log(
      `postgres build of ${n} listings: ${(b.wallMs / 1000).toFixed(0)} s, peak ${b.maxRssKb ? MB(b.maxRssKb * 1024) : '?'}`,
    );
    b.cleanup();
    return r;
  } finally {
    await db.stop();
    if (!KEEP) rmSync(funcs, { recursive: true, force: true });
  }
}

// One build per backend (sample content): the functions the build ships.
const builds = {};
for (const backend of ['bundled', 'postgres']) {
  const b = isolatedBuild({
    contentDir: join(ROOT, 'content'),
    site: SITE,
    env: { SEARCH_BACKEND: backend === 'postgres' ? 'postgres' : '' },
  });
  if (b.status !== 0) throw new Error(`${backend} build failed:\n${b.stdout.slice(-3000)}\n${b.stderr.slice(-3000)}`);
  builds[backend] = b;
}
const fn = (backend, path) => join(builds[backend].output, 'functions', `${path}.func`);
const fnOf = {
  bundled: { search: fn('bundled', 'api/agents/v1/listings') },
  postgres: {
    search: fn('postgres', 'api/agents/v1/listings'),
    lookup: fn('postgres', 'api/agents/v1/listings/[slug_or_id]'),
    pages: fn('postgres', 'pages/live'),
  },
};
const results = {
  date: new Date().toISOString(),
  load: (await import('node:os')).loadavg().map((x) => Number(x.toFixed(1))),
  node: process.version,
  machine: `${cpus().length}× ${cpus()[0]?.model ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB`,
  sizes: [],
};
mkdirSync(SCALE_WORK, { recursive: true });
mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
try {
  for (const n of SIZES) {
    results.sizes.push(await measureSize(n, fnOf));
    writeFileSync(`${RECORD}.json`, `${JSON.stringify(results, null, 2)}\n`);
  }
} finally {
  if (!KEEP) for (const b of Object.values(builds)) b.cleanup();
}
const md = scalePostgresMarkdown(results);
writeFileSync(`${RECORD}.md`, md);
console.log(`\n${md}`);
process.exit(0);
