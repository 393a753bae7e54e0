// The newest listings' records decoded ahead of requests (src/search/record-store.ts readAhead), on a generated
// catalog whose records are stored compressed as at 100,000 listings: the listing search function's answers to
// random requests, before, during and after the read-ahead, must be byte for byte (and header for header) those of
// the same index read with no read-ahead. A read-ahead that keeps a record under another's number, or a stale
// one, fails here.
import { describe, expect, it } from 'vitest';
import { loadListingSearch } from '../../src/search/index.ts';
import { writeView } from '../../src/search/record-store.ts';
import { readText, writeFile } from '../../src/search/index-files.ts';
import { listingsSearchHandler } from '../../src/functions/search-handlers.ts';
import { CATEGORIES } from '../../src/schemas/vocabulary.ts';
import { generatedIndex, randomSearchRequest, rng } from './helpers.ts';

const ORIGIN = 'http://127.0.0.1:1';
const { idx, catalog } = generatedIndex({ listings: 900, manuals: 30, seed: 'read-ahead', origin: ORIGIN });
// The records as the writer stores them past its raw budget: one zstd frame each, a dictionary per category.
const meta = JSON.parse(readText(idx, 'listings.meta'));
const { view } = writeView(
  idx,
  'listings',
  catalog.listings.length,
  (i) => Buffer.from(JSON.stringify(catalog.listings[i])),
  {
    rawBudget: 0,
    codec: 'zstd',
    groupOf: (i) => CATEGORIES.findIndex(([slug]) => slug === catalog.listings[i].category),
  },
);
meta.views.full = view;
writeFile(idx, 'listings.meta', JSON.stringify(meta), []);

const turn = () => new Promise((r) => setImmediate(r));
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('records read ahead', () => {
  it('answers byte for byte as without it, over 500 random requests before, during and after it', async () => {
    expect(view.codec).toBe('zstd');
    // A budget of about a third of the records: the read-ahead stops inside the view, the rest decode on demand.
    const ahead = loadListingSearch(idx, { readAhead: 600 * 1024 });
    const plain = loadListingSearch(idx, { readAhead: 0 });
    const [a, b] = [listingsSearchHandler(() => ahead), listingsSearchHandler(() => plain)];
    const r = rng(8);
    const urls = Array.from({ length: 500 }, () => randomSearchRequest(catalog, r, ORIGIN));
    const seen: number[] = [];
    for (const url of [...urls, ...urls]) {
      const [x, y] = [await a(new Request(url)), await b(new Request(url))];
      expect(x.status, url).toBe(y.status);
      expect([...x.headers], url).toEqual([...y.headers]);
      expect(await x.text(), url).toBe(await y.text());
      seen.push(ahead.stats().read_ahead);
      if (r() < 0.3) await turn();
    }
    for (let i = 0; i < 200; i++) await turn();
    const done = ahead.stats().read_ahead;
    // It ran between requests (some answers came while it was under way), stopped at its budget, and the plain
    // index read nothing ahead.
    expect(seen.some((k) => k > 0 && k < done)).toBe(true);
    expect(done).toBeGreaterThan(100);
    expect(done).toBeLessThan(catalog.listings.length);
    expect(plain.stats().read_ahead).toBe(0);
    for (const url of urls.slice(0, 200)) {
      const [x, y] = [await a(new Request(url)), await b(new Request(url))];
      expect(await x.text(), url).toBe(await y.text());
    }
  });

  it('reads the whole view when its budget allows, every lookup still exact', async () => {
    const all = loadListingSearch(idx, { readAhead: 1 << 30, recordCache: 0 });
    all.getListing(catalog.listings[0].id);
    for (let i = 0; i < 200 && all.stats().read_ahead < catalog.listings.length; i++) await turn();
    expect(all.stats().read_ahead).toBe(catalog.listings.length);
    for (const l of catalog.listings) expect(all.getListing(l.id)).toEqual(l);
  });

  it('runs on while the instance is idle: nothing but one timer wakes its event loop', async () => {
    const idle = loadListingSearch(idx, { readAhead: 1 << 30, recordCache: 0 });
    idle.getListing(catalog.listings[0].id);
    // No request and no turn given: a deployed instance between requests. An unreferenced immediate would wait in
    // the loop's poll phase for the timer at each slice, and read a slice or two in that time.
    await pause(500);
    expect(idle.stats().read_ahead).toBe(catalog.listings.length);
  });
});
