// After a large sync (a whole catalog into an empty database), index:sync vacuums and analyzes every table it
// wrote, not only the listing rows: the searches that follow must not be the ones to set each new row's hint
// bits (with data checksums, a full page written to the WAL per page first read) or to meet autovacuum reading
// the freshly loaded postings whole (docs/scaling.md, issue 29's Postgres tail). Seen from the catalog: every
// page of each table and of its TOAST table is marked all-visible, which only a vacuum does. A one-file sync
// stays quick: it leaves vacuuming to autovacuum.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readDb, type ReadDb } from '../../src/db/read-pool.ts';
import { syncSearchDatabase } from '../../src/search/postgres/sync.ts';
import { KINDS, postingsTable, recordTable } from '../../src/search/postgres/schema.ts';

const site = inject('baseUrl');
const url = inject('databaseUrl').replace(/\/[^/]+$/, '/vacuum_test');
const content = mkdtempSync(join(tmpdir(), 'vacuum-content-'));
const TABLES = [...KINDS.map(recordTable), ...KINDS.map(postingsTable), 'search_versions'];
let db: ReadDb;

interface Pages {
  table: string;
  pages: number;
  visible: number;
  vacuums: number;
}
/** Each table and its TOAST table: pages, pages marked all-visible, vacuums counted. */
const pages = () =>
  db.query<Pages>(
    `SELECT c.relname AS table, t.relpages AS pages, t.relallvisible AS visible,
            (SELECT vacuum_count FROM pg_stat_user_tables s WHERE s.relid = c.oid)::int AS vacuums
       FROM pg_class c JOIN pg_class t ON t.oid IN (c.oid, c.reltoastrelid)
      WHERE c.relname = ANY($1) ORDER BY c.relname, t.relkind`,
    [TABLES],
  );

beforeAll(async () => {
  cpSync('content', content, { recursive: true });
  const admin = readDb(inject('databaseUrl'));
  await admin.query('DROP DATABASE IF EXISTS vacuum_test');
  await admin.query('CREATE DATABASE vacuum_test');
  await admin.end();
  db = readDb(url);
});
afterAll(async () => {
  await db?.end();
  rmSync(content, { recursive: true, force: true });
});

describe('index:sync after a large change', () => {
  it('vacuums every table it wrote, TOAST tables included', async () => {
    // The sample catalog is a few hundred rows: a threshold of 0 makes its first sync a large change.
    const s = await syncSearchDatabase({ url, contentDir: content, origin: site, largeChange: 0 });
    expect(s.steps.vacuum).toBeGreaterThanOrEqual(0);
    const all = await pages();
    expect(new Set(all.map((p) => p.table))).toEqual(new Set(TABLES));
    // Each of the five tables holds pages, and so does the snapshots' TOAST table (records are stored inline,
    // tests/postgres/records-inline.test.ts, and the sample's postings chunks are short enough to be too).
    expect(all.filter((p) => p.pages > 0).length).toBeGreaterThanOrEqual(TABLES.length + 1);
    for (const p of all) expect(p, p.table).toMatchObject({ visible: p.pages });
  });

  it('a one-file sync does not vacuum', async () => {
    const before = await pages();
    const f = readdirSync(join(content, 'listings')).find((x) => x.endsWith('.json'))!;
    const file = join(content, 'listings', f);
    const l = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...l, title: `Vacuumless ${l.title}` }, null, 2));
    const s = await syncSearchDatabase({ url, contentDir: content, origin: site, files: [file] });
    expect(s.listings.upserted).toBe(1);
    expect(s.steps.vacuum).toBeUndefined();
    const after = await pages();
    expect(after.map((p) => p.vacuums)).toEqual(before.map((p) => p.vacuums));
  });
});
