// The cheap look before the detector, for a reader of many texts that are
// almost all clean (the build's leak scan reads millions of pieces). It
// answers "could findContacts find anything here?" in two steps:
//   a glance (plain ASCII text only): one pass over the characters, no
//   string built, that says "nothing here" when the text holds no @, no
//   word of the detector's vocabularies (at, dot and e-mail words, messenger
//   names, mail providers, the known contacts' words), no six digits or
//   look-alike letters without another letter between them, no messenger
//   link or scheme, no mailto, no vanity number, no spaced-out letters and no
//   long mixed-case token (base64);
//   a closer look: the detector's own cheap stages run as the detector runs
//   them (its first look, the folding, the digit view, known words and
//   numbers, messenger links and ids, vanity numbers, spaced letters, base64
//   tokens) and, for its costly stages, the conditions they test before they
//   read anything: a telephone number needs a run of six digits
//   (phones.ts phoneRuns), an address an @, an at word, a provider or an
//   e-mail word (emails.ts mayHoldEmail).
// Every vocabulary is the detector's own, read from where the detector reads
// it, so the gate can only say "no" where the detector finds nothing
// (tests/privacy/gate.test.ts holds it to that over the privacy generators'
// cases and random texts).
import { fold, KEPT_LATIN_LETTER } from './fold.ts';
import { plainWord } from './number-lexicon.ts';
import { ADDRESS_AND_CHAT_WORDS, nothingToRead, triggers } from './triggers.ts';
import { digitView } from './digit-view.ts';
import { findKnownPhones, findKnownWords, type KnownContacts } from './known.ts';
import { phoneRuns, findVanity } from './phones.ts';
import { findMessengers, mayLinkMessenger } from './messengers.ts';
import { mayHoldEmail } from './emails.ts';
import { base64Tokens, compactView } from './encoded.ts';

export interface GateOptions {
  /** The contacts we know, as the detector is given them. */
  known?: KnownContacts;
  /** As the detector's `fast`: spelled-out number words are not read. */
  fast?: boolean;
}

/**
 * False only when `findContacts(text, { structure: 'plain', known, fast, … })` finds nothing, whatever country,
 * allowed addresses or telephone threshold it is given (those only ever remove findings). Not for `ownPhones`.
 */
export function mightHoldContact(text: string, opts: GateOptions = {}): boolean {
  if (!text) return false;
  // Number words are read only without `fast`; the glance does not look for them.
  if (opts.fast) {
    if (glance(text, opts.known) === 'clean') return false;
    // Every stage reads the folded text: a text whose folding is one the glance can read is glanced at folded.
    const f = fold(text).text;
    if (f !== text && glance(f, opts.known) === 'clean') return false;
  }
  return closerLook(text, opts);
}

/** The detector's stages as views.ts runs them on a 'plain' text, the costly ones reduced to their preconditions. */
function closerLook(text: string, opts: GateOptions): boolean {
  const keys = opts.known?.keys;
  // The detector's first look: nothing to read and no known word, nothing found.
  const first = triggers(text, keys);
  if (!first.known && nothingToRead(first, text)) return false;
  const f = fold(text).text;
  // An @ after folding: an address, or an allowed one that views.ts blanks (which joins what stood around it).
  if (f.includes('@')) return true;
  const t = f === text ? first : triggers(f, keys);
  if (t.known && opts.known && findKnownWords(f, opts.known).length) return true;
  if (t.numberWords && !opts.fast) return true;
  const view = digitView({ text: f, start: null, end: null }, false).view.text;
  if (t.digits || view !== f) {
    if (opts.known && findKnownPhones(view, opts.known).length) return true;
    if (phoneRuns(view).length) return true;
  }
  if (findMessengers(f, t.chat).length) return true;
  if ((t.at || t.provider || f.includes('mailto')) && mayHoldEmail(f)) return true;
  if (findVanity(f).length || compactView(f)) return true;
  return t.encoded && base64Tokens(f).length > 0;
}

/** A word's hash as the glance computes it over the characters (lower case); a collision only means a closer look. */
function hashWord(w: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < w.length; i++) h = Math.imul(h ^ (w.charCodeAt(i) | 0x20), 0x01000193);
  return h >>> 0;
}

const ASCII_WORD = /^[a-z0-9]+$/;
const hashes = (words: Iterable<string>) => {
  const set = new Set<number>();
  let longest = 0;
  for (const w of words) {
    if (!ASCII_WORD.test(w)) continue;
    set.add(hashWord(w));
    longest = Math.max(longest, w.length);
  }
  return { set, longest };
};
const VOCABULARY = hashes(ADDRESS_AND_CHAT_WORDS);
const KNOWN = new WeakMap<KnownContacts, { set: Set<number>; longest: number }>();
const knownHashes = (k: KnownContacts) => KNOWN.get(k) ?? KNOWN.set(k, hashes(k.keys)).get(k)!;

