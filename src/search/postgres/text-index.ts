// Reading the text index in Postgres (./text-writer.ts writes it with
// FlexSearch's own adapter). Reading goes straight to the adapter's
// `map_<field>` tables: one statement fetches the postings of every token a
// query needs in every field, where FlexSearch's own search would make one
// round trip per token and field (and would bring pg-promise and the adapter
// into every function).
import { LISTING_FIELDS, MANUAL_FIELDS, type Field } from '../options.ts';
import { flexSchema, type Kind } from './schema.ts';
import type { ReadDb } from '../../db/read-pool.ts';

export const FIELDS: Record<Kind, readonly Field[]> = { listings: LISTING_FIELDS, manuals: MANUAL_FIELDS };

/** token → per field (in FIELDS order) the FlexSearch ids holding it, as big-endian int32s. */
export type Postings = Map<string, Buffer[]>;

const NONE = Buffer.alloc(0);

/**
 * Ids travel as one bytea per token and field (int4send, concatenated): pg
 * hands it over as a Buffer decoded natively, where an int[] would be parsed
 * element by element (tens of thousands for a common word at 100k listings).
 */
export async function fetchPostings(db: ReadDb, kind: Kind, tokens: string[]): Promise<Postings> {
  const fields = FIELDS[kind];
  const sql = fields.map((f, i) => `SELECT ${i} AS f, key, string_agg(int4send(id), ''::bytea) AS ids FROM ${flexSchema(kind)}.map_${f} WHERE key = ANY($1) GROUP BY key`).join(' UNION ALL ');
  const rows = await db.query<{ f: number; key: string; ids: Buffer }>(sql, [tokens]);
  const out: Postings = new Map(tokens.map((t) => [t, fields.map(() => NONE)]));
  for (const r of rows) out.get(r.key)![r.f] = r.ids;
  return out;
}
