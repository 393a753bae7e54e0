// The cheap look before the detector, for a reader of many texts that are
// almost all clean (the build's leak scan reads millions of pieces). It
// answers "could findContacts find anything here?" in two steps:
//   a glance, at a plain ASCII text the folding leaves as it is (or at a
//   text once folded): a few native pattern tests and one pass over its
//   words say "nothing here" when it holds no @, no messenger link or
//   scheme, no mailto, no bracketed at, no spaced-out letters, the
//   detector's own cheap stages (base64 tokens, vanity numbers, the digit
//   view with the known numbers and the runs a telephone number needs) find
//   nothing, and where a word of the detector's vocabularies stands (at,
//   dot and e-mail words, mail providers; messenger names) the stage it
//   sets going (addresses; chat ids) finds nothing either, and where a
//   known contact's word stands, the known-word stage finds nothing;
//   a closer look, at any other text: the detector's own cheap stages run
//   as the detector runs them (its first look, the folding, the digit view,
//   known words and numbers, messenger links and ids, vanity numbers, spaced
//   letters, base64 tokens) and, for its costly stages, the conditions they
//   test before they read anything: a telephone number needs a run of six
//   digits (phones.ts phoneRuns), an address an @, an at word, a provider or
//   an e-mail word (emails.ts mayHoldEmail).
// Every vocabulary is the detector's own, read from where the detector reads
// it, so the gate can only say "no" where the detector finds nothing
// (tests/privacy/gate.test.ts holds it to that over the privacy generators'
// cases and random texts).
import { CODE_ESCAPE_FOLDED, foldText, KEPT_LATIN, PERCENT_FOLDED } from './fold.ts';
import { plainWord } from './number-lexicon.ts';
import { ADDRESS_WORDS, CHAT_NAMES, namesJoinedProvider, triggers } from './triggers.ts';
import { digitView, mayReadLookalikes } from './digit-view.ts';
import { findKnownPhones, findKnownWords, type KnownContacts } from './known.ts';
import { phoneRuns, findVanity, MIN_DIGITS } from './phones.ts';
import { findMessengers, mayLinkMessenger } from './messengers.ts';
import { findEmails, mayHoldEmail } from './emails.ts';
import { base64Tokens, capitalsView, compactView, mayHaveCapitalAt, SEPARATORS } from './encoded.ts';

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
  let folded: string | undefined;
  const f = () => (folded ??= foldText(text));
  if (opts.fast) {
    if (glance(text, f, opts.known) === 'clean') return false;
    // Every stage reads the folded text: a text whose folding is one the glance can read is glanced at folded.
    if (f() !== text && glance(f(), f, opts.known) === 'clean') return false;
  }
  // Folded once: the glance's folding is the closer look's.
  return closerLook(f(), opts);
}

/**
 * The detector's stages as views.ts runs them on a 'plain' text, the costly ones reduced to their preconditions.
 * `f`: the text folded.
 */
function closerLook(f: string, opts: GateOptions): boolean {
  // An @ after folding: an address, or an allowed one that views.ts blanks (which joins what stood around it).
  if (f.includes('@')) return true;
  // Every stage reads the folded text and what triggers.ts finds in it (the detector's first look at the text as
  // written only ever stops it sooner).
  const t = triggers(f, opts.known?.keys);
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
  const capitals = capitalsView(f);
  if (capitals && findEmails(capitals.text).length) return true;
  return t.encoded && base64Tokens(f).length > 0;
}

// A dictionary's key (a word of a known name or address), the last token of a known address's local part (known.ts
// finds an address from it and the token after), a word of the detector's vocabularies, by the stage it sets going
// (triggers.ts `at` or `provider`: addresses; `chat`: chat ids).
const KEY = 2;
const LOCAL = 4;
const ADDRESS = 8;
const CHAT = 16;
const VOCABULARY = new Map<string, number>();
for (const w of ADDRESS_WORDS) VOCABULARY.set(w, ADDRESS);
for (const w of CHAT_NAMES) VOCABULARY.set(w, (VOCABULARY.get(w) ?? 0) | CHAT);

