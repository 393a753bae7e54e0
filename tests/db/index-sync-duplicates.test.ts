// index:sync and an editor's copy: the file the search database serves keeps
// its keys, even against a copy that would win every other rule (a name that
// sorts first, an earlier listed_at, no git).
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, expect, test } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/db/embedded.ts';
import { syncSearchDatabase } from '../../src/search/postgres/sync.ts';
import { freePort } from '../support/isolated-build.ts';

let db: EmbeddedDatabase | undefined;
const dir = mkdtempSync(join(tmpdir(), 'secondline-sync-dup-'));
afterAll(async () => {
  await db?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test('a copy of a served listing is withheld by index:sync, naming the file the database serves', {
  timeout: 120_000,
}, async () => {
  cpSync('content', dir, { recursive: true });
  for (const f of readdirSync(join(dir, 'listings')).sort().slice(8)) rmSync(join(dir, 'listings', f));
  const original = readdirSync(join(dir, 'listings'))
    .sort()
    .find((f) => JSON.parse(readFileSync(join(dir, 'listings', f), 'utf8')).moderation_status === 'approved')!;
  const record = JSON.parse(readFileSync(join(dir, 'listings', original), 'utf8'));
  db = await startEmbeddedPostgres({ port: await freePort() });
  const origin = 'http://127.0.0.1:1';
  await syncSearchDatabase({ url: db.url, contentDir: dir, origin });

  writeFileSync(
    join(dir, 'listings', '0-copy.json'),
    JSON.stringify({ ...record, title: `${record.title} (copy)`, listed_at: '2001-01-01T00:00:00Z' }),
  );
  const s = await syncSearchDatabase({ url: db.url, contentDir: dir, origin });
  const problem = s.problems.find((p) => p.field === 'public_id');
  expect(problem?.file).toMatch(/listings\/0-copy\.json$/);
  expect(problem?.message).toMatch(
    new RegExp(
      `already used by \\S*listings/${original.replace(/\./g, '\\.')} \\(the file that published it last time\\)`,
    ),
  );
  expect(s.listings.upserted).toBe(0);

  const pool = new pg.Pool({ connectionString: db.url });
  const { rows } = await pool.query('SELECT file, record FROM search_listings WHERE id = $1', [record.public_id]);
  await pool.end();
  expect(rows[0].file).toMatch(new RegExp(`listings/${original.replace(/\./g, '\\.')}$`));
  expect(JSON.parse(rows[0].record).title).toBe(record.title);
});
