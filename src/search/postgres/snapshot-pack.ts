// index:sync's side of ./snapshot.ts: the columns of the current rows in
// index order (listings newest first, manuals by make, model, title), built
// from the table's fact columns inside the sync's transaction with the same
// code as the bundled writer (../listing-table.ts), packed and gzipped.
import { gzipSync } from 'node:zlib';
import { newestFirst, manualOrder } from '../../catalog/publish.ts';
import type { Listing, Manual } from '../../schemas/public.ts';
import type { Rates } from '../../schemas/listing-columns.ts';
import { b64 } from '../index-files.ts';
import { buildListingColumns, packColumns } from '../listing-table.ts';
import { primaryLanguage } from '../manual-query.ts';
import { squashModel } from '../text.ts';
import type { PackedListings, PackedManuals } from './snapshot.ts';

export interface ListingFactRow { doc: number; record: string }
export const LISTING_FACTS_SQL = 'SELECT doc, record FROM search_listings';

export interface ManualFactRow { doc: number; id: string; make: string; model: string; title: string; category: string | null; document_type: string; language: string }
export const MANUAL_FACTS_SQL = 'SELECT doc, id, make, model, title, category, document_type, language FROM search_manuals';

const pack = (x: unknown) => gzipSync(JSON.stringify(x));

export function packListings(rows: ListingFactRow[], rates: Rates): Buffer {
  const listings = rows.map((r) => ({ doc: r.doc, l: JSON.parse(r.record) as Listing })).sort((a, b) => newestFirst(a.l, b.l));
  const { cols, dict } = buildListingColumns(listings.length, (i) => listings[i].l, rates);
  const packed: PackedListings = { docs: b64(Int32Array.from(listings, (r) => r.doc)), dict, cols: packColumns(cols) };
  return pack(packed);
}

export function packManuals(rows: ManualFactRow[]): Buffer {
  rows.sort((a, b) => manualOrder(a as unknown as Manual, b as unknown as Manual));
  const makes: string[] = [];
  const makeIdx = new Map<string, number>();
  const make = Uint16Array.from(rows, (r) => {
    let k = makeIdx.get(r.make);
    if (k === undefined) makeIdx.set(r.make, (k = makes.push(r.make) - 1));
    return k;
  });
  return pack({
    docs: b64(Int32Array.from(rows, (r) => r.doc)), makes, make: b64(make), models: rows.map((r) => squashModel(r.model)),
    categories: rows.map((r) => r.category ?? ''), documentTypes: rows.map((r) => r.document_type), languages: rows.map((r) => primaryLanguage(r.language)),
  } satisfies PackedManuals);
}

