// Postings per value of a listing column: for each value number, the listing
// numbers holding it, ascending (= newest first). The planner
// (./listing-query.ts) narrows equality filters on them instead of scanning
// every listing; kept apart as the one place the lists are laid out.
import type { TypedColumn } from './listing-table.ts';

/** Listing numbers per value of a column, ascending (= newest first). */
export function postingsOf(col: TypedColumn, k: number, n: number): Int32Array[] {
  const counts = new Int32Array(k);
  for (let i = 0; i < n; i++) counts[col[i]]++;
  const lists = Array.from(counts, (c) => new Int32Array(c));
  counts.fill(0);
  for (let i = 0; i < n; i++) lists[col[i]][counts[col[i]]++] = i;
  return lists;
}
