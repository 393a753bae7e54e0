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
    return i + 1 < la && a.charCodeAt(i) === b.charCodeAt(i + 1) && a.charCodeAt(i + 1) === b.charCodeAt(i) && tailEq(a, i + 2, b, i + 2);
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

export class TypoVocabulary {
  private byLength: string[][] | undefined;
  private readonly source: () => string[];

  constructor(source: () => string[]) {
    this.source = source;
  }

  private buckets(): string[][] {
    if (!this.byLength) {
      const b: string[][] = [];
      for (const w of this.source()) (b[w.length] ??= []).push(w);
      this.byLength = b;
    }
    return this.byLength;
  }

  /** Vocabulary words one edit away from `word`, at most `max`, first char matches first. */
  candidates(word: string, max = 8): string[] {
    const b = this.buckets();
    const out: string[] = [];
    const L = word.length;
    for (let len = L - 1; len <= L + 1; len++) {
      const bucket = b[len];
      if (!bucket) continue;
      for (let i = 0; i < bucket.length; i++) {
        const w = bucket[i];
        if (oneEdit(word, w)) {
          out.push(w);
          if (out.length >= max) return out;
        }
      }
    }
    return out;
  }
}
