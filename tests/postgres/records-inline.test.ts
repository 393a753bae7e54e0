// A search reads its page's records whole, so index:sync stores them as they are: inline in the row and not
// compressed (the pglz decompression of 20 records was most of a records statement's time, issue 29's Postgres
// p50). Seen from the catalog: no record that fits in a page is compressed or moved out of line, and each kind
// holds records long enough that PostgreSQL's default (compress past ~2 kB) would have compressed them (the
// sample's manuals are short: one is given a long description).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readDb, type ReadDb } from '../../src/db/read-pool.ts';
import { syncSearchDatabase } from '../../src/search/postgres/sync.ts';
import { KINDS, recordTable } from '../../src/search/postgres/schema.ts';

const site = inject('baseUrl');
const url = inject('databaseUrl').replace(/\/[^/]+$/, '/records_inline_test');
const content = mkdtempSync(join(tmpdir(), 'records-inline-content-'));
/** PostgreSQL compresses a row's long values once the row passes this many bytes (TOAST_TUPLE_THRESHOLD). */
const DEFAULT_THRESHOLD = 2032;
let db: ReadDb;

beforeAll(async () => {
  cpSync('content', content, { recursive: true });
  const manual = join(content, 'manuals', 'man_23kr20dr.json');
  const m = JSON.parse(readFileSync(manual, 'utf8'));
  writeFileSync(manual, JSON.stringify({ ...m, description: Array(12).fill(m.description).join(' ') }, null, 2));
  const admin = readDb(inject('databaseUrl'));
  await admin.query('DROP DATABASE IF EXISTS records_inline_test');
  await admin.query('CREATE DATABASE records_inline_test');
  await admin.end();
  db = readDb(url);
  await syncSearchDatabase({ url, contentDir: content, origin: site });
});
afterAll(async () => {
  await db?.end();
  rmSync(content, { recursive: true, force: true });
});

describe('stored records', () => {
  it.each(KINDS)('%s: every record is stored as it is, inline, not compressed', async (kind) => {
    const [r] = await db.query<{ rows: number; long: number; compressed: number; outside: number }>(
      `SELECT count(*)::int AS rows,
              count(*) FILTER (WHERE octet_length(record) > $1)::int AS long,
              count(pg_column_compression(record))::int AS compressed,
              count(*) FILTER (WHERE pg_column_size(record) < octet_length(record))::int AS outside
         FROM ${recordTable(kind)}`,
      [DEFAULT_THRESHOLD],
    );
    expect(r.rows).toBeGreaterThan(0);
    // Without the setting these would be compressed: the test would pass for nothing if there were none.
    expect(r.long).toBeGreaterThan(0);
    expect(r).toMatchObject({ compressed: 0, outside: 0 });
  });
});