/**
 * The words the glance reads, with what each is, and a sieve before the look-up: a bit for each first two
 * characters and length that a word has (`slot`). A lower-case ASCII token whose bit is unset is no word here,
 * found without cutting it out of the text or hashing it (most tokens of a page are none).
 */
interface Words {
  map: Map<string, number>;
  sieve: Uint8Array;
}
/** A word's bit: its first two character codes (0 for none) and its length, each to five bits. */
const slot = (c0: number, c1: number, length: number) => ((c0 & 31) << 10) | ((c1 & 31) << 5) | Math.min(length, 31);
const wordsFrom = (map: Map<string, number>): Words => {
  const sieve = new Uint8Array(1 << 15);
  for (const w of map.keys()) sieve[slot(w.charCodeAt(0), w.length > 1 ? w.charCodeAt(1) : 0, w.length)] = 1;
  return { map, sieve };
};
const PLAIN_WORDS = wordsFrom(VOCABULARY);
const WORDS = new WeakMap<KnownContacts, Words>();
const wordsOf = (k?: KnownContacts): Words => {
  if (!k?.keys.size) return PLAIN_WORDS;
  let w = WORDS.get(k);
  if (!w) {
    const map = new Map(VOCABULARY);
    for (const key of k.keys) map.set(key, (map.get(key) ?? 0) | KEY);
    for (const e of k.emails.keys()) {
      const local = e.slice(0, e.indexOf('|'));
      map.set(local, (map.get(local) ?? 0) | KEY | LOCAL);
    }
    WORDS.set(k, (w = wordsFrom(map)));
  }
  return w;
};

// Printable ASCII, line breaks and the Latin letters the folding leaves as they are: no @, no character reference,
// comment, percent or backslash escape (fold.ts step), nothing else.
const NOT_PLAIN = new RegExp(
  `[^\\n\\x20-\\x7e${KEPT_LATIN}]|[@&]|<!--|${PERCENT_FOLDED}|${CODE_ESCAPE_FOLDED}|\\\\[@.+\\-_*\`()[\\]#]`,
  'i',
);
// Words as triggers.ts cuts them (letters and digits), the Latin letters the folding keeps among the letters:
// [A-Za-z0-9${KEPT_LATIN}]+ (tests/privacy/gate.test.ts holds isTokenChar to that class).
const KEPT = new RegExp(`[${KEPT_LATIN}]`);
export const isTokenChar = (t: string, i: number) => {
  const c = t.charCodeAt(i);
  if (c > 0x7f) return KEPT.test(t[i]);
  return (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122);
};
/** The digits of the shortest known telephone number (none known: a number no text reaches). */
const shortestPhone = (k?: KnownContacts) => (k?.phones.size ? k.phoneLengths[0] : Infinity);
// "(a)", "[a]", "{a}", "<a>": an at (triggers.ts).
const BRACKETED_A = /[([{<]\s*a\s*[)\]}>]/i;
// Five single characters, each followed by a separator: spaced-out letters (encoded.ts compactView).
const SPACED = new RegExp(`(?:[A-Za-z0-9.${KEPT_LATIN}][${SEPARATORS}]){5}`);

/**
 * A plain ASCII text the folding leaves as it is, read as each stage of the detector first reads it: 'clean' when
 * none can find anything, 'look' otherwise (and for any other text: the closer look folds it first). `folded`: the
 * text the detector reads, the one given to mightHoldContact folded.
 */
