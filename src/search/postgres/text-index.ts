// The text index in Postgres: FlexSearch's own persistent adapter
// (flexsearch/db/postgres over pg-promise) writes it, with the same Document
// options and tokens as the bundled index (../options.ts, ../text.ts).
// Reading goes straight to the adapter's `map_<field>` tables: one statement
// fetches the postings of every token a query needs in every field, where
// FlexSearch's own search would make one round trip per token and field.
import { LISTING_FIELDS, MANUAL_FIELDS, newListingDocument, newManualDocument, type Field } from '../options.ts';
import { flexSchema, type Kind } from './schema.ts';
import type { ReadDb } from '../../db/read-pool.ts';

export const FIELDS: Record<Kind, readonly Field[]> = { listings: LISTING_FIELDS, manuals: MANUAL_FIELDS };

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
  const { default: Database } = await import('flexsearch/db/postgres');
  const doc = kind === 'listings' ? newListingDocument() : newManualDocument();
  // Its fields mount in parallel, each creating the schema if missing: two at once collide, so create it first.
  await db.none(`CREATE SCHEMA IF NOT EXISTS ${flexSchema(kind)}`);
  await doc.mount(new (Database as any)(kind, { db, type: 'integer' }));
  for (const f of FIELDS[kind]) await db.none(`ALTER TABLE ${flexSchema(kind)}.map_${f} ALTER COLUMN key TYPE text`);
  return doc;
}

/** token → per field (in FIELDS order) the FlexSearch ids holding it. */
export type Postings = Map<string, number[][]>;

export async function fetchPostings(db: ReadDb, kind: Kind, tokens: string[]): Promise<Postings> {
  const fields = FIELDS[kind];
  const sql = fields.map((f, i) => `SELECT ${i} AS f, key, array_agg(id) AS ids FROM ${flexSchema(kind)}.map_${f} WHERE key = ANY($1) GROUP BY key`).join(' UNION ALL ');
  const rows = await db.query<{ f: number; key: string; ids: number[] }>(sql, [tokens]);
  const out: Postings = new Map(tokens.map((t) => [t, fields.map(() => [])]));
  for (const r of rows) out.get(r.key)![r.f] = r.ids;
  return out;
}
