// The phrase intersection over scratch arrays (src/search/all-of.ts) gives
// exactly what the Map-per-word version it replaced gave: the same
// documents, the same score sums to the last bit, the same postings in the
// same order, on random postings (a document in several fields of one word,
// words nothing else holds, one instance reused across many calls).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AllOf, type Posting } from '../../src/search/all-of.ts';
import { checkProperty } from '../support/property.ts';

const N = 64;

/** The Map version, as src/search/matcher.ts had it. */
function reference(lists: Posting[][]): { out: Posting[]; size: number } {
  let acc: Map<number, number> | null = null;
  for (const posts of lists) {
    const here = new Map<number, number>();
    for (const p of posts) {
      for (let k = 0; k < p.ids.length; k++) {
        const d = p.ids[k];
        if (acc && !acc.has(d)) continue;
        here.set(d, (here.get(d) ?? acc?.get(d) ?? 0) + p.w);
      }
    }
    acc = here;
    if (!acc.size) return { out: [], size: 0 };
  }
  const byScore = new Map<number, number[]>();
  for (const [d, sc] of acc ?? []) (byScore.get(sc) ?? byScore.set(sc, []).get(sc)!).push(d);
  return { out: [...byScore].map(([w, ids]) => ({ ids, w })), size: acc?.size ?? 0 };
}

const posting = fc.record({
  ids: fc.uniqueArray(fc.integer({ min: 0, max: N - 1 }), { maxLength: 40 }).map((a) => a.sort((x, y) => x - y)),
  w: fc.constantFrom(1, 0.9, 0.7, 0.35, 0.1, 1.5),
});
const word = fc.array(posting, { minLength: 1, maxLength: 4 });

describe('AllOf', () => {
  it('equals the Map intersection, order and sums included, call after call on one instance', async () => {
    const shared = new AllOf(N);
    await checkProperty(
      'AllOf',
      fc.asyncProperty(
        fc.array(fc.array(word, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 8 }),
        async (calls) => {
          for (const lists of calls) {
            const want = reference(lists);
            const out: Posting[] = [];
            expect(shared.intersect(lists, out)).toBe(want.size);
            expect(out).toEqual(want.out);
          }
        },
      ),
    );
  });
});
