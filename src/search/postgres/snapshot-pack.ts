// index:sync's side of ./snapshot.ts: the columns of the current rows in
// index order (listings newest first, manuals by make, model, title), built
// from the table's fact columns inside the sync's transaction with the same
// code as the bundled writer (../listing-table.ts), packed and gzipped.
import { gzipSync } from 'node:zlib';
import { newestFirst, manualOrder } from '../../catalog/publish.ts';
import type { Manual } from '../../schemas/public.ts';
import { b64 } from '../index-files.ts';
import { buildListingColumns, type ListingFacts } from '../listing-table.ts';
import { primaryLanguage } from '../manual-query.ts';
import { squashModel } from '../text.ts';
import type { PackedListings, PackedManuals } from './snapshot.ts';

export interface ListingFactRow {
  doc: number; id: string; listed_at: string; category: string; condition: string; make: string; model: string;
  city: string; region: string | null; region_code: string | null; country: string;
  sold: boolean; year: number | null; price_amount: number | null; price_currency: string; price_on_request: boolean;
}
// The model is read out of the published record, so the table needs no column of its own for it.
export const LISTING_FACTS_SQL = `SELECT doc, id, listed_at, category, condition, make, record::json->>'model' AS model, city, region, region_code, country,
  sold, year, price_amount, price_currency, price_on_request FROM search_listings`;

export interface ManualFactRow { doc: number; id: string; make: string; model: string; title: string; category: string | null; document_type: string; language: string }
export const MANUAL_FACTS_SQL = 'SELECT doc, id, make, model, title, category, document_type, language FROM search_manuals';

const facts = (r: ListingFactRow): ListingFacts => ({
  category: r.category, condition: r.condition, make: r.make, model: r.model, place: [r.city, r.region, r.region_code, r.country],
  sold: r.sold, year: r.year, price: { amount: r.price_amount, currency: r.price_currency, on_request: r.price_on_request },
});

const pack = (x: unknown) => gzipSync(JSON.stringify(x));

export function packListings(rows: ListingFactRow[], voc: Parameters<typeof buildListingColumns>[2]): Buffer {
  rows.sort(newestFirst);
  const { cols, makes, models, places } = buildListingColumns(rows.length, (i) => facts(rows[i]), voc);
  const packed: PackedListings = {
    docs: b64(Int32Array.from(rows, (r) => r.doc)), makes, models, places,
    cols: Object.fromEntries(Object.entries(cols).map(([k, v]) => [k, b64(v)])) as PackedListings['cols'],
  };
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

