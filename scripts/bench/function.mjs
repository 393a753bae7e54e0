// npm run bench -- --function: what a caller waits for. The built listing
// search function (.vercel/output/functions/api/agents/v1/listings.func) is
// imported by a process of its own and answers `default.fetch(new Request(url))`,
// body read, on distinct realistic queries that no cache has seen; MiniSearch
// (fuzzy 0.2, prefix, the same filters, the same page of records serialised
// into a Response) answers the same queries in the same run from its own
// process, interleaved query by query so machine noise falls on both alike.
//   --sizes 10000,100000   catalog sizes (default 10000)
//   --queries N            measured queries per size (default 3000, at least 2000)
//   --output DIR           measure this build output instead of building (one size)
//   --keep                 keep the generated catalogs and builds (printed)
//   --baseline REF         also build git revision REF (e.g. main) from the same catalog and measure its
//                          function in the same run, interleaved: ours ÷ baseline is the cost of a change
//   --phrased N            also measure N queries phrased as buyers write them (the errand generator's)
//   --pin                  each engine's process on cores of its own: ours (and the baseline) on one, MiniSearch
//                          on the other (lib/isolated-engines.mjs pinnedCpus; needs 2 cores and taskset)
//   --in-process           every engine in this one process (the earlier way) instead of each alone in its own
//                          (lib/isolated-engines.mjs: a deployed instance's collector walks only its own heap)
// Ours is also measured alone: a fresh process holding only the function answers the same warm-up and measured
// queries (unseen there too), what one function instance does, with no other engine's work between its queries.
// Also: cold start (fresh process → first filtered text answer, median of 5),
// every function's size, and (when built here) build wall time and peak memory.
// Writes bench-results/function.json and bench-results/function.md.
import { parseArgs } from 'node:util';
import { spawnSync } from 'node:child_process';
import { generateCatalog } from './lib/scale-catalog.mjs';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isolatedBuild, revisionRoot, ROOT } from '../lib/isolated-build.mjs';
import { makeErrands, readRaw, readTypes } from './lib/errands.mjs';
import { loadCatalog } from './lib/catalog.mjs';
import { measuredAndWarm, toSearch } from './lib/distinct-queries.mjs';
import { engineStats, interleave, stats as timeStats } from './lib/function-latency.mjs';
import { closeEngines, inProcessEngines, isolatedEngines, modeNote, pinnedCpus } from './lib/isolated-engines.mjs';

// Unknown options are let through: `npm run bench -- --function` reaches function.mjs with its dispatcher's flag.
const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string' },
    queries: { type: 'string' },
    output: { type: 'string' },
    keep: { type: 'boolean' },
    baseline: { type: 'string' },
    phrased: { type: 'string' },
    'in-process': { type: 'boolean' },
    pin: { type: 'boolean' },
  },
  strict: false,
});
const opt = (name, def) => args[name] ?? def;
const SIZES = opt('sizes', '10000').split(',').map(Number);
const N_QUERIES = Math.max(2000, Number(opt('queries', 3000)));
const GIVEN_OUTPUT = opt('output', null);
const KEEP = args.keep === true;
const BASELINE = opt('baseline', null);
const PHRASED = Number(opt('phrased', BASELINE ? 700 : 0));
const IN_PROCESS = args['in-process'] === true;
const PIN = args.pin === true && !IN_PROCESS;
const WORK = join(tmpdir(), `secondline-bench-fn-${process.pid}`);
const SITE = 'http://127.0.0.1:4321';
const MANUALS_PER_LISTING = 0.2; // 20,000 manuals at 100,000 listings
const TARGETS = {
  10000: { p50_ms: 0.2, p99_ms: 1.5, mini_p50: 5, mini_p99: 10, cold_ms: 150 },
  // Issue 29's targets for the bundled index at 100,000 (the earlier round's were 0.5 / 5 ms, 400 ms, 40 MB, 300 s, 3 GiB).
  100000: { p50_ms: 0.2, p99_ms: 3, cold_ms: 150, func_mb: 30, build_s: 240, rss_gib: 2.5, leak_scan_s: 60 },
};

