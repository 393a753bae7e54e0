// Orders of the listing search other than relevance. Each is a key per
// listing (higher first) with missing values (price on request, unknown year)
// last; ties fall back to the index order, which is newest listed first.
import type { Sort } from '../schemas/query.ts';
import type { ListingColumns } from './filters.ts';

/**
 * Writes the sort key of each of docs[0..m) into keys[0..m); false for
 * `relevance` (the caller keeps the text scores) and `newest` (index order).
 * Converting prices divides by one positive rate, so base prices order the same.
 */
export function sortKeys(sort: Sort, cols: ListingColumns, docs: Int32Array, m: number, keys: Float64Array): boolean {
  if (sort === 'relevance' || sort === 'newest') return false;
  const { price, year } = cols;
  for (let k = 0; k < m; k++) {
    const d = docs[k];
    let v: number;
    if (sort === 'price_asc' || sort === 'price_desc') {
      const p = price[d];
      v = p !== p ? -Infinity : sort === 'price_asc' ? -p : p;
    } else {
      const y = year[d];
      v = y === 0 ? -Infinity : sort === 'year_desc' ? y : -y;
    }
    keys[k] = v;
  }
  return true;
}
