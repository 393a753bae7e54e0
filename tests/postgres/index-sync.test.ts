// index:sync end to end: a copy of the content folder synced into its own
// database, three listings changed (a title carrying a seller's contact, one
// unapproved, one sold), `npm run index:sync` run again, and the built
// postgres listing functions (what Vercel runs) answering the change within
// 5 s: the new title found with the contact scrubbed, the unapproved listing
// gone everywhere, the sold one only with include_sold.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readDb } from '../../src/db/read-pool.ts';
import { loadPgListingSearch } from '../../src/search/postgres/load.ts';
import { LQ } from '../search/helpers.ts';

const content = mkdtempSync(join(tmpdir(), 'index-sync-content-'));
const site = inject('baseUrl');
const syncUrl = inject('databaseUrl').replace(/\/[^/]+$/, '/index_sync_test');
const CONTACT = { phone: '+1 415 555 0134', email: 'seller.desk@example.net' };

function indexSync(...files: string[]) {
  const r = spawnSync(process.execPath, ['scripts/index-sync.mjs', ...files], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: syncUrl, CONTENT_DIR: content, SITE: site },
    timeout: 120_000,
  });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

type Fetch = (request: Request) => Promise<Response>;
let search: Fetch;
let lookup: Fetch;
let pages: Fetch;
const get = async (fn: Fetch, path: string) => {
  const res = await fn(new Request(`${site}/api/agents/v1${path}`));
  return { status: res.status, text: await res.text() };
};
const ids = async (query: string) =>
  JSON.parse((await get(search, `/listings?${query}`)).text).items as { id: string; status: string }[];

const files = readdirSync('content/listings').filter((f) => f.endsWith('.json'));
const record = (f: string) => JSON.parse(readFileSync(join(content, 'listings', f), 'utf8'));
const write = (f: string, r: object) => writeFileSync(join(content, 'listings', f), JSON.stringify(r, null, 2));

beforeAll(async () => {
  cpSync('content', content, { recursive: true });
  const admin = readDb(inject('databaseUrl'));
  await admin.query('DROP DATABASE IF EXISTS index_sync_test');
  await admin.query('CREATE DATABASE index_sync_test');
  await admin.end();
  indexSync();
  // The built functions of the postgres build, in this test's own process, on this test's database.
  process.env.SEARCH_BACKEND = 'postgres';
  process.env.DATABASE_URL = syncUrl;
  const fn = async (name: string) =>
    (await import(pathToFileURL(join(inject('pgOutput'), 'functions/api/agents/v1', `${name}.func`, 'index.mjs')).href))
      .default.fetch as Fetch;
  search = await fn('listings');
  lookup = await fn('listings/[slug_or_id]');
  pages = (await import(pathToFileURL(join(inject('pgOutput'), 'functions/pages/live.func/index.mjs')).href)).default
    .fetch as Fetch;
});
afterAll(() => rmSync(content, { recursive: true, force: true }));

