// The matcher's inner loops (./matcher.ts run()): stamping and scoring the
// documents of each posting list into the scratch arrays. Kept apart and
// small so they stay monomorphic and fast (postings are FlexSearch's plain
// arrays), and so the matcher reads as what it matches, not how it loops.

/** A run whose lookups answered stand-ins for postings not read yet (Postgres) stops before its loops would score
 * them, every lookup of its words made: the caller reads what was asked and runs again. */
export class LookupsPending extends Error {}

/** The rarest required word: every document it holds is touched and scored; returns the new touched count. */
export function firstTerm(
  ids: ArrayLike<number>,
  w: number,
  base: number,
  stamp: Uint32Array,
  score: Float32Array,
  touched: Int32Array,
  nt: number,
): number {
  const one = base + 1;
  for (let k = 0, len = ids.length; k < len; k++) {
    const d = ids[k];
    if (stamp[d] !== one) {
      touched[nt++] = d;
      stamp[d] = one;
      score[d] = w;
    } else score[d] += w;
  }
  return nt;
}

/** A later required word: documents that matched every word before it (stamp `cur`) move on to `cur + 1`. */
export function laterTerm(ids: ArrayLike<number>, w: number, cur: number, stamp: Uint32Array, score: Float32Array) {
  const next = cur + 1;
  for (let k = 0, len = ids.length; k < len; k++) {
    const d = ids[k];
    const c = stamp[d];
    if (c === cur) {
      stamp[d] = next;
      score[d] += w;
    } else if (c === next) score[d] += w;
  }
}

/** An optional word or phrase bonus: adds to the score of documents that hold every required word. */
export function optionalTerm(ids: ArrayLike<number>, w: number, full: number, stamp: Uint32Array, score: Float32Array) {
  for (let k = 0, len = ids.length; k < len; k++) {
    const d = ids[k];
    if (stamp[d] === full) score[d] += w;
  }
}
