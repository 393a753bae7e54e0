// The cheap look before the detectors: one pass over a text's words says
// which detectors can find anything in it (an at or dot word, a messenger's
// name, a mail provider, two number words in a row, a word of a known
// address or name, a long token that may be base64) and a few character
// tests say the rest (an @, a digit cluster, escapes, non-ASCII). Most
// strings of a catalog hold none of these; the detectors then cost nothing.
import { AT_WORDS, CJK_AT, DOT_WORDS, PROVIDERS } from './address-words.ts';
import { alternation } from './regex.ts';
import { CHAT_WORDS, EMAIL_WORDS } from './contact-words.ts';
import { LEXICON, entriesOf, plainWord } from './number-lexicon.ts';
import { withFolded } from './fold.ts';
import { mayHaveCapitalAt } from './encoded.ts';
import { mayLinkProfile, maySessionId } from './messengers.ts';

export interface Triggers {
  /** A real or full-width @, or an at or dot word ("at", "(ät)", "chiocciola", "punkt"). */
  at: boolean;
  /** A messenger's name (WhatsApp, Skype, LINE, TG …). */
  chat: boolean;
  /** A free-mail provider named ("gmail", "GMX"). */
  provider: boolean;
  /** Two number words in a row, or a compound of two ("null eins", "einundzwanzig"). */
  numberWords: boolean;
  /** Six digits with at most twelve other characters between each. */
  digits: boolean;
  /** A token a known address or name is looked up by. */
  known: boolean;
  /** A long token of mixed case or with digits: base64, perhaps. */
  encoded: boolean;
}

const AT = 1;
const CHAT = 2;
const PROVIDER = 4;
const NUMBER = 8;
const WORDS = new Map<string, number>();
const mark = (ws: string[], flag: number) => {
  for (const w of withFolded(ws).map(plainWord)) WORDS.set(w, (WORDS.get(w) ?? 0) | flag);
};
// An e-mail word: an address spelled with words no list holds may follow (./emails.ts).
mark([...AT_WORDS, ...DOT_WORDS, ...EMAIL_WORDS], AT);
mark([...CHAT_WORDS, 'wa'], CHAT);
mark(PROVIDERS, PROVIDER);
for (const [w, e] of LEXICON) if (e.kind === 'number') WORDS.set(w, (WORDS.get(w) ?? 0) | NUMBER);
const wordsWith = (flag: number): readonly string[] => [...WORDS].filter(([, flags]) => flags & flag).map(([w]) => w);
/** The words that make the detector read a text for an address or a chat id (./gate.ts looks for them first). */
export const ADDRESS_AND_CHAT_WORDS = wordsWith(AT | CHAT | PROVIDER);
/** The words that set `at` or `provider` (the detector reads the text for addresses) … */
export const ADDRESS_WORDS = wordsWith(AT | PROVIDER);
/** … and those that set `chat` (it reads messenger names for ids). */
export const CHAT_NAMES = wordsWith(CHAT);
const ASCII_WORD = /^[a-z0-9]+$/;
/**
 * Messenger names of scripts written without spaces between words (Chinese, Japanese, Korean): found inside a
 * token ("微信账号"), which holds the words after them too.
 */
const CJK_CHAT = CHAT_WORDS.filter((w) => /[\u2e80-\u9fff\uac00-\ud7af]/.test(w));
/** Providers whose names are more than one word as the text is cut here ("t-online"): looked for whole. */
const JOINED_PROVIDERS = PROVIDERS.filter((p) => !ASCII_WORD.test(p));
/** Whether the lower-cased text names such a provider (./gate.ts asks it for the texts it reads itself). */
export const namesJoinedProvider = (lower: string) => JOINED_PROVIDERS.some((p) => lower.includes(p));
const PREFIXES = new Set([...LEXICON.keys()].filter((w) => w.length >= 3).map((w) => w.slice(0, 3)));
const DIGITS = /\d(?:\D{0,12}\d){5}/;
/**
 * An @ (real, full-width, small), an "a" or "at" in brackets ("(a)", "[ät]"), and the at words of scripts that write
 * them run together with the address ("艾特", "アット": ./address-words.ts CJK_AT), found where no word boundary is.
 * Every character here is of the basic plane: no unicode flag, which costs a text scanned for it.
 */
