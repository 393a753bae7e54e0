// Text handling shared by the index writer and the query side: one
// normalisation, one tokenizer, one stemmer, so that what is indexed and what
// is asked are always cut the same way. FlexSearch receives tokens already
// produced here (space-separated) and only stores and looks them up.

const MARKS = /[\u0300-\u036f]/g;
const SPECIAL: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', ı: 'i', þ: 'th' };
const SPECIAL_RE = /[ßæœøđłıþ]/g;
const APOSTROPHES = /['’ʼ]/g;

/** Lower case, accents removed (`München` → `munchen`). */
export function fold(s: string): string {
  return s
    .normalize('NFKD')
    .replace(APOSTROPHES, '')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(SPECIAL_RE, (c) => SPECIAL[c] ?? c);
}

const ALNUM_RUN = /[a-z0-9]+/g;
/** Letter/digit boundary inside a token: `sm52` → `sm` `52`, `t800` → `t` `800`. */
const LETTER_DIGIT = /[a-z]+|[0-9]+/g;
const HAS_DIGIT = /[0-9]/;
const ONLY_DIGITS = /^[0-9]+$/;
const ONLY_LETTERS = /^[a-z]+$/;

/**
 * Light English plural folding for letter-only words of 4+ letters: `cutters`
 * → `cutter`, `batteries` → `battery`, `presses` → `press`, `boxes` → `box`.
 * Words ending in `ss`, `us`, `is`, `as` keep their s (`Haas`, `chassis`).
 */
export function stem(w: string): string {
  const n = w.length;
  if (n < 4 || w.charCodeAt(n - 1) !== 115 /* s */ || !ONLY_LETTERS.test(w)) return w;
  if (n > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.endsWith('sses') || w.endsWith('xes') || w.endsWith('ches') || w.endsWith('shes')) return w.slice(0, -2);
  const p = w.charCodeAt(n - 2);
  if (p === 115 /* s */ || p === 117 /* u */ || p === 105 /* i */ || p === 97 /* a */) return w;
  return w.slice(0, -1);
}

/** Words that do not have to be present for a document to match (unless the query is only these). */
const STOPWORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'for',
  'with',
  'in',
  'on',
  'to',
  'or',
  'at',
  'by',
  'from',
  'is',
  'it',
]);

/**
 * Index-side tokens of one field. Every token is folded and stemmed. Chunks are
 * the white-space separated pieces of the text; within a chunk:
 * - each alphanumeric run is a token (`VF-2` → `vf`, `2`);
 * - a chunk of several runs also yields the runs glued together (`VF-2` → `vf2`);
 * - a run mixing letters and digits also yields its parts (`SM52` → `sm`, `52`).
 * With `glueAdjacent` (title, make, model), a letter run followed by a chunk that
 * starts with a digit is glued too (`SM 52` → `sm52`, `QTN 200` → `qtn200`).
 * `out` collects the distinct tokens.
 */
export function indexTokens(text: string, out: Set<string>, glueAdjacent = false): Set<string> {
  const chunks = fold(text).split(/\s+/);
  let prevAlpha = '';
  for (const chunk of chunks) {
    const runs = chunk.match(ALNUM_RUN);
    if (!runs) {
      prevAlpha = '';
      continue;
    }
    for (const r of runs) addRun(r, out);
    if (runs.length > 1) out.add(runs.join(''));
    if (glueAdjacent && prevAlpha && /^[0-9]/.test(runs[0])) out.add(prevAlpha + runs.join(''));
    const last = runs[runs.length - 1];
    prevAlpha = runs.length === 1 && ONLY_LETTERS.test(last) ? last : '';
  }
  return out;
}

function addRun(r: string, out: Set<string>) {
  out.add(stem(r));
  if (HAS_DIGIT.test(r) && !ONLY_DIGITS.test(r)) {
    const parts = r.match(LETTER_DIGIT)!;
    for (const p of parts) out.add(stem(p));
  }
}

/**
 * A model as every comparison reads it (the manual `model` filter, a
 * listing's manuals, a manual's listings): case, accents, spaces and dashes
 * of every kind ignored, so `SM‑52`, `SM 52`, `sm52` and `SM–52` are one model.
 */
export const squashModel = (s: string): string => fold(s).replace(/[\s\-‐‑‒–—]+/g, '');

/** A make as the `make` filter compares it: exact name, any case. */
export const makeKey = (s: string): string => s.trim().toLowerCase();

/** One machine (make and model) as a key: a listing and a manual of the same machine share it. */
export const machineKey = (make: string, model: string): string => `${makeKey(make)}|${squashModel(model)}`;

export interface QueryTerm {
  /** The token looked up in the index (already folded, stemmed or glued). */
  token: string;
  /** The word as typed, folded but not stemmed (a correction may start from either). */
  raw: string;
  /** false for stop words: they add to the score but do not restrict the match set. */
  required: boolean;
  /** Eligible for the typo pass (letters only, 4+ characters; see typo.ts for the budget). */
  fuzzy: boolean;
}

export interface QueryTerms {
  terms: QueryTerm[];
  /** Optional glued pairs of adjacent query words (`qtn 200` → `qtn200`), a phrase bonus. */
  bonus: string[];
}

/**
 * Query-side tokens. A chunk made of several alphanumeric runs is looked up
 * glued (`vf-2` → `vf2`, which the index holds for `VF-2`, `VF 2` and `VF2`);
 * a single run is looked up as it is (`sm52` matches `SM 52`, `SM-52`, `SM52`).
 */
export function queryTerms(q: string): QueryTerms {
  const terms: QueryTerm[] = [];
  const bonus: string[] = [];
  const seen = new Set<string>();
  let prev: string | null = null;
  for (const chunk of fold(q).split(/\s+/)) {
    const runs = chunk.match(ALNUM_RUN);
    if (!runs) continue;
    const raw = runs.join('');
    const token = runs.length > 1 ? raw : stem(raw);
    if (prev !== null && ONLY_LETTERS.test(prev) && /^[0-9]/.test(raw)) bonus.push(prev + raw);
    prev = raw;
    if (seen.has(token)) continue;
    seen.add(token);
    terms.push({ token, raw, required: !STOPWORDS.has(token), fuzzy: token.length >= 4 && ONLY_LETTERS.test(token) });
  }
  if (terms.length && !terms.some((t) => t.required)) for (const t of terms) t.required = true;
  return { terms, bonus };
}
