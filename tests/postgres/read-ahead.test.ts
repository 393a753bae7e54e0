// The Postgres listing search reads the newest listings' records ahead once it has answered (issue 29's
// Postgres p50: most records statements were for them). Read ahead, a later page of them costs no records
// statement, and every answer still equals the bundled index's byte for byte; across a sync, each answer is
// the old catalog's or the new one's, never a mix (records are cached by doc, and an edit is a new doc).
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readContent } from '../../src/catalog/read-content.ts';
import { publish } from '../../src/catalog/publish.ts';
import { writeSearchIndexes } from '../../src/search/index.ts';
import { readDb, type ReadDb } from '../../src/db/read-pool.ts';
import { syncSearchDatabase } from '../../src/search/postgres/sync.ts';
import { loadPgListingSearch, type PgListingSearch } from '../../src/search/postgres/listings.ts';
import { loadSearch, type SearchCore } from '../support/search.ts';
import { LQ, rng } from '../search/helpers.ts';
import { CATEGORIES } from '../../src/schemas/vocabulary.ts';
import { SORTS, type ListingQuery } from '../../src/schemas/query.ts';

const site = inject('baseUrl');
const url = inject('databaseUrl').replace(/\/[^/]+$/, '/read_ahead_test');
const content = mkdtempSync(join(tmpdir(), 'read-ahead-content-'));
const dirs: string[] = [];
const r = rng(4640);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
const RECORDS = /FROM search_listings WHERE doc = ANY/;

/** The bundled index of the content as it is now: what every Postgres answer must equal. */
function bundled(): SearchCore {
  const dir = mkdtempSync(join(tmpdir(), 'read-ahead-index-'));
  dirs.push(dir);
  writeSearchIndexes(publish(readContent(content), site), dir);
  return loadSearch(dir);
}

let db: ReadDb;
let pg: PgListingSearch;
/** Every statement the instance sent, in order. */
const sent: string[] = [];
const recordStatements = () => sent.filter((t) => RECORDS.test(t)).length;

/** Resolves once the instance has sent nothing for `quietMs` (its read ahead is done). */
async function quiet(quietMs = 300, limitMs = 10_000) {
  const t0 = Date.now();
  for (let n = -1; n !== sent.length; ) {
    if (Date.now() - t0 > limitMs) throw new Error(`still reading after ${limitMs} ms`);
    n = sent.length;
    await new Promise((res) => setTimeout(res, quietMs));
  }
}

const randomQuery = (): ListingQuery =>
  LQ({
    q: pick(['', '', 'press', 'folder', 'cutter', 'heidelberg', 'conveyor']),
    category: r() < 0.2 ? pick(CATEGORIES)[0] : null,
    include_sold: r() < 0.3,
    sort: r() < 0.5 ? pick(SORTS) : null,
    page: 1 + Math.floor(r() * 4),
    per_page: pick([5, 10, 20]),
  });

beforeAll(async () => {
  cpSync('content', content, { recursive: true });
  const admin = readDb(inject('databaseUrl'));
  await admin.query('DROP DATABASE IF EXISTS read_ahead_test');
  await admin.query('CREATE DATABASE read_ahead_test');
  await admin.end();
  await syncSearchDatabase({ url, contentDir: content, origin: site });
  db = readDb(url);
  pg = await loadPgListingSearch({
    query: <R>(text: string, values?: unknown[]) => {
      sent.push(text);
      return db.query<R>(text, values);
    },
    end: () => db.end(),
  });
});
afterAll(async () => {
  await db?.end();
  for (const d of [content, ...dirs]) rmSync(d, { recursive: true, force: true });
});

describe('the listing records read ahead', () => {
  it('after the first answer, later pages of the newest cost no records statement and answer as bundled', async () => {
    const core = bundled();
    await pg.searchListings(LQ({ per_page: 5 }));
    expect(recordStatements()).toBeGreaterThan(0);
    await quiet();
    // The sample (a few hundred listings) is far under the read-ahead budget: all of it is read.
    const before = recordStatements();
    for (let i = 0; i < 60; i++) {
      const q = randomQuery();
      expect(JSON.stringify(await pg.searchListings(q)), JSON.stringify(q)).toBe(
        JSON.stringify(core.searchListings(q)),
      );
    }
    expect(recordStatements()).toBe(before);
  });

  it('across a sync every answer is the old catalog or the new one, never a mix', async () => {
    const old = bundled();
    const file = readdirSync(join(content, 'listings')).filter((f) => f.endsWith('.json'))[3];
    const l = JSON.parse(readFileSync(join(content, 'listings', file), 'utf8'));
    writeFileSync(
      join(content, 'listings', file),
      JSON.stringify({ ...l, title: `Readahead ${l.title}`, listed_at: '2099-01-01T00:00:00Z' }, null, 2),
    );
    const now = bundled();
    await syncSearchDatabase({ url, contentDir: content, origin: site, files: [join(content, 'listings', file)] });
    const qs = [LQ({ per_page: 10 }), LQ({ q: 'readahead' }), LQ({ q: 'press', per_page: 20 }), LQ({ page: 2 })];
    let answersNew = false;
    for (const t0 = Date.now(); !answersNew && Date.now() - t0 < 10_000; ) {
      const got = await Promise.all(qs.map(async (q) => JSON.stringify(await pg.searchListings(q))));
      const isNew = qs.map((q, i) => got[i] === JSON.stringify(now.searchListings(q)));
      const isOld = qs.map((q, i) => got[i] === JSON.stringify(old.searchListings(q)));
      for (const [i, q] of qs.entries()) expect(isNew[i] || isOld[i], JSON.stringify(q)).toBe(true);
      answersNew = isNew.every(Boolean) && !isOld[1];
      await new Promise((res) => setTimeout(res, 50));
    }
    expect(answersNew).toBe(true);
  });
});
