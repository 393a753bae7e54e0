// The large values of a catalog version (search_versions: the packed columns, ~26 MB at a million
// listings; the typo vocabulary) read a slice per statement. One read of a whole value needed a limit of
// its own (30 s) and grows with the catalog; slices keep every statement of a function far inside the
// request limit (DB_LIMITS.query) at any size, and a version of a few MB is still one statement. Postgres
// hands a slice of a value stored EXTERNAL (the snapshot: uncompressed) by reading only the TOAST chunks
// it covers.
import type { ReadDb } from '../../db/read-pool.ts';
import type { Kind } from './schema.ts';

/** Bytes (or characters) a statement reads: ~50 ms on loopback, well under a second on a slow link. */
export const SLICE = 4 * 1024 * 1024;

const ROW = 'FROM search_versions WHERE kind = $1 AND version = $2';

/** The first slice and the whole length in one statement; the other slices one statement each, in order. */
async function sliced<T extends Buffer | string>(
  db: ReadDb,
  kind: Kind,
  version: number,
  length: string,
  column: string,
): Promise<T[] | undefined> {
  const [first] = await db.query<{ len: number; part: T }>(
    `SELECT ${length}(${column}) AS len, substring(${column} FROM 1 FOR $3::int) AS part ${ROW}`,
    [kind, version, SLICE],
  );
  if (!first) return undefined;
  const parts = [first.part];
  for (let at = SLICE; at < first.len; at += SLICE) {
    const [r] = await db.query<{ part: T }>(`SELECT substring(${column} FROM $3::int FOR $4::int) AS part ${ROW}`, [
      kind,
      version,
      at + 1,
      SLICE,
    ]);
    if (!r) return undefined;
    parts.push(r.part);
  }
  return parts;
}

/** A bytea column of one version (undefined: the row is gone, a newer sync replaced it). */
export async function versionBytes(db: ReadDb, kind: Kind, version: number, column: 'snapshot') {
  const parts = await sliced<Buffer>(db, kind, version, 'octet_length', column);
  return parts && (parts.length === 1 ? parts[0] : Buffer.concat(parts));
}

/** A text column of one version, sliced by characters. */
export async function versionText(db: ReadDb, kind: Kind, version: number, column: 'vocab') {
  return (await sliced<string>(db, kind, version, 'char_length', column))?.join('');
}
