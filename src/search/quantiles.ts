// Quartiles of the prices of a match set without sorting it: every priced
// listing has a rank in one price order (sorted once, on first use), each
// match sets its rank's bit and counts it in its block of 1,024 ranks, and the
// k-th smallest price is found by skipping whole blocks by their counts, then
// counting bits a word at a time within one block (at most 32 words): walking
// every word up to the rank cost ~2,900 words at 100,000 listings, whatever
// the number of matches, and ~31,000 at a million. Measured on 9,000
// matches on this machine: ~0.02 ms for the word scan against ~0.35 ms for
// quickselect over a copy of their prices. Interpolated linearly
// between closest ranks (numpy's default), as the market snapshot computes
// its quartiles (src/catalog/snapshot.ts).

export interface Quartiles {
  min: number;
  p25: number;
  median: number;
  p75: number;
  max: number;
}

/** Ranks per block (a power of two), and the words of `bits` a block spans. */
const BLOCK_SHIFT = 10;
const BLOCK = 1 << BLOCK_SHIFT;
const WORDS_PER_BLOCK = BLOCK / 32;

/** Set bits of a 32-bit word. */
function popcount(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Index of the j-th (from 0) set bit of a word. */
function nthBit(w: number, j: number): number {
  for (let b = 0; ; b++) if ((w >>> b) & 1 && j-- === 0) return b;
}

/** Quartiles of the prices of any set of listings of one price column. */
export class PriceQuartiles {
  private readonly price: Float64Array;
  /** Rank of each listing in the price order, -1 when it has no price; built on first use. */
  private rankOf = new Int32Array(0);
  /** Prices in ascending order (by rank). */
  private sorted = new Float64Array(0);
  private bits = new Uint32Array(0);
  /** Per block of BLOCK ranks (BLOCK / 32 words of `bits`): how many of its ranks are marked. */
  private blocks = new Int32Array(0);

  /** The priced listings in ascending price order, written at build time (`priceOrder`); absent: sorted here. */
  private readonly order: Uint32Array | undefined;

  constructor(price: Float64Array, order?: Uint32Array) {
    this.price = price;
    this.order = order;
  }

  /**
   * On the first answer with price facets, so on a cold start's path: from the order written at build time when
   * there is one (the bundled index), else (the Postgres backend's table) the prices are sorted by the typed
   * array's own sort (no comparator: ~4 ms for 91,000 prices on a cold process, where sorting listing
   * numbers with a comparator cost ~25 ms, run by the interpreter before it was compiled), and each listing
   * takes the next free rank of its price's run (found by binary search). Tied prices may take their ranks in
   * any order: only the sorted values are read.
   */
  private build() {
    if (this.order && this.fromOrder(this.order)) return;
    const { price } = this;
    let m = 0;
    for (let d = 0; d < price.length; d++) if (!Number.isNaN(price[d])) m++;
    const sorted = new Float64Array(m);
    for (let d = 0, k = 0; d < price.length; d++) if (!Number.isNaN(price[d])) sorted[k++] = price[d];
    sorted.sort();
    const rankOf = new Int32Array(price.length).fill(-1);
    /** Ranks given out so far in the run of equal prices that starts at each rank. */
    const taken = new Int32Array(m);
    for (let d = 0; d < price.length; d++) {
      const v = price[d];
      if (Number.isNaN(v)) continue;
      let lo = 0;
      for (let hi = m; lo < hi; ) {
        const mid = (lo + hi) >>> 1;
        if (sorted[mid] < v) lo = mid + 1;
        else hi = mid;
      }
      rankOf[d] = lo + taken[lo]++;
    }
    this.keep(rankOf, sorted);
  }

  /**
   * Ranks read off the order written at build time: one pass, no sort and no binary search, which at 100,000
   * listings (run by the interpreter before the loops are compiled) cost a cold start ~10 ms of wall and ~16 ms of
   * CPU (`npm run bench -- --cold --ref`, docs/scaling.md, tenth session). False, with nothing kept, when the
   * order is not this column's: a price out of order, missing or NaN (build then sorts, so a stale file costs
   * time, not a wrong answer). A listing named twice keeps its last rank; the other, never marked, is never read.
   */
  private fromOrder(order: Uint32Array): boolean {
    const { price } = this;
    const rankOf = new Int32Array(price.length).fill(-1);
    const sorted = new Float64Array(order.length);
    let last = Number.NEGATIVE_INFINITY;
    for (let k = 0; k < order.length; k++) {
      const d = order[k];
      const v = d < price.length ? price[d] : Number.NaN;
      if (!(v >= last)) return false;
      rankOf[d] = k;
      sorted[k] = last = v;
    }
    for (let d = 0; d < price.length; d++) if (rankOf[d] < 0 && !Number.isNaN(price[d])) return false;
    this.keep(rankOf, sorted);
    return true;
  }

  private keep(rankOf: Int32Array<ArrayBuffer>, sorted: Float64Array<ArrayBuffer>) {
    this.rankOf = rankOf;
    this.sorted = sorted;
    this.bits = new Uint32Array(Math.ceil(sorted.length / 32) || 1);
    this.blocks = new Int32Array(Math.ceil(sorted.length / BLOCK) || 1);
  }

  /**
   * The price of rank k (from 0) among the marked ones. `from` = [block, ranks marked before it] where the last
   * walk stopped: a walk to a rank at or past it resumes there, any other starts again at the first block.
   */
  private atRank(k: number, from: Int32Array): number {
    const { bits, blocks, sorted } = this;
    let b = k >= from[1] ? from[0] : 0;
    let seen = k >= from[1] ? from[1] : 0;
    while (k >= seen + blocks[b]) seen += blocks[b++];
    from[0] = b;
    from[1] = seen;
    for (let w = b * WORDS_PER_BLOCK; ; w++) {
      const n = popcount(bits[w]);
      if (k < seen + n) return sorted[w * 32 + nthBit(bits[w], k - seen)];
      seen += n;
    }
  }

  /** min, quartiles and max of the prices of docs[0..m), each a priced listing; null when m is 0. */
  of(docs: Int32Array, m: number): Quartiles | null {
    if (!m) return null;
    if (this.rankOf.length !== this.price.length) this.build();
    const { rankOf, bits, blocks } = this;
    let c = 0;
    for (let k = 0; k < m; k++) {
      const r = rankOf[docs[k]];
      const bit = 1 << (r & 31);
      if (bits[r >>> 5] & bit) continue; // named twice: one rank
      bits[r >>> 5] |= bit;
      blocks[r >>> BLOCK_SHIFT]++;
      c++;
    }
    return this.marked(c);
  }

  /**
   * The same over the priced listings among docs[0..m) (the others skipped: a listing has a rank exactly when it
   * has a price), with their count; null when none is priced. One read of the rank per match, where picking the
   * priced ones first read the price too.
   */
  ofPriced(docs: Int32Array, m: number): (Quartiles & { count: number }) | null {
    if (!m) return null;
    if (this.rankOf.length !== this.price.length) this.build();
    const { rankOf, bits, blocks } = this;
    let c = 0;
    for (let k = 0; k < m; k++) {
      const r = rankOf[docs[k]];
      if (r < 0) continue;
      const bit = 1 << (r & 31);
      if (bits[r >>> 5] & bit) continue;
      bits[r >>> 5] |= bit;
      blocks[r >>> BLOCK_SHIFT]++;
      c++;
    }
    if (!c) return null;
    return { count: c, ...this.marked(c) };
  }

  /**
   * The quartiles of the m ranks marked in `bits` and counted in `blocks`, which it clears. m counts each marked
   * rank once (a listing named twice is marked once): a larger m would send the walk for ranks past the last marked
   * one.
   */
  private marked(m: number): Quartiles {
    const { bits } = this;
    // Ranks in ascending order, each found by walking on from the previous one.
    const walk = new Int32Array(2);
    const value = (pos: number) => {
      const lo = Math.floor(pos);
      const v = this.atRank(lo, walk);
      return pos === lo ? v : v + (this.atRank(lo + 1, walk) - v) * (pos - lo);
    };
    const min = value(0);
    const p25 = value((m - 1) * 0.25);
    const median = value((m - 1) * 0.5);
    const p75 = value((m - 1) * 0.75);
    const max = value(m - 1);
    bits.fill(0);
    this.blocks.fill(0);
    return { min, p25, median, p75, max };
  }
}

/**
 * The priced listings of a price column (NaN: no price) in ascending price order, ties in listing order: written
 * into the bundled index at build time and handed to PriceQuartiles, so no function instance sorts the prices.
 */
export function priceOrder(price: Float64Array): Uint32Array {
  const order: number[] = [];
  for (let d = 0; d < price.length; d++) if (!Number.isNaN(price[d])) order.push(d);
  return Uint32Array.from(order.sort((a, b) => price[a] - price[b] || a - b));
}

/** The same of an ascending array (m > 0), without reordering it. */
export function sortedQuartiles(a: Float64Array): Quartiles {
  const at = (q: number) => {
    const pos = (a.length - 1) * q;
    const k = Math.floor(pos);
    return pos === k ? a[k] : a[k] + (a[k + 1] - a[k]) * (pos - k);
  };
  return { min: a[0], p25: at(0.25), median: at(0.5), p75: at(0.75), max: a[a.length - 1] };
}