const AT_MARKS = new RegExp(String.raw`[@＠﹫]|[([{<]\s*(?:a|ät|at)\s*[)\]}>]|${alternation(CJK_AT)}`, 'i');
const SPLIT = /[^\p{L}\p{N}]+/u;
const isDigit = (c: number) => c >= 48 && c <= 57;
const ALL_DIGITS = /^\d+$/;
/** The parts of a token of letters and digits run together ("null171", "07fünf3148"). */
const GLUED_PARTS = /\p{L}+|\d+/gu;

export function triggers(text: string, keys?: Set<string>): Triggers {
  const t: Triggers = {
    at: AT_MARKS.test(text),
    chat: false,
    provider: false,
    numberWords: false,
    digits: DIGITS.test(text),
    known: false,
    encoded: false,
  };
  let previousNumber = false;
  let previousDigits = false;
  const lower = text.toLowerCase();
  const tokens = lower.split(SPLIT);
  let at = 0;
  for (const raw of tokens) {
    if (!raw) continue;
    const w = ASCII_WORD.test(raw) ? raw : plainWord(raw);
    const flags = WORDS.get(w) ?? 0;
    if (flags & AT) t.at = true;
    if (flags & CHAT || (!t.chat && w.charCodeAt(0) >= 0x2e80 && CJK_CHAT.some((c) => w.includes(c)))) t.chat = true;
    if (flags & PROVIDER) t.provider = true;
    let number = (flags & NUMBER) !== 0;
    if (!number && !t.numberWords && w.length >= 6 && PREFIXES.has(w.slice(0, 3)) && entriesOf(w))
      t.numberWords = number = true;
    // Two number words in a row, or one beside a group of digits ("0171 vier 010017": ./number-words.ts), or
    // run together with one ("null171", "0six").
    // A token of digits, or of digits with letters run in ("0six", "07fünf3148"), starts or ends with a digit (most
    // tokens neither).
    const firstDigit = isDigit(w.charCodeAt(0));
    const lastDigit = isDigit(w.charCodeAt(w.length - 1));
    const digitGroup = firstDigit && lastDigit && !number && ALL_DIGITS.test(w);
    if (number && (previousNumber || previousDigits)) t.numberWords = true;
    if (digitGroup && previousNumber) t.numberWords = true;
    if ((firstDigit || lastDigit) && !digitGroup && !t.numberWords)
      for (const part of w.match(GLUED_PARTS) ?? []) if ((WORDS.get(part) ?? 0) & NUMBER) t.numberWords = true;
    previousNumber = number;
    previousDigits = digitGroup;
    if (keys && !t.known && w.length > 1 && keys.has(w)) t.known = true;
    if (!t.encoded && raw.length >= 12) {
      // Case is lost in `lower`: look at the token where it stands.
      const k = lower.indexOf(raw, at);
      const original = text.slice(k, k + raw.length);
      if (/[A-Z]/.test(original) && /[a-z]/.test(original)) t.encoded = true;
      at = k + raw.length;
    }
  }
  if (!t.provider && namesJoinedProvider(lower)) t.provider = true;
  return t;
}

// Escapes and references (&#64;, %40, \@), markup and links, characters to fold, a vanity number.
const HIDING = /[&%<:\\]|[^\x00-\x7F]|\d{3}\)?\s?[.-]?\s?[A-Z]{3}/;

/**
 * Nothing any detector could read: no trigger and nothing markup, escapes or encodings could hide one in, no
 * address run together with a capital AT (./encoded.ts capitalsView) and no Session id (one may hold few digits).
 */
export const nothingToRead = (t: Triggers, text: string) =>
  !t.at &&
  !t.chat &&
  !t.provider &&
  !t.numberWords &&
  !t.digits &&
  !t.encoded &&
  !HIDING.test(text) &&
  !mayHaveCapitalAt(text) &&
  !maySessionId(text) &&
  !mayLinkProfile(text);
