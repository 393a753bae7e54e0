// What the listing index stores compiled at build time, so that a cold start does not compile it: the query
// lexicon (src/search/understand/packed-lexicon.ts), the synonym groups cut into tokens (src/search/synonyms.ts) and
// the price column's order (src/search/quantiles.ts).
// Each is what compiling at run time gives: table for table, and answer for answer through loadListingSearch over
// the index the build writes, against the same index with the compiled forms taken out (read as before).
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fromB64, readText, writeFile } from '../../src/search/index-files.ts';
import { loadListingSearch } from '../../src/search/load.ts';
import { catalogNames } from '../../src/search/listing-reader.ts';
import { lexiconOf } from '../../src/search/understand/index.ts';
import { synonymTokens } from '../../src/search/synonyms.ts';
import { priceOrder } from '../../src/search/quantiles.ts';
import { unpackColumns } from '../../src/search/listing-table.ts';
import type { CompiledLexicon } from '../../src/search/understand/lexicon.ts';
import { LANGUAGES } from '../../src/schemas/languages.ts';
import { LQ, setup } from './helpers.ts';

const { dir } = setup();
const meta = JSON.parse(readText(dir, 'listings.meta'));

// Every copy made, removed once the file's tests are done. A hook registered where a copy is made would not do:
// copies are made inside tests too, where vitest registers no afterAll, and each run left its copies in the temp
// folder.
const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

/** A copy of the index whose listing meta is `edit`ed. */
function indexWith(edit: (m: typeof meta) => void) {
  const copy = mkdtempSync(join(tmpdir(), 'packed-lexicon-'));
  copies.push(copy);
  for (const f of readdirSync(dir).filter((f) => f.startsWith('listings.'))) cpSync(join(dir, f), join(copy, f));
  const m = structuredClone(meta);
  edit(m);
  writeFile(copy, 'listings.meta', JSON.stringify(m), []);
  return copy;
}

/** Every table of a compiled lexicon as plain arrays, in iteration order (what a reader walks). */
const tables = (lx: CompiledLexicon | null) =>
  lx && Object.fromEntries(Object.entries(lx).map(([k, v]) => [k, v instanceof Map ? [...v] : v]));

const source = (m: typeof meta) => ({
  lexicon: m.lexicon,
  packedLexicon: m.lexicon_compiled,
  filler: m.filler,
  names: () => catalogNames(m.dict, m.places_vocabulary),
});

