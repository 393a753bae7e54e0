// The documents holding every word of a multi-word phrase (a synonym's
// alternative such as "power press"), scored by the sum of each word's field
// weights: the matcher's allOf. Common words make this the costliest step of
// a broad query at 100,000 listings (one word of a phrase can hold a third of
// the catalog), so it runs over scratch arrays sized once per index, with a
// stamp per document saying which word last reached it, instead of a Map per
// word. Its output is the one the Map version gave, order included: one
// posting per distinct score, in the order the last word first reached them.

export interface Posting {
  ids: ArrayLike<number>;
  w: number;
}

export class AllOf {
  private readonly n: number;
  private stamp: Uint32Array | undefined;
  /** Float64 like the numbers the Map held: sums come out the same to the last bit. */
  private score: Float64Array | undefined;
  /** The documents the latest word reached, in the order it reached them: typed, as a growing array was the
   * intersection's costliest part over a common word at 1,000,000 listings. */
  private reached: Int32Array | undefined;
  private epoch = 0;

  constructor(n: number) {
    this.n = n;
  }

  /** `lists`: each word's postings, rarest first. Returns how many documents hold them all. */
  intersect(lists: Posting[][], out: Posting[]): number {
    // Allocated on the first phrase, not at load: a cold start that meets no phrase pays nothing.
    this.stamp ??= new Uint32Array(this.n);
    this.score ??= new Float64Array(this.n);
    const stamp = this.stamp;
    const score = this.score;
    const reached = (this.reached ??= new Int32Array(this.n));
    if (this.epoch + lists.length + 1 >= 0xffffffff) {
      stamp.fill(0);
      this.epoch = 0;
    }
    let before = 0;
    let nr = 0;
    for (let l = 0; l < lists.length; l++) {
      const now = ++this.epoch;
      nr = 0;
      for (const p of lists[l]) {
        const ids = p.ids;
        const w = p.w;
        for (let k = 0, len = ids.length; k < len; k++) {
          const d = ids[k];
          const s = stamp[d];
          if (s === now) score[d] += w;
          else if (l === 0 || s === before) {
            // First reached by this word: from 0 for the first word, else from what the words before gave.
            score[d] = l === 0 ? w : score[d] + w;
            stamp[d] = now;
            reached[nr++] = d;
          }
        }
      }
      if (!nr) return 0;
      before = now;
    }
    // Neighbours mostly share a score: the last group is checked before the Map.
    const byScore = new Map<number, number[]>();
    let lastScore = NaN;
    let last: number[] = [];
    for (let k = 0; k < nr; k++) {
      const d = reached[k];
      const sc = score[d];
      if (sc === lastScore) {
        last.push(d);
        continue;
      }
      last = byScore.get(sc) ?? [];
      if (!last.length) byScore.set(sc, last);
      last.push(d);
      lastScore = sc;
    }
    for (const [sc, ids] of byScore) out.push({ ids, w: sc });
    return nr;
  }
}

/**
 * The documents of a phrase depend on the index alone, not on the query: a machine type's name in every
 * language ("folding machine", "Falzmaschine", …) is intersected for every query naming one of its words, and
 * over a common word that intersection was a third of such a query's time at 100,000 listings. Phrases answered
 * are kept (least recently used out) up to `maxIds` document numbers in all. Only for an index that never changes
 * under its matcher (the bundled files); the entries are shared, so their postings must be read, never changed.
 */
export class PhraseMemo {
  private readonly kept = new Map<string, { posts: Posting[]; size: number; ids: number }>();
  private ids = 0;
  private readonly maxIds: number;

  constructor(maxIds: number) {
    this.maxIds = maxIds;
  }

  static key = (tokens: readonly string[], w: number) => `${w}\u0000${tokens.join('\u0000')}`;

  get(key: string): { posts: Posting[]; size: number } | undefined {
    const hit = this.kept.get(key);
    if (hit) {
      this.kept.delete(key);
      this.kept.set(key, hit);
    }
    return hit;
  }

  set(key: string, posts: Posting[], size: number): void {
    const ids = posts.reduce((s, p) => s + p.ids.length, 0);
    if (ids > this.maxIds) return;
    this.kept.set(key, { posts, size, ids });
    this.ids += ids;
    while (this.ids > this.maxIds) {
      const [oldest, entry] = this.kept.entries().next().value!;
      this.kept.delete(oldest);
      this.ids -= entry.ids;
    }
  }
}
