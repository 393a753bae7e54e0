// npm run bench -- --phases: where a listing search's time goes, step by step, before anyone guesses. The
// listing function's handler (api/agents/v1/listings.ts, from source so the steps keep their names) answers the
// function bench's distinct queries (./lib/distinct-queries.mjs) over one build's index files, under the V8
// sampling profiler (node:inspector, a sample every 100 µs); each step's time is the samples whose stack holds
// the step's function, per query, by query kind. The profiler slows everything a little and alike: read the
// shares, and time changes with --function-code.
//   --output DIR        a build output (its listing function's data/ and the catalog in its build-info.json)
//   --data DIR --catalog DIR   or an index folder (listings.meta, …) and the content folder it was built from
//   --queries N         measured queries (default 3000; 300 others warm the JIT and load shards first)
// Steps whose code runs after an await (the body read) are sampled without the handler on the stack: they are
// matched by their own function, and "all sampled" counts every sample of the measured run.
import { parseArgs } from 'node:util';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../lib/isolated-build.mjs';
import { loadCatalog } from './lib/catalog.mjs';
import { measuredAndWarm, toSearch } from './lib/distinct-queries.mjs';
import { INDEX_OPTIONS, indexData } from './lib/index-data.mjs';

const { values: args } = parseArgs({
  options: INDEX_OPTIONS,
  strict: false,
});
const { dataDir, catalogDir } = indexData(args);
const N = Number(args.queries ?? 3000);
const ORIGIN = 'http://127.0.0.1:4321';
const log = (m) => console.log(`[bench:phases] ${m}`);

/** [label, function name, file the function is in (end of its URL)]: nested steps are shown indented. */
const STEPS = [
  ['handler (until the Response)', '', 'search-handlers.ts'],
  ['  parameters (parseParams)', 'parseParams', 'parse-params.ts'],
  ['  search (searchListingsBytes)', 'searchListingsBytes', 'listings.ts'],
  ['    reading q (readQuery)', 'readQuery', 'read.ts'],
  ['    filter compiled (compileFilter)', 'compileFilter', 'filters.ts'],
  ['    text match + relaxation (relaxedMatch)', 'relaxedMatch', 'relax.ts'],
  ['      word postings (slotPostings)', 'slotPostings', 'matcher.ts'],
  ['      index shards loaded (readIndexBytes)', 'readIndexBytes', 'index-files.ts'],
  ['      kept by the filters (keepScored)', 'keepScored', 'filters.ts'],
  ['    filter scan, no words (scan)', 'scan', 'filters.ts'],
  ['    facets (FacetCounter.count)', 'count', 'filters.ts'],
  ['      price quartiles (ofPriced)', 'ofPriced', 'quantiles.ts'],
  ['    top k (rankSlice)', 'rankSlice', 'rank.ts'],
  ['    records (RecordView.bytes)', 'bytes', 'record-store.ts'],
  ['  envelope (listingSearchDocumentBytes)', 'listingSearchDocumentBytes', 'search-documents.ts'],
  ['  body assembled (splicedJson)', 'splicedJson', 'spliced-json.ts'],
  ['  Response built (jsonSerialised)', 'jsonSerialised', 'respond.ts'],
  ['body read by the caller (consumeBody)', 'consumeBody', ''],
  ['garbage collector', '(garbage collector)', ''],
];

const { listings } = loadCatalog(catalogDir, ORIGIN);
const { measured, warm } = measuredAndWarm(listings, N);
process.env.SECONDLINE_DATA_DIR = dataDir;
const { GET } = await import(pathToFileURL(join(ROOT, 'api/agents/v1/listings.ts')).href);
const ask = async (q) => {
  const res = await GET(new Request(`${ORIGIN}/api/agents/v1/listings?${toSearch(q)}`));
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${res.status} for ${toSearch(q)}: ${body.slice(0, 300)}`);
};
for (const q of warm) await ask(q);

const matches = (frame, [, fn, file]) =>
  (fn === '' || frame.functionName === fn) && (file === '' || frame.url.endsWith(`/${file}`));
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
const load0 = loadavg()[0];
const t0 = performance.now();
// One profile per query kind (the kinds' queries in their order): a sample's kind is then known for sure.
const sums = {}; // kind → step → µs
const count = { all: measured.length };
for (const q of measured) count[q.kind] = (count[q.kind] ?? 0) + 1;
for (const kind of Object.keys(count).filter((k) => k !== 'all')) {
  await session.post('Profiler.start');
  for (const q of measured) if (q.kind === kind) await ask(q);
  const { profile } = await session.post('Profiler.stop');
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const frames = [];
    for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) frames.push(byId.get(id).callFrame);
    for (const k of [kind, 'all']) {
      const s = (sums[k] ??= {});
      s['all sampled'] = (s['all sampled'] ?? 0) + dt;
      for (const step of STEPS) if (frames.some((f) => matches(f, step))) s[step[0]] = (s[step[0]] ?? 0) + dt;
    }
  }
}
log(
  `${measured.length} distinct queries in ${((performance.now() - t0) / 1000).toFixed(1)} s under the profiler; ` +
    `load average ${load0.toFixed(1)} → ${loadavg()[0].toFixed(1)}`,
);
const kinds = ['all', ...Object.keys(count).filter((k) => k !== 'all')];
console.log(`| step (µs of CPU a query, sampled) | ${kinds.join(' | ')} |`);
console.log(`|---|${kinds.map(() => '---').join('|')}|`);
for (const label of ['all sampled', ...STEPS.map((s) => s[0])])
  console.log(`| ${label} | ${kinds.map((k) => ((sums[k]?.[label] ?? 0) / count[k]).toFixed(0)).join(' | ')} |`);
session.disconnect();