const median = (a) => {
  const s = [...a].sort((x, y) => x - y);
  return s[Math.floor((s.length - 1) / 2)];
};
const MB = (b) => `${(b / 1e6).toFixed(1)} MB`;
const ms = (x) => (x < 1 ? `${(x * 1000).toFixed(0)} µs` : `${x.toFixed(2)} ms`);
const log = (m) => console.log(`[bench:function] ${m}`);

function folderBytes(dir) {
  let b = 0;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const st = statSync(p);
    b += st.isDirectory() ? folderBytes(p) : st.size;
  }
  return b;
}
function functionDirs(root) {
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (name.endsWith('.func')) out.push(p);
      else if (statSync(p).isDirectory()) walk(p);
    }
  };
  walk(root);
  return out;
}

function generate(n) {
  const dir = join(WORK, `catalog-${n}`);
  const manuals = Math.round(n * MANUALS_PER_LISTING);
  generateCatalog(dir, n, manuals);
  return { dir, manuals };
}

/** Fresh node: import the function, answer one filtered text query, ms since process start. */
const COLD_CHILD = `
const [file, url] = process.argv.slice(1);
const mod = await import(file);
const res = await mod.default.fetch(new Request(url));
const body = await res.text();
process.stdout.write(JSON.stringify({ ms: performance.now(), status: res.status, bytes: body.length }));
`;
function coldStart(funcDir, url) {
  const runs = [];
  for (let i = 0; i < 5; i++) {
    const r = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', COLD_CHILD, pathToFileURL(join(funcDir, 'index.mjs')).href, url],
      { encoding: 'utf8', env: { ...process.env, SECONDLINE_DATA_DIR: '' } },
    );
    if (r.status !== 0) throw new Error(`cold start of ${funcDir} failed: ${r.stderr}`);
    const out = JSON.parse(r.stdout);
    if (out.status !== 200) throw new Error(`cold start of ${funcDir}: status ${out.status}`);
    runs.push(out.ms);
  }
  return { ms: median(runs), runs };
}

/**
 * The queries, drawn from the catalog, which is then let go: the measuring process holds no catalog (in-process,
 * MiniSearch holds its own copy). Warm-up: queries that are not measured (another seed, repeats removed).
 */
function drawQueries(catalogDir, origin) {
  const { listings } = loadCatalog(catalogDir, origin);
  const { measured, warm } = measuredAndWarm(listings, N_QUERIES);
  // Queries phrased as buyers write them (type, price, year, order, condition and place phrases in seven languages).
  const phrased = PHRASED
    ? makeErrands(readRaw(catalogDir), readTypes(catalogDir), { count: Math.ceil(PHRASED / 7), seed: 5 }).map((e) => ({
        q: e.q,
        kind: 'phrased',
        page: 1,
      }))
    : [];
  return { measured, warm, phrased };
}

/** A fresh node holding only the function: the warm-up queries, then each measured one timed, body read. */
const ALONE_CHILD = `
import { readFileSync } from 'node:fs';
const [file, queries] = process.argv.slice(1);
const { warm, measured } = JSON.parse(readFileSync(queries, 'utf8'));
const fn = (await import(file)).default;
const ask = async (url) => {
  const res = await fn.fetch(new Request(url));
  await res.text();
  return res.status;
};
for (const url of warm) await ask(url);
const out = [];
for (const url of measured) {
  const a = performance.now();
  const status = await ask(url);
  out.push([performance.now() - a, status]);
}
process.stdout.write(JSON.stringify(out));
`;
function alone(funcDir, warmUrls, measuredUrls) {
  const file = join(WORK, 'alone-queries.json');
  writeFileSync(file, JSON.stringify({ warm: warmUrls, measured: measuredUrls }));
  const r = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', ALONE_CHILD, pathToFileURL(join(funcDir, 'index.mjs')).href, file],
    { encoding: 'utf8', env: { ...process.env, SECONDLINE_DATA_DIR: '' }, maxBuffer: 64 * 1024 * 1024 },
  );
  if (r.status !== 0) throw new Error(`the function alone (${funcDir}) failed: ${r.stderr}`);
  const out = JSON.parse(r.stdout);
  if (out.some(([, status]) => status !== 200)) throw new Error('the function alone answered other than 200');
  return out.map(([t]) => t);
}