describe('npm run index:sync', () => {
  const original = (f: string) => JSON.parse(readFileSync(join('content/listings', f), 'utf8'));
  const available = files.filter(
    (f) => original(f).status === 'available' && original(f).moderation_status === 'approved',
  );
  const [renamed, unapproved, sold, listed] = [available[3], available[7], available[11], available[15]];

  it('changes nothing when nothing changed', () => {
    expect(indexSync()).toMatch(/listings: 0 upserted, 0 deleted, \d+ unchanged/);
  });

  it('shows a new title, an unapproval and a sale on every surface within 5 s of the sync starting, scrubbed', async () => {
    const a = record(renamed);
    const b = record(unapproved);
    const c = record(sold);
    expect((await ids(`q=${encodeURIComponent(b.title)}`)).map((x) => x.id)).toContain(b.public_id);
    const live = async (page: string) => (await pages(new Request(`${site}/pages/live?page=${page}`))).text();
    const totalsBefore = JSON.parse(await live('snapshot')).data.totals;
    write(renamed, { ...a, title: `Zanzibarquux ${a.title}, call ${CONTACT.phone} or ${CONTACT.email}` });
    write(unapproved, { ...b, moderation_status: 'pending' });
    write(sold, { ...c, status: 'sold', sold_at: '2026-11-20T10:00:00Z' });

    const started = performance.now();
    const out = indexSync(...[renamed, unapproved, sold].map((f) => join(content, 'listings', f)));
    const synced = performance.now();
    expect(out).toMatch(/listings: 2 upserted, 1 deleted/);
    // Every surface: search, lookup, the page, its twin and its JSON (one version: all at once or none).
    const pageOf = async (slug: string, suffix: string) => {
      const res = await pages(new Request(`${site}/pages/live?page=listing&slug=${slug}&page_suffix=${suffix}`));
      return { status: res.status, text: await res.text() };
    };
    const all = async () =>
      (await ids('q=zanzibarquux')).some((x) => x.id === a.public_id) &&
      !(await ids(`q=${encodeURIComponent(b.title)}&include_sold=true&per_page=50`)).some(
        (x) => x.id === b.public_id,
      ) &&
      !(await ids(`q=${encodeURIComponent(c.title)}&per_page=50`)).some((x) => x.id === c.public_id) &&
      JSON.parse((await get(lookup, `/listings/${a.slug}`)).text).data.title.startsWith('Zanzibarquux') &&
      (await Promise.all(['', '.md', '.json'].map((x) => pageOf(a.slug, x)))).every(
        (p) => p.status === 200 && p.text.includes('Zanzibarquux'),
      ) &&
      (await pageOf(b.slug, '')).status === 404 &&
      (await pageOf(c.slug, '.json')).text.includes('"status":"sold"');
    let seen = false;
    while (!(seen = await all()) && performance.now() - started < 5000) await new Promise((r) => setTimeout(r, 100));
    const ms = performance.now() - started;
    expect(seen, 'the three changes are on every surface within 5 s of the sync starting').toBe(true);
    console.log(
      `[index:sync] three files synced in ${Math.round(synced - started)} ms; every surface answered the change ${Math.round(ms)} ms after the sync started`,
    );
    // The market snapshot and the sitemap follow the same sync.
    const totals = JSON.parse(await live('snapshot')).data.totals;
    expect([totals.live_listings, totals.sold_listings]).toEqual([
      totalsBefore.live_listings - 2,
      totalsBefore.sold_listings + 1,
    ]);
    const map = await live('sitemap');
    expect(map).toContain(`/listings/${a.slug}<`);
    expect(map).not.toContain(`/listings/${b.slug}<`);
    for (const x of ['', '.md', '.json']) {
      const p = await pageOf(a.slug, x);
      expect(p.text).not.toContain(CONTACT.email);
      expect(p.text.replace(/\D/g, '')).not.toContain('4155550134');
    }

    const found = await get(search, '/listings?q=zanzibarquux');
    expect(found.text).not.toContain(CONTACT.email);
    expect(found.text.replace(/\D/g, '')).not.toContain('4155550134');
    const page = await get(lookup, `/listings/${a.slug}`);
    expect(page.status).toBe(200);
    expect(JSON.parse(page.text).data.title).toMatch(/^Zanzibarquux /);
    expect(page.text).not.toContain(CONTACT.email);

    // Unapproved: gone from search (with sold ones too) and from lookups.
    expect(
      (await ids(`q=${encodeURIComponent(b.title)}&include_sold=true&per_page=50`)).map((x) => x.id),
    ).not.toContain(b.public_id);
    expect((await get(lookup, `/listings/${b.public_id}`)).status).toBe(404);
    expect((await get(lookup, `/listings/${b.slug}`)).status).toBe(404);

    // Sold: left out by default, there with include_sold, marked sold.
    expect((await ids(`q=${encodeURIComponent(c.title)}&per_page=50`)).map((x) => x.id)).not.toContain(c.public_id);
    expect(
      (await ids(`q=${encodeURIComponent(c.title)}&per_page=50&include_sold=true`)).find((x) => x.id === c.public_id)
        ?.status,
    ).toBe('sold');
  });

  it('with a list of files, considers only those', async () => {
    const d = record(listed);
    write(listed, { ...d, title: `Quokkatron ${d.title}` });
    write(renamed, { ...record(renamed), title: 'Not synced this time' });
    expect(indexSync(join(content, 'listings', listed))).toMatch(/listings: 1 upserted, 0 deleted, 0 unchanged/);
    const t0 = performance.now();
    while (!(await ids('q=quokkatron')).length && performance.now() - t0 < 5000)
      await new Promise((r) => setTimeout(r, 100));
    expect((await ids('q=quokkatron')).map((x) => x.id)).toEqual([d.public_id]);
    expect((await ids('q=zanzibarquux')).length).toBe(1);
  });

  it('a row the last line finds something in (a link to an unpublished listing) is withheld, named, and leaves the database', async () => {
    const linking = available[19];
    const e = record(linking);
    write(linking, {
      ...e,
      description: `${e.description}\n\nSee also [the sister machine](/listings/${record(unapproved).slug}).`,
    });
    const r = spawnSync(process.execPath, ['scripts/index-sync.mjs', join(content, 'listings', linking)], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: syncUrl, CONTENT_DIR: content, SITE: site },
      timeout: 120_000,
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(
      new RegExp(
        `${linking} → description: .*a link to "${record(unapproved).slug}", which is not published; the record is withheld`,
      ),
    );
    expect(r.stdout).toMatch(/listings: 0 upserted, 1 deleted/);
    const t0 = performance.now();
    while ((await get(lookup, `/listings/${e.public_id}`)).status !== 404 && performance.now() - t0 < 5000)
      await new Promise((res) => setTimeout(res, 100));
    expect((await get(lookup, `/listings/${e.public_id}`)).status).toBe(404);
  });

  it("--grant-read gives the functions' read-only role what they need, and no more", async () => {
    const admin = readDb(syncUrl);
    await admin.query("CREATE ROLE search_reader_test LOGIN PASSWORD 'reader'");
    await admin.end();
    expect(indexSync('--grant-read', 'search_reader_test')).toMatch(/read access granted to search_reader_test/);
    const reader = readDb(syncUrl.replace(/\/\/[^@]+@/, '//search_reader_test:reader@'));
    try {
      const s = await loadPgListingSearch(reader);
      expect((await s.searchListings(LQ({ q: 'press' }))).total).toBeGreaterThan(0);
      await expect(reader.query('DELETE FROM search_listings')).rejects.toThrow();
      await expect(reader.query('DELETE FROM search_postings_listings')).rejects.toThrow();
    } finally {
      await reader.end();
    }
  });
});
