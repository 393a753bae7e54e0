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
import { fold, KEPT_LATIN, PERCENT_FOLDED } from './fold.ts';
import { plainWord } from './number-lexicon.ts';
import { ADDRESS_WORDS, CHAT_NAMES, triggers } from './triggers.ts';
import { digitView } from './digit-view.ts';
import { findKnownPhones, findKnownWords, type KnownContacts } from './known.ts';
import { phoneRuns, findVanity } from './phones.ts';
import { findMessengers, mayLinkMessenger } from './messengers.ts';
import { findEmails, mayHoldEmail } from './emails.ts';
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
  let folded: string | undefined;
  const f = () => (folded ??= fold(text).text);
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
/** The words the glance reads, with what each is (one look-up a word). */
const WORDS = new WeakMap<KnownContacts, Map<string, number>>();
const wordsOf = (k?: KnownContacts) => {
  if (!k?.keys.size) return VOCABULARY;
  let w = WORDS.get(k);
  if (!w) {
    w = new Map(VOCABULARY);
    for (const key of k.keys) w.set(key, (w.get(key) ?? 0) | KEY);
    for (const e of k.emails.keys()) {
      const local = e.slice(0, e.indexOf('|'));
      w.set(local, (w.get(local) ?? 0) | KEY | LOCAL);
    }
    WORDS.set(k, w);
  }
  return w;
};

// Printable ASCII, line breaks and the Latin letters the folding leaves as they are: no @, no character reference,
// comment, percent or backslash escape (fold.ts step), nothing else.
const NOT_PLAIN = new RegExp(`[^\\n\\x20-\\x7e${KEPT_LATIN}]|[@&]|<!--|${PERCENT_FOLDED}|\\\\[@.+\\-_*\`()[\\]#]`, 'i');
// Words as triggers.ts cuts them (letters and digits), the Latin letters the folding keeps among the letters.
const TOKEN = new RegExp(`[A-Za-z0-9${KEPT_LATIN}]+`, 'g');
const ASCII = /^[\x00-\x7f]*$/;
// "(a)", "[a]", "{a}", "<a>": an at (triggers.ts).
const BRACKETED_A = /[([{<]\s*a\s*[)\]}>]/i;
// Five single characters one space apart: spaced-out letters (encoded.ts compactView).
const SPACED = new RegExp(`(?:[A-Za-z0-9.${KEPT_LATIN}] ){5}`);

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
  const words = wordsOf(known);
  for (const m of text.matchAll(TOKEN)) {
    const w = m[0];
    const word = ASCII.test(w) ? w.toLowerCase() : plainWord(w);
    const is = words.get(word) ?? 0;
    vocabulary |= is & (ADDRESS | CHAT);
    const key = (is & KEY) !== 0;
    if (key && word.length > 1) knownWord = true;
    if ((key && lastKey) || is & LOCAL) knownStart = true;
    lastKey = key;
    // A long token of mixed case: base64, perhaps (triggers.ts `encoded`).
    if (w.length >= 12 && /[A-Z]/.test(w) && /[a-z]/.test(w)) encoded = true;
  }
  if (encoded && base64Tokens(text).length) return 'look';
  if (/[A-Z]{3}/.test(text) && findVanity(text).length) return 'look';
  // The digit view and the telephone stages as the detector runs them on this text.
  const view = digitView({ text, start: null, end: null }, false).view.text;
  if ((known && findKnownPhones(view, known).length) || phoneRuns(view).length) return 'look';
  // The vocabularies' words change only the detector's messenger and e-mail stages (triggers.ts sets `chat`, `at`
  // or `provider` for them and nothing else; views.ts reads messenger names for ids with `chat`, runs findEmails
  // with `at` or `provider`), and those stages read this text as it is (folded, and with no @ no allowed address
  // blanked). So those stages are asked here, as the detector asks them: everyday prose holds "at", "line" or
  // "mail", and the closer look sent every such text on to the whole detector.
  if (vocabulary & CHAT && findMessengers(text, true).length) return 'look';
  if (vocabulary & ADDRESS && findEmails(text).length) return 'look';
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
