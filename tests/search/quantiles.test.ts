// facets.price quartiles by rank bits against a sort, on random sets of every
// size (one price, ties, prices a word apart, on-request listings left out).
import { describe, expect, it } from 'vitest';
import { PriceQuartiles, priceOrder, sortedQuartiles } from '../../src/search/quantiles.ts';
import { rng } from './helpers.ts';

/** numpy's default quantile of ascending values. */
const quantile = (xs: number[], q: number) => {
  const pos = (xs.length - 1) * q;
  const lo = Math.floor(pos);
  return xs[lo] + ((xs[Math.ceil(pos)] ?? xs[lo]) - xs[lo]) * (pos - lo);
};

describe('price quartiles', () => {
  it('equal a sort on 3,000 random sets of up to 300 listings', () => {
    const r = rng(2511);
    for (let t = 0; t < 1000; t++) {
      const n = 1 + Math.floor(r() * 300);
      const price = Float64Array.from({ length: n }, () =>
        r() < 0.1 ? Number.NaN : Math.round(r() * (r() < 0.5 ? 20 : 100000)),
      );
      const pq = new PriceQuartiles(price);
      for (let rep = 0; rep < 3; rep++) {
        const docs = Int32Array.from({ length: n }, (_, i) => i).filter((d) => !Number.isNaN(price[d]) && r() < 0.5);
        const ps = Array.from(docs, (d) => price[d]).sort((a, b) => a - b);
        const want = ps.length
          ? { min: ps[0], p25: quantile(ps, 0.25), median: quantile(ps, 0.5), p75: quantile(ps, 0.75), max: ps.at(-1)! }
          : null;
        expect(pq.of(docs, docs.length)).toEqual(want);
        if (ps.length) expect(sortedQuartiles(Float64Array.from(ps))).toEqual(want);
      }
    }
  });

  it('equal a sort on sets over many blocks of ranks: sparse, dense, clustered, one listing', () => {
    const r = rng(2513);
    for (let t = 0; t < 60; t++) {
      const n = 1 + Math.floor(r() * 20000);
      const price = Float64Array.from({ length: n }, () =>
        r() < 0.1 ? Number.NaN : Math.round(r() * (r() < 0.3 ? 50 : 1000000)),
      );
      const pq = new PriceQuartiles(price);
      const priced = Int32Array.from({ length: n }, (_, i) => i).filter((d) => !Number.isNaN(price[d]));
      for (const keep of [0.001, 0.02, 0.5, 0.98]) {
        // Clustered: a run of neighbouring prices only, so whole blocks are empty before and after it.
        const lo = r() * 1000000;
        const sets = [
          priced.filter(() => r() < keep),
          priced.filter((d) => price[d] >= lo && price[d] < lo + 1000000 * keep),
          priced.filter((_, i) => i === Math.floor(r() * priced.length)),
        ];
        for (const docs of sets) {
          const ps = Array.from(docs, (d) => price[d]).sort((a, b) => a - b);
          const want = ps.length
            ? {
                min: ps[0],
                p25: quantile(ps, 0.25),
                median: quantile(ps, 0.5),
                p75: quantile(ps, 0.75),
                max: ps.at(-1)!,
              }
            : null;
          expect(pq.of(docs, docs.length)).toEqual(want);
        }
      }
    }
  });

  it('count a listing named twice once, as a set without the repeat', () => {
    const r = rng(2514);
    for (let t = 0; t < 300; t++) {
      const n = 1 + Math.floor(r() * 3000);
      const price = Float64Array.from({ length: n }, () => (r() < 0.2 ? Number.NaN : Math.round(r() * 100000)));
      const pq = new PriceQuartiles(price);
      const docs = Int32Array.from({ length: 1 + Math.floor(r() * 200) }, () => Math.floor(r() * n));
      const twice = Int32Array.from([...docs, ...docs.filter(() => r() < 0.5)]);
      const once = Int32Array.from(new Set(docs));
      expect(pq.ofPriced(twice, twice.length)).toEqual(pq.ofPriced(once, once.length));
      const priced = once.filter((d) => !Number.isNaN(price[d]));
      const pricedTwice = twice.filter((d) => !Number.isNaN(price[d]));
      expect(pq.of(pricedTwice, pricedTwice.length)).toEqual(pq.of(priced, priced.length));
    }
  });

  it('ofPriced over sets holding on-request listings equals of() over their priced ones, with their count', () => {
    const r = rng(2512);
    for (let t = 0; t < 600; t++) {
      const n = 1 + Math.floor(r() * 300);
      const price = Float64Array.from({ length: n }, () =>
        r() < 0.2 ? Number.NaN : Math.round(r() * (r() < 0.5 ? 20 : 100000)),
      );
      const pq = new PriceQuartiles(price);
      const docs = Int32Array.from({ length: n }, (_, i) => i).filter(() => r() < 0.5);
      const priced = docs.filter((d) => !Number.isNaN(price[d]));
      const want = pq.of(priced, priced.length);
      expect(pq.ofPriced(docs, docs.length)).toEqual(want && { count: priced.length, ...want });
    }
  });

  /** A price column: on request (NaN), ties, cents, and prices a word apart. */
  const column = (r: () => number, n: number) =>
    Float64Array.from({ length: n }, () => {
      const x = r();
      return x < 0.15 ? Number.NaN : x < 0.3 ? 1000 : x < 0.4 ? Math.round(r() * 1e7) / 100 : Math.round(r() * 50000);
    });
  /** Quartiles of random match sets (with repeats and on-request listings) from a column with and without `order`. */
  const sameAnswers = (r: () => number, price: Float64Array, order: Uint32Array) => {
    const withOrder = new PriceQuartiles(price, order);
    const sorted = new PriceQuartiles(price);
    for (let rep = 0; rep < 4; rep++) {
      const keep = [0.002, 0.1, 0.6, 1][rep];
      const docs = Int32Array.from({ length: price.length }, (_, i) => i).filter(() => r() < keep);
      const twice = Int32Array.from([...docs, ...docs.filter(() => r() < 0.1)]);
      expect(withOrder.ofPriced(twice, twice.length)).toEqual(sorted.ofPriced(twice, twice.length));
    }
  };

  it('priceOrder lists every priced listing once, in ascending price', () => {
    const r = rng(2515);
    for (let t = 0; t < 200; t++) {
      const price = column(r, Math.floor(r() * 2000));
      const order = priceOrder(price);
      const priced = [...price.keys()].filter((d) => !Number.isNaN(price[d]));
      expect([...order].sort((a, b) => a - b)).toEqual(priced);
      for (let k = 1; k < order.length; k++) expect(price[order[k - 1]]).toBeLessThanOrEqual(price[order[k]]);
    }
  });

  it('answer the same from the order written at build time as from sorting the column', () => {
    const r = rng(2516);
    for (let t = 0; t < 200; t++) {
      const price = column(r, 1 + Math.floor(r() * (t < 190 ? 3000 : 40000)));
      sameAnswers(r, price, priceOrder(price));
    }
  });

  it("fall back to sorting when the order is not the column's: stale, shuffled, short, repeated, out of range", () => {
    const r = rng(2517);
    let broken = 0;
    for (let t = 0; t < 300; t++) {
      const price = column(r, 2 + Math.floor(r() * 2000));
      const good = [...priceOrder(price)];
      if (good.length < 3) continue;
      const i = Math.floor(r() * good.length);
      const j = (i + 1 + Math.floor(r() * (good.length - 1))) % good.length;
      const unpriced = [...price.keys()].find((d) => Number.isNaN(price[d]));
      const bad = [
        good.filter((_, k) => k !== i), // a priced listing missing
        good.map((d, k) => (k === i ? good[j] : d)), // one listed twice, one missing
        [...good.slice(0, i), good[j], ...good.slice(i)], // one listed twice, none missing (harmless when tied)
        good.map((d, k) => (k === i ? good[j] : k === j ? good[i] : d)), // two swapped (out of order unless tied)
        [...good, price.length + Math.floor(r() * 5)], // past the column's end
        ...(unpriced === undefined
          ? []
          : [
              [...good, unpriced],
              [unpriced, ...good],
            ]), // an on-request listing
        priceOrder(column(r, price.length)), // another column's order
      ];
      for (const order of bad) {
        sameAnswers(r, price, Uint32Array.from(order));
        broken++;
      }
    }
    expect(broken).toBeGreaterThan(1500);
  });
});
