// Writing the text index in Postgres: FlexSearch's own persistent adapter
// (flexsearch/db/postgres over pg-promise), with the same Document options
// and tokens as the bundled index (../options.ts, ../text.ts). Used by
// index:sync only; the functions read the tables directly (./text-index.ts).
import Database from 'flexsearch/db/postgres';
import { newListingDocument, newManualDocument } from '../options.ts';
import { flexSchema, type Kind } from './schema.ts';
import { FIELDS } from './text-index.ts';

/** pg-promise database object (the adapter's own driver). */
type PgpDb = { none(sql: string): Promise<null> };

/**
 * A FlexSearch Document mounted on Postgres. Pitfalls of the adapter: the
 * storage name goes as the first argument (in the options it would be taken
 * as the database name), the connection is a module-level singleton (one
 * database per process), and keys are varchar(128), widened to text here so a
 * long token indexes as it does in the bundled index.
 */
export async function mountTextIndex(kind: Kind, db: PgpDb) {
  const doc = kind === 'listings' ? newListingDocument() : newManualDocument();
  // Its fields mount in parallel, each creating the schema if missing: two at once collide, so create it first.
  await db.none(`CREATE SCHEMA IF NOT EXISTS ${flexSchema(kind)}`);
  await doc.mount(new (Database as any)(kind, { db, type: 'integer' }));
  for (const f of FIELDS[kind]) {
    await db.none(`ALTER TABLE ${flexSchema(kind)}.map_${f} ALTER COLUMN key TYPE text`);
    // The functions read whole id lists by key (./text-index.ts): with (key, id) in one index they are
    // index-only scans, not one heap visit per id (tens of thousands for a common word at 100k).
    await db.none(`CREATE INDEX IF NOT EXISTS ${flexSchema(kind)}_map_key_id_${f} ON ${flexSchema(kind)}.map_${f} (key, id)`);
  }
  return doc;
}

/** After a commit: mark the changed pages all-visible, so the reads above stay index-only. */
export async function vacuumTextIndex(kind: Kind, db: PgpDb) {
  for (const f of FIELDS[kind]) await db.none(`VACUUM (ANALYZE) ${flexSchema(kind)}.map_${f}`);
}

