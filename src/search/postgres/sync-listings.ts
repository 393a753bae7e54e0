// The listing table of a new catalog version, from the previous version's and
// what the sync changed, in time proportional to the catalog's size only for
// copying arrays: the docs that died leave, the docs born are encoded with
// the same column code as the bundled writer (../listing-table.ts) and merged
// in index order (newest listed_at first, then id). The sync's own state
// keeps each position's listed_at; ties with a born listing are settled by
// the ids of the live rows listed at that same instant.
import type { Listing } from '../../schemas/public.ts';
import { LISTING_COLUMN_NAMES } from '../../schemas/listing-columns.ts';
import { newestFirst } from '../../catalog/publish.ts';
import { ColumnEncoder, newColumn, type Dictionaries, type ListingColumns } from '../listing-table.ts';
import { pack, unpack } from './pack.ts';
import type { Tx } from './postings-write.ts';
import { packListingSnapshot, unpackListingSnapshot, type ListingSnapshotData } from './snapshot.ts';
import type { Born } from './sync-rows.ts';

export interface ListingTableState extends ListingSnapshotData { listed: string[] }

const EMPTY: ListingTableState = { docOf: new Int32Array(0), cols: Object.fromEntries(LISTING_COLUMN_NAMES.map((k) => [k, newColumn(k, 0)])) as ListingColumns, dict: { values: {}, places: [] }, listed: [] };

export function readListingTable(snapshot: Buffer | null, state: Buffer | null): ListingTableState {
  if (!snapshot || !state) return EMPTY;
  return { ...unpackListingSnapshot(snapshot), listed: unpack<{ listed: string }>(state).json.listed.split('\n').filter(Boolean) };
}

export const packListingState = (t: ListingTableState) => pack({ listed: t.listed.join('\n') }, {});
export { packListingSnapshot };

/** The table after `died` leave and `born` arrive. */
export async function mergeListingTable(tx: Tx, prev: ListingTableState, died: Set<number>, born: Born<Listing>[], rates: Record<string, number>): Promise<ListingTableState> {
  const add = [...born].sort((a, b) => newestFirst(a.record, b.record));
  // Ids of the kept rows listed at the same instant as a born one (only those can tie).
  const instants = [...new Set(add.map((b) => b.record.listed_at))];
  const idOf = new Map<number, string>();
  if (instants.length && prev.docOf.length) {
    for (const r of await tx.query<{ doc: number; id: string }>('SELECT doc, id FROM search_listings WHERE died IS NULL AND listed_at = ANY($1)', [instants])) idOf.set(r.doc, r.id);
  }
  const keep: number[] = [];
  for (let i = 0; i < prev.docOf.length; i++) if (!died.has(prev.docOf[i])) keep.push(i);
  // Merge: a position of `prev` (>= 0) or a born listing (-1 - j), in index order.
  const order = new Int32Array(keep.length + add.length);
  let i = 0;
  let j = 0;
  for (let k = 0; k < order.length; k++) {
    let takeOld = j >= add.length;
    if (!takeOld && i < keep.length) {
      const p = keep[i];
      const old = { listed_at: prev.listed[p], id: idOf.get(prev.docOf[p]) ?? '' };
      // An old position with another instant needs no id; an equal instant compares ids.
      takeOld = old.listed_at !== add[j].record.listed_at ? old.listed_at > add[j].record.listed_at : newestFirst(old, add[j].record) < 0;
    }
    order[k] = takeOld ? keep[i++] : -1 - j++;
  }
  const enc = new ColumnEncoder(rates, prev.dict);
  const cols = Object.fromEntries(LISTING_COLUMN_NAMES.map((name) => {
    const from = prev.cols[name];
    const to = newColumn(name, order.length);
    for (let k = 0; k < order.length; k++) {
      const o = order[k];
      to[k] = o >= 0 ? from[o] : enc.encode(name, add[-1 - o].record);
    }
    return [name, to];
  })) as ListingColumns;
  const docOf = Int32Array.from(order, (o) => (o >= 0 ? prev.docOf[o] : add[-1 - o].doc));
  const listed = Array.from(order, (o) => (o >= 0 ? prev.listed[o] : add[-1 - o].record.listed_at));
  return compactDictionaries({ docOf, cols, dict: enc.dict, listed });
}

/**
 * Dictionary values and places no live listing uses any more (makes of
 * deleted listings) are dropped and the rest renumbered once they are a
 * quarter of a dictionary: the numbering stays within 16 bits however long
 * the catalog lives.
 */
function compactDictionaries(t: ListingTableState): ListingTableState {
  const dicts: [keyof ListingColumns, unknown[]][] = [
    ...Object.entries(t.dict.values).map(([k, v]) => [k as keyof ListingColumns, v] as [keyof ListingColumns, unknown[]]),
    ['place', t.dict.places],
  ];
  const dict: Dictionaries = { values: { ...t.dict.values }, places: t.dict.places };
  const cols = { ...t.cols };
  for (const [name, values] of dicts) {
    const col = t.cols[name];
    const used = new Uint8Array(values.length);
    for (let k = 0; k < col.length; k++) used[col[k]] = 1;
    const live = used.reduce((n, u) => n + u, 0);
    if (values.length < 64 || live * 4 > values.length * 3) continue;
    const map = new Int32Array(values.length).fill(-1);
    const kept: unknown[] = [];
    for (let k = 0; k < col.length; k++) if (map[col[k]] < 0) map[col[k]] = kept.push(values[col[k]]) - 1;
    const to = newColumn(name, col.length);
    for (let k = 0; k < col.length; k++) to[k] = map[col[k]];
    (cols as Record<string, unknown>)[name] = to;
    if (name === 'place') dict.places = kept as Dictionaries['places'];
    else dict.values[name] = kept as string[];
  }
  return { ...t, cols, dict };
}
