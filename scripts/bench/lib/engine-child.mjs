// The child process of isolated-engines.mjs: loads one engine, then answers the parent's queries one at a time,
// timing each answer itself. Messages: { load: spec } → info; { q, url } → one timed answer; { gcs: true } → this
// process's garbage collections ([start, duration] ms, the same clock as the answers' t0).
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const gcs = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcs.push([e.startTime, e.duration]);
}).observe({ entryTypes: ['gc'] });

/** (message) → Response, as the engine answers it. */
let answer = null;

async function load(spec) {
  if (spec.func) {
    const fn = (await import(pathToFileURL(join(spec.func, 'index.mjs')).href)).default;
    answer = (m) => fn.fetch(new Request(m.url));
    return {};
  }
  if (spec.minisearch) {
    const { loadCatalog } = await import('./catalog.mjs');
    const { buildMini, miniHandler } = await import('./engines.mjs');
    const { listings } = loadCatalog(spec.minisearch, spec.origin);
    const mini = buildMini(listings);
    const ask = miniHandler(mini, listings);
    answer = (m) => ask(m.q);
    return { build_ms: mini.buildMs, listings: listings.length };
  }
  throw new Error(`unknown engine ${JSON.stringify(spec)}`);
}

async function handle(m) {
  if (m.load) return { ready: true, ...(await load(m.load)) };
  if (m.gcs) {
    // Entries arrive after the collection: a turn of the event loop lets the last ones in.
    await new Promise((r) => setImmediate(r));
    return { gcs };
  }
  const t0 = performance.now();
  const res = await answer(m);
  const body = await res.text();
  const ms = performance.now() - t0;
  return {
    ms,
    t0,
    status: res.status,
    bytes: body.length,
    key: createHash('sha1').update(body).digest('base64'),
    head: body.slice(0, 300),
    empty: body.includes('"total":0,'),
  };
}

process.on('message', (m) => {
  handle(m).then(
    (r) => process.send(r),
    (e) => process.send({ error: String(e?.stack ?? e) }),
  );
});
process.on('SIGTERM', () => process.exit(0));
