// Syncs of a few files at a time, many of them, end where one full sync (and
// the bundled index) would: after seeded rounds of random edits synced by
// the file (titles, prices and currencies, makes new to the catalog, places,
// categories, a listed_at equal to another listing's, unapprovals, deleted
// and new files, manuals), the incremental catalog answers exactly what the
// bundled index built from the final content answers.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readContent } from '../../src/catalog/read-content.ts';
import { publish } from '../../src/catalog/publish.ts';
import { writeSearchIndexes } from '../../src/search/index.ts';
import { readDb, type ReadDb } from '../../src/db/read-pool.ts';
import { syncSearchDatabase } from '../../src/search/postgres/sync.ts';
import { loadPgListingSearch, loadPgManualSearch } from '../../src/search/postgres/load.ts';
import type { ListingBackend, ManualBackend } from '../../src/search/backend.ts';
import { loadSearch, type SearchCore } from '../support/search.ts';
import { LQ, MQ, rng } from '../search/helpers.ts';
import { CATEGORIES } from '../../src/schemas/vocabulary.ts';
import { SORTS } from '../../src/schemas/query.ts';

const site = inject('baseUrl');
const url = inject('databaseUrl').replace(/\/[^/]+$/, '/incremental_test');
const content = mkdtempSync(join(tmpdir(), 'incremental-content-'));
const indexDir = mkdtempSync(join(tmpdir(), 'incremental-index-'));
const r = rng(2029);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
const dir = (k: string) => join(content, k);
const files = (k: string) =>
  readdirSync(dir(k))
    .filter((f) => f.endsWith('.json'))
    .sort();
const read = (k: string, f: string) => JSON.parse(readFileSync(join(dir(k), f), 'utf8'));
const write = (k: string, f: string, x: object) => writeFileSync(join(dir(k), f), JSON.stringify(x, null, 2));

/** One random edit to a listing file; returns the files it touched. */
function editListing(n: number): string[] {
  const f = pick(files('listings'));
  const l = read('listings', f);
  const other = read('listings', pick(files('listings')));
  const kind = Math.floor(r() * 9);
  if (kind === 0) write('listings', f, { ...l, title: `Incrementum ${n} ${l.title}` });
  else if (kind === 1)
    write('listings', f, {
      ...l,
      price: {
        amount: Math.round(r() * 90000) + 100,
        currency: pick(['USD', 'EUR', 'GBP', 'CAD', 'CHF']),
        on_request: false,
      },
    });
  else if (kind === 2) write('listings', f, { ...l, make: `Newmake${n}` });
  else if (kind === 3)
    write('listings', f, {
      ...l,
      location: {
        ...l.location,
        city: `Newtown ${n}`,
        country: pick(['DE', 'FR', 'US', 'CA', 'NL']),
        region_code: null,
        region: null,
      },
    });
  else if (kind === 4)
    write('listings', f, { ...l, category: pick(CATEGORIES)[0], year: r() < 0.3 ? null : 1990 + Math.floor(r() * 30) });
  else if (kind === 5) write('listings', f, { ...l, listed_at: other.listed_at });
  else if (kind === 6)
    write('listings', f, {
      ...l,
      moderation_status: r() < 0.5 ? 'pending' : 'approved',
      status: r() < 0.3 ? 'sold' : l.status,
      sold_at: l.sold_at ?? '2026-11-01T00:00:00Z',
    });
  else if (kind === 7) rmSync(join(dir('listings'), f));
  else {
    const name = `incremental-${n}.json`;
    write('listings', name, {
      ...l,
      public_id: `lst_incr${String(n).padStart(5, '0')}`,
      slug: `incremental-${n}`,
      record_id: 800000 + n,
      title: `Incrementum new ${n}`,
    });
    return [join(dir('listings'), name)];
  }
  return [join(dir('listings'), f)];
}

function editManual(n: number): string[] {
  const f = pick(files('manuals'));
  write('manuals', f, { ...read('manuals', f), title: `Incrementum manual ${n}` });
  return [join(dir('manuals'), f)];
}

let pgL: ListingBackend;
let pgM: ManualBackend;
let core: SearchCore;
let db: ReadDb;
let rounds = 0;

beforeAll(async () => {
  cpSync('content', content, { recursive: true });
  const admin = readDb(inject('databaseUrl'));
  await admin.query('DROP DATABASE IF EXISTS incremental_test');
  await admin.query('CREATE DATABASE incremental_test');
  await admin.end();
  await syncSearchDatabase({ url, contentDir: content, origin: site });
  for (let n = 0; n < 40; n++) {
    const touched = [...editListing(n), ...editListing(n + 1000), ...(n % 7 === 0 ? editManual(n) : [])];
    // Now and then without a grace period: what earlier syncs replaced is cleaned up on the way.
    await syncSearchDatabase({ url, contentDir: content, origin: site, graceSeconds: n % 5 ? 60 : 0, files: touched });
    rounds++;
  }
  const catalog = publish(readContent(content), site);
  writeSearchIndexes(catalog, indexDir);
  core = loadSearch(indexDir);
  db = readDb(url);
  pgL = await loadPgListingSearch(db);
  pgM = await loadPgManualSearch(db);
});
afterAll(async () => {
  await db?.end();
  rmSync(content, { recursive: true, force: true });
  rmSync(indexDir, { recursive: true, force: true });
});

describe('index:sync by the file, again and again', () => {
  it('answers what the bundled index of the final content answers', async () => {
    expect(rounds).toBe(40);
    const words = ['', '', 'incrementum', 'press', 'newmake3', 'newtown', 'folder', 'cutter'];
    for (let i = 0; i < 150; i++) {
      const q = LQ({
        q: pick(words),
        category: r() < 0.2 ? pick(CATEGORIES)[0] : null,
        include_sold: r() < 0.3,
        sort: r() < 0.5 ? pick(SORTS) : null,
        location: r() < 0.1 ? pick(['DE', 'Newtown', 'Germany']) : '',
        currency: pick(['USD', 'EUR']),
        page: 1 + Math.floor(r() * 3),
        per_page: 10,
        price_max: r() < 0.2 ? 50000 : null,
        year_min: r() < 0.2 ? 2000 : null,
      });
      expect(JSON.stringify(await pgL.searchListings(q)), JSON.stringify(q)).toBe(
        JSON.stringify(core.searchListings(q)),
      );
    }
    for (const l of core.searchListings(LQ({ include_sold: true, per_page: 50 })).items) {
      expect(JSON.stringify(await pgL.getListing(l.slug))).toBe(JSON.stringify(l));
      expect(JSON.stringify(await pgL.related(l))).toBe(JSON.stringify(core.related(l)));
    }
    for (const q of ['incrementum', 'manual', ''])
      expect(JSON.stringify(await pgM.searchManuals(MQ({ q })))).toBe(JSON.stringify(core.searchManuals(MQ({ q }))));
  });
});
