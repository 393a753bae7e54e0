// The manual table of a new catalog version, read back from the live rows in
// the sync's transaction: manuals are a fraction of the listings (one per
// five in the generated catalogs), so a version that touches them is rebuilt
// in a few hundred milliseconds even at a million listings. Order and
// columns as the bundled writer's (make, model, title, id).
import { manualOrder } from '../../catalog/order.ts';
import type { Manual } from '../../schemas/public.ts';
import { manualColumns } from '../manual-query.ts';
import type { Tx } from './postings-write.ts';
import { LIVE_AT } from './schema.ts';
import type { ManualSnapshotData } from './snapshot.ts';

interface ManualRow {
  doc: number;
  id: string;
  make: string;
  model: string;
  title: string;
  category: string | null;
  document_type: string;
  language: string;
}

export async function manualTable(tx: Tx, version: number): Promise<ManualSnapshotData> {
  const rows = await tx.query<ManualRow>(
    `SELECT doc, id, make, model, title, category, document_type, language FROM search_manuals WHERE ${LIVE_AT('$1')}`,
    [version],
  );
  rows.sort((a, b) => manualOrder(a as unknown as Manual, b as unknown as Manual));
  return { docOf: Int32Array.from(rows, (r) => r.doc), ...manualColumns(rows) };
}
