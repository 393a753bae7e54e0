// Orders of the listing search other than relevance: `{column}_asc` and
// `{column}_desc` of a range column of the listing table (price_asc,
// year_desc, …). Each is a key per listing (higher first) with missing values
// (price on request, unknown year) last; ties fall back to the index order,
// which is newest listed first.
import type { Sort } from '../schemas/query.ts';
import { LISTING_COLUMNS, type ListingColumn, type ListingColumnName } from '../schemas/listing-columns.ts';
import type { ListingColumns } from './listing-table.ts';

/** The range column and direction a sort names; null for relevance and newest. */
function sortColumn(sort: Sort): { name: ListingColumnName; none: number; asc: boolean } | null {
  const m = /^(.+)_(asc|desc)$/.exec(sort);
  const col = m && (LISTING_COLUMNS as Record<string, ListingColumn>)[m[1]];
  return col && col.kind === 'range' ? { name: m[1] as ListingColumnName, none: col.none, asc: m[2] === 'asc' } : null;
}

/**
 * Writes the sort key of each of docs[0..m) into keys[0..m); false for
 * `relevance` (the caller keeps the text scores) and `newest` (index order).
 * Converting prices divides by one positive rate, so base prices order the same.
 */
export function sortKeys(sort: Sort, cols: ListingColumns, docs: Int32Array, m: number, keys: Float64Array): boolean {
  const s = sortColumn(sort);
  if (!s) return false;
  const col = cols[s.name];
  const { none, asc } = s;
  for (let k = 0; k < m; k++) {
    const v = col[docs[k]];
    keys[k] = Number.isNaN(v) || v === none ? -Infinity : asc ? -v : v;
  }
  return true;
}
