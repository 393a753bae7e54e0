// Text shards read ahead of requests (src/search/text-shards-ahead.ts), on a generated catalog whose text index is
// cut into many shards as at 100,000 listings: the listing search function's answers to random requests, before,
// during and after the read-ahead, must be byte for byte (and header for header) those of the same index read with
// no read-ahead; the loader must stop once every shard is read, and its token scan must stop at its deadline. A
// loader that puts a shard under another's number, or a half-scanned shard that a look-up does not finish, fails
// here.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadListingSearch } from '../../src/search/index.ts';
import { readIndexBytes, readText, writeFile } from '../../src/search/index-files.ts';
import { shardOf } from '../../src/search/text-shards.ts';
import { ShardPostings } from '../../src/search/shard-postings.ts';
import { listingsSearchHandler } from '../../src/functions/search-handlers.ts';
import { generatedIndex, randomSearchRequest, rng } from './helpers.ts';

const ORIGIN = 'http://127.0.0.1:1';
const { idx, catalog } = generatedIndex({ listings: 900, manuals: 30, seed: 'text-ahead', origin: ORIGIN });
// 900 listings fit one shard a field; cut each field's token map again into as many shards as a field of 100,000
// listings has, with the function's own hash, so that a request reads a few and the loader the rest.
const SHARDS = { model: 6, make: 6, title: 24, body: 48 } as const;
const meta = JSON.parse(readText(idx, 'listings.meta'));
for (const [field, shards] of Object.entries(SHARDS)) {
  const entries: [string, unknown][] = [];
  for (let k = 0; k < meta.text[field]; k++)
    entries.push(...JSON.parse(readIndexBytes(join(idx, `listings.${field}.${k}.flex`)).toString('utf8')));
  const parts: string[][] = Array.from({ length: shards }, () => []);
  for (const e of entries) parts[shardOf(e[0], shards)].push(JSON.stringify(e));
  parts.forEach((p, k) => writeFile(idx, `listings.${field}.${k}.flex`, `[${p.join(',')}]`, []));
  meta.text[field] = shards;
}
writeFile(idx, 'listings.meta', JSON.stringify(meta), []);
const TOTAL = Object.values(SHARDS).reduce((a, b) => a + b, 0);

const turn = () => new Promise((r) => setImmediate(r));
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('text shards read ahead', () => {
  it('answers byte for byte as without it, over 500 random requests before, during and after it', async () => {
    const ahead = loadListingSearch(idx, { readAhead: 0 });
    const plain = loadListingSearch(idx, { readAhead: 0, textAhead: false });
    const [a, b] = [listingsSearchHandler(() => ahead), listingsSearchHandler(() => plain)];
    const r = rng(29);
    const urls = Array.from({ length: 500 }, () => randomSearchRequest(catalog, r, ORIGIN));
    const seen: number[] = [];
    for (const [i, url] of [...urls, ...urls].entries()) {
      const [x, y] = [await a(new Request(url)), await b(new Request(url))];
      expect(x.status, url).toBe(y.status);
      expect([...x.headers], url).toEqual([...y.headers]);
      expect(await x.text(), url).toBe(await y.text());
      seen.push(ahead.stats().text_shards.ahead);
      // The first requests back to back, then the event loop and the thread pool given time between requests now
      // and then (a deployed instance's idle moments), so that the loader is under way while requests read too.
      if (i >= 10 && r() < 0.3) await (r() < 0.5 ? turn() : pause(1));
    }
    for (let i = 0; i < 500 && ahead.stats().text_shards.ahead + ahead.stats().text_shards.in_requests < TOTAL; i++)
      await pause(2);
    const done = ahead.stats().text_shards;
    // Every shard was read once, some by requests and some ahead of them; some answers came while the loader was
    // under way; the plain index read nothing ahead and, over these requests, not every shard.
    expect(done.total).toBe(TOTAL);
    expect(done.ahead + done.in_requests).toBe(TOTAL);
    expect(done.ahead).toBeGreaterThan(0);
    expect(done.in_requests).toBeGreaterThan(0);
    expect(seen.some((k) => k > 0 && k < done.ahead)).toBe(true);
    expect(plain.stats().text_shards.ahead).toBe(0);
    // Once every shard is read, the loader does nothing more and requests read none.
    await pause(20);
    expect(ahead.stats().text_shards).toEqual(done);
    for (const url of urls.slice(0, 200)) {
      const [x, y] = [await a(new Request(url)), await b(new Request(url))];
      expect(await x.text(), url).toBe(await y.text());
    }
    expect(ahead.stats().text_shards).toEqual(done);
  });

  it('starts only once a request has read a shard (filters alone read none), and runs on while the instance is idle', async () => {
    const s = loadListingSearch(idx, { readAhead: 0 });
    const h = listingsSearchHandler(() => s);
    await h(new Request(`${ORIGIN}/api/agents/v1/listings?category=${catalog.listings[0].category}`));
    await pause(20);
    expect(s.stats().text_shards.ahead).toBe(0);
    expect(s.stats().text_shards.in_requests).toBe(0);
    await h(new Request(`${ORIGIN}/api/agents/v1/listings?q=${encodeURIComponent(catalog.listings[0].make)}`));
    expect(s.stats().text_shards.ahead).toBe(0);
    // An idle instance: nothing but one timer wakes the event loop. The loader keeps it turning (an unreferenced
    // immediate would wait for the timer at each step and read one or two shards in that second).
    await pause(1000);
    expect(s.stats().text_shards.ahead + s.stats().text_shards.in_requests).toBe(TOTAL);
  });

  it('scans a shard in slices that stop at their deadline, and a look-up finishes a scan under way', () => {
    const bytes = readIndexBytes(join(idx, 'listings.body.0.flex'));
    const whole = new ShardPostings(bytes);
    const tokens = (JSON.parse(bytes.toString('utf8')) as [string][]).map((e) => e[0]);
    expect(tokens.length).toBeGreaterThan(64);
    // A deadline already past: each call finds a few tokens and stops, until the last.
    const sliced = new ShardPostings(bytes, false);
    let calls = 1;
    while (!sliced.scan(0)) calls++;
    expect(calls).toBeGreaterThan(2);
    expect(calls).toBeLessThan(tokens.length);
    const half = new ShardPostings(bytes, false);
    half.scan(0);
    for (const t of [...tokens, 'not-a-token-here']) {
      expect([...sliced.get(t)], t).toEqual([...whole.get(t)]);
      expect([...half.get(t)], t).toEqual([...whole.get(t)]);
    }
    expect(half.scan(0)).toBe(true);
  });
});
