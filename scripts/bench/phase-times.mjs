// npm run bench -- --phase-times: where a listing search's time goes, in wall-clock µs, without a profiler's
// slowdown (./phases.mjs samples, and its times are ~2.3× those of an unprofiled run: read its shares, these
// times). The listing search handler's steps (src/functions/search-handlers.ts: the Request, its URL, the
// parameters, the search, the envelope, the body assembled, the Response, the body read by the caller) are called
// one after another here, each timed; every body must equal the handler's own answer for the query, so the steps
// cannot drift from the handler unseen. The function bench's distinct queries (./lib/distinct-queries.mjs), a turn
// of the event loop before each (as a deployed instance gets each request as a new event).
//   --output DIR        a build output (its listing function's data/ and the catalog in its build-info.json)
//   --data DIR --catalog DIR   or an index folder (listings.meta, …) and the content folder it was built from
//   --queries N         measured queries (default 3000; 300 others warm the JIT first)
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../lib/isolated-build.mjs';
import { loadCatalog } from './lib/catalog.mjs';
import { measuredAndWarm, toSearch } from './lib/distinct-queries.mjs';
import { INDEX_OPTIONS, indexData } from './lib/index-data.mjs';
import { loadListingSearch } from '../../src/search/load.ts';
import { ListingSearchParams } from '../../src/schemas/query.ts';
import { parseParams } from '../../src/schemas/parse-params.ts';
import { listingSearchDocumentBytes } from '../../src/core/search-documents.ts';
import { splicedJson } from '../../src/http/spliced-json.ts';
import { jsonSerialised } from '../../src/http/respond.ts';
import { CACHE } from '../../src/http/policy.ts';

const { values: args } = parseArgs({
  options: INDEX_OPTIONS,
  strict: false,
});
const { dataDir, catalogDir } = indexData(args);
const N = Number(args.queries ?? 3000);
const ORIGIN = 'http://127.0.0.1:4321';
const log = (m) => console.log(`[bench:phase-times] ${m}`);

const { listings } = loadCatalog(catalogDir, ORIGIN);
const { measured, warm } = measuredAndWarm(listings, N);
process.env.SECONDLINE_DATA_DIR = dataDir;
const { GET } = await import(pathToFileURL(join(ROOT, 'api/agents/v1/listings.ts')).href);
const core = loadListingSearch(dataDir);

const STEPS = [
  'Request constructed',
  'URL parsed',
  'parameters',
  'search (match, facets, top 20, records)',
  'envelope',
  'body assembled',
  'Response built',
  'body read',
];
const times = Object.fromEntries(STEPS.map((s) => [s, {}]));
const totals = {};
const turn = () => new Promise((r) => setImmediate(r));

async function steps(q) {
  const url = `${ORIGIN}/api/agents/v1/listings?${toSearch(q)}`;
  const t = [performance.now()];
  const request = new Request(url);
  t.push(performance.now());
  const params = new URL(request.url).searchParams;
  t.push(performance.now());
  const parsed = parseParams(ListingSearchParams, params, { origin: core.origin });
  t.push(performance.now());
  const result = core.searchListingsBytes(parsed.value);
  t.push(performance.now());
  const doc = listingSearchDocumentBytes(core.origin, parsed.value, result, parsed.ignored);
  t.push(performance.now());
  const { bytes, skeleton } = splicedJson(doc.body, 'items', doc.items);
  t.push(performance.now());
  const res = jsonSerialised(request, bytes, { etagOf: `${skeleton}\u0000${result.key}`, cache: CACHE.search });
  t.push(performance.now());
  const body = await res.text();
  t.push(performance.now());
  if (!parsed.ok || parsed.value.fields) throw new Error(`${url}: not a full-record search`);
  return { url, body, t };
}

for (const q of warm) {
  await turn();
  await steps(q);
}
const load0 = loadavg()[0];
let bodies = 0;
for (const q of measured) {
  await turn();
  const { url, body, t } = await steps(q);
  for (const kind of [q.kind, 'all']) {
    STEPS.forEach((s, i) => (times[s][kind] ??= []).push((t[i + 1] - t[i]) * 1000));
    (totals[kind] ??= []).push((t.at(-1) - t[0]) * 1000);
  }
  await turn();
  const own = await (await GET(new Request(url))).text();
  if (own !== body) throw new Error(`${url}: the timed steps answered other bytes than the handler`);
  bodies += body.length;
}
log(
  `${measured.length} distinct queries, each body equal to the handler's (mean ${(bodies / measured.length / 1000).toFixed(1)} kB); ` +
    `load average ${load0.toFixed(1)} → ${loadavg()[0].toFixed(1)}`,
);
const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kinds = Object.keys(totals);
console.log(`| step (wall µs a query, median) | ${kinds.join(' | ')} |`);
console.log(`|---|${kinds.map(() => '---').join('|')}|`);
console.log(`| all steps | ${kinds.map((k) => med(totals[k]).toFixed(0)).join(' | ')} |`);
for (const s of STEPS) console.log(`| ${s} | ${kinds.map((k) => med(times[s][k]).toFixed(1)).join(' | ')} |`);
