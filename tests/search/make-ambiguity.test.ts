// A make named inside another make's model reads as a word (src/search/listing-reader.ts makeAmbiguity): the
// answer from the makes gathered per model value equals the definition, a pass over every listing, on random
// tables (models holding other makes' names or not, models shared by several makes, makes spelt in two cases).
import { describe, expect, it } from 'vitest';
import { makeAmbiguity } from '../../src/search/listing-reader.ts';
import { indexTokens, makeKey } from '../../src/search/text.ts';
import { rng } from './helpers.ts';

/** The definition: some listing's model holds a 3+ character word of the make, and the listing's make is not it. */
function bruteForce(
  name: string,
  make: Uint16Array,
  model: Uint32Array,
  models: string[],
  byKey: Map<string, number[]>,
) {
  const own = byKey.get(makeKey(name)) ?? [];
  const words = [...indexTokens(name, new Set())].filter((x) => x.length >= 3);
  for (let d = 0; d < make.length; d++)
    if (words.some((w) => models[model[d]].includes(w)) && !own.includes(make[d])) return true;
  return false;
}

describe('make ambiguity', () => {
  it('equals a pass over every listing on 200 random tables, asked twice (cached)', () => {
    const r = rng(2901);
    const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)];
    const syllables = ['ti', 'tan', 'bo', 'sch', 'kra', 'uss', 'hy', 'trol', 'can', 'on', 'mu', 'ller'];
    const word = () => Array.from({ length: 1 + Math.floor(r() * 3) }, () => pick(syllables)).join('');
    let ambiguous = 0;
    let plain = 0;
    for (let t = 0; t < 200; t++) {
      const base = Array.from({ length: 1 + Math.floor(r() * 8) }, word);
      // The same make in another case now and then: both numbers are the make's own.
      const makes = [...base, ...base.filter(() => r() < 0.2).map((m) => m.toUpperCase())];
      const models = Array.from({ length: 1 + Math.floor(r() * 12) }, () =>
        r() < 0.4 ? `${pick(makes).toLowerCase()}${Math.floor(r() * 900)}` : `${word()}${Math.floor(r() * 900)}`,
      );
      const n = Math.floor(r() * 60);
      const make = Uint16Array.from({ length: n }, () => Math.floor(r() * makes.length));
      const model = Uint32Array.from({ length: n }, () => Math.floor(r() * models.length));
      const byKey = new Map<string, number[]>();
      makes.forEach((m, i) => byKey.set(makeKey(m), [...(byKey.get(makeKey(m)) ?? []), i]));
      const of = makeAmbiguity(n, { make, model }, models, byKey);
      for (let rep = 0; rep < 2; rep++)
        for (const name of [...makes, word()]) {
          const want = bruteForce(name, make, model, models, byKey);
          expect(of(name), `${name} in ${models.join(' ')}`).toBe(want);
          if (want) ambiguous++;
          else plain++;
        }
    }
    // Both answers occur often enough for the comparison to mean something.
    expect(ambiguous).toBeGreaterThan(200);
    expect(plain).toBeGreaterThan(200);
  });
});
