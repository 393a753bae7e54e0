// What a sync leaves for later, taken away by the next sync once no reader
// can still need it: rows that died more than the grace period ago, their
// docs in the postings chunks, and snapshots superseded as long ago. A
// function answers from a version for at most POLL_MS (1 s) plus one
// request (3 s at most) after a newer one exists, so a minute is ample.
// A sync that was interrupted left nothing: its one transaction rolled back
// (and the doc numbers it drew are never reused, so nothing can collide).
import { tokenizeFields } from '../flex-document.ts';
import { PostingBatch, removePostings, type Tx } from './postings-write.ts';
import { KINDS, recordTable } from './schema.ts';
import type { KindSpec } from './sync-rows.ts';

export const GRACE_SECONDS = 60;
const BATCH = 2000;

export interface Cleaned {
  rows: number;
  versions: number;
}

export async function cleanUp(
  tx: Tx,
  // biome-ignore lint/suspicious/noExplicitAny: one spec per kind of record, each of its own type
  specs: Record<(typeof KINDS)[number], KindSpec<any>>,
  graceSeconds = GRACE_SECONDS,
): Promise<Cleaned> {
  let rows = 0;
  for (const kind of KINDS) {
    const spec = specs[kind];
    for (;;) {
      const dead = await tx.query<{ doc: number; record: string }>(
        `SELECT doc, record FROM ${recordTable(kind)} WHERE died IS NOT NULL AND died_at <= now() - make_interval(secs => $1) LIMIT ${BATCH}`,
        [graceSeconds],
      );
      if (!dead.length) break;
      const batch = new PostingBatch();
      for (const d of dead) batch.add(d.doc, tokenizeFields(spec.texts(JSON.parse(d.record)), new Set()), spec.fields);
      await removePostings(tx, kind, batch);
      await tx.query(`DELETE FROM ${recordTable(kind)} WHERE doc = ANY($1)`, [dead.map((d) => d.doc)]);
      rows += dead.length;
      if (dead.length < BATCH) break;
    }
  }
  const versions = await tx.query(
    'DELETE FROM search_versions WHERE superseded_at <= now() - make_interval(secs => $1) RETURNING version',
    [graceSeconds],
  );
  return { rows, versions: versions.length };
}
