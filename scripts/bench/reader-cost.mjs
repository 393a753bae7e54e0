// node scripts/bench/reader-cost.mjs [--listings 10000]: what reading q costs, in the search core alone.
// One generated catalog is indexed twice, with its content/search lexicon and without it (q then read as
// plain words, as before issue 24); both answer the function bench's distinct queries (and buyers'
// phrasings) in the same process, interleaved query by query. Prints p50 / p99 of each and the ratio.
import { parseArgs } from 'node:util';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSearchIndexes, loadListingSearch } from '../../src/search/index.ts';
import { ListingSearchParams } from '../../src/schemas/query.ts';
import { parseParams } from '../../src/schemas/parse-params.ts';
import { loadCatalog } from './lib/catalog.mjs';
import { distinctQueries, toSearch } from './lib/distinct-queries.mjs';
import { makeErrands, readRaw, readTypes } from './lib/errands.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { listings: { type: 'string', default: '10000' } }, strict: false });
const n = Number(values.listings);
const work = mkdtempSync(join(tmpdir(), 'reader-cost-'));
try {
  execFileSync(process.execPath, [
    join(ROOT, 'scripts/generate-catalog.mjs'),
    '--listings',
    String(n),
    '--manuals',
    String(n / 5),
    '--seed',
    '7',
    '--out',
    join(work, 'c'),
    '--quiet',
  ]);
  const catalog = loadCatalog(join(work, 'c'));
  writeSearchIndexes(catalog, join(work, 'with'));
  writeSearchIndexes({ ...catalog, search: { ...catalog.search, lexicon: null } }, join(work, 'without'));
  const engines = { with: loadListingSearch(join(work, 'with')), without: loadListingSearch(join(work, 'without')) };
  const parsed = (search) => parseParams(ListingSearchParams, new URLSearchParams(search)).value;
  const sets = {
    standard: distinctQueries(catalog.listings, 3000, 1).map((q) => parsed(toSearch(q))),
    phrased: makeErrands(readRaw(join(work, 'c')), readTypes(join(work, 'c')), { count: 100, seed: 5 }).map((e) =>
      parsed(`q=${encodeURIComponent(e.q)}`),
    ),
  };
  for (const q of distinctQueries(catalog.listings, 300, 99).map((x) => parsed(toSearch(x))))
    for (const e of Object.values(engines)) e.searchListingsBytes(q);
  const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.floor(p * xs.length)] * 1000;
  for (const [name, qs] of Object.entries(sets)) {
    const t = { with: [], without: [] };
    qs.forEach((q, i) => {
      for (const k of i % 2 ? ['with', 'without'] : ['without', 'with']) {
        const a = performance.now();
        engines[k].searchListingsBytes(q);
        t[k].push(performance.now() - a);
      }
    });
    const line = (k) => `${pct(t[k], 0.5).toFixed(0)} / ${pct(t[k], 0.99).toFixed(0)} µs`;
    console.log(
      `[bench:reader-cost] ${n} listings, ${name} (${qs.length}): with the reader ${line('with')}, without ${line('without')}; ratio p50 ${(pct(t.with, 0.5) / pct(t.without, 0.5)).toFixed(2)}`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
