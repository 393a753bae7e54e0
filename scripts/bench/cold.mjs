// npm run bench -- --cold: the listing function's cold start, this build against a baseline build of the same
// catalog (e.g. main's, from `git worktree add` or `npm run bench -- --function --baseline main --keep`), or, with
// --ref, this tree's function code against REF's over the same build's index files (./lib/code-sides.mjs: no
// second build, and builds made at different times drift more than a change to the code).
// Fresh processes alternate between the two functions (who goes first alternating), each importing its
// function and answering one filtered text request (`--function`'s cold start: ?q=press&condition=good);
// a process reports its wall time since it started, its CPU time (user + system) and the minor page faults of its
// first answer (fresh memory the import and the answer touched: on a virtual machine each costs a trip to the host,
// 12–17 µs a 4 kB page measured here, and a count moves far less with the machine's load than a time). Then both functions,
// imported in this process, answer the same distinct queries and the buyers' phrased errands, and their
// status, headers and bodies are compared (the index files differ by what each build writes; answers may not).
//   --output DIR          this tree's build output (.vercel/output or a kept bench build)
//   --baseline DIR        the baseline's build output over the same catalog
//   --ref REF             or: the code of revision REF (main, a commit) over --output's index files (or --data DIR
//                         --catalog DIR: an index folder and the content it was built from)
//   --runs N              fresh processes per side (default 21)
//   --queries N           distinct queries compared (default 300; as many phrased errands again)
//   --url PATH?QUERY      the cold request (default /api/agents/v1/listings?q=press&condition=good)
// Exits 1 when any answer differs.
import { parseArgs } from 'node:util';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadCatalog } from './lib/catalog.mjs';
import { codeSides } from './lib/code-sides.mjs';
import { indexData } from './lib/index-data.mjs';
import { distinctQueries, toSearch } from './lib/distinct-queries.mjs';
import { makeErrands, readRaw, readTypes } from './lib/errands.mjs';

const { values: args } = parseArgs({
  options: {
    output: { type: 'string' },
    baseline: { type: 'string' },
    ref: { type: 'string' },
    data: { type: 'string' },
    catalog: { type: 'string' },
    runs: { type: 'string' },
    queries: { type: 'string' },
    url: { type: 'string' },
  },
  strict: false,
});
if (!args.ref && (!args.output || !args.baseline))
  throw new Error('usage: --cold --output BUILD_OUTPUT (--baseline BUILD_OUTPUT | --ref REF)');
const RUNS = Number(args.runs ?? 21);
const N = Number(args.queries ?? 300);
const ORIGIN = 'http://127.0.0.1:4321';
const COLD_URL = `${ORIGIN}${args.url ?? '/api/agents/v1/listings?q=press&condition=good'}`;
const log = (m) => console.log(`[bench:cold] ${m}`);

const side = (name, dir) => {
  const out = resolve(dir);
  const entry = join(out, 'functions/api/agents/v1/listings.func/index.mjs');
  const content = JSON.parse(readFileSync(join(out, 'build-info.json'), 'utf8')).content;
  return { name, entry, content, wall: [], cpu: [], faults: [] };
};
/** With --ref: both functions' code bundled over one build's index files, removed when the bench ends. */
const code = args.ref ? await codeSides(indexData(args).dataDir, args.ref) : null;
if (code) process.on('exit', code.dispose);
const sides = code
  ? code.sides.map((s) => ({ ...s, content: indexData(args).catalogDir, wall: [], cpu: [], faults: [] }))
  : [side('this build', args.output), side('baseline', args.baseline)];
if (sides[0].content !== sides[1].content) throw new Error('the two builds were made from different catalogs');

/** A fresh node: import the function, answer one request; wall ms since the process started, and its CPU. */
const CHILD = `
const [file, url] = process.argv.slice(1);
const f0 = process.resourceUsage().minorPageFault;
const mod = await import(file);
const res = await mod.default.fetch(new Request(url));
const body = await res.text();
const c = process.cpuUsage();
const faults = process.resourceUsage().minorPageFault - f0;
process.stdout.write(JSON.stringify({ ms: performance.now(), cpu: (c.user + c.system) / 1000, faults, status: res.status }));
`;
function cold(s) {
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', CHILD, pathToFileURL(s.entry).href, COLD_URL], {
    encoding: 'utf8',
    env: { ...process.env, SECONDLINE_DATA_DIR: '' },
  });
  if (r.status !== 0) throw new Error(`cold start of ${s.entry} failed: ${r.stderr}`);
  const out = JSON.parse(r.stdout);
  if (out.status !== 200) throw new Error(`cold start of ${s.entry}: status ${out.status}`);
  s.wall.push(out.ms);
  s.cpu.push(out.cpu);
  s.faults.push(out.faults);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const load0 = loadavg()[0];
for (let i = 0; i < RUNS; i++) for (let k = 0; k < 2; k++) cold(sides[(i + k) % 2]);
const load1 = loadavg()[0];
log(
  `${RUNS} fresh processes each, alternated; ${COLD_URL.slice(ORIGIN.length)}; load ${load0.toFixed(1)} → ${load1.toFixed(1)}`,
);
console.log(`| | ${sides[0].name} | ${sides[1].name} | ÷ |`);
console.log('|---|---|---|---|');
for (const [label, key] of [
  ['wall, median (ms)', 'wall'],
  ['CPU, median (ms)', 'cpu'],
  ['minor page faults after start, median', 'faults'],
]) {
  const [a, b] = sides.map((s) => median(s[key]));
  console.log(`| ${label} | ${a.toFixed(1)} | ${b.toFixed(1)} | ${(a / b).toFixed(2)} |`);
}
const range = (xs) => `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}`;
log(`wall ranges: ${sides.map((s) => `${s.name} ${range(s.wall)} ms`).join(', ')}`);

// Answers: distinct queries of every kind, and queries phrased as buyers write them (the reader's whole lexicon).
const { listings } = loadCatalog(sides[0].content, ORIGIN);
const content = sides[0].content;
const phrased = makeErrands(readRaw(content), readTypes(content), { count: Math.ceil(N / 7), seed: 5 }).map(
  (e) => `q=${encodeURIComponent(e.q)}`,
);
const searches = [...distinctQueries(listings, N, 3).map(toSearch), ...phrased];
const fns = await Promise.all(sides.map(async (s) => (await import(pathToFileURL(s.entry).href)).default));
const answer = async (fn, search) => {
  const res = await fn.fetch(new Request(`${ORIGIN}/api/agents/v1/listings?${search}`));
  return JSON.stringify({ status: res.status, headers: [...res.headers], body: await res.text() });
};
let differ = 0;
for (const s of searches) {
  const [a, b] = await Promise.all(fns.map((fn) => answer(fn, s)));
  if (a !== b) {
    differ++;
    if (differ <= 3) log(`differs: ?${s}`);
  }
}
log(`answers (status, headers, body) that differ: ${differ} of ${searches.length}`);
if (differ) process.exitCode = 1;
