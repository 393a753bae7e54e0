// What a function keeps per catalog version, as index:sync packs it into
// search_versions.snapshot (./pack.ts): the docs in index order (listings
// newest first, manuals by make, model, title, id) and the columns filters,
// sorts and facets read. One value per version (~10 MB gzipped at a million
// listings) instead of a scan of the table at every cold start.
import { LISTING_COLUMN_NAMES } from '../../schemas/listing-columns.ts';
import type { Dictionaries, ListingColumns } from '../listing-table.ts';
import type { ManualTable } from '../manual-query.ts';
import { pack, unpack } from './pack.ts';

export interface ListingSnapshotData {
  docOf: Int32Array;
  cols: ListingColumns;
  dict: Dictionaries;
  /** Price on request, per position: what the market snapshot counts besides the columns (index:sync only). */
  onRequest: Uint8Array;
}

export const packListingSnapshot = (s: ListingSnapshotData): Buffer =>
  pack(
    { dict: s.dict },
    {
      docs: s.docOf,
      onRequest: s.onRequest,
      ...Object.fromEntries(LISTING_COLUMN_NAMES.map((k) => [`col.${k}`, s.cols[k]])),
    },
  );

export function unpackListingSnapshot(buf: Buffer): ListingSnapshotData {
  const { json, arrays } = unpack<{ dict: Dictionaries }>(buf);
  const cols = Object.fromEntries(LISTING_COLUMN_NAMES.map((k) => [k, arrays[`col.${k}`]])) as ListingColumns;
  return { docOf: arrays.docs as Int32Array, cols, dict: json.dict, onRequest: arrays.onRequest as Uint8Array };
}

/** The planner's manual table (its columns, as the file index holds them) and each manual's document number. */
export type ManualSnapshotData = Omit<ManualTable, 'n' | 'matcher'> & { docOf: Int32Array };
type ManualJson = Omit<ManualSnapshotData, 'docOf' | 'make'>;

export const packManualSnapshot = ({ docOf, make, ...json }: ManualSnapshotData): Buffer =>
  pack<ManualJson>(json, { docs: docOf, make });

export function unpackManualSnapshot(buf: Buffer): ManualSnapshotData {
  const { json, arrays } = unpack<ManualJson>(buf);
  return { ...json, docOf: arrays.docs as Int32Array, make: arrays.make as Uint16Array };
}

/** Record number of each doc of a snapshot (-1: not in this version). */
export function positionsOf(docOf: Int32Array): Int32Array {
  let max = 0;
  for (const d of docOf) if (d > max) max = d;
  const posOf = new Int32Array(max + 1).fill(-1);
  docOf.forEach((d, i) => (posOf[d] = i));
  return posOf;
}
