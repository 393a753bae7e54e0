// index:sync killed at random points (SIGKILL, seeded): the database always
// answers one whole version (the one before the sync, or the one after),
// never a mix, while a sync runs and after it dies; the next sync brings it
// to the new version; and a sync with no grace period leaves nothing behind:
// no dead rows, no postings of docs that are not live, no superseded
// snapshots.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readDb } from '../../src/db/read-pool.ts';
import { loadPgListingSearch, loadPgManualSearch } from '../../src/search/postgres/load.ts';
import { Catalog } from '../../src/search/postgres/catalog.ts';
import { LQ, MQ, rng } from '../search/helpers.ts';

const site = inject('baseUrl');
const admin = inject('databaseUrl');
const urlOf = (name: string) => admin.replace(/\/[^/]+$/, `/${name}`);
const before = mkdtempSync(join(tmpdir(), 'crash-before-'));
const after = mkdtempSync(join(tmpdir(), 'crash-after-'));
const SEED = Number(process.env.CRASH_SEED ?? 5);
const r = rng(SEED);

/** One sync as a child process; `killAt` (ms after the start, or after the sync reports it has read the content) kills it. */
function runSync(url: string, dir: string, opts: { killAt?: { ms: number; afterRead: boolean }; grace?: number } = {}) {
  return new Promise<{ killed: boolean; code: number | null; out: string }>((resolve) => {
    const args = [
      'scripts/index-sync.mjs',
      ...(opts.grace !== undefined ? ['--grace-seconds', String(opts.grace)] : []),
    ];
    const child = spawn(process.execPath, args, {
      env: { ...process.env, DATABASE_URL: url, CONTENT_DIR: dir, SITE: site },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let killed = false;
    const kill = () => {
      if (child.exitCode === null) {
        killed = true;
        child.kill('SIGKILL');
      }
    };
    const k = opts.killAt;
    if (k && !k.afterRead) setTimeout(kill, k.ms);
    child.stdout.on('data', (d) => {
      out += d;
      if (k?.afterRead && /\] read \d+ listings/.test(out)) setTimeout(kill, k.ms);
    });
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ killed: killed && code === null, code, out }));
  });
}

const QUERIES = [
  LQ({}),
  LQ({ page: 2, per_page: 50 }),
  LQ({ q: 'press' }),
  LQ({ q: 'folder', include_sold: true }),
  LQ({ q: 'heidelburg' }),
  LQ({ category: 'packaging', sort: 'price_asc' }),
  LQ({ q: 'crashtestword' }),
];

/**
 * Everything a caller could see, one answer a line: searches, every edited listing's lookup with its
 * related links, a manual search. Each answer is whole (one version); a sync may land between two.
 */
async function answers(url: string, keys: string[]): Promise<string> {
  const db = readDb(url);
  try {
    // One catalog for both kinds, as a function instance has: one version for everything it answers.
    const catalog = new Catalog(db);
    const L = await loadPgListingSearch(db, catalog);
    const M = await loadPgManualSearch(db, catalog);
    const out: unknown[] = [];
    for (const q of QUERIES) out.push(await L.searchListings(q));
    for (const k of keys) {
      const l = await L.getListing(k);
      out.push([l ?? null, l ? await L.related(l) : null]);
    }
    out.push(await M.searchManuals(MQ({ q: 'manual' })));
    return out.map((x) => JSON.stringify(x)).join('\n');
  } finally {
    await db.end();
  }
}

const listingFiles = readdirSync('content/listings')
  .filter((f) => f.endsWith('.json'))
  .sort();
const edited: string[] = [];
let answersBefore = '';
/** How long a whole sync from the previous version to the new one takes here (the kills are spread over it). */
let syncMs = 0;
let answersAfter = '';

