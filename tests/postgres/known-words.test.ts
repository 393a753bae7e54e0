// Once a catalog version's word list is read (the first typo of an instance reads it), a letter word the list
// does not hold is answered "no postings" without a statement (src/search/postgres/postings.ts knowWords), so
// a misspelt word's candidates go in the one statement of its query's other words. Sound only if every letter
// word with live postings is in the list and no other: checked here on the synced database for the list's own
// words, misspellings of them and random words; then the statements a typo search sends are counted, and
// its answer compared whole with the bundled index's.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LQ, rng, setup } from '../search/helpers.ts';
import { readDb, type ReadDb } from '../../src/db/read-pool.ts';
import { loadPgListingSearch } from '../../src/search/postgres/load.ts';
import { fetchPostings } from '../../src/search/postgres/text-index.ts';
import { versionText } from '../../src/search/postgres/sliced-read.ts';
import { KINDS, LIVE_AT, recordTable, type Kind } from '../../src/search/postgres/schema.ts';
import type { ListingQuery } from '../../src/schemas/query.ts';

const { core } = setup();
let db: ReadDb;
const versions = {} as Record<Kind, { version: number; vocab: Set<string> }>;
let vocab: Set<string>;
beforeAll(async () => {
  db = readDb(inject('databaseUrl'));
  for (const kind of KINDS) {
    const [v] = await db.query<{ version: string }>(
      `SELECT max(version) AS version FROM search_versions WHERE kind = $1`,
      [kind],
    );
    const version = Number(v.version);
    versions[kind] = { version, vocab: new Set((await versionText(db, kind, version, 'vocab'))!.split(' ')) };
  }
  vocab = versions.listings.vocab;
});
afterAll(() => db?.end());

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** A word one edit away from `w` (drop, double, swap or replace a letter). */
function misspelt(w: string, r: () => number): string {
  const p = Math.floor(r() * w.length);
  switch (Math.floor(r() * 4)) {
    case 0:
      return w.slice(0, p) + w.slice(p + 1);
    case 1:
      return w.slice(0, p) + w[p] + w.slice(p);
    case 2:
      return p + 1 < w.length ? w.slice(0, p) + w[p + 1] + w[p] + w.slice(p + 2) : `${w}e`;
    default:
      return w.slice(0, p) + LETTERS[Math.floor(r() * 26)] + w.slice(p + 1);
  }
}

/** The docs live at the kind's version among those the postings of `token` hold, in any field. */
async function liveDocs(kind: Kind, token: string): Promise<number> {
  const [perField] = (await fetchPostings(db, kind, [token])).values();
  const docs = [...new Set(perField.flatMap((ids) => [...ids]))];
  if (!docs.length) return 0;
  const [row] = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM ${recordTable(kind)} WHERE doc = ANY($1) AND ${LIVE_AT('$2')}`,
    [docs, versions[kind].version],
  );
  return Number(row.n);
}

describe("a catalog version's word list tells which letter words have postings", () => {
  it.each(KINDS)('%s: holds every letter word with live postings, and only those', async (kind) => {
    const r = rng(29);
    const { vocab } = versions[kind];
    const words = [...vocab].filter((w) => /^[a-z]{3,}$/.test(w));
    expect(words.length).toBeGreaterThan(200);
    const picks = Array.from({ length: 150 }, () => words[Math.floor(r() * words.length)]);
    const tried = [
      ...picks,
      ...picks.map((w) => misspelt(w, r)),
      ...Array.from({ length: 50 }, () =>
        Array.from({ length: 3 + Math.floor(r() * 6) }, () => LETTERS[Math.floor(r() * 26)]).join(''),
      ),
    ].filter((w) => /^[a-z]{3,}$/.test(w));
    const absent = tried.filter((w) => !vocab.has(w));
    expect(absent.length).toBeGreaterThan(100);
    for (const w of new Set(tried)) expect((await liveDocs(kind, w)) > 0, w).toBe(vocab.has(w));
  });
});

describe('a typo search once the word list is read', () => {
  it("reads its words and the misspelt word's candidates in one statement, and answers as the bundled index", async () => {
    const statements: string[] = [];
    const counted: ReadDb = {
      query: (text, values) => {
        statements.push(text);
        return db.query(text, values);
      },
      end: async () => {},
    };
    const pg = await loadPgListingSearch(counted);
    const level = (x: unknown, origin: string) => JSON.stringify(x).replaceAll(origin, 'ORIGIN');
    const same = async (q: ListingQuery) =>
      expect(level(await pg.searchListings(q), pg.origin), q.q).toBe(level(core.searchListings(q), core.origin));
    const r = rng(7);
    // Words of 6+ letters misspelt (not in the list): each query's words are new to this instance.
    const words = [...vocab].filter((w) => /^[a-z]{6,}$/.test(w));
    const seen = new Set<string>();
    let asked = 0;
    let listRead = false;
    for (let i = 0; i < 400 && asked < 25; i++) {
      const w = words[Math.floor(r() * words.length)];
      const typo = misspelt(w, r);
      if (vocab.has(typo) || seen.has(w)) continue;
      seen.add(w);
      statements.length = 0;
      await same(LQ({ q: typo, include_sold: true }));
      // The first typo of the instance reads the word list (and its candidates in a statement after it).
      if (!listRead) {
        listRead = statements.some((s) => s.includes('vocab'));
        continue;
      }
      const postings = statements.filter((s) => s.includes('search_postings_listings')).length;
      expect(postings, `${typo}: ${statements.join(' | ')}`).toBeLessThanOrEqual(1);
      asked++;
    }
    expect(asked).toBe(25);
  });
});
