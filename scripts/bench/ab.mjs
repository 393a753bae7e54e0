// Two builds' listing search functions side by side, on the same catalog and
// the same distinct queries, interleaved query by query so machine noise falls
// on both alike: what a change costs a caller. Each build's `listings.func`
// is imported in-process and answers `default.fetch(new Request(url))`, body
// read (the function-level bench's measure, ./function.mjs).
//   node scripts/bench/ab.mjs --a OUTPUT_DIR --b OUTPUT_DIR [--queries N] [--extra 'facets=none&currency=EUR']
import { parseArgs } from 'node:util';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { distinctQueries, toSearch } from './lib/distinct-queries.mjs';

const { values: args } = parseArgs({
  options: { a: { type: 'string' }, b: { type: 'string' }, queries: { type: 'string' }, extra: { type: 'string' } },
});
if (!args.a || !args.b) throw new Error('usage: node scripts/bench/ab.mjs --a OUTPUT_DIR --b OUTPUT_DIR');
const N = Number(args.queries ?? 2000);
const load = async (dir) =>
  (await import(pathToFileURL(join(resolve(dir), 'functions/api/agents/v1/listings.func/index.mjs')).href)).default;
const [fa, fb] = [await load(args.a), await load(args.b)];
const origin = 'http://127.0.0.1';
const all = await (
  await fa.fetch(new Request(`${origin}/api/agents/v1/listings?per_page=50&include_sold=true`))
).json();
const listings = [];
for (let page = 1; page <= all.total_pages; page++) {
  listings.push(
    ...(
      await (
        await fa.fetch(new Request(`${origin}/api/agents/v1/listings?per_page=50&include_sold=true&page=${page}`))
      ).json()
    ).items,
  );
}
const urls = distinctQueries(listings, N + 200, 7).map(
  (q) => `${origin}/api/agents/v1/listings?${toSearch(q)}${args.extra ? `&${args.extra}` : ''}`,
);
const time = async (f, url) => {
  const t0 = performance.now();
  const res = await f.fetch(new Request(url));
  await res.arrayBuffer();
  return performance.now() - t0;
};
for (const url of urls.slice(0, 200)) await Promise.all([time(fa, url), time(fb, url)]); // warm both
const ta = [];
const tb = [];
for (const [i, url] of urls.slice(200).entries()) {
  // Alternate which goes first, so neither always meets a warmer cache.
  if (i % 2) {
    ta.push(await time(fa, url));
    tb.push(await time(fb, url));
  } else {
    tb.push(await time(fb, url));
    ta.push(await time(fa, url));
  }
}
const pct = (xs, p) => [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const fmt = (ms) => (ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(2)} ms`);
console.log(
  `${listings.length} listings, ${ta.length} distinct queries${args.extra ? ` (+ ${args.extra})` : ''}, interleaved`,
);
console.log(`a ${args.a}: p50 ${fmt(pct(ta, 0.5))}, p99 ${fmt(pct(ta, 0.99))}`);
console.log(`b ${args.b}: p50 ${fmt(pct(tb, 0.5))}, p99 ${fmt(pct(tb, 0.99))}`);
console.log(
  `b ÷ a: p50 ${(pct(tb, 0.5) / pct(ta, 0.5)).toFixed(2)}, p99 ${(pct(tb, 0.99) / pct(ta, 0.99)).toFixed(2)}`,
);
