// One-typo lookup over the index vocabulary: a query word with no exact hit is
// replaced by the vocabulary words at edit distance one (one insertion,
// deletion, substitution or swap of neighbours). Only letter words of 4+
// characters are candidates; the buckets by length are built on first use.

/** True when a and b are at optimal-string-alignment distance exactly 1. */
export function oneEdit(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (la === lb) {
    let i = 0;
    while (i < la && a.charCodeAt(i) === b.charCodeAt(i)) i++;
    if (i === la) return false; // equal
    // substitution at i, or swap of i and i+1
    if (tailEq(a, i + 1, b, i + 1)) return true;
    return (
      i + 1 < la &&
      a.charCodeAt(i) === b.charCodeAt(i + 1) &&
      a.charCodeAt(i + 1) === b.charCodeAt(i) &&
      tailEq(a, i + 2, b, i + 2)
    );
  }
  if (la === lb + 1) return deletes(a, b);
  if (lb === la + 1) return deletes(b, a);
  return false;
}

/** long minus one character equals short. */
function deletes(long: string, short: string): boolean {
  let i = 0;
  const n = short.length;
  while (i < n && long.charCodeAt(i) === short.charCodeAt(i)) i++;
  return tailEq(long, i + 1, short, i);
}

/** a from ia equals b from ib (both tails have the same length by construction). */
function tailEq(a: string, ia: number, b: string, ib: number): boolean {
  const n = a.length - ia;
  if (n !== b.length - ib) return false;
  for (let k = 0; k < n; k++) if (a.charCodeAt(ia + k) !== b.charCodeAt(ib + k)) return false;
  return true;
}

// Rows of the distance table, reused by every call (words are short: the index keeps letter words only).
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Optimal-string-alignment distance of a and b when at most `max`, else max + 1. */
export function editDistanceWithin(a: string, b: string, max: number): number {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  if (lb + 1 > rows[0].length)
    rows = [new Int32Array(lb * 2 + 2), new Int32Array(lb * 2 + 2), new Int32Array(lb * 2 + 2)];
  let [prev2, prev, cur] = rows;
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1);
      let v = prev[j - 1] + (ca === cb ? 0 : 1);
      if (prev[j] + 1 < v) v = prev[j] + 1;
      if (cur[j - 1] + 1 < v) v = cur[j - 1] + 1;
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb && prev2[j - 2] + 1 < v)
        v = prev2[j - 2] + 1;
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  return prev[lb];
}

/** Typos tolerated in a word, as the hosted engines default (Algolia): one from 4 letters, two from 8, none with digits. */
export function typoBudget(word: string): number {
  if (!/^[a-z]+$/.test(word)) return 0;
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/**
 * The budget of the last pass before an answer would be empty ("never 0 when
 * a correction exists"): two edits from 4 characters, one for 3, model codes
 * with digits included.
 */
function looseBudget(word: string): number {
  if (!/^[a-z0-9]+$/.test(word) || !/[a-z]/.test(word)) return 0;
  return word.length >= 4 ? 2 : word.length === 3 ? 1 : 0;
}

/** Vocabulary words the normal pass corrects to: letters only, 4+ (as the index kept them before codes joined). */
const normalWord = (w: string) => w.length >= 4 && /^[a-z]+$/.test(w);

export class TypoVocabulary {
  /** Words by length: every word (the loose pass), and those the normal pass corrects to. */
  private byLength: { all: string[][]; normal: string[][] } | undefined;
  private readonly source: () => string[];

  constructor(source: () => string[]) {
    this.source = source;
  }

  private buckets(loose: boolean): string[][] {
    if (!this.byLength) {
      const all: string[][] = [];
      const normal: string[][] = [];
      for (const w of this.source()) {
        (all[w.length] ??= []).push(w);
        if (normalWord(w)) (normal[w.length] ??= []).push(w);
      }
      this.byLength = { all, normal };
    }
    return loose ? this.byLength.all : this.byLength.normal;
  }

  /**
   * Vocabulary words within the word's budget (typoBudget, or looseBudget
   * when `loose`), at most `max`: the words one edit away when there are any,
   * else those two away.
   */
  candidates(word: string, max = 8, loose = false): string[] {
    const budget = loose ? looseBudget(word) : typoBudget(word);
    if (!budget) return [];
    const b = this.buckets(loose);
    const L = word.length;
    const out: string[] = [];
    // One edit first; two only for long words with no word one edit away.
    for (let len = L - 1; len <= L + 1; len++) {
      for (const w of b[len] ?? []) {
        if (oneEdit(word, w)) {
          out.push(w);
          if (out.length >= max) return out;
        }
      }
    }
    if (out.length || budget < 2) return out;
    for (let len = L - 2; len <= L + 2; len++) {
      for (const w of b[len] ?? []) {
        if (editDistanceWithin(word, w, 2) === 2) {
          out.push(w);
          if (out.length >= max) return out;
        }
      }
    }
    return out;
  }
}
