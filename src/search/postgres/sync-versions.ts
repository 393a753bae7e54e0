// The catalog versions a sync reads and writes: each kind's latest version
// (meta, packed snapshot, word counts) that the next one builds on, and a new
// version that supersedes it. Kept apart: the search_versions rows are the
// one thing readers switch on, so their SQL stays in one small place.
import type { WriteDb } from '../../db/write-client.ts';
import type { Kind } from './schema.ts';
import type { WordCounts } from './word-counts.ts';

interface Previous {
  version: number;
  meta: unknown;
  snapshot: Buffer;
  words: Buffer;
}

/** The kind's latest version, or undefined when it has none. */
export const previousVersion = async (tx: WriteDb, kind: Kind): Promise<Previous | undefined> =>
  (
    await tx.query<Previous>(
      'SELECT version, meta, snapshot, words FROM search_versions WHERE kind = $1 ORDER BY version DESC LIMIT 1',
      [kind],
    )
  )[0];

/** Writes the kind's new version and marks the one before superseded (./cleanup.ts takes it away later). */
export async function insertVersion(
  tx: WriteDb,
  kind: Kind,
  version: number,
  meta: object,
  snapshot: Buffer,
  words: WordCounts,
) {
  await tx.query('UPDATE search_versions SET superseded_at = now() WHERE kind = $1 AND superseded_at IS NULL', [kind]);
  await tx.query(
    'INSERT INTO search_versions (kind, version, meta, snapshot, vocab, words) VALUES ($1, $2, $3, $4, $5, $6)',
    [kind, version, JSON.stringify(meta), snapshot, words.text(), words.pack()],
  );
}
