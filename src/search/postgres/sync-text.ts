// The text index side of a sync: postings and word counts of the docs born in
// this version, and the word counts the dead docs take away, in batches so
// memory stays flat at a million records. Kept apart from the row diff and
// the snapshots: it is the one step that tokenizes.
import type { WriteDb } from '../../db/write-client.ts';
import { tokenizeFields } from '../flex-document.ts';
import { appendPostings, appendState, PostingBatch } from './postings-write.ts';
import { recordTable } from './schema.ts';
import type { Diff, KindSpec } from './sync-rows.ts';
import type { WordCounts } from './word-counts.ts';

/** Docs whose tokens are cut and sent to the postings per statement batch (memory stays flat at a million). */
const POSTING_DOCS = 20_000;

/** Postings and word counts of the born docs; word counts of the dead ones. */
export async function indexText<T>(tx: WriteDb, spec: KindSpec<T>, diff: Diff<T>, words: WordCounts, fresh: boolean) {
  const state = appendState(fresh);
  for (let i = 0; i < diff.born.length; i += POSTING_DOCS) {
    const batch = new PostingBatch();
    for (const b of diff.born.slice(i, i + POSTING_DOCS)) {
      const w = new Set<string>();
      batch.add(b.doc, tokenizeFields(spec.texts(b.record), w), spec.fields);
      words.apply(w, 1);
    }
    await appendPostings(tx, spec.kind, batch, state);
  }
  const dead = diff.died.map((d) => d.doc);
  for (let i = 0; i < dead.length; i += POSTING_DOCS) {
    const rows = await tx.query<{ record: string }>(
      `SELECT record FROM ${recordTable(spec.kind)} WHERE doc = ANY($1)`,
      [dead.slice(i, i + POSTING_DOCS)],
    );
    for (const r of rows) words.apply(spec.texts(JSON.parse(r.record)), -1);
  }
}
