// npm run bench:scale: builds generated catalogs of 1,000, 10,000 and 100,000
// listings (each in an isolated copy of the project, so the repo's
// .vercel/output is never touched) and measures what grows with the catalog:
// build time and peak memory, static files, index size, function bundle
// sizes against Vercel's 250 MB limit, function cold starts, in-process query
// latency, and requests/s through the local server (search vs a static file).
//   --sizes 1000,10000   a subset          --keep   keep the builds and catalogs
//   --duration S         autocannon seconds per URL (default 5)
//   --backend postgres   the Postgres backend beside the bundled index instead (scale-postgres.mjs)
// Writes bench-results/scale.json and bench-results/scale.md.
import { parseArgs } from 'node:util';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isolatedBuild, ROOT } from '../lib/isolated-build.mjs';
import { SCALE_WORK, scaleCatalog } from './lib/scale-catalog.mjs';
import { loadCatalog } from './lib/catalog.mjs';
import { mixedQueries, toQuery } from './lib/queries.mjs';
import { loadListingSearch } from '../../src/search/load.ts';

// Unknown options are ignored, as they always were.
const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string' },
    keep: { type: 'boolean' },
    duration: { type: 'string' },
    backend: { type: 'string' },
  },
  strict: false,
});
const opt = (name, def) => args[name] ?? def;
// --backend postgres: the Postgres search backend beside the bundled index (./scale-postgres.mjs).
if (opt('backend', 'bundled') === 'postgres') {
  await import('./scale-postgres.mjs');
  process.exit(0);
}
const SIZES = opt('sizes', '1000,10000,100000').split(',').map(Number);
const KEEP = args.keep === true;
const DURATION = Number(opt('duration', 5));
const WORK = SCALE_WORK;
const VERCEL_LIMIT = 250 * 1024 * 1024;
const TARGETS = {
  build_10k_s: 60,
  build_100k_s: 600,
  rss_gib: 4,
  cold_ms: 800,
  p50_ms: 1.5,
  p99_ms: 15,
  bundle_mb: 50,
};

const median = (a) => {
  const s = [...a].sort((x, y) => x - y);
  return s[Math.floor((s.length - 1) / 2)];
};
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const MB = (b) => `${(b / 1e6).toFixed(1)} MB`;
const log = (m) => console.log(`[scale] ${m}`);

function walk(dir, visit) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) walk(p, visit);
    else visit(p, st.size);
  }
}
function folderBytes(dir) {
  let b = 0,
    n = 0;
  walk(dir, (_, s) => {
    b += s;
    n++;
  });
  return { bytes: b, files: n };
}

/** Fresh node: import the function bundle, answer one request; ms since process start (median of 5). */
const COLD_CHILD = `
const [file, url, method] = process.argv.slice(1);
const mod = await import(file);
const init = method === 'POST' ? { method, headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }) } : {};
const res = await mod.default.fetch(new Request(url, init));
const body = await res.text();
process.stdout.write(JSON.stringify({ ms: performance.now(), status: res.status, bytes: body.length }));
`;
function coldStart(funcDir, url, method = 'GET') {
  const runs = [];
  let status;
  for (let i = 0; i < 5; i++) {
    const r = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', COLD_CHILD, join(funcDir, 'index.mjs'), url, method],
      { encoding: 'utf8', cwd: funcDir },
    );
    if (r.status !== 0) throw new Error(`cold start of ${funcDir} failed: ${r.stderr}`);
    const out = JSON.parse(r.stdout);
    runs.push(out.ms);
    status = out.status;
  }
  return { ms: median(runs), status };
}

function latency(dataDir, queries, recordCache) {
  const s = loadListingSearch(dataDir, { recordCache });
  const qs = queries.map(toQuery);
  for (let w = 0; w < 3; w++) for (const q of qs) s.searchListingsBytes(q);
  const samples = [];
  const t0 = performance.now();
  for (let r = 0; r < 300 && (r < 5 || performance.now() - t0 < 4000); r++) {
    for (const q of qs) {
      const a = performance.now();
      s.searchListingsBytes(q);
      samples.push(performance.now() - a);
    }
  }
  samples.sort((a, b) => a - b);
  const typo = s.searchListings(toQuery({ q: 'heidelburg' })).total;
  return {
    p50_ms: pct(samples, 0.5),
    p99_ms: pct(samples, 0.99),
    samples: samples.length,
    typo_heidelburg_total: typo,
  };
}

