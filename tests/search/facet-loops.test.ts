// The facet counter's per-type loops (src/search/facet-loops.ts) against the
// plain loop they replace, on random columns of every array type the listing
// table uses, with facet slots, values marked none and NaN.
import { describe, expect, it } from 'vitest';
import { tally, valueRange } from '../../src/search/facet-loops.ts';
import { rng } from './helpers.ts';

const ARRAYS = [Uint8Array, Uint16Array, Uint32Array, Float64Array] as const;

describe('facet loops', () => {
  it('tally and valueRange equal the plain loops on 400 random match sets', () => {
    const r = rng(2913);
    for (let t = 0; t < 400; t++) {
      const n = 1 + Math.floor(r() * 500);
      const values = 1 + Math.floor(r() * 40);
      const Arr = ARRAYS[t % ARRAYS.length];
      const col = new Arr(n);
      for (let d = 0; d < n; d++) col[d] = Math.floor(r() * values);
      if (col instanceof Float64Array) for (let d = 0; d < n; d++) if (r() < 0.1) col[d] = Number.NaN;
      const docs = Int32Array.from({ length: n }, (_, i) => i).filter(() => r() < 0.6);
      const m = Math.floor(r() * (docs.length + 1));
      const slots = 1 + Math.floor(r() * 8);
      const slotOf = r() < 0.5 ? Uint16Array.from({ length: values }, () => Math.floor(r() * slots)) : undefined;

      const want = new Uint32Array(slotOf ? slots : values);
      for (let k = 0; k < m; k++) {
        const v = col[docs[k]];
        if (!Number.isNaN(v)) want[slotOf ? slotOf[v] : v]++;
      }
      const got = new Uint32Array(want.length);
      if (!(col instanceof Float64Array)) {
        tally(got, col, slotOf, docs, m);
        expect(got).toEqual(want);
      }

      const none = r() < 0.5 ? 0 : Number.NaN;
      let lo = Infinity;
      let hi = -Infinity;
      for (let k = 0; k < m; k++) {
        const v = col[docs[k]];
        if (Number.isNaN(v) || v === none) continue;
        lo = Math.min(lo, v);
        hi = Math.max(hi, v);
      }
      expect(valueRange(col, none, docs, m)).toEqual(hi >= lo ? { min: lo, max: hi } : null);
    }
  });
});
