// Reading a query: left to right, at each word the longest phrase any
// recogniser finds (ties go to the first: numbers, order, condition, place,
// make, machine type, intent, filler). What no phrase claims is text.
import type { Intent } from '../../schemas/search-content.ts';
import type { CompiledLexicon } from './lexicon.ts';
import type { Match, Scan } from './match.ts';
import { numericAt } from './numeric.ts';
import { conditionAt, fillerAt, intentAt, makeAt, misspeltMakeAt, orderAt, placeAt, typeAt } from './labels.ts';
import { readWords, type Word } from './words.ts';

export interface Reading {
  words: Word[];
  /** The query's chunks as written (for the text left over). */
  chunks: string[];
  /** The phrases found, in order. */
  matches: Match[];
  intents: Intent[];
}

export interface ReadOptions {
  year: number;
  rates: Record<string, number>;
  known?: (word: string) => boolean;
}

const RECOGNISERS = [numericAt, orderAt, conditionAt, placeAt, makeAt, typeAt, intentAt, fillerAt];
const WORD_ONLY = [typeAt, misspeltMakeAt];
const NONE: typeof RECOGNISERS = [];

export function readQuery(q: string, lx: CompiledLexicon, opts: ReadOptions): Reading {
  const { words, chunks } = readWords(q);
  // Raw chunk in upper case (US, UK): a country alias even without "in".
  const upper = (i: number) => {
    const w = words[i];
    return !!w && chunks[w.chunk] === chunks[w.chunk].toUpperCase() && /[A-Z]/.test(chunks[w.chunk]);
  };
  const s: Scan = { words, lx, year: opts.year, rates: opts.rates, at: [], upper, known: opts.known };
  const matches: Match[] = [];
  for (let i = 0; i < words.length; ) {
    let best: Match | null = null;
    // Most words of most queries start no phrase: a make's model, a word of a title. Only a machine-type name
    // (matched by stem) can start at a word no phrase of the table starts with; a model code starts nothing.
    const w = words[i];
    const plain = w.kind === 'code' || (w.kind === 'word' && !lx.byFirst.has(w.text));
    for (const r of plain ? (w.kind === 'word' ? WORD_ONLY : NONE) : RECOGNISERS) {
      const m = r(s, i);
      if (m && m.end > i && (!best || m.end > best.end)) best = m;
    }
    if (best) {
      matches.push(best);
      i = best.end;
    } else i++;
  }
  return { words, chunks, matches, intents: [...new Set(matches.flatMap((m) => (m.intent ? [m.intent] : [])))] };
}

/**
 * The words no phrase claimed, as the text search reads them: whole chunks as
 * written where nothing in them was claimed, a machine type's catalog name
 * in place of its name, and the words of `keep` matches (phrases that could
 * not apply, such as a make beside an explicit `make`).
 */
export function leftOver(r: Reading, keep: ReadonlySet<Match>): string {
  const claimed = new Map<number, Match>();
  for (const m of r.matches) if (!keep.has(m)) for (let k = m.start; k < m.end; k++) claimed.set(k, m);
  const out: string[] = [];
  let lastChunk = -1;
  for (let k = 0; k < r.words.length; k++) {
    const m = claimed.get(k);
    if (m) {
      if (m.replace && m.start === k) out.push(m.replace);
      continue;
    }
    const w = r.words[k];
    const whole = r.words.every((x, j) => x.chunk !== w.chunk || !claimed.has(j));
    if (whole) {
      if (w.chunk !== lastChunk) out.push(r.chunks[w.chunk]);
    } else out.push(w.text);
    lastChunk = w.chunk;
  }
  return out.join(' ');
}