async function load(output, paths) {
  const { default: autocannon } = await import('autocannon');
  const port = 4600 + Math.floor(Math.random() * 300);
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `
    const { loadBuildOutput } = await import(${JSON.stringify(join(ROOT, 'src/server/build-output-server.ts'))});
    const { serveHandler } = await import(${JSON.stringify(join(ROOT, 'src/server/node-http.ts'))});
    const out = await loadBuildOutput(${JSON.stringify(output)});
    await serveHandler(out.handle, { port: ${port}, host: '127.0.0.1' });
    console.log('ready');
  `,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('ready') && resolve());
    child.on('exit', (c) => reject(new Error(`server exited ${c}`)));
  });
  const out = {};
  try {
    for (const [name, path] of Object.entries(paths)) {
      await fetch(`http://127.0.0.1:${port}${path}`).then((r) => r.text()); // warm (function load)
      const r = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: 10, duration: DURATION });
      out[name] = {
        path,
        rps: Math.round(r.requests.average),
        p50_ms: r.latency.p50,
        p99_ms: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
      };
    }
  } finally {
    child.kill();
  }
  out.ratio_search_vs_static = out.search.rps / out.static.rps;
  return out;
}

const results = {
  date: new Date().toISOString(),
  node: process.version,
  machine: `${cpus().length}× ${cpus()[0]?.model ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB`,
  targets: TARGETS,
  sizes: [],
};
mkdirSync(WORK, { recursive: true });

for (const n of SIZES) {
  log(`=== ${n} listings`);
  const { dir, manuals } = scaleCatalog(n, log);
  const site = 'http://127.0.0.1:4321';
  const b = isolatedBuild({ contentDir: dir, site });
  if (b.status !== 0) throw new Error(`build of ${n} failed:\n${b.stdout.slice(-3000)}\n${b.stderr.slice(-3000)}`);
  const steps = Object.fromEntries(
    [...b.stdout.matchAll(/\[build\] ([a-z ]+): (\d+) ms$/gm)].map((m) => [m[1], Number(m[2])]),
  );
  log(
    `build ${(b.wallMs / 1000).toFixed(1)} s, peak RSS ${b.maxRssKb ? MB(b.maxRssKb * 1024) : '?'}; ${JSON.stringify(steps)}`,
  );
  const info = JSON.parse(readFileSync(join(b.output, 'build-info.json'), 'utf8'));
  const stat = folderBytes(join(b.output, 'static'));
  const dataDir = join(b.root, '.generated/data');
  const index = readdirSync(dataDir)
    .filter((f) => f !== 'research.json')
    .map((f) => {
      const raw = readFileSync(join(dataDir, f));
      return { file: f, bytes: raw.byteLength, gzip: gzipSync(raw, { level: 6 }).byteLength };
    });
  const fnRoot = join(b.output, 'functions/api/agents/v1');
  const funcs = [];
  const funcDirs = [];
  const findFuncs = (d) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (name.endsWith('.func')) funcDirs.push(p);
      else if (statSync(p).isDirectory()) findFuncs(p);
    }
  };
  findFuncs(fnRoot);
  const catalog = loadCatalog(dir, site);
  const slug = catalog.listings[0].slug;
  const manualId = catalog.manuals[0]?.id ?? 'man_missing';
  const requestFor = (name) => {
    if (name === 'listings.func') return [`${site}/api/agents/v1/listings?q=cutter&location=US`];
    if (name === 'manuals.func') return [`${site}/api/agents/v1/manuals?q=manual`];
    if (name === 'mcp.func') return [`${site}/api/agents/v1/mcp`, 'POST'];
    if (name === 'fallback.func') return [`${site}/api/agents/v1/nothing-here`];
    if (name.startsWith('[slug_or_id]')) return [`${site}/api/agents/v1/listings/${slug}`];
    if (name.startsWith('[public_id]')) return [`${site}/api/agents/v1/manuals/${manualId}`];
    return [`${site}/api/agents/v1/`];
  };
  for (const fd of funcDirs) {
    const name = fd.slice(fnRoot.length + 1);
    const size = folderBytes(fd).bytes;
    const cold = coldStart(fd, ...requestFor(name.split('/').pop()));
    funcs.push({ name, bytes: size, of_vercel_limit: size / VERCEL_LIMIT, cold_ms: cold.ms, status: cold.status });
    log(`function ${name}: ${MB(size)}, cold ${cold.ms.toFixed(0)} ms (status ${cold.status})`);
  }
  const queries = mixedQueries(catalog.listings);
  const lat = latency(dataDir, queries, 1024);
  const latNoCache = latency(dataDir, queries, 0);
  log(
    `query p50 ${lat.p50_ms.toFixed(3)} ms, p99 ${lat.p99_ms.toFixed(3)} ms (no record cache: ${latNoCache.p50_ms.toFixed(3)} / ${latNoCache.p99_ms.toFixed(3)} ms)`,
  );
  const http = await load(b.output, {
    search: '/api/agents/v1/listings?q=cutter&location=US',
    static: '/api/agents/v1/site.json',
  });
  log(
    `http search ${http.search.rps} req/s vs static ${http.static.rps} req/s (${(http.ratio_search_vs_static * 100).toFixed(0)}%)`,
  );
  results.sizes.push({
    listings: n,
    manuals,
    published_listings: info.listings,
    published_manuals: info.manuals,
    queries: queries.length,
    build: { wall_s: b.wallMs / 1000, max_rss_mb: b.maxRssKb ? (b.maxRssKb * 1024) / 1e6 : null, steps_ms: steps },
    static: { files: stat.files, bytes: stat.bytes },
    index: { files: index, bytes: index.reduce((s, f) => s + f.bytes, 0), gzip: index.reduce((s, f) => s + f.gzip, 0) },
    functions: funcs,
    query: { cached: lat, no_record_cache: latNoCache },
    http,
  });
  if (!KEEP) b.cleanup();
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench-results/scale.json'), `${JSON.stringify(results, null, 2)}\n`);
}