async function measureSize(n) {
  log(`=== ${n.toLocaleString('en-US')} listings`);
  let output = GIVEN_OUTPUT && resolve(GIVEN_OUTPUT);
  let build = null;
  let catalogDir;
  if (output) {
    catalogDir = JSON.parse(readFileSync(join(output, 'build-info.json'), 'utf8')).content;
  } else {
    const t0 = performance.now();
    const g = generate(n);
    catalogDir = g.dir;
    log(`generated ${n} listings + ${g.manuals} manuals in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const b = isolatedBuild({ contentDir: g.dir, site: SITE });
    if (b.status !== 0) throw new Error(`build of ${n} failed:\n${b.stdout.slice(-3000)}\n${b.stderr.slice(-3000)}`);
    const steps = Object.fromEntries(
      [...b.stdout.matchAll(/\[build\] ([a-z ]+): (\d+) ms$/gm)].map((m) => [m[1], Number(m[2])]),
    );
    build = {
      wall_s: b.wallMs / 1000,
      max_rss_mb: b.maxRssKb ? (b.maxRssKb * 1024) / 1e6 : null,
      steps_ms: steps,
      root: b.root,
      cleanup: b.cleanup,
    };
    output = b.output;
    log(
      `build ${build.wall_s.toFixed(1)} s, peak RSS ${build.max_rss_mb ? `${Math.round(build.max_rss_mb)} MB` : '?'}; ${JSON.stringify(steps)}`,
    );
  }
  const info = JSON.parse(readFileSync(join(output, 'build-info.json'), 'utf8'));
  const origin = info.site;
  const fnRoot = join(output, 'functions/api/agents/v1');
  const funcs = functionDirs(fnRoot).map((d) => ({ name: d.slice(fnRoot.length + 1), bytes: folderBytes(d) }));
  const searchFunc = join(fnRoot, 'listings.func');

  const cold = coldStart(searchFunc, `${origin}/api/agents/v1/listings?q=press&condition=good`);
  log(
    `cold start (process → first filtered text answer) ${cold.ms.toFixed(0)} ms (median of 5: ${cold.runs.map((x) => x.toFixed(0)).join(', ')})`,
  );

  // The baseline revision, built from the same catalog, answering in the same run.
  let baseBuild = null;
  if (BASELINE) {
    const t1 = performance.now();
    baseBuild = isolatedBuild({ contentDir: catalogDir, site: SITE, root: revisionRoot(BASELINE) });
    if (baseBuild.status !== 0)
      throw new Error(
        `build of ${BASELINE} failed:\n${baseBuild.stdout.slice(-3000)}\n${baseBuild.stderr.slice(-3000)}`,
      );
    log(`baseline ${BASELINE} built in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
  }
  const { measured, warm, phrased } = drawQueries(catalogDir, origin);
  // Each engine alone in its own process (MiniSearch built there from the catalog), or all here (--in-process).
  const t0 = performance.now();
  const cpus = PIN ? pinnedCpus([['ours', 'baseline'], ['minisearch']]) : null;
  if (PIN && !cpus) log('--pin: fewer than 2 cores or no taskset; engines not pinned');
  const engines = await (IN_PROCESS ? inProcessEngines : isolatedEngines)(
    {
      ours: { func: searchFunc, cpu: cpus?.ours },
      minisearch: { minisearch: catalogDir, cpu: cpus?.minisearch },
      ...(baseBuild
        ? { baseline: { func: join(baseBuild.output, 'functions/api/agents/v1/listings.func'), cpu: cpus?.baseline } }
        : {}),
    },
    origin,
  );
  const miniInfo = engines.minisearch.info;
  log(
    `engines up in ${((performance.now() - t0) / 1000).toFixed(1)} s (${IN_PROCESS ? 'one process' : 'isolated'}); ` +
      `MiniSearch built in ${(miniInfo.build_ms / 1000).toFixed(1)} s over ${miniInfo.listings} published listings`,
  );

  const byKind = {};
  let bytes = 0,
    empty = 0,
    miniEmpty = 0,
    bad = 0;
  const all = [...measured, ...phrased];
  const onAnswer = (name, i, a) => {
    if (all[i].kind === 'phrased') return;
    if (name === 'ours') {
      if (a.status !== 200) bad++;
      bytes += a.bytes;
      if (a.empty) empty++;
      (byKind[all[i].kind] ??= []).push(a.ms);
    }
    if (name === 'minisearch' && a.head.startsWith('{"total":0,')) miniEmpty++;
  };
  // Rotate who goes first (interleave's turn), so no engine always runs on a cache another warmed.
  const run = await interleave(engines, all, warm, { compare: ['ours', 'baseline'], onAnswer });
  const gcs = {};
  for (const name of Object.keys(engines)) gcs[name] = await engines[name].gcs();
  await closeEngines(engines);
  // Ours alone: a fresh process answering the same queries back to back, no other engine's turn between them.
  const url = (q) => `${origin}/api/agents/v1/listings?${toSearch(q)}`;
  const aloneMs = alone(searchFunc, warm.map(url), measured.map(url));
  const aloneByKind = {};
  measured.forEach((q, i) => (aloneByKind[q.kind] ??= []).push(aloneMs[i]));
  const times = Object.fromEntries(
    Object.entries(run.answers).map(([name, xs]) => {
      const of = (phr) => xs.filter((_, i) => (all[i].kind === 'phrased') === phr);
      return [name, { standard: of(false), phrased: of(true) }];
    }),
  );
  // p50 / p99 and the garbage-collection pauses inside the measured queries, per engine.
  const stats = (name, set) => (times[name][set].length ? engineStats(times[name][set], gcs[name]) : null);
  const r = {
    listings: n,
    published_listings: info.listings,
    published_manuals: info.manuals,
    queries: measured.length,
    warmup_queries: warm.length,
    ours: {
      ...stats('ours', 'standard'),
      mean_body_bytes: Math.round(bytes / measured.length),
      empty_results: empty,
      non_200: bad,
    },
    minisearch: { ...stats('minisearch', 'standard'), empty_results: miniEmpty, build_ms: miniInfo.build_ms },
    alone: {
      ...timeStats(aloneMs),
      by_kind_p50_ms: Object.fromEntries(Object.entries(aloneByKind).map(([k, v]) => [k, median(v)])),
    },
    by_kind_p50_ms: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, { n: v.length, p50_ms: median(v) }])),
    cold_start_ms: cold.ms,
    cold_runs_ms: cold.runs,
    functions: funcs,
    build: build && { wall_s: build.wall_s, max_rss_mb: build.max_rss_mb, steps_ms: build.steps_ms },
  };
  r.ratio = { p50: r.minisearch.p50_ms / r.ours.p50_ms, p99: r.minisearch.p99_ms / r.ours.p99_ms };
  if (phrased.length)
    r.phrased = {
      queries: phrased.length,
      ...Object.fromEntries(Object.keys(engines).map((name) => [name, stats(name, 'phrased')])),
    };
  r.engines_isolated = !IN_PROCESS;
  r.engines_pinned = cpus;
  if (baseBuild) {
    r.baseline = { ref: BASELINE, ...stats('baseline', 'standard'), bodies_differing: run.differ };
    r.vs_baseline = { p50: r.ours.p50_ms / r.baseline.p50_ms, p99: r.ours.p99_ms / r.baseline.p99_ms };
    if (r.phrased) r.vs_baseline.phrased_p50 = r.phrased.ours.p50_ms / r.phrased.baseline.p50_ms;
    log(
      `baseline ${BASELINE} p50 ${ms(r.baseline.p50_ms)} p99 ${ms(r.baseline.p99_ms)}; ours ÷ baseline ${r.vs_baseline.p50.toFixed(3)} / ${r.vs_baseline.p99.toFixed(3)}`,
    );
    if (!KEEP) baseBuild.cleanup();
  }
  log(`ours alone (own process) p50 ${ms(r.alone.p50_ms)} p99 ${ms(r.alone.p99_ms)}`);
  log(
    `ours p50 ${ms(r.ours.p50_ms)} p99 ${ms(r.ours.p99_ms)}; MiniSearch p50 ${ms(r.minisearch.p50_ms)} p99 ${ms(r.minisearch.p99_ms)}; ratio ${r.ratio.p50.toFixed(1)}× / ${r.ratio.p99.toFixed(1)}×`,
  );
  if (build && KEEP) log(`kept build in ${build.root}, catalog in ${catalogDir}`);
  else if (build) build.cleanup();
  return r;
}

