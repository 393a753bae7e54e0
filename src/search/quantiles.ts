// Quartiles of a set of prices without sorting it: quickselect finds each
// rank in linear time, so facets.price costs O(matches) like the other
// facets. Interpolated linearly between closest ranks (numpy's default), as
// the market snapshot computes its quartiles (src/catalog/snapshot.ts).

export interface Quartiles { min: number; p25: number; median: number; p75: number; max: number }

/** Moves the k-th smallest of a[lo..hi] to a[k], smaller ones before it, larger after (Hoare's FIND). */
function select(a: Float64Array, lo: number, hi: number, k: number): void {
  while (hi > lo) {
    // Median of three as the pivot keeps sorted and reversed input linear.
    const mid = (lo + hi) >>> 1;
    const x = a[lo], y = a[mid], z = a[hi];
    const pivot = x < y ? (y < z ? y : x < z ? z : x) : (x < z ? x : y < z ? z : y);
    let i = lo, j = hi;
    while (i <= j) {
      while (a[i] < pivot) i++;
      while (a[j] > pivot) j--;
      if (i <= j) {
        const t = a[i];
        a[i] = a[j];
        a[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return;
  }
}

/** The q-quantile of a[0..m), interpolated; reorders a. */
function quantile(a: Float64Array, m: number, q: number): number {
  const pos = (m - 1) * q;
  const k = Math.floor(pos);
  select(a, 0, m - 1, k);
  const lo = a[k];
  if (pos === k) return lo;
  let next = Infinity;
  for (let i = k + 1; i < m; i++) if (a[i] < next) next = a[i];
  return lo + (next - lo) * (pos - k);
}

/** min, p25, median, p75 and max of a[0..m) (m > 0); reorders a. */
export function quartiles(a: Float64Array, m: number): Quartiles {
  let min = Infinity, max = -Infinity;
  for (let i = 0; i < m; i++) {
    if (a[i] < min) min = a[i];
    if (a[i] > max) max = a[i];
  }
  return { min, p25: quantile(a, m, 0.25), median: quantile(a, m, 0.5), p75: quantile(a, m, 0.75), max };
}