// ---------------------------------------------------------------- markdown
const rows = results.sizes;
const col = (f) => rows.map(f).join(' | ');
const fn = (r, name) => r.functions.find((f) => f.name === name);
const fnNames = [...new Set(rows.flatMap((r) => r.functions.map((f) => f.name)))];
const md = [
  `# Scale benchmark`,
  '',
  `${results.date.slice(0, 10)}, ${results.machine}, Node ${results.node}. Generated catalogs (seed 7, manuals = listings / 5), each built in an isolated copy (\`npm run bench:scale\`).`,
  '',
  `| | ${rows.map((r) => `${r.listings.toLocaleString('en-US')} listings`).join(' | ')} |`,
  `|---|${rows.map(() => '---').join('|')}|`,
  `| published listings / manuals | ${col((r) => `${r.published_listings.toLocaleString('en-US')} / ${r.published_manuals.toLocaleString('en-US')}`)} |`,
  `| full build (wall) | ${col((r) => `${r.build.wall_s.toFixed(1)} s`)} |`,
  `| peak memory (largest process) | ${col((r) => (r.build.max_rss_mb ? `${Math.round(r.build.max_rss_mb)} MB` : '?'))} |`,
  `| build steps: astro / listing pages / indexes / leak scan | ${col((r) => `${['astro build', 'listing pages', 'search indexes', 'leak scan'].map((k) => `${((r.build.steps_ms[k] ?? 0) / 1000).toFixed(1)}`).join(' / ')} s`)} |`,
  `| static files (count, size) | ${col((r) => `${r.static.files.toLocaleString('en-US')}, ${MB(r.static.bytes)}`)} |`,
  `| search data (raw / gzip) | ${col((r) => `${MB(r.index.bytes)} / ${MB(r.index.gzip)}`)} |`,
  `| of which listing text index (shards) / records / meta | ${col((r) => [(f) => /^listings\..*\.flex$/.test(f), (f) => f === 'listings.records', (f) => /^listings\..*meta$/.test(f)].map((is) => MB(r.index.files.filter((x) => is(x.file)).reduce((s, x) => s + x.bytes, 0))).join(' / '))} |`,
  ...fnNames.map(
    (name) =>
      `| \`${name}\` size (% of 250 MB) / cold start | ${col((r) => {
        const f = fn(r, name);
        return f ? `${MB(f.bytes)} (${(f.of_vercel_limit * 100).toFixed(1)}%) / ${f.cold_ms.toFixed(0)} ms` : '–';
      })} |`,
  ),
  `| query p50 / p99 in-process (record cache) | ${col((r) => `${r.query.cached.p50_ms.toFixed(3)} / ${r.query.cached.p99_ms.toFixed(2)} ms`)} |`,
  `| query p50 / p99 in-process (no record cache) | ${col((r) => `${r.query.no_record_cache.p50_ms.toFixed(3)} / ${r.query.no_record_cache.p99_ms.toFixed(2)} ms`)} |`,
  `| typo \`heidelburg\` total | ${col((r) => r.query.cached.typo_heidelburg_total)} |`,
  `| HTTP search req/s (p99) | ${col((r) => `${r.http.search.rps} (${r.http.search.p99_ms} ms)`)} |`,
  `| HTTP static file req/s (p99) | ${col((r) => `${r.http.static.rps} (${r.http.static.p99_ms} ms)`)} |`,
  `| search / static | ${col((r) => `${(r.http.ratio_search_vs_static * 100).toFixed(0)}%`)} |`,
  '',
  `Cold start: a fresh \`node\` imports the function's \`index.mjs\` and answers one request (listings: \`q=cutter&location=US\`), time from process start, median of 5. Query latency: ${rows[0]?.queries ?? ''} mixed queries (words, phrases, make+model, typos, filters) through \`searchListingsBytes\`, page 1 of 20 with exact total and facets. HTTP: autocannon, 10 connections, ${DURATION} s per URL, server in its own process (\`src/server\`, the routing table of the deployment).`,
  '',
  `Targets: 10k build < ${TARGETS.build_10k_s} s, 100k build < ${TARGETS.build_100k_s / 60} min under ${TARGETS.rss_gib} GiB; at 100k cold start < ${TARGETS.cold_ms} ms, p50 < ${TARGETS.p50_ms} ms, p99 < ${TARGETS.p99_ms} ms, every function < ${TARGETS.bundle_mb} MB.`,
];
const checks = [];
for (const r of rows) {
  if (r.listings === 10000) checks.push([`10k build < 60 s`, r.build.wall_s < TARGETS.build_10k_s]);
  if (r.listings === 100000) {
    checks.push([`100k build < 10 min`, r.build.wall_s < TARGETS.build_100k_s]);
    checks.push([
      `100k peak memory < 4 GiB`,
      r.build.max_rss_mb !== null && r.build.max_rss_mb * 1e6 < TARGETS.rss_gib * 2 ** 30,
    ]);
    checks.push([`100k search cold start < 800 ms`, fn(r, 'listings.func').cold_ms < TARGETS.cold_ms]);
    checks.push([`100k p50 < 1.5 ms`, r.query.cached.p50_ms < TARGETS.p50_ms]);
    checks.push([`100k p99 < 15 ms`, r.query.cached.p99_ms < TARGETS.p99_ms]);
    checks.push([`100k every function < 50 MB`, r.functions.every((f) => f.bytes < TARGETS.bundle_mb * 1e6)]);
  }
}
if (checks.length) md.push('', ...checks.map(([l, ok]) => `- ${ok ? 'MET' : 'MISSED'}: ${l}`));
results.checks = Object.fromEntries(checks);
writeFileSync(join(ROOT, 'bench-results/scale.json'), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(join(ROOT, 'bench-results/scale.md'), `${md.join('\n')}\n`);
console.log(`\n${md.join('\n')}`);
if (!KEEP) rmSync(WORK, { recursive: true, force: true });