beforeAll(async () => {
  cpSync('content', before, { recursive: true });
  cpSync('content', after, { recursive: true });
  // The new version: 60 retitled, 6 unapproved, 4 deleted, 5 new listings, a manual retitled.
  const at = (f: string) => join(after, 'listings', f);
  listingFiles.slice(0, 75).forEach((f, i) => {
    const rec = JSON.parse(readFileSync(at(f), 'utf8'));
    edited.push(rec.public_id);
    if (i < 60) writeFileSync(at(f), JSON.stringify({ ...rec, title: `Crashtestword ${i} ${rec.title}` }));
    else if (i < 66) writeFileSync(at(f), JSON.stringify({ ...rec, moderation_status: 'pending' }));
    else if (i < 70) rmSync(at(f));
    else
      writeFileSync(
        at(`crash-new-${i}.json`),
        JSON.stringify({
          ...rec,
          public_id: `lst_crash${String(i).padStart(4, '0')}`,
          slug: `crash-new-${i}`,
          record_id: 900000 + i,
        }),
      );
  });
  const manual = readdirSync(join(after, 'manuals')).sort()[0];
  const m = JSON.parse(readFileSync(join(after, 'manuals', manual), 'utf8'));
  writeFileSync(join(after, 'manuals', manual), JSON.stringify({ ...m, title: `Crashtestword ${m.title}` }));
  const db = readDb(admin);
  for (const name of ['crash_test', 'crash_ref_before', 'crash_ref_after']) {
    await db.query(`DROP DATABASE IF EXISTS ${name}`);
    await db.query(`CREATE DATABASE ${name}`);
  }
  await db.end();
  for (const [name, dir] of [
    ['crash_ref_before', before],
    ['crash_ref_after', after],
    ['crash_test', before],
  ])
    expect((await runSync(urlOf(name), dir)).code).toBe(0);
  const t0 = performance.now();
  expect((await runSync(urlOf('crash_ref_before'), after)).code).toBe(0);
  syncMs = performance.now() - t0;
  expect((await runSync(urlOf('crash_ref_before'), before)).code).toBe(0);
  answersBefore = await answers(urlOf('crash_ref_before'), edited);
  answersAfter = await answers(urlOf('crash_ref_after'), edited);
  expect(answersAfter).not.toBe(answersBefore);
  expect(answersAfter).toContain('Crashtestword');
});
afterAll(() => {
  rmSync(before, { recursive: true, force: true });
  rmSync(after, { recursive: true, force: true });
});

describe(`index:sync killed at random points (seed ${SEED}, CRASH_SEED=n to replay)`, () => {
  it('leaves the previous or the new version whole, every time, and the next sync repairs', async () => {
    const url = urlOf('crash_test');
    const outcomes: string[] = [];
    for (let round = 0; round < 5; round++) {
      // Anywhere in the whole run, or within the database work (after the content is read).
      const killAt =
        round % 2
          ? { ms: Math.floor(r() * 600), afterRead: true }
          : { ms: Math.floor(r() * syncMs * 1.3), afterRead: false };
      // While the sync runs and after it dies, a reader sees one version or the other.
      const sync = runSync(url, after, { killAt });
      let done = false;
      void sync.then(() => (done = true));
      while (!done) {
        const seen = (await answers(url, edited)).split('\n');
        const [before, after] = [answersBefore.split('\n'), answersAfter.split('\n')];
        seen.forEach((a, i) => expect([before[i], after[i]], `answer ${i} while the sync runs`).toContain(a));
        await new Promise((res) => setTimeout(res, 50));
      }
      const { killed } = await sync;
      const now = await answers(url, edited);
      expect([answersBefore, answersAfter], `round ${round}: killed ${killed} at ${JSON.stringify(killAt)}`).toContain(
        now,
      );
      outcomes.push(
        `${killed ? 'killed' : 'finished'}@${killAt.afterRead ? 'read+' : ''}${killAt.ms}ms→${now === answersAfter ? 'new' : 'previous'}`,
      );
      // The next sync repairs: the new version, whole.
      expect((await runSync(url, after)).code).toBe(0);
      expect(await answers(url, edited)).toBe(answersAfter);
      // Back to the previous version for the next round.
      expect((await runSync(url, before)).code).toBe(0);
      expect(await answers(url, edited)).toBe(answersBefore);
    }
    console.log(`[crash-safe] ${outcomes.join(', ')}`);
    expect(outcomes.some((o) => o.startsWith('killed'))).toBe(true);
  }, 300_000);

  it('a sync with no grace period leaves no dead rows, orphaned postings or superseded snapshots', async () => {
    const url = urlOf('crash_test');
    expect((await runSync(url, after, { grace: 0 })).code).toBe(0);
    expect((await runSync(url, after, { grace: 0 })).out).toMatch(/cleaned up \d+ dead rows/);
    const db = readDb(url);
    try {
      for (const kind of ['listings', 'manuals']) {
        const [dead] = await db.query<{ n: string }>(`SELECT count(*) AS n FROM search_${kind} WHERE died IS NOT NULL`);
        expect(Number(dead.n), kind).toBe(0);
        const live = new Set((await db.query<{ doc: number }>(`SELECT doc FROM search_${kind}`)).map((x) => x.doc));
        for (const p of await db.query<{ token: string; ids: Buffer }>(
          `SELECT token, ids FROM search_postings_${kind}`,
        )) {
          const ids = new Int32Array(p.ids.buffer.slice(p.ids.byteOffset, p.ids.byteOffset + p.ids.byteLength));
          for (const d of ids) expect(live.has(d), `${kind} posting ${p.token} → doc ${d}`).toBe(true);
        }
        const versions = await db.query(`SELECT version FROM search_versions WHERE kind = $1`, [kind]);
        expect(versions.length, kind).toBe(1);
      }
    } finally {
      await db.end();
    }
    expect(await answers(url, edited)).toBe(answersAfter);
  }, 120_000);
});
