// A catalog version's large values (the packed columns, the typo vocabulary) are read a slice per
// statement (src/search/postgres/sliced-read.ts), so no read of a function grows with the catalog past the
// request limit: the value comes back byte for byte (bytes, and text with multibyte characters cut by
// characters), each statement carries at most one slice, and a value of one slice is one statement.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readDb, type ReadDb } from '../../src/db/read-pool.ts';
import { SCHEMA_SQL } from '../../src/search/postgres/schema.ts';
import { SLICE, versionBytes, versionText } from '../../src/search/postgres/sliced-read.ts';

const url = inject('databaseUrl').replace(/\/[^/]+$/, '/sliced_read_test');
let db: ReadDb;
const reads: { text: string; bytes: number }[] = [];
/** The pool, noting each statement and the size of what it returned. */
const counted = (): ReadDb => ({
  async query(text, values) {
    const rows = await db.query(text, values);
    const part = (rows[0] as { part?: Buffer | string } | undefined)?.part;
    reads.push({ text, bytes: part === undefined ? 0 : Buffer.byteLength(part) });
    return rows as never;
  },
  end: () => db.end(),
});

const big = randomBytes(2 * SLICE + 12_345);
const small = randomBytes(1000);
// Letters and two-byte characters, longer than two slices (in characters).
const words = Array.from({ length: (2 * SLICE) / 8 + 100 }, (_, i) => `w${i.toString(36)}é`).join(' ');

beforeAll(async () => {
  const admin = readDb(inject('databaseUrl'));
  await admin.query('DROP DATABASE IF EXISTS sliced_read_test');
  await admin.query('CREATE DATABASE sliced_read_test');
  await admin.end();
  db = readDb(url);
  await db.query(SCHEMA_SQL);
  const insert =
    'INSERT INTO search_versions (kind, version, meta, snapshot, vocab, words) VALUES ($1, $2, $3, $4, $5, $6)';
  await db.query(insert, ['listings', 1, '{}', big, words, Buffer.alloc(0)]);
  await db.query(insert, ['manuals', 1, '{}', small, 'one two', Buffer.alloc(0)]);
}, 60_000);
afterAll(() => db?.end());

describe('a catalog version read in slices', () => {
  it('bytes larger than a slice: the same bytes, one slice per statement', async () => {
    reads.length = 0;
    const got = await versionBytes(counted(), 'listings', 1, 'snapshot');
    expect(got?.equals(big)).toBe(true);
    expect(reads.length).toBe(3);
    for (const r of reads) expect(r.bytes).toBeLessThanOrEqual(SLICE);
  });

  it('a value of one slice is one statement', async () => {
    reads.length = 0;
    expect((await versionBytes(counted(), 'manuals', 1, 'snapshot'))?.equals(small)).toBe(true);
    expect(await versionText(counted(), 'manuals', 1, 'vocab')).toBe('one two');
    expect(reads.length).toBe(2);
  });

  it('text is cut by characters: multibyte characters survive the cuts', async () => {
    reads.length = 0;
    expect(await versionText(counted(), 'listings', 1, 'vocab')).toBe(words);
    expect(reads.length).toBe(Math.ceil(words.length / SLICE));
  });

  it('a version that is gone reads as undefined (the caller answers 503 and retries)', async () => {
    expect(await versionBytes(db, 'listings', 2, 'snapshot')).toBeUndefined();
    expect(await versionText(db, 'manuals', 9, 'vocab')).toBeUndefined();
  });
});