describe('compiled at build time', () => {
  it('is stored in the listing index the build writes', () => {
    expect(meta.lexicon).toBeTruthy();
    expect(meta.lexicon_compiled?.byFirst.length).toBeGreaterThan(100);
    expect(meta.lexicon_compiled?.types.length).toBeGreaterThan(100);
  });

  it('reads back as the lexicon compiling it at run time gives, table for table', () => {
    const read = lexiconOf(source(meta));
    const compiled = lexiconOf({ ...source(meta), packedLexicon: null });
    expect(compiled?.byFirst.size).toBeGreaterThan(100);
    expect(tables(read)).toEqual(tables(compiled));
  });

  // Every phrase of the lexicon (prices, years, conditions, places, makes, intents, filler), every type name in
  // every language and every synonym, alone and after a type name: the same answers, understood blocks and all.
  const runtime = loadListingSearch(
    indexWith((m) => {
      delete m.lexicon_compiled;
      delete m.synonym_tokens;
      delete m.price_orders;
    }),
  );
  const stored = loadListingSearch(dir);
  const lx = lexiconOf(source(meta))!;
  const phrases = [...lx.byFirst.values()].flatMap((list) => list.map((e) => e.words.join(' ')));
  const typeNames = [...new Set([...lx.types.values()].flatMap((list) => list.map((t) => t.name)))];
  const synonyms: string[] = meta.synonyms.flat();
  const queries = [
    ...synonyms,
    ...synonyms.map((p, i) => `${p} ${phrases[(i * 3) % phrases.length]}`),
    ...phrases,
    ...typeNames,
    ...phrases.map((p, i) => `${typeNames[i % typeNames.length]} ${p}`),
    ...typeNames.map((t, i) => `${t} ${phrases[(i * 7) % phrases.length]} 2015`),
  ];

  it('answers every phrase and type name as compiling at run time does', () => {
    expect(new Set(typeNames.map((t) => lx.types.get(t.split(' ')[0])?.[0]?.lang)).size).toBeGreaterThan(1);
    expect(queries.length).toBeGreaterThan(2000);
    let understood = 0;
    for (const q of queries) {
      const a = stored.searchListings(LQ({ q }));
      const b = runtime.searchListings(LQ({ q }));
      expect(JSON.stringify(a), q).toBe(JSON.stringify(b));
      if (a.understood?.phrases.length) understood++;
    }
    expect(understood).toBeGreaterThan(queries.length / 2);
  });

  it('is what the loader reads: a stored phrase changed changes the answer', () => {
    const phrase = lx.byFirst.get('unter')!.find((e) => e.roles.includes('price.at_most'))!;
    const tampered = loadListingSearch(
      indexWith((m) => {
        const list = m.lexicon_compiled.byFirst.find(([w]: [string]) => w === 'unter')[1];
        for (const e of list) e[1] = e[1].filter((r: string) => r !== 'price.at_most');
      }),
    );
    const q = `${phrase.words.join(' ')} 20000 EUR`;
    expect(stored.searchListings(LQ({ q })).understood?.phrases.length).toBeGreaterThan(0);
    expect(JSON.stringify(tampered.searchListings(LQ({ q })))).not.toBe(
      JSON.stringify(stored.searchListings(LQ({ q }))),
    );
  });

  it('holds the synonym groups cut as compiling them at run time does', () => {
    expect(meta.synonym_tokens.length).toBeGreaterThan(10);
    expect(meta.synonym_tokens).toEqual(synonymTokens(meta.synonyms));
  });

  it('is what the loader reads: a stored synonym group taken out changes the answer', () => {
    const k = meta.synonyms.findIndex((g: string[]) => g.length > 1 && g.every((p) => p.split(' ').length === 1));
    const [a, b] = meta.synonyms[k];
    const tampered = loadListingSearch(indexWith((m) => m.synonym_tokens.splice(k, 1)));
    const both = [a, b].map((q) => stored.searchListings(LQ({ q })).total);
    expect(stored.searchListings(LQ({ q: a })).total, `${a} / ${b}`).toBe(stored.searchListings(LQ({ q: b })).total);
    const apart = [a, b].map((q) => tampered.searchListings(LQ({ q })).total);
    expect(apart, `${a} / ${b}: ${both}`).not.toEqual(both);
  });

  it('covers every language of the catalog', () => {
    const langs = new Set(meta.lexicon_compiled.typeNames.map((t: unknown[]) => t[2]));
    for (const l of LANGUAGES) expect(langs.has(l), l).toBe(true);
  });

  it('holds the price column in price order, and a stale order answers as sorting at run time does', () => {
    const price = unpackColumns(meta.cols).price;
    const order = new Uint32Array(fromB64(meta.price_orders.price));
    expect(order.length).toBeGreaterThan(price.length / 2);
    expect([...order]).toEqual([...priceOrder(price)]);
    const stale = loadListingSearch(
      indexWith((m) => {
        m.price_orders.price = Buffer.from(order.slice().reverse().buffer).toString('base64');
      }),
    );
    let priced = 0;
    for (const q of queries.slice(0, 300)) {
      const a = stale.searchListings(LQ({ q }));
      expect(JSON.stringify(a), q).toBe(JSON.stringify(runtime.searchListings(LQ({ q }))));
      if (a.facets.price) priced++;
    }
    expect(priced).toBeGreaterThan(100);
  });
});
