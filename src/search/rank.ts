// Top-k selection: the one page of a ranked match set, without sorting the
// whole set.

/**
 * Indices (into docs/scores, length m) of ranks [start, end) ordered by score
 * descending then document number ascending (= newest listed first).
 */
export function rankSlice(
  docs: Int32Array,
  scores: Float32Array | Float64Array,
  m: number,
  start: number,
  end: number,
): number[] {
  end = Math.min(end, m);
  if (start >= end) return [];
  const before = (a: number, b: number) => scores[b] - scores[a] || docs[a] - docs[b];
  if (end > 256 || end * 4 > m)
    return Array.from({ length: m }, (_, i) => i)
      .sort(before)
      .slice(start, end);
  // Bounded heap of the best `end`, the worst of them at the root.
  const heap = new Int32Array(end);
  let size = 0;
  for (let i = 0; i < m; i++) {
    if (size < end) {
      let c = size++;
      heap[c] = i;
      while (c > 0) {
        const p = (c - 1) >> 1;
        if (before(heap[c], heap[p]) > 0) {
          const t = heap[c];
          heap[c] = heap[p];
          heap[p] = t;
          c = p;
        } else break;
      }
      continue;
    }
    const s = scores[i];
    const ws = scores[heap[0]];
    if (s < ws || (s === ws && docs[i] > docs[heap[0]])) continue;
    heap[0] = i;
    let p = 0;
    for (;;) {
      const l = 2 * p + 1;
      const r = l + 1;
      let w = p;
      if (l < size && before(heap[l], heap[w]) > 0) w = l;
      if (r < size && before(heap[r], heap[w]) > 0) w = r;
      if (w === p) break;
      const t = heap[w];
      heap[w] = heap[p];
      heap[p] = t;
      p = w;
    }
  }
  return Array.from(heap).sort(before).slice(start, end);
}
