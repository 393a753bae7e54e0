// npm run bench:scale -- --backend postgres [--sizes 10000,100000] [--queries 600] [--pg-port 5445] [--keep]
// The Postgres search backend beside the bundled index, on the same generated
// catalog, in the same run. The listing function of each backend is the one
// the build ships: the project is built once per backend (isolated copies of
// the sample content, SITE fixed); the postgres function carries no catalog
// data, so it is the same whatever the catalog, and the bundled one gets, per
// size, the listing index files the build would copy into it, written by the
// build's own writer (writeSearchIndexes) from the generated catalog. (A full
// build of each backend per size only adds the static pages, minutes at 100k.)
// The database: an embedded PostgreSQL filled by `npm run index:sync`. Then
// each function imported in-process answers `default.fetch(new Request(url))`
// with the body read, on distinct queries no cache has seen (interleaved,
// alternating who goes first), and its cold start is timed in a fresh node
// (median of 5). Writes bench-results/scale-postgres.json and .md.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isolatedBuild, ROOT } from '../lib/isolated-build.mjs';
import { SCALE_WORK, scaleCatalog } from './lib/scale-catalog.mjs';
import { loadCatalog } from './lib/catalog.mjs';
import { distinctQueries, toSearch } from './lib/distinct-queries.mjs';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { readDb } from '../../src/db/read-pool.ts';
import { writeSearchIndexes } from '../../src/search/index.ts';

const args = process.argv.slice(2);
const opt = (name, def) => { const i = args.indexOf(`--${name}`); return i >= 0 ? args[i + 1] : def; };
const SIZES = opt('sizes', '10000').split(',').map(Number);
const N_QUERIES = Number(opt('queries', 600));
const PG_PORT = Number(opt('pg-port', process.env.EMBEDDED_PG_PORT || 5445));
const KEEP = args.includes('--keep');
const WORK = SCALE_WORK;
const SITE = 'http://127.0.0.1:4321';
const log = (m) => console.log(`[scale:postgres] ${m}`);
const median = (a) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor((s.length - 1) / 2)]; };
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const MB = (b) => `${(b / 1e6).toFixed(1)} MB`;
const ms = (x) => `${x.toFixed(x < 10 ? 2 : 0)} ms`;
function folderBytes(dir) { let b = 0; for (const n of readdirSync(dir)) { const p = join(dir, n); const s = statSync(p); b += s.isDirectory() ? folderBytes(p) : s.size; } return b; }


const COLD_CHILD = `
const [file, url] = process.argv.slice(1);
const mod = await import(file);
const res = await mod.default.fetch(new Request(url));
const body = await res.text();
process.stdout.write(JSON.stringify({ ms: performance.now(), status: res.status }));
process.exit(0);
`;
function coldStart(funcDir, url, env) {
  const runs = [];
  let status;
  for (let i = 0; i < 5; i++) {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', COLD_CHILD, pathToFileURL(join(funcDir, 'index.mjs')).href, url], { encoding: 'utf8', env: { ...process.env, SECONDLINE_DATA_DIR: '', ...env } });
    if (r.status !== 0) throw new Error(`cold start of ${funcDir} failed: ${r.stderr}`);
    const out = JSON.parse(r.stdout);
    runs.push(out.ms);
    status = out.status;
  }
  return { ms: median(runs), runs, status };
}

function indexSync(url, contentDir, files = []) {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts/index-sync.mjs'), ...files], { encoding: 'utf8', env: { ...process.env, DATABASE_URL: url, CONTENT_DIR: contentDir, SITE }, maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`index:sync failed: ${r.stderr}\n${r.stdout}`);
  return { s: (performance.now() - t0) / 1000, out: r.stdout.trim().split('\n').filter((l) => /upserted|done/.test(l)) };
}

