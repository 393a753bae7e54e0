// The listing table of a new catalog version from the previous version's and
// what the sync changed: the docs that died leave, the docs born are encoded
// with the same column code as the bundled writer (../listing-table.ts) and
// put in index order (newest listed_at first, then id). Where a born listing
// goes is asked of the database: the live listing right before it in that
// order (an index on listed_at and id in byte order, as JavaScript compares
// strings), so a sync of a few files costs a few lookups and one pass over
// the columns, whatever the catalog's size. A sync that adds a large part of
// the catalog reads the whole order instead.
import type { Listing } from '../../schemas/public.ts';
import { LISTING_COLUMN_NAMES } from '../../schemas/listing-columns.ts';
import { newestFirst } from '../../catalog/order.ts';
import { ColumnEncoder, newColumn, type Dictionaries, type ListingColumns } from '../listing-table.ts';
import type { Tx } from './postings-write.ts';
import { positionsOf, type ListingSnapshotData } from './snapshot.ts';
import type { Born } from './sync-rows.ts';

export const EMPTY_TABLE: ListingSnapshotData = {
  docOf: new Int32Array(0),
  cols: Object.fromEntries(LISTING_COLUMN_NAMES.map((k) => [k, newColumn(k, 0)])) as ListingColumns,
  dict: { values: {}, places: [] },
  onRequest: new Uint8Array(0),
};

/** Born listings per live doc they follow (-1: first of all), by asking the order index. */
async function predecessors(tx: Tx, add: Born<Listing>[], version: number): Promise<Int32Array> {
  const live = `FROM search_listings WHERE died IS NULL AND born < $3`;
  const rows = await tx.query<{ i: string; pred: number | null }>(
    `SELECT u.i, coalesce(
       (SELECT doc ${live} AND listed_at COLLATE "C" = u.l AND id COLLATE "C" < u.id ORDER BY id COLLATE "C" DESC LIMIT 1),
       (SELECT doc ${live} AND listed_at COLLATE "C" = (SELECT min(listed_at COLLATE "C") ${live} AND listed_at COLLATE "C" > u.l)
          ORDER BY id COLLATE "C" DESC LIMIT 1)) AS pred
     FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS u(l, id, i)`,
    [add.map((b) => b.record.listed_at), add.map((b) => b.record.id), version],
  );
  const out = new Int32Array(add.length).fill(-1);
  for (const r of rows) out[Number(r.i) - 1] = r.pred ?? -1;
  return out;
}

/** A piece of the new order: a run [from, to) of `prev`'s positions, or born listing `born`. */
type Piece = { from: number; to: number } | { born: number };

/** The new order, as runs of `prev` kept whole and born listings between them. */
async function order(
  tx: Tx,
  prev: ListingSnapshotData,
  died: Set<number>,
  add: Born<Listing>[],
  version: number,
): Promise<Piece[]> {
  const n = prev.docOf.length;
  const posOf = positionsOf(prev.docOf);
  if (!n) return add.map((_, j) => ({ born: j }));
  if (add.length > 20_000 && add.length * 10 > n) {
    // Much is new: the whole live order, sorted here.
    const rows = await tx.query<{ doc: number; listed_at: string; id: string }>(
      'SELECT doc, listed_at, id FROM search_listings WHERE died IS NULL',
    );
    const bornAt = new Map(add.map((b, j) => [b.doc, j]));
    return rows
      .sort(newestFirst)
      .map((r) => (bornAt.has(r.doc) ? { born: bornAt.get(r.doc)! } : { from: posOf[r.doc], to: posOf[r.doc] + 1 }));
  }
  const pred = await predecessors(tx, add, version);
  // Born listings after each position (in their own order: `add` is sorted), -1 for the very first.
  const after = new Map<number, number[]>();
  pred.forEach((doc, j) => {
    const at = doc < 0 ? -1 : posOf[doc];
    (after.get(at) ?? after.set(at, []).get(at)!).push(j);
  });
  const dead = [...died].map((d) => (d < posOf.length ? posOf[d] : -1)).filter((p) => p >= 0);
  // Walk the positions where something happens: a run of kept positions between them is copied whole.
  const stops = [...new Set([...dead, ...after.keys()])].sort((x, y) => x - y);
  const isDead = new Set(dead);
  const pieces: Piece[] = [];
  let from = 0;
  for (const at of stops) {
    if (at >= 0) {
      if (isDead.has(at)) {
        if (from < at) pieces.push({ from, to: at });
      } else if (from <= at) pieces.push({ from, to: at + 1 });
      from = at + 1;
    }
    for (const j of after.get(at) ?? []) pieces.push({ born: j });
  }
  if (from < n) pieces.push({ from, to: n });
  return pieces;
}

/** `from`'s values along `pieces` into a new array of `length`, a born listing's from `born(j)`. */
function gather<A extends Int32Array | Uint8Array | Uint16Array | Uint32Array | Float64Array>(
  from: A,
  to: A,
  pieces: Piece[],
  born: (j: number) => number,
): A {
  let w = 0;
  for (const p of pieces) {
    if ('born' in p) to[w++] = born(p.born);
    else {
      to.set(from.subarray(p.from, p.to) as never, w);
      w += p.to - p.from;
    }
  }
  return to;
}

/** The table after `died` leave and `born` arrive (`version`: the one being written). */
export async function mergeListingTable(
  tx: Tx,
  prev: ListingSnapshotData,
  died: Set<number>,
  born: Born<Listing>[],
  rates: Record<string, number>,
  version: number,
): Promise<ListingSnapshotData> {
  const add = [...born].sort((a, b) => newestFirst(a.record, b.record));
  const pieces = await order(tx, prev, died, add, version);
  const length = pieces.reduce((m, p) => m + ('born' in p ? 1 : p.to - p.from), 0);
  const enc = new ColumnEncoder(rates, prev.dict);
  const cols = Object.fromEntries(
    LISTING_COLUMN_NAMES.map((name) => [
      name,
      gather(prev.cols[name], newColumn(name, length), pieces, (j) => enc.encode(name, add[j].record)),
    ]),
  ) as ListingColumns;
  const docOf = gather(prev.docOf, new Int32Array(length), pieces, (j) => add[j].doc);
  const onRequest = gather(prev.onRequest, new Uint8Array(length), pieces, (j) =>
    add[j].record.price.on_request ? 1 : 0,
  );
  return compactDictionaries({ docOf, cols, dict: enc.dict, onRequest });
}

/**
 * Dictionary values and places no live listing uses any more (makes of
 * deleted listings) are dropped and the rest renumbered once they are a
 * quarter of a dictionary: the numbering stays within 16 bits however long
 * the catalog lives.
 */
function compactDictionaries(t: ListingSnapshotData): ListingSnapshotData {
  const dicts: [keyof ListingColumns, unknown[]][] = [
    ...Object.entries(t.dict.values).map(
      ([k, v]) => [k as keyof ListingColumns, v] as [keyof ListingColumns, unknown[]],
    ),
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
