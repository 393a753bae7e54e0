// The text shards read without FlexSearch (src/search/shard-postings.ts) answer every token exactly as FlexSearch
// answered it after importing the same shard (the reader this replaced): generated documents of random words are
// indexed by FlexSearch, written as the build writes them (writeTextShards), and read back both ways, token by
// token, including tokens no document holds. Bytes that are not the writer's map export are refused.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readIndexFile } from '../../src/search/index-files.ts';
import { LISTING_FIELDS, newListingDocument } from '../../src/search/options.ts';
import { ShardPostings } from '../../src/search/shard-postings.ts';
import { shardedLookups, writeTextShards } from '../../src/search/text-shards.ts';
import { rng } from './helpers.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** FlexSearch's own search of a field after importing all its shards (the path the reader took before). */
function flexSearch(dir: string, field: string) {
  const idx = (newListingDocument() as any).index.get(field);
  for (const file of readdirSync(dir).filter((x) => x.startsWith(`listings.${field}.`))) {
    const entries = JSON.parse(readIndexFile(join(dir, file))) as [string, number[][]][];
    for (const e of entries) for (const ids of e[1]) for (let i = 1; i < ids.length; i++) ids[i] += ids[i - 1];
    idx.import('map', entries);
  }
  return (t: string) => idx.search(t, { limit: 1e9 }) as number[];
}

describe('text shards read without FlexSearch', () => {
  for (const seed of [1, 2, 3]) {
    it(`answers every token as FlexSearch did (seed ${seed})`, () => {
      const r = rng(seed);
      // A Zipf-like vocabulary: a few words in most documents, many in one or two; digits and non-ASCII letters.
      const vocab = Array.from(
        { length: 3000 },
        (_, i) => `${'abcdefghij'[i % 10]}${i.toString(36)}${i % 7 ? '' : 'é'}`,
      );
      const word = () => vocab[Math.floor(vocab.length * r() ** 3)];
      const doc = newListingDocument();
      const n = 2000 + Math.floor(r() * 2000);
      for (let id = 0; id < n; id++) {
        const text = () => Array.from({ length: 1 + Math.floor(r() * 30) }, word).join(' ');
        doc.add({ id, model: text(), make: word(), title: text(), body: `${text()} ${text()} ${text()}` });
      }
      const dir = mkdtempSync(join(tmpdir(), 'shard-postings-'));
      dirs.push(dir);
      const counts = writeTextShards(doc, LISTING_FIELDS, dir, 'listings', []);
      const lookups = shardedLookups(LISTING_FIELDS, dir, 'listings', counts);
      // The words as the documents hold them (and as queries ask for them): FlexSearch encodes a searched word as it
      // encoded the stored one, and the reader takes the word as it is, so the two agree only while the encoder
      // leaves tokens as they are (src/search/options.ts); a word the documents do not hold finds nothing either way.
      let checked = 0;
      LISTING_FIELDS.forEach((field, f) => {
        const search = flexSearch(dir, field);
        for (const t of [...vocab, 'zzz', 'a', '0', 'é', 'b1x', 'A0', 'a0e']) {
          const ids = search(t);
          expect(Array.from(lookups[f](t)), `${field} ${t}`).toEqual(ids);
          if (ids.length) checked++;
        }
      });
      expect(checked).toBeGreaterThan(3000);
    });
  }

  it('refuses bytes that are not the writer’s map export', () => {
    const bad = ['[["a",[[1,-1]]]]', '[["a",[[1],[2]]]]', '[["a" ,[[1]]]]', '[["a",[[1,]]]]x', '{"a":1}', '[["a",[[1'];
    // A shard is checked as it is read, a token's list when it is first asked for.
    for (const text of bad) expect(() => new ShardPostings(Buffer.from(text)).get('a'), text).toThrow(/text shard/);
    const ok = new ShardPostings(Buffer.from('[["a\\"b",[[3,1,2]]],["c",[]],["d",[[7]]],["e",[[]]]]'));
    expect(Array.from(ok.get('a"b'))).toEqual([3, 4, 6]);
    expect(ok.get('c').length).toBe(0);
    expect(Array.from(ok.get('d'))).toEqual([7]);
    expect(ok.get('e').length).toBe(0);
    expect(ok.get('f').length).toBe(0);
    expect(new ShardPostings(Buffer.from('[]')).get('a').length).toBe(0);
  });
});
