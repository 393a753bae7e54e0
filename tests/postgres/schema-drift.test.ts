// The database's shape follows the listing column descriptor
// (src/schemas/listing-columns.ts): a search_listings table lacking one of
// its columns (a filterable field added since the last sync) is dropped and
// the whole catalog synced again, even when the sync names one file; and a
// sync naming files into a database without a catalog publishes the whole
// content folder, never a catalog of those files alone.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readDb, type ReadDb } from '../../src/db/read-pool.ts';

const url = inject('databaseUrl').replace(/\/[^/]+$/, '/schema_drift_test');
const file = join('content/listings', readdirSync('content/listings').filter((f) => f.endsWith('.json'))[0]);
let db: ReadDb;

function indexSync(...files: string[]) {
  const r = spawnSync(process.execPath, ['scripts/index-sync.mjs', ...files], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: url, SITE: inject('baseUrl') },
    timeout: 120_000,
  });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}
const live = async () =>
  Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM search_listings WHERE died IS NULL'))[0].n);

beforeAll(async () => {
  const admin = readDb(inject('databaseUrl'));
  await admin.query('DROP DATABASE IF EXISTS schema_drift_test');
  await admin.query('CREATE DATABASE schema_drift_test');
  await admin.end();
  db = readDb(url);
});
afterAll(() => db?.end());

describe('index:sync and the shape of the database', () => {
  it('files named into a database without a catalog: the whole folder is synced', async () => {
    const out = indexSync(file);
    expect(out).toMatch(/holds no catalog yet: the whole content folder is synced/);
    const whole = await live();
    expect(whole).toBeGreaterThan(100);
    expect(indexSync(file)).toMatch(/listings: 0 upserted, 0 deleted, 1 unchanged/);
    expect(await live()).toBe(whole);
  });

  it('a descriptor column the table lacks: dropped and synced again whole, though one file is named', async () => {
    const whole = await live();
    await db.query('ALTER TABLE search_listings DROP COLUMN year');
    const out = indexSync(file);
    expect(out).toMatch(/search tables without the column\(s\) year integer found: dropped/);
    expect(out).toMatch(/whole content folder is synced/);
    expect(await live()).toBe(whole);
    const [{ n }] = await db.query<{ n: string }>('SELECT count(*) AS n FROM search_listings WHERE year IS NOT NULL');
    expect(Number(n)).toBeGreaterThan(100);
  });
});
