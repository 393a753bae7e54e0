// What a sync writes for each kind of record: the SQL columns of a listing
// row and of a manual row, their index fields and texts (./sync-rows.ts
// diffs and writes rows by these specs). Kept apart so the column lists are
// read in one place, away from the sync's transaction logic.
import type { Listing, Manual } from '../../schemas/public.ts';
import { listingFieldTexts } from '../listing-table.ts';
import { manualFieldTexts } from '../manuals.ts';
import { LISTING_FIELDS, MANUAL_FIELDS } from '../options.ts';
import { machineKey, makeKey, squashModel } from '../text.ts';
import { LISTING_SQL_COLUMNS } from './schema.ts';
import type { KindSpec } from './sync-rows.ts';

/** Listing rows: the listing table's SQL columns (prices converted at `rates`). */
export const listingSpec = (rates: Record<string, number>): KindSpec<Listing> => ({
  kind: 'listings',
  fields: LISTING_FIELDS,
  texts: listingFieldTexts,
  slug: (l) => l.slug,
  types: {
    slug: 'text',
    listed_at: 'text',
    updated_at: 'text',
    make_key: 'text',
    model_key: 'text',
    ...Object.fromEntries(LISTING_SQL_COLUMNS.map((c) => [c.name, c.type])),
  },
  columns: (l) => ({
    slug: l.slug,
    listed_at: l.listed_at,
    updated_at: l.updated_at,
    make_key: makeKey(l.make),
    model_key: squashModel(l.model),
    ...Object.fromEntries(LISTING_SQL_COLUMNS.map((c) => [c.name, c.of(l, rates)])),
  }),
});

export const MANUALS: KindSpec<Manual> = {
  kind: 'manuals',
  fields: MANUAL_FIELDS,
  texts: manualFieldTexts,
  types: Object.fromEntries(
    ['machine', 'make', 'model', 'title', 'category', 'document_type', 'language', 'updated_at'].map((k) => [
      k,
      'text',
    ]),
  ),
  columns: (m) => ({
    machine: machineKey(m.make, m.model),
    make: m.make,
    model: m.model,
    title: m.title,
    category: m.category,
    document_type: m.document_type,
    language: m.language,
    updated_at: m.updated_at,
  }),
};