const isUpper = (c: number) => c >= 65 && c <= 90;
const isLower = (c: number) => c >= 97 && c <= 122;
const isDigit = (c: number) => c >= 48 && c <= 57;
// O, o, I and l read as digits next to digits (digit-view.ts).
const isLookalike = (c: number) => c === 79 || c === 111 || c === 73 || c === 108;
// What may stand before a bracketed at: "(a)", "[a]", "{a}", "<a>" (triggers.ts).
const OPENERS = new Set([40, 91, 123, 60]);
const LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;
// What the folding reads at these characters (fold.ts step): a comment, a percent escape, a backslash escape.
const FOLDS_AT: Record<number, RegExp> = { 60: /^<!--/, 37: /^%(?:40|2b|2e|20|3a|2f)/i, 92: /^\\[@.+\-_*`()[\]#]/ };

/**
 * One pass over a plain ASCII text the folding leaves as it is: 'clean' when no stage of the detector can find
 * anything, 'look' otherwise (and for any other text: the closer look folds it first).
 */
function glance(text: string, known?: KnownContacts): 'clean' | 'look' {
  if (text.includes('mailto') || mayLinkMessenger(text)) return 'look';
  const k = known?.keys.size ? knownHashes(known) : undefined;
  const n = text.length;
  let tokenStart = -1;
  let hash = 0;
  let upper = false;
  let lower = false;
  let beforeToken = 0;
  let lastNonSpace = 0;
  let stretch = 0;
  let stretchReal = false;
  let upperRun = 0;
  let digitRun = 0;
  let pairsEven = 0;
  let pairsOdd = 0;
  // Stages to run at the end, on the text itself (the folding leaves it as it is): phones, vanity, base64.
  let phones = false;
  let capitals = false;
  let digits3 = false;
  let encoded = false;
  let latin = false;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? text.charCodeAt(i) : 32;
    // An @, a character reference, a control character: the closer look.
    if (c === 64 || c === 38 || (c < 32 && c !== 10)) return 'look';
    if ((c === 60 || c === 37 || c === 92) && FOLDS_AT[c].test(text.slice(i, i + 4))) return 'look';
    let letter = isUpper(c) || isLower(c);
    if (c > 126) {
      const ch = text[i];
      // A Latin letter the folding keeps (İ lower-cases to two characters: the closer look); any other character the
      // folding keeps and that is no letter or number stands between words; anything else, the closer look.
      if (c !== 0x130 && KEPT_LATIN_LETTER.test(ch)) letter = true;
      else if (c >= 0xd800 || c === 127 || fold(ch).text !== ch || LETTER_OR_NUMBER.test(ch)) return 'look';
    }
    const digit = isDigit(c);
    if (digit || letter) {
      if (tokenStart < 0) {
        tokenStart = i;
        hash = 0x811c9dc5;
        upper = lower = latin = false;
        beforeToken = lastNonSpace;
      }
      if (c > 126) latin = true;
      hash = Math.imul(hash ^ (c | 0x20), 0x01000193);
      if (isUpper(c)) upper = true;
      else if (isLower(c)) lower = true;
    } else if (tokenStart >= 0) {
      const len = i - tokenStart;
      let h = hash >>> 0;
      let wordLength = len;
      if (latin) {
        // A word with a Latin letter is looked up as triggers.ts looks it up: without its diacritics.
        const w = plainWord(text.slice(tokenStart, i));
        if (!ASCII_WORD.test(w)) return 'look';
        h = hashWord(w);
        wordLength = w.length;
      }
      if (wordLength <= VOCABULARY.longest && VOCABULARY.set.has(h)) return 'look';
      if (k && wordLength > 1 && wordLength <= k.longest && k.set.has(h)) return 'look';
      if (len === 1 && (text.charCodeAt(tokenStart) | 0x20) === 97 && OPENERS.has(beforeToken)) return 'look';
      // A long token of mixed case: base64, perhaps (triggers.ts `encoded`).
      if (len >= 12 && upper && lower) encoded = true;
      tokenStart = -1;
    }
    // Digits and look-alikes with no other letter between them: a telephone number's digits, perhaps.
    if (digit || isLookalike(c)) {
      stretch++;
      if (digit) stretchReal = true;
      if (stretch >= 6 && stretchReal) phones = true;
    } else if (letter) {
      stretch = 0;
      stretchReal = false;
    }
    // Three capitals and three digits: a vanity number, perhaps.
    upperRun = isUpper(c) ? upperRun + 1 : 0;
    digitRun = digit ? digitRun + 1 : 0;
    if (upperRun >= 3) capitals = true;
    if (digitRun >= 3) digits3 = true;
    // Five single characters one space apart: spaced-out letters (encoded.ts compactView).
    if ((digit || letter || c === 46) && i + 1 < n && text.charCodeAt(i + 1) === 32) {
      const run = (i % 2 ? pairsOdd : pairsEven) + 1;
      if (run >= 5) return 'look';
      if (i % 2) pairsOdd = run;
      else pairsEven = run;
    } else if (i % 2) pairsOdd = 0;
    else pairsEven = 0;
    if (c !== 32 && c !== 10) lastNonSpace = c;
  }
  if (capitals && digits3 && findVanity(text).length) return 'look';
  if (encoded && base64Tokens(text).length) return 'look';
  if (!phones) return 'clean';
  const view = digitView({ text, start: null, end: null }, false).view.text;
  return (known && findKnownPhones(view, known).length) || phoneRuns(view).length ? 'look' : 'clean';
}
