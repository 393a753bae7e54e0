// node scripts/bench/planner-cost.mjs [--base 10000] [--sizes 100000,1000000] [--queries 400] [--baseline DIR]
//   [--classes filter,firstseen,sorted,text,facets,unfiltered]
// What the shared listing query planner (src/search/listing-query.ts) costs per search as the table grows, warm,
// in-process: no HTTP, no records read (items are listing numbers). A generated catalog of `base` listings is
// indexed once; its table (columns, dictionaries, text postings) is repeated whole to each size (listing
// d + i·base is a copy of d), so the value spread and every match set scale with n as a real catalog's would.
// `--baseline DIR`: a checkout of the code to compare with (e.g. `git worktree add /tmp/planner-base main`,
// node_modules linked): its planner answers the same queries on the same table, interleaved query by query,
// and every answer is compared with ours. Prints p50 / p99 per query class and the ratio to the baseline.
import { parseArgs } from 'node:util';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { writeSearchIndexes } from '../../src/search/index.ts';
import { readText } from '../../src/search/index-files.ts';
import { ListingSearchParams } from '../../src/schemas/query.ts';
import { parseParams } from '../../src/schemas/parse-params.ts';
import { LISTING_COLUMNS } from '../../src/schemas/listing-columns.ts';
import { loadCatalog } from './lib/catalog.mjs';
import { repeatedTable } from './lib/repeated-table.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    base: { type: 'string', default: '10000' },
    sizes: { type: 'string', default: '100000,1000000' },
    queries: { type: 'string', default: '400' },
    baseline: { type: 'string' },
    classes: { type: 'string' },
  },
  strict: false,
});
const base = Number(values.base);
const sizes = values.sizes.split(',').map(Number);
const perClass = Number(values.queries);

const planners = { new: (await import('../../src/search/listing-query.ts')).listingPlanner };
if (values.baseline)
  planners.base = (
    await import(pathToFileURL(join(resolve(values.baseline), 'src/search/listing-query.ts')).href)
  ).listingPlanner;

const work = mkdtempSync(join(tmpdir(), 'planner-cost-'));
try {
  const args = ['--listings', String(base), '--manuals', String(base / 5), '--seed', '7', '--out', join(work, 'c')];
  execFileSync(process.execPath, [join(ROOT, 'scripts/generate-catalog.mjs'), ...args, '--quiet']);
  writeSearchIndexes(loadCatalog(join(work, 'c')), join(work, 'i'));
  const meta = JSON.parse(readText(join(work, 'i'), 'listings.meta'));

  // Query classes, each value drawn from the table with a seeded generator.
  let seed = 11;
  const rnd = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const pick = (xs) => xs[Math.floor(rnd() * xs.length)];
  const cats = LISTING_COLUMNS.category.values.map(([slug]) => slug);
  const conditions = LISTING_COLUMNS.condition.values.map(([slug]) => slug);
  const countries = meta.countries;
  const makes = meta.dict.values.make;
  const words = ['folder', 'lathe', 'press', 'heidelberg', 'conveyor', 'stitcher', 'laminator', 'cutter', 'pump'];
  let fresh = 0;
  const classes = {
    filter: () =>
      pick([
        () => `category=${pick(cats)}`,
        () => `country=${pick(countries)}`,
        () => `condition=${pick(conditions)}&country=${pick(countries)}`,
        () => `make=${encodeURIComponent(pick(makes))}`,
        () => `year_min=${2000 + Math.floor(rnd() * 20)}&price_min=${Math.floor(rnd() * 50000)}`,
      ])(),
    // Filter sets never asked before (a price bound no other query has; it drops prices on request): a first sight.
    firstseen: () => `${classes.filter()}&price_max=${1e9 + ++fresh}`,
    sorted: () =>
      `sort=${pick(['price_asc', 'price_desc', 'year_desc', 'year_asc'])}` +
      pick(['', `&category=${pick(cats)}`, `&country=${pick(countries)}`, '&page=3']),
    text: () => `q=${encodeURIComponent(pick(words))}` + pick(['', `&country=${pick(countries)}`, '&sort=price_asc']),
    facets: () => `facets=${pick(['price', 'make', 'country,condition', 'year'])}&category=${pick(cats)}`,
    unfiltered: () => pick(['', 'page=2', 'include_sold=true', 'currency=USD']),
  };
  const parse = (s) => {
    const r = parseParams(ListingSearchParams, new URLSearchParams(s));
    if (!r.ok) throw new Error(`bench query ${s}: ${JSON.stringify(r)}`);
    return r.value;
  };
  const only = values.classes?.split(',');
  const queries = Object.fromEntries(
    Object.entries(classes)
      .filter(([k]) => !only || only.includes(k))
      .map(([k, make]) => [k, Array.from({ length: perClass }, () => make()).map(parse)]),
  );
  const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
  const id = (d) => d;
  const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ') || '?';
  console.log(`planner cost: base ${base} listings repeated; ${perClass} queries per class; load ${load()}`);
  for (const n of sizes) {
    const t0 = performance.now();
    const runs = Object.fromEntries(
      Object.entries(planners).map(([k, p]) => [k, p(repeatedTable(meta, join(work, 'i'), n))]),
    );
    const setup = performance.now() - t0;
    // Warm-up: every class once through each planner (postings, price ranks, text shards built on first use).
    for (const qs of Object.values(queries))
      for (const q of qs.slice(0, 20)) for (const r of Object.values(runs)) r(q, id);
    console.log(`\n${n} listings (set-up ${setup.toFixed(0)} ms)`);
    let mismatches = 0;
    for (const [cls, qs] of Object.entries(queries)) {
      const t = Object.fromEntries(Object.keys(runs).map((k) => [k, []]));
      for (const q of qs) {
        const answers = {};
        // Alternating which planner goes first, so neither always meets the other's cache misses.
        const order = Object.entries(runs);
        if (qs.indexOf(q) % 2) order.reverse();
        for (const [k, r] of order) {
          const s = performance.now();
          answers[k] = r(q, id);
          t[k].push(performance.now() - s);
        }
        if (answers.base && !isDeepStrictEqual(answers.base, answers.new)) mismatches++;
      }
      const row = Object.entries(t).map(
        ([k, xs]) => `${k} p50 ${pct(xs, 0.5).toFixed(2)} p99 ${pct(xs, 0.99).toFixed(2)} ms`,
      );
      const ratio = t.base
        ? `  ratio p50 ${(pct(t.new, 0.5) / pct(t.base, 0.5)).toFixed(2)} p99 ${(pct(t.new, 0.99) / pct(t.base, 0.99)).toFixed(2)}`
        : '';
      console.log(`  ${cls.padEnd(10)} ${row.join('  |  ')}${ratio}`);
    }
    if (runs.base) console.log(`  answers differing from the baseline: ${mismatches}`);
  }
  console.log(`\nload after: ${load()}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