const results = {
  date: new Date().toISOString(),
  node: process.version,
  machine: `${cpus().length}× ${cpus()[0]?.model ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB`,
  load: loadavg().map((x) => Number(x.toFixed(1))),
  targets: TARGETS,
  sizes: [],
};
mkdirSync(WORK, { recursive: true });
try {
  for (const n of GIVEN_OUTPUT ? SIZES.slice(0, 1) : SIZES) results.sizes.push(await measureSize(n));
} finally {
  if (!KEEP) rmSync(WORK, { recursive: true, force: true });
}

// ---------------------------------------------------------------- report
const rows = results.sizes;
const col = (f) => rows.map(f).join(' | ');
const fnNames = [...new Set(rows.flatMap((r) => r.functions.map((f) => f.name)))];
const md = [
  '# Function-level search benchmark',
  '',
  `${results.date.slice(0, 10)}, ${results.machine}, Node ${results.node}. \`npm run bench -- --function\`: the bundled \`listings.func\` imported as a function instance imports it, \`default.fetch(new Request(url))\` with the body read, ${rows[0]?.queries ?? ''} distinct queries per size (make + model, title words, two-word phrases, typos, category + condition + country filters, ~15 % include_sold, ~10 % page 2–4), none seen before (JIT warmed on ${rows[0]?.warmup_queries ?? ''} other queries). MiniSearch 7 (fuzzy 0.2, prefix, same filters, same 20 records serialised into a Response and read) answers the same queries, interleaved query by query. ${modeNote(!rows[0]?.engines_isolated, rows[0]?.engines_pinned)} Ratios are MiniSearch / ours, from the same run${results.load ? `; load average ${results.load.join(' / ')} when it started` : ''}.`,
  '',
  `| | ${rows.map((r) => `${r.listings.toLocaleString('en-US')} listings (${r.published_listings.toLocaleString('en-US')} published, ${r.published_manuals.toLocaleString('en-US')} manuals)`).join(' | ')} |`,
  `|---|${rows.map(() => '---').join('|')}|`,
  `| ours p50 / p99 | ${col((r) => `${ms(r.ours.p50_ms)} / ${ms(r.ours.p99_ms)}`)} |`,
  `| MiniSearch p50 / p99 | ${col((r) => `${ms(r.minisearch.p50_ms)} / ${ms(r.minisearch.p99_ms)}`)} |`,
  `| GC pauses ('gc' entries: stop-the-world parts) inside measured queries, ours / MiniSearch: all, in the slowest 1 % | ${col((r) => [r.ours, r.minisearch].map((e) => `${ms(e.gc_ms)}, ${ms(e.gc_in_slowest_1pct_ms)}`).join(' / '))} |`,
  `| MiniSearch ÷ ours, p50 / p99 | ${col((r) => `${r.ratio.p50.toFixed(1)}× / ${r.ratio.p99.toFixed(1)}×`)} |`,
  `| ours p50 by kind | ${col((r) =>
    Object.entries(r.by_kind_p50_ms)
      .map(([k, v]) => `${k} ${ms(v.p50_ms)}`)
      .join(', '),
  )} |`,
  `| ours alone in its own process, p50 / p99 (the same queries, no other engine between them) | ${col((r) => `${ms(r.alone.p50_ms)} / ${ms(r.alone.p99_ms)}`)} |`,
  `| ours alone p50 by kind | ${col((r) =>
    Object.entries(r.alone.by_kind_p50_ms)
      .map(([k, v]) => `${k} ${ms(v)}`)
      .join(', '),
  )} |`,
  `| cold start (process → first filtered text answer, median of 5) | ${col((r) => `${r.cold_start_ms.toFixed(0)} ms`)} |`,
  ...fnNames.map(
    (name) =>
      `| \`${name}\` size | ${col((r) => {
        const f = r.functions.find((x) => x.name === name);
        return f ? MB(f.bytes) : '–';
      })} |`,
  ),
  `| build wall / peak memory | ${col((r) => (r.build ? `${r.build.wall_s.toFixed(0)} s / ${r.build.max_rss_mb ? `${Math.round(r.build.max_rss_mb)} MB` : '?'}` : '(given output)'))} |`,
  `| build steps | ${col((r) =>
    r.build
      ? Object.entries(r.build.steps_ms)
          .filter(([k]) => !['routing table'].includes(k))
          .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`)
          .join(', ')
      : '–',
  )} |`,
  `| mean body / empty results ours, MiniSearch | ${col((r) => `${(r.ours.mean_body_bytes / 1000).toFixed(1)} kB / ${r.ours.empty_results}, ${r.minisearch.empty_results}`)} |`,
  ...(rows.some((r) => r.baseline)
    ? [
        `| baseline (${rows.find((r) => r.baseline).baseline.ref}) p50 / p99, ours ÷ baseline | ${col((r) => (r.baseline ? `${ms(r.baseline.p50_ms)} / ${ms(r.baseline.p99_ms)}, **${r.vs_baseline.p50.toFixed(3)} / ${r.vs_baseline.p99.toFixed(3)}**, bodies differing ${r.baseline.bodies_differing}` : '–'))} |`,
      ]
    : []),
  ...(rows.some((r) => r.phrased)
    ? [
        `| phrased queries p50 / p99: ours, MiniSearch${rows.some((r) => r.baseline) ? ', baseline' : ''} | ${col(
          (r) =>
            r.phrased
              ? `${[r.phrased.ours, r.phrased.minisearch, r.phrased.baseline]
                  .filter(Boolean)
                  .map((x) => `${ms(x.p50_ms)} / ${ms(x.p99_ms)}`)
                  .join(', ')} (${r.phrased.queries})`
              : '–',
        )} |`,
      ]
    : []),
];
const checks = [];
for (const r of rows) {
  const t = TARGETS[r.listings];
  if (!t) continue;
  const k = `${r.listings / 1000}k`;
  checks.push([`${k} p50 ≤ ${ms(t.p50_ms)}`, r.ours.p50_ms <= t.p50_ms]);
  checks.push([`${k} p99 ≤ ${ms(t.p99_ms)}`, r.ours.p99_ms <= t.p99_ms]);
  if (t.mini_p50) checks.push([`${k} ≥ ${t.mini_p50}× MiniSearch at p50`, r.ratio.p50 >= t.mini_p50]);
  if (t.mini_p99) checks.push([`${k} ≥ ${t.mini_p99}× MiniSearch at p99`, r.ratio.p99 >= t.mini_p99]);
  checks.push([`${k} cold start ≤ ${t.cold_ms} ms`, r.cold_start_ms <= t.cold_ms]);
  if (t.func_mb)
    checks.push([`${k} every function ≤ ${t.func_mb} MB`, r.functions.every((f) => f.bytes <= t.func_mb * 1e6)]);
  if (t.build_s && r.build) checks.push([`${k} build ≤ ${t.build_s / 60} min`, r.build.wall_s <= t.build_s]);
  if (t.rss_gib && r.build?.max_rss_mb)
    checks.push([`${k} build peak memory ≤ ${t.rss_gib} GiB`, r.build.max_rss_mb * 1e6 <= t.rss_gib * 2 ** 30]);
  const leakMs = r.build?.steps_ms?.['leak scan'];
  if (t.leak_scan_s && leakMs !== undefined)
    checks.push([`${k} leak scan ≤ ${t.leak_scan_s} s`, leakMs <= t.leak_scan_s * 1000]);
  if (r.ours.non_200) checks.push([`${k} every answer 200`, false]);
  if (r.vs_baseline) checks.push([`${k} p50 within 10 % of ${r.baseline.ref}`, r.vs_baseline.p50 <= 1.1]);
}
md.push('', ...checks.map(([l, ok]) => `- ${ok ? 'MET' : 'MISSED'}: ${l}`));
results.checks = Object.fromEntries(checks);
mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
const stem = BASELINE ? `function-vs-${BASELINE.replace(/[^A-Za-z0-9._-]/g, '_')}` : 'function';
writeFileSync(join(ROOT, `bench-results/${stem}.json`), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(join(ROOT, `bench-results/${stem}.md`), `${md.join('\n')}\n`);
console.log(`\n${md.join('\n')}\n\nwrote bench-results/${stem}.json, bench-results/${stem}.md`);
