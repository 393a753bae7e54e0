// Spelled-out digits read as digits: a run of number words (and digit groups)
// standing together, "null eins sieben eins neun null …", "zéro six
// quatre-vingt-dix …", "0171 neun zwei neun vier", becomes the digits a
// caller would dial, in a derived view mapped back to the words (./mapped.ts).
// Only runs that stand on their own are read (three number words or more
// and six digits in all, or a word or two among digit groups and eight
// digits in all, nothing but separators between them), so "one of the two
// presses" stays prose.
import { MappedBuilder, identity, type Mapped } from './mapped.ts';
import { entriesOf, type Entry } from './number-lexicon.ts';
import { matches } from '../lib/matches.ts';

interface Token { at: number; end: number; entries: Entry[] | null; digits?: string }

const TOKEN = /\p{L}+|\d+/gu;
/** What may stand between the words of one run: separators, never a sentence. */
const GAP = /^[ \t,;:.\-/()+*_~`'"|]{0,4}\n?[ \t]{0,3}$/;
const MIN_WORDS = 3;
/**
 * Digits a run needs when fewer words than MIN_WORDS stand in it beside digit groups ("0171 vier 010017",
 * "06 douze 34 56 78"): a whole telephone number's, so "1998, two presses" and "3: seven 90 mm" stay prose.
 */
const MIN_DIGITS_MIXED = 8;
const CAPITALS = /^\p{Lu}{2,}$/u;
const PLUS = new Set(['plus', 'più', 'piu', 'más', 'mas', 'mais', 'artı']);
const MIN_DIGITS = 6;

/** The numbers a run of tokens spells, each with the token range it came from. */
function evaluate(run: Token[]): { digits: string; from: number; to: number }[] {
  const out: { digits: string; from: number; to: number }[] = [];
  let cur: number | null = null;
  let from = 0;
  let to = 0;
  let joined = false;
  let repeat = 1;
  const flush = () => {
    if (cur !== null) out.push({ digits: String(cur), from, to });
    cur = null;
  };
  run.forEach((t, i) => {
    if (t.digits !== undefined) {
      flush();
      out.push({ digits: t.digits, from: i, to: i });
      return;
    }
    for (const e of t.entries!) {
      if (e.kind === 'and') { joined = true; continue; }
      if (e.kind === 'repeat') { flush(); repeat = e.times; continue; }
      if (e.kind === 'hundred') {
        if (cur !== null && cur > 0 && cur < 10) cur *= 100;
        else { flush(); cur = 100; from = i; }
        to = i;
        continue;
      }
      const v = e.value;
      if (repeat > 1 && v < 10) {
        flush();
        out.push({ digits: String(v).repeat(repeat), from: i, to: i });
        repeat = 1;
        continue;
      }
      repeat = 1;
      if (cur === null) { cur = v; from = i; }
      else if (cur >= 100 && cur % 100 === 0 && v < 100) cur += v;
      // ninety one, soixante-dix, quatre-vingt-dix-sept, vingt et un
      else if (cur >= 20 && cur % 10 === 0 && cur % 100 !== 0 && v < 20 && (cur % 100) + v < 100) cur += v;
      else if (cur === 4 && v === 20) cur = 80; // quatre-vingt
      else if (cur > 0 && cur < 10 && v >= 20 && v < 100 && v % 10 === 0 && joined) cur += v; // einundzwanzig
      else { flush(); cur = v; from = i; }
      to = i;
      joined = false;
    }
  });
  flush();
  return out;
}

/** The text with every run of spelled-out digits read as digits; the identity when there is none. */
export function numberWordView(text: string): Mapped {
  const tokens: Token[] = [];
  let any = false;
  for (const m of matches(text, TOKEN)) {
    const s = m[0];
    if (s.charCodeAt(0) <= 57 && s.charCodeAt(0) >= 48) {
      tokens.push({ at: m.index!, end: m.index! + s.length, entries: null, digits: s });
      continue;
    }
    const entries = entriesOf(s);
    if (entries) any = true;
    tokens.push({ at: m.index!, end: m.index! + s.length, entries: entries ?? null });
  }
  if (!any) return identity(text);

  const b = new MappedBuilder();
  let copied = 0;
  let i = 0;
  while (i < tokens.length) {
    if (!tokens[i].entries && tokens[i].digits === undefined) { i++; continue; }
    let j = i;
    while (j + 1 < tokens.length && (tokens[j + 1].entries || tokens[j + 1].digits !== undefined)
      && GAP.test(text.slice(tokens[j].end, tokens[j + 1].at))) j++;
    const run = tokens.slice(i, j + 1);
    // Connectors and multipliers at the edges belong to the prose around the run.
    while (run.length && run[0].entries?.every((e) => e.kind !== 'number')) run.shift();
    while (run.length && run[run.length - 1].entries?.every((e) => e.kind !== 'number')) run.pop();
    const words = run.filter((t) => t.entries).length;
    // A word in capitals beside digits is a code's letters ("UM4511": "um" is one in Portuguese), not a digit.
    const mixed =
      words > 0 &&
      words < MIN_WORDS &&
      run.some((t) => t.digits !== undefined) &&
      run.every((t) => !t.entries || !CAPITALS.test(text.slice(t.at, t.end)));
    const numbers = words >= MIN_WORDS || mixed ? evaluate(run) : [];
    if (numbers.reduce((n, x) => n + x.digits.length, 0) >= (mixed ? MIN_DIGITS_MIXED : MIN_DIGITS)) {
      // "plus" before the words is the + of an international number.
      const before = tokens[i - 1];
      const plus = before && PLUS.has(before.entries ? '' : text.slice(before.at, before.end).toLowerCase())
        && /^[\s,:]{0,2}$/.test(text.slice(before.end, run[0].at));
      for (const [k, x] of numbers.entries()) {
        const a = run[x.from].at;
        const z = run[x.to].end;
        // Before the first number, the text as written; between numbers one space, whatever separated the words.
        if (k === 0 && plus) { b.copy(text.slice(copied, before.at), copied); b.emit('+', before.at, a); }
        else if (k === 0) b.copy(text.slice(copied, a), copied);
        else {
          // Run together in the text ("tre45", "07fünf3148"), the digits stay together; else one space.
          const prev = run[numbers[k - 1].to].end;
          if (prev < a) b.emit(' ', prev, a);
        }
        if (run[x.from].digits !== undefined) b.copy(text.slice(a, z), a);
        else b.emit(x.digits, a, z);
        copied = z;
      }
    }
    i = j + 1;
  }
  if (!b.length && copied === 0) return identity(text);
  b.copy(text.slice(copied), copied);
  return b.build();
}