async function measureSize(n) {
  log(`=== ${n} listings`);
  const contentDir = scaleCatalog(n).dir;
  const catalog = loadCatalog(contentDir, SITE);
  // The bundled function with this catalog's index, as the build would ship it.
  const bundledDir = join(WORK, `bundled-${n}-listings.func`);
  rmSync(bundledDir, { recursive: true, force: true });
  cpSync(fnOf('bundled'), bundledDir, { recursive: true });
  rmSync(join(bundledDir, 'data'), { recursive: true, force: true });
  const t0 = performance.now();
  const index = writeSearchIndexes(catalog, join(bundledDir, 'data'));
  for (const f of readdirSync(join(bundledDir, 'data'))) if (!f.startsWith('listings.') || f.endsWith('.keys.meta')) rmSync(join(bundledDir, 'data', f));
  // A copy of the postgres function too: a fresh module (and connection pool) per size.
  const postgresDir = join(WORK, `postgres-${n}-listings.func`);
  rmSync(postgresDir, { recursive: true, force: true });
  cpSync(fnOf('postgres'), postgresDir, { recursive: true });
  log(`bundled index of ${catalog.listings.length} listings written in ${((performance.now() - t0) / 1000).toFixed(1)} s; listings function ${MB(folderBytes(bundledDir))}`);
  const db = await startEmbeddedPostgres({ port: PG_PORT, database: `bench_${n}` });
  try {
    const full = indexSync(db.url, contentDir);
    log(`index:sync of the whole catalog into an empty database: ${full.s.toFixed(1)} s (${full.out.join('; ')})`);
    // One listing changed: what an editor's approval costs (the whole folder is read, one record written).
    const file = join(contentDir, 'listings', readdirSync(join(contentDir, 'listings')).sort()[0]);
    const before = readFileSync(file, 'utf8');
    writeFileSync(file, before.replace(/"title": "/, '"title": "Benchmarked '));
    let one, oneFile;
    try {
      one = indexSync(db.url, contentDir);
      writeFileSync(file, before);
      oneFile = indexSync(db.url, contentDir, [file]);
    } finally {
      writeFileSync(file, before);
    }
    log(`index:sync after one change: ${one.s.toFixed(1)} s (folder), ${oneFile.s.toFixed(1)} s (the one file)`);
    const sizeRows = await readDb(db.url).query('SELECT pg_database_size(current_database())::bigint AS bytes');
    const dbBytes = Number(sizeRows[0].bytes);

    const url = `${SITE}/api/agents/v1/listings?q=press&condition=good`;
    const fnDir = (b) => (b === 'bundled' ? bundledDir : postgresDir);
    const pgEnv = { SEARCH_BACKEND: 'postgres', DATABASE_URL: db.url };
    const cold = { bundled: coldStart(fnDir('bundled'), url, { SEARCH_BACKEND: '' }), postgres: coldStart(fnDir('postgres'), url, pgEnv) };
    log(`cold start bundled ${ms(cold.bundled.ms)}, postgres ${ms(cold.postgres.ms)} (status ${cold.bundled.status}/${cold.postgres.status})`);

    // Both functions in this process: each reads SEARCH_BACKEND when it is imported.
    delete process.env.SEARCH_BACKEND;
    const bundled = (await import(pathToFileURL(join(fnDir('bundled'), 'index.mjs')).href)).default;
    Object.assign(process.env, pgEnv);
    const postgres = (await import(pathToFileURL(join(fnDir('postgres'), 'index.mjs')).href)).default;
    const ask = (fn, q) => fn.fetch(new Request(`${SITE}/api/agents/v1/listings?${toSearch(q)}`));
    const measured = distinctQueries(catalog.listings, N_QUERIES, 1);
    const keys = new Set(measured.map(toSearch));
    for (const q of distinctQueries(catalog.listings, 150, 99).filter((x) => !keys.has(toSearch(x)))) {
      await (await ask(bundled, q)).text();
      await (await ask(postgres, q)).text();
    }
    const t = { bundled: [], postgres: [] };
    let differ = 0;
    for (let i = 0; i < measured.length; i++) {
      const bodies = {};
      for (const name of i % 2 ? ['bundled', 'postgres'] : ['postgres', 'bundled']) {
        const a = performance.now();
        const res = await ask(name === 'bundled' ? bundled : postgres, measured[i]);
        bodies[name] = await res.text();
        t[name].push(performance.now() - a);
        if (res.status !== 200) throw new Error(`${name} answered ${res.status} to ${toSearch(measured[i])}`);
      }
      if (bodies.bundled !== bodies.postgres) differ++;
    }
    const stats = (xs) => { const s = [...xs].sort((a, b) => a - b); return { p50_ms: pct(s, 0.5), p90_ms: pct(s, 0.9), p99_ms: pct(s, 0.99), max_ms: s.at(-1) }; };
    const r = {
      listings: n, queries: measured.length, bodies_differing: differ,
      bundled: { ...stats(t.bundled), cold_ms: cold.bundled.ms, function_bytes: folderBytes(fnDir('bundled')), index_write_s: index.ms / 1000 },
      postgres: { ...stats(t.postgres), cold_ms: cold.postgres.ms, function_bytes: folderBytes(fnDir('postgres')), database_bytes: dbBytes, sync_full_s: full.s, sync_one_change_s: one.s, sync_one_file_s: oneFile.s },
    };
    log(`through the function: bundled p50 ${ms(r.bundled.p50_ms)} p99 ${ms(r.bundled.p99_ms)}; postgres p50 ${ms(r.postgres.p50_ms)} p99 ${ms(r.postgres.p99_ms)}; ${differ} of ${measured.length} bodies differ`);
    return r;
  } finally {
    await db.stop();
    if (!KEEP) for (const d of [bundledDir, postgresDir]) rmSync(d, { recursive: true, force: true });
  }
}

// One build per backend (sample content): the listing functions the build ships.
const builds = {};
for (const backend of ['bundled', 'postgres']) {
  const b = isolatedBuild({ contentDir: join(ROOT, 'content'), site: SITE, env: { SEARCH_BACKEND: backend === 'postgres' ? 'postgres' : '' } });
  if (b.status !== 0) throw new Error(`${backend} build failed:\n${b.stdout.slice(-3000)}\n${b.stderr.slice(-3000)}`);
  builds[backend] = b;
  log(`${backend} build ${(b.wallMs / 1000).toFixed(1)} s`);
}
const fnOf = (backend) => join(builds[backend].output, 'functions/api/agents/v1/listings.func');

const results = { date: new Date().toISOString(), node: process.version, machine: `${cpus().length}× ${cpus()[0]?.model ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB`, sizes: [] };
mkdirSync(WORK, { recursive: true });
mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
try {
  for (const n of SIZES) {
    results.sizes.push(await measureSize(n));
    writeFileSync(join(ROOT, 'bench-results/scale-postgres.json'), JSON.stringify(results, null, 2) + '\n');
  }
} finally {
  if (!KEEP) for (const b of Object.values(builds)) b.cleanup();
}
const rows = results.sizes;
const col = (f) => rows.map(f).join(' | ');
const md = [
  '# Postgres search backend beside the bundled index',
  '',
  `${results.date.slice(0, 10)}, ${results.machine}, Node ${results.node}. \`npm run bench:scale -- --backend postgres\`: generated catalogs (seed 7); the \`listings.func\` each build ships (one isolated build per backend; the bundled one with the generated catalog's index written by the build's writer; the postgres one carries no catalog data), embedded PostgreSQL 18 on the same machine (loopback) filled by \`npm run index:sync\`; each function imported in-process and answering \`fetch(new Request(url))\` with the body read, ${rows[0]?.queries ?? ''} distinct queries none seen before (JIT warmed on others), interleaved. Cold start: fresh node, import, one filtered text query, median of 5.`,
  '',
  `| | ${rows.map((r) => `${r.listings.toLocaleString('en-US')} listings`).join(' | ')} |`,
  `|---|${rows.map(() => '---').join('|')}|`,
  `| bundled: p50 / p99 through the function | ${col((r) => `${ms(r.bundled.p50_ms)} / ${ms(r.bundled.p99_ms)}`)} |`,
  `| postgres: p50 / p99 through the function | ${col((r) => `${ms(r.postgres.p50_ms)} / ${ms(r.postgres.p99_ms)}`)} |`,
  `| bundled / postgres cold start | ${col((r) => `${ms(r.bundled.cold_ms)} / ${ms(r.postgres.cold_ms)}`)} |`,
  `| listings function size, bundled / postgres | ${col((r) => `${MB(r.bundled.function_bytes)} / ${MB(r.postgres.function_bytes)}`)} |`,
  `| bundled: index written by the build's writer | ${col((r) => `${r.bundled.index_write_s.toFixed(1)} s`)} |`,
  `| index:sync, whole catalog into an empty database | ${col((r) => `${r.postgres.sync_full_s.toFixed(1)} s`)} |`,
  `| index:sync after one change: folder / one file | ${col((r) => `${r.postgres.sync_one_change_s.toFixed(1)} s / ${r.postgres.sync_one_file_s.toFixed(1)} s`)} |`,
  `| database size | ${col((r) => MB(r.postgres.database_bytes))} |`,
  `| response bodies differing | ${col((r) => `${r.bodies_differing} of ${r.queries}`)} |`,
];
writeFileSync(join(ROOT, 'bench-results/scale-postgres.md'), md.join('\n') + '\n');
console.log('\n' + md.join('\n'));
process.exit(0);
