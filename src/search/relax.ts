// Relaxation of a query that finds nothing, as the hosted engines do it
// (Algolia's removeWordsIfNoResults): first the filler words an agent or a
// buyer adds ("used", "for sale", "machine"; the list editors keep in
// content/search/filler.yaml), then every word read as the catalog word one
// or two edits away where it has no match (never 0 when a correction exists),
// then any-word matching ranked by how many words matched. Each step counts
// only matches that pass the filters.
import type { Matcher } from './matcher.ts';
import { fold } from './text.ts';

export interface RelaxResult {
  m: number;
  relaxed: { dropped: string[]; mode: 'all' | 'any' } | null;
  /** Words read as catalog words nearby (the matcher's corrections of the run that answered). */
  corrections: { word: string; to: string[] }[];
}

// The filler list cut into words once per list (it holds every language's words: hundreds of phrases).
const compiled = new WeakMap<readonly string[], string[][]>();
const phrasesOf = (filler: readonly string[]) => {
  let p = compiled.get(filler);
  if (!p)
    compiled.set(
      filler,
      (p = filler
        .map((f) =>
          fold(f)
            .split(/[^a-z0-9]+/)
            .filter(Boolean),
        )
        .filter((x) => x.length)
        .sort((a, b) => b.length - a.length)),
    );
  return p;
};

/** The query without its filler words (longest phrases first), and the words dropped. */
export function dropFiller(q: string, filler: readonly string[]): { rest: string; dropped: string[] } {
  let words = fold(q)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const dropped: string[] = [];
  const present = new Set(words);
  const phrases = phrasesOf(filler).filter((p) => present.has(p[0]));
  for (const p of phrases) {
    for (let i = 0; i + p.length <= words.length; i++) {
      if (p.every((w, k) => words[i + k] === w)) {
        dropped.push(p.join(' '));
        words = [...words.slice(0, i), ...words.slice(i + p.length)];
        i--;
      }
    }
  }
  return { rest: words.join(' '), dropped };
}

/** Keeps the matches in mt.docs / mt.scores[0..m) that pass; returns m. */
function keepEach(mt: Matcher, count: number, pass: (d: number) => boolean): number {
  const { docs, scores } = mt;
  let m = 0;
  for (let k = 0; k < count; k++) {
    const d = docs[k];
    if (!pass(d)) continue;
    docs[m] = d;
    scores[m++] = scores[k];
  }
  return m;
}

/** Keeps the matches docs[0..count) that pass, with their scores, in place, in order; returns how many. */
export type KeepScored = (docs: Int32Array, scores: Float32Array, count: number) => number;

/**
 * Matches of `q` passing `pass`, written to mt.docs / mt.scores. null when q
 * has no searchable word (then nothing matches, not everything). `keepScored`, when given, keeps exactly what
 * `pass` lets through, a column at a time (./filters.ts): cheaper than a call of `pass` per match.
 */
export function relaxedMatch(
  q: string,
  mt: Matcher,
  pass: (d: number) => boolean,
  filler: readonly string[],
  keepScored?: KeepScored,
): RelaxResult | null {
  const keep = (m: Matcher, count: number, p: (d: number) => boolean) =>
    keepScored ? keepScored(m.docs, m.scores, count) : keepEach(m, count, p);
  const count = mt.run(q);
  if (count < 0) return null;
  const m = keep(mt, count, pass);
  if (m > 0) return { m, relaxed: null, corrections: mt.corrections };
  const { rest, dropped } = dropFiller(q, filler);
  if (dropped.length && rest) {
    const c2 = mt.run(rest);
    const m2 = c2 > 0 ? keep(mt, c2, pass) : 0;
    if (m2 > 0) return { m: m2, relaxed: { dropped, mode: 'all' }, corrections: mt.corrections };
  }
  const base = rest || q;
  const c4 = mt.run(base, true);
  const m4 = c4 > 0 ? keep(mt, c4, pass) : 0;
  if (m4 > 0) return { m: m4, relaxed: dropped.length ? { dropped, mode: 'all' } : null, corrections: mt.corrections };
  const c3 = mt.runAny(base);
  const m3 = c3 > 0 ? keep(mt, c3, pass) : 0;
  return { m: m3, relaxed: m3 > 0 ? { dropped, mode: 'any' } : null, corrections: m3 > 0 ? mt.corrections : [] };
}
