// The Postgres backend answers exactly what the bundled index answers: the
// relevance set, random filter/sort/currency/page combinations with and
// without words, typos, synonyms, place words, relaxation, nothing-searchable
// queries, manual searches and every lookup, compared whole (items, totals,
// facets, relaxed) after putting the two origins level. The bundled answers
// are themselves checked against brute force in tests/search/.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LQ, MQ, rng, setup } from '../search/helpers.ts';
import { readDb, type ReadDb } from '../../src/db/read-pool.ts';
import { loadPgListingSearch, loadPgManualSearch } from '../../src/search/postgres/load.ts';
import type { ListingBackend, ManualBackend } from '../../src/search/backend.ts';
import { CATEGORIES, CONDITIONS } from '../../src/schemas/vocabulary.ts';
import { ListingSearchParams, SORTS, type ListingQuery } from '../../src/schemas/query.ts';
import { parseParams } from '../../src/schemas/parse-params.ts';

const { core, listings, manuals } = setup();
const { queries } = JSON.parse(readFileSync(new URL('../search/relevance.json', import.meta.url), 'utf8')) as {
  queries: { q: string; filters?: object }[];
};

let db: ReadDb;
let pgL: ListingBackend;
let pgM: ManualBackend;
beforeAll(async () => {
  db = readDb(inject('databaseUrl'));
  pgL = await loadPgListingSearch(db);
  pgM = await loadPgManualSearch(db);
});
afterAll(() => db?.end());

/** Both answers as JSON with their own origin replaced, so only the content is compared. */
const level = (x: unknown, origin: string) => JSON.stringify(x).replaceAll(origin, 'ORIGIN');
async function same(q: ListingQuery) {
  expect(level(await pgL.searchListings(q), pgL.origin), JSON.stringify(q)).toBe(
    level(core.searchListings(q), core.origin),
  );
}

describe('the Postgres backend equals the bundled index', () => {
  it('holds the same catalog', () => {
    expect(listings.length).toBeGreaterThan(100);
    expect((pgL as unknown as { stats(): { listings: number } }).stats().listings).toBe(listings.length);
  });

  it('on every query of the relevance set', async () => {
    for (const x of queries) {
      const parsed = parseParams(ListingSearchParams, { q: x.q, ...x.filters, per_page: 50 });
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      await same(parsed.value);
    }
  });

  it('on typos, synonyms, place words, relaxation and nothing-searchable queries', async () => {
    for (const q of [
      'heidelburg',
      'guilotine cutter',
      'polar cuter',
      'stahl folder',
      'vmc',
      'folding machine',
      'cnc Köln',
      'cnc cologne',
      'press bayern',
      'buckle folder for sale',
      'heidelberg buckle folder zzzqqq',
      'used machine',
      '😀',
      '???',
      'sm52',
      'SM 52',
      'vf-2',
      'a',
      'the and of',
    ]) {
      await same(LQ({ q }));
      await same(LQ({ q, include_sold: true, sort: 'price_asc', currency: 'EUR', page: 2, per_page: 5 }));
    }
  });

  it('on 200 random filter, sort, currency and page combinations, with and without words', async () => {
    const r = rng(16);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
    const maybe = <T>(p: number, v: () => T, none: T) => (r() < p ? v() : none);
    const words = ['', '', 'press', 'cutter', 'cnc', 'heidelberg', 'folder', 'conveyor', 'good', 'machine'];
    for (let i = 0; i < 200; i++) {
      const l = pick(listings);
      const y = 1985 + Math.floor(r() * 40);
      const p = Math.round(r() * 120000);
      await same(
        LQ({
          q: pick(words),
          category: maybe(0.3, () => pick(CATEGORIES)[0], null),
          condition: maybe(0.2, () => [pick(CONDITIONS)[0], pick(CONDITIONS)[0]], []),
          model: maybe(0.1, () => l.model.toLowerCase().replace(/[\s-]/g, ''), ''),
          make: maybe(0.15, () => l.make.toUpperCase(), ''),
          location: maybe(
            0.15,
            () => pick(['US', 'OH', 'Bavaria', 'Köln', 'USA', 'Europe', 'North America', 'UK', 'ontario']),
            '',
          ),
          country: maybe(0.2, () => [l.location.country], []),
          year_min: maybe(0.3, () => y, null),
          year_max: maybe(0.3, () => y + Math.floor(r() * 15), null),
          price_min: maybe(0.3, () => p, null),
          price_max: maybe(0.3, () => p + Math.round(r() * 200000), null),
          currency: pick(['USD', 'EUR', 'GBP', 'CAD', 'CHF'] as const),
          include_sold: r() < 0.3,
          sort: maybe(0.7, () => pick(SORTS), null),
          page: 1 + Math.floor(r() * 3),
          per_page: pick([5, 20, 50]),
          ...(r() < 0.2 ? { facets: [] } : {}),
          // A batch lookup: ids and slugs in any case, one unknown, in an order the index does not have.
          ...(r() < 0.15
            ? { ids: [pick(listings).slug.toUpperCase(), pick(listings).id, 'lst_nope0000', l.id], sort: null }
            : {}),
        }),
      );
    }
  });

  it('on manual searches', async () => {
    const m = manuals[0];
    for (const q of [
      MQ(),
      MQ({ q: 'operator manual' }),
      MQ({ q: 'heidelburg' }),
      MQ({ make: m.make.toUpperCase() }),
      MQ({ model: m.model.replace(/[\s-]/g, '') }),
      MQ({ language: 'de' }),
      MQ({ q: 'service', page: 2, per_page: 5 }),
      MQ({ q: '???' }),
      MQ({ document_type: 'parts' }),
    ]) {
      expect(level(await pgM.searchManuals(q), pgM.origin), JSON.stringify(q)).toBe(
        level(core.searchManuals(q), core.origin),
      );
    }
  });

  it('on every lookup, by id and by slug in any case, with the same related links', async () => {
    for (const l of listings) {
      const a = await pgL.getListing(l.id.toUpperCase());
      expect(level(a, pgL.origin)).toBe(level(core.getListing(l.id), core.origin));
      expect(level(await pgL.related(a!), pgL.origin)).toBe(level(core.related(l), core.origin));
      expect((await pgL.getListing(l.slug.toUpperCase()))?.id).toBe(l.id);
    }
    for (const m of manuals)
      expect(level(await pgM.getManual(m.id.toUpperCase()), pgM.origin)).toBe(level(core.getManual(m.id), core.origin));
    expect(await pgL.getListing('lst_nothere')).toBeUndefined();
  });
});