function glance(text: string, folded: () => string, known?: KnownContacts): 'clean' | 'look' {
  if (NOT_PLAIN.test(text) || text.includes('mailto') || mayLinkMessenger(text)) return 'look';
  if (BRACKETED_A.test(text) || SPACED.test(text)) return 'look';
  let encoded = false;
  // A dictionary's own word (more than one letter, as triggers.ts reads them), and whether a known name or address
  // could start here: a name is two tokens in a row that are both keys, an address starts at a local part's last
  // token (known.ts findKnownWords). Read for the names and addresses themselves below, once nothing else is found.
  let knownWord = false;
  let knownStart = false;
  let lastKey = false;
  // The detector's address and chat vocabularies' words seen ("at", "line", "mail"; asked about below).
  let vocabulary = 0;
  // The text's digits (ASCII: a plain text holds no other).
  let digits = 0;
  const words = wordsOf(known);
  // Lower case keeps a plain text's length (no İ: NOT_PLAIN), so an ASCII token lower-cased is its place in this.
  const lower = text.toLowerCase();
  if (lower.length !== text.length) return 'look';
  // The words TOKEN matches, in one pass over the characters (no match object, no copy of a word to lower-case).
  for (let i = 0; i < text.length; ) {
    if (!isTokenChar(text, i)) {
      i++;
      continue;
    }
    const start = i;
    let ascii = true;
    let upper = false;
    let small = false;
    for (; i < text.length && isTokenChar(text, i); i++) {
      const c = text.charCodeAt(i);
      if (c > 0x7f) ascii = false;
      else if (c <= 57) digits++;
      else if (c <= 90) upper = true;
      else small = true;
    }
    const length = i - start;
    // The word looked up: the token lower-cased, or plainWord's reading of a token with a kept Latin letter (ß: ss).
    let wordLength = length;
    let is = 0;
    if (!ascii) {
      const word = plainWord(text.slice(start, i));
      wordLength = word.length;
      is = words.map.get(word) ?? 0;
    } else if (words.sieve[slot(lower.charCodeAt(start), length > 1 ? lower.charCodeAt(start + 1) : 0, length)])
      is = words.map.get(lower.slice(start, i)) ?? 0;
    vocabulary |= is & (ADDRESS | CHAT);
    const key = (is & KEY) !== 0;
    if (key && wordLength > 1) knownWord = true;
    if ((key && lastKey) || is & LOCAL) knownStart = true;
    lastKey = key;
    // A long token of mixed case: base64, perhaps (triggers.ts `encoded`).
    if (length >= 12 && upper && small) encoded = true;
  }
  if (encoded && base64Tokens(text).length) return 'look';
  // A capital AT between lower-case words: an address run together (encoded.ts capitalsView), for the closer look.
  if (mayHaveCapitalAt(text)) return 'look';
  if (/[A-Z]{3}/.test(text) && findVanity(text).length) return 'look';
  // The digit view and the telephone stages as the detector runs them on this text. With no look-alike letter next
  // to a digit the view is the text itself (digit-view.ts; the fast detector reads no number words), and its digits
  // the text's: with fewer than a telephone number needs (phones.ts phoneRuns) and than the shortest known number
  // has (known.ts findKnownPhones), neither stage can find anything.
  const view = digits && mayReadLookalikes(text) ? digitView({ text, start: null, end: null }, false).view.text : text;
  if (view !== text || digits >= Math.min(MIN_DIGITS, shortestPhone(known))) {
    if ((known && findKnownPhones(view, known).length) || phoneRuns(view).length) return 'look';
  }
  // The vocabularies' words change only the detector's messenger and e-mail stages (triggers.ts sets `chat`, `at`
  // or `provider` for them and nothing else; views.ts reads messenger names for ids with `chat`, runs findEmails
  // with `at` or `provider`), and those stages read this text as it is (folded, and with no @ no allowed address
  // blanked). So those stages are asked here, as the detector asks them: everyday prose holds "at", "line" or
  // "mail", and the closer look sent every such text on to the whole detector.
  if (vocabulary & CHAT && findMessengers(text, true).length) return 'look';
  if ((vocabulary & ADDRESS || namesJoinedProvider(lower)) && findEmails(text).length) return 'look';
  // A word of a known name or address: the dictionary's words change nothing in the detector but its known-word
  // stage (they set only triggers.ts `known`), so the checks above hold for every other stage, and that stage reads
  // the folded text (views.ts; with no @ in it no allowed address is blanked). So it is asked here, alone. In a
  // large catalog sellers' names and addresses make common words keys; sending every text with one of them to the
  // closer look made the gate the largest step of the scan at 100,000 listings.
  if (!knownWord || !known) return 'clean';
  const f = folded();
  // The tokens above are known.ts's tokens when the folding leaves the text as it is (a plain text's letters and
  // digits are [\p{L}\p{N}], and plainWord lower-cases): then a text where no name or address can start holds none.
  if (f === text && !knownStart) return 'clean';
  return f.includes('@') || findKnownWords(f, known).length ? 'look' : 'clean';
}
