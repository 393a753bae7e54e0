// The documents of synonym phrases are kept per loaded index (src/search/all-of.ts PhraseMemo): an answer
// computed with a phrase kept equals the answer computed afresh, whatever order the queries come in, and the
// memo never holds more document numbers than its bound.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { PhraseMemo } from '../../src/search/all-of.ts';
import { loadSearch } from '../support/search.ts';
import { LQ, rng, setup } from './helpers.ts';

const { listings, dir } = setup();
const groups = (
  parseYaml(readFileSync(join(process.cwd(), 'content/search/synonyms.yaml'), 'utf8')) as {
    groups: string[][];
  }
).groups;

describe('phrase memo', () => {
  it('answers with phrases kept equal fresh answers, in any order (synonym phrases, machine types, titles)', () => {
    const r = rng(2914);
    const title = (i: number) => listings[i % listings.length].title.toLowerCase().split(/\s+/).slice(1, 3).join(' ');
    const qs = [
      ...groups.slice(0, 12).flatMap((g) => [g[0], `${g.at(-1)} ${listings[Math.floor(r() * listings.length)].make}`]),
      // Every name of every group alone: names that share a first word (servo, servo motor) are kept apart, and a
      // group's postings weigh the name typed above its other names.
      ...groups.flat(),
      ...Array.from({ length: 16 }, (_, i) => title(i * 7)),
      'folder',
      'folding machine',
      'press brake',
      'conveyor belt',
    ].map((q, i) => LQ({ q, include_sold: i % 5 === 0, page: 1 + (i % 3 === 0 ? 1 : 0) }));
    const fresh = qs.map((q) => JSON.stringify(loadSearch(dir).searchListings(q)));
    const core = loadSearch(dir);
    const order = qs.map((_, i) => i).sort(() => r() - 0.5);
    for (let pass = 0; pass < 2; pass++)
      for (const i of order) expect(JSON.stringify(core.searchListings(qs[i])), qs[i].q).toBe(fresh[i]);
  });

  it('keeps at most its bound of document numbers, least recently used out', () => {
    const memo = new PhraseMemo(10);
    const posts = (n: number) => [{ ids: Array.from({ length: n }, (_, i) => i), w: 1 }];
    memo.set('a', posts(4), 4);
    memo.set('b', posts(4), 4);
    expect(memo.get('a')?.size).toBe(4); // a is now the most recent
    memo.set('c', posts(4), 4); // 12 > 10: b goes
    expect(memo.get('b')).toBeUndefined();
    expect(memo.get('a')?.size).toBe(4);
    expect(memo.get('c')?.size).toBe(4);
    memo.set('huge', posts(11), 11); // larger than the bound: never kept
    expect(memo.get('huge')).toBeUndefined();
    expect(memo.get('a')?.size).toBe(4);
  });
});
