// Buyers' errands in the catalog's seven languages (scripts/bench/lib/errands.mjs), through the search core
// as the REST function reads q, judged by the brute-force oracle on the raw content: the top result meets
// every stated constraint and the answer is exactly the oracle's set. The held-out phrasings were never
// tuned on; both sets are measured by `npm run bench` too.
import { describe, expect, it } from 'vitest';
import { makeErrands, readRaw, readTypes } from '../../scripts/bench/lib/errands.mjs';
import { oursAll, score } from '../../scripts/bench/lib/understanding.mjs';
import { setup } from './helpers.ts';

const { core } = setup();
const raw = readRaw('content');
const types = readTypes('content');
const run = (set: 'tune' | 'heldout' | 'heldout2') =>
  score(makeErrands(raw, types, { set, count: 25 }), raw, types, (q: string) => oursAll(core, q));

describe("buyers' errands (brute force on the raw content)", () => {
  const tune = run('tune');
  it('at least 150 errands, every language, every kind of phrase', () => {
    expect(tune.rows.length).toBeGreaterThanOrEqual(150);
    expect(Object.keys(tune.byLang).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'nl', 'pl']);
    for (const k of ['price', 'year', 'order', 'condition', 'place']) expect(tune.byKind[k]?.n, k).toBeGreaterThan(0);
  });
  it('tuning phrasings: the top result meets every constraint and the answer is the set, in 95 % or more', () => {
    const misses = tune.rows
      .filter((r: { top: boolean; set: boolean }) => !r.top || !r.set)
      .map((r: { q: string }) => r.q);
    expect(tune.all.top, misses.join(' | ')).toBeGreaterThanOrEqual(0.95);
    expect(tune.all.set, misses.join(' | ')).toBeGreaterThanOrEqual(0.95);
    for (const [lang, s] of Object.entries(tune.byLang) as [string, { top: number }][])
      expect(s.top, lang).toBeGreaterThanOrEqual(0.9);
  });
  it.each(['heldout', 'heldout2'] as const)('%s phrasings: in 90 percent or more', (set) => {
    const held = run(set);
    expect(held.all.top).toBeGreaterThanOrEqual(0.9);
    expect(held.all.set).toBeGreaterThanOrEqual(0.9);
  });
});
