// The functions' pool sends each statement with parameters as a named prepared statement (parsed and
// planned once per connection; src/db/read-pool.ts), named by a hash of its text so that two instances
// behind one pooler can only mean the same text by the same name. When the connection no longer holds the
// statement as named (a pooler without prepared-statement tracking, a DEALLOCATE, a table whose columns a
// sync changed), the statement is answered unnamed, never a 503, and the pool names nothing from then on.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readDb, type ReadDb } from '../../src/db/read-pool.ts';

const url = inject('databaseUrl').replace(/\/[^/]+$/, '/prepared_statements_test');
const open: ReadDb[] = [];
const pool = () => {
  const db = readDb(url);
  open.push(db);
  return db;
};
/** The names this session's connection holds for `text` (sequential statements reuse the pool's last client). */
const namesOf = async (db: ReadDb, text: string) =>
  (await db.query<{ name: string }>('SELECT name FROM pg_prepared_statements WHERE statement = $1', [text])).map(
    (r) => r.name,
  );

beforeAll(async () => {
  const admin = readDb(inject('databaseUrl'));
  await admin.query('DROP DATABASE IF EXISTS prepared_statements_test');
  await admin.query('CREATE DATABASE prepared_statements_test');
  await admin.end();
  const db = pool();
  await db.query('CREATE TABLE t (a int NOT NULL, s text NOT NULL)');
  await db.query("INSERT INTO t SELECT i, 'row ' || i FROM generate_series(1, 100) i");
}, 60_000);
afterAll(async () => {
  for (const db of open) await db.end();
});

const PICK = 'SELECT a, s FROM t WHERE a = ANY($1) ORDER BY a';

describe('named prepared statements in the read pool', () => {
  it('a statement with parameters is prepared once, under a name from its text, the same in every instance', async () => {
    const one = pool();
    const two = pool();
    for (let i = 0; i < 3; i++)
      expect(await one.query(PICK, [[i + 1, 50]])).toEqual([
        { a: i + 1, s: `row ${i + 1}` },
        { a: 50, s: 'row 50' },
      ]);
    await two.query(PICK, [[7]]);
    const [a, b] = [await namesOf(one, PICK), await namesOf(two, PICK)];
    expect(a).toHaveLength(1);
    expect(a[0]).toMatch(/^sl_[0-9a-f]{24}$/);
    expect(b).toEqual(a);
    // Another text, another name.
    await one.query('SELECT a FROM t WHERE a = $1', [3]);
    expect(await namesOf(one, 'SELECT a FROM t WHERE a = $1')).not.toEqual(a);
  });

  it('a statement the connection lost (DEALLOCATE) is answered unnamed, and nothing is named after', async () => {
    const db = pool();
    expect(await db.query(PICK, [[4]])).toEqual([{ a: 4, s: 'row 4' }]);
    await db.query('DEALLOCATE ALL');
    // node-postgres believes the statement prepared and sends only Bind: the server answers 26000.
    expect(await db.query(PICK, [[5, 6]])).toEqual([
      { a: 5, s: 'row 5' },
      { a: 6, s: 'row 6' },
    ]);
    await db.query('SELECT s FROM t WHERE a = $1', [9]);
    expect(await namesOf(db, 'SELECT s FROM t WHERE a = $1')).toEqual([]);
    expect(await namesOf(db, PICK)).toEqual([]);
  });

  it('a table whose columns changed under a prepared statement is read again, with the new columns', async () => {
    const db = pool();
    const all = 'SELECT * FROM t WHERE a = $1';
    expect(await db.query(all, [8])).toEqual([{ a: 8, s: 'row 8' }]);
    await pool().query('ALTER TABLE t ADD COLUMN extra int NOT NULL DEFAULT 1');
    // The cached plan's result type changed (0A000).
    expect(await db.query(all, [8])).toEqual([{ a: 8, s: 'row 8', extra: 1 }]);
  });

  it('statements without parameters stay simple queries, several in one text', async () => {
    const db = pool();
    await db.query('CREATE TABLE u (x int); INSERT INTO u VALUES (1), (2)');
    expect(await db.query('SELECT count(*)::int AS n FROM u')).toEqual([{ n: 2 }]);
  });
});
