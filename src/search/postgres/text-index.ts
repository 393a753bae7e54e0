// Reading the text index in Postgres (./postings-write.ts writes it): one
// statement fetches every chunk of every token a query needs, in every
// field. Ids travel as bytea (little-endian int32s, decoded natively), not
// as an int[] parsed element by element (tens of thousands for a common word
// at 100,000 listings).
import { LISTING_FIELDS, MANUAL_FIELDS, type Field } from '../options.ts';
import { postingsTable, type Kind } from './schema.ts';
import type { ReadDb } from '../../db/read-pool.ts';

const FIELDS: Record<Kind, readonly Field[]> = { listings: LISTING_FIELDS, manuals: MANUAL_FIELDS };

/** token → per field (in FIELDS order) the doc numbers holding it (every doc ever indexed: the caller keeps its version's). */
export type Postings = Map<string, Int32Array[]>;

const NONE = new Int32Array(0);

/** Little-endian int32 chunks, concatenated into one aligned array. */
function joined(chunks: Buffer[]): Int32Array {
  const total = chunks.reduce((n, c) => n + c.byteLength, 0);
  const out = new Int32Array(total >> 2);
  const bytes = new Uint8Array(out.buffer);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return out;
}

export async function fetchPostings(db: ReadDb, kind: Kind, tokens: string[]): Promise<Postings> {
  const fields = FIELDS[kind];
  const rows = await db.query<{ token: string; field: number; ids: Buffer }>(
    `SELECT token, field, ids FROM ${postingsTable(kind)} WHERE token = ANY($1)`,
    [tokens],
  );
  const parts = new Map<string, Buffer[][]>(tokens.map((t) => [t, fields.map(() => [])]));
  for (const r of rows) parts.get(r.token)?.[r.field]?.push(r.ids);
  const out: Postings = new Map();
  for (const [t, perField] of parts)
    out.set(
      t,
      perField.map((c) => (c.length ? joined(c) : NONE)),
    );
  return out;
}
