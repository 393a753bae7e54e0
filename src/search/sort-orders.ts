// Whole-table orders of the column sorts (price_asc, year_desc, …), each built
// on first use: a sorted search walks its sort's order and stops at the end of
// the page instead of keying and ranking every match, which at a million
// listings was most of a sorted search's cost (issue 29). The order is the one
// ./rank.ts ranks by: key descending (./sort.ts: missing values last), then
// listing number ascending (= newest first).
import type { Sort } from '../schemas/query.ts';
import type { ListingColumns } from './listing-table.ts';
import { sortKeys } from './sort.ts';

export class SortOrders {
  private readonly orders = new Map<Sort, Int32Array | null>();
  private readonly cols: ListingColumns;
  private readonly n: number;

  constructor(cols: ListingColumns, n: number) {
    this.cols = cols;
    this.n = n;
  }

  /** Every listing number in the order of `sort`; null for relevance and newest (no column). */
  of(sort: Sort): Int32Array | null {
    let o = this.orders.get(sort);
    if (o === undefined) {
      const { n } = this;
      const all = Int32Array.from({ length: n }, (_, i) => i);
      const keys = new Float64Array(n);
      o = sortKeys(sort, this.cols, all, n, keys)
        ? all.sort((a, b) => (keys[a] > keys[b] ? -1 : keys[a] < keys[b] ? 1 : a - b))
        : null;
      this.orders.set(sort, o);
    }
    return o;
  }
}

/** Ranks [start, end) of the listings passing `pass` in `order`: their listing numbers. */
export function walkPage(order: Int32Array, pass: (d: number) => boolean, start: number, end: number): number[] {
  const out: number[] = [];
  for (let k = 0, seen = 0, len = order.length; k < len && seen < end; k++) {
    const d = order[k];
    if (pass(d) && seen++ >= start) out.push(d);
  }
  return out;
}
