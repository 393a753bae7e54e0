// What stands around a digit run, read as a person reads it: the nearest
// label before it (a contact word such as "Tel.", "WhatsApp", "Cep Tel.:" —
// glued or not, whatever the punctuation — or a fact label such as "S/N",
// "Art.-Nr.", "USt-IdNr. DE", "HS", "ISO") and what follows it (a unit, or a
// contact word: "0171 9014827 (mobile)"). Linking words ("no.", "unter",
// "me on") are read through; one unknown word is skipped, a digit or a
// paragraph break ends the search.
import { CHAT_WORDS, EMAIL_WORDS, LINKING_WORDS, PERSON_TITLES, PHONE_WORDS } from './contact-words.ts';
import {
  CURRENCY_BEFORE,
  FACT_LABELS,
  FACT_LABELS_UPPER,
  LETTER_UNITS,
  NUMBERED_COMPOUND,
  NUMBER_MARKERS,
  UNITS,
  WEAK_FACT_LABELS,
} from './fact-words.ts';
import { plainWord } from './number-lexicon.ts';
import { withFolded } from './fold.ts';
import { matches } from '../lib/matches.ts';

export type Label = 'contact' | 'fact' | null;

const set = (words: string[]) => new Set(withFolded(words).map(plainWord));
const CONTACT = set([...PHONE_WORDS, ...CHAT_WORDS]);
const LINKING = set(LINKING_WORDS);
const EMAIL = set(EMAIL_WORDS);
const FACTS = new Set([...FACT_LABELS].map(plainWord));
const UNIT_WORDS = set([...UNITS]);
/** A fact label of five letters or more with an ending ("części" of "część", "serials"): case and number endings. */
const inflected = (w: string) => w.length >= 6 && [1, 2, 3].some((k) => w.length - k >= 5 && FACTS.has(w.slice(0, -k)));
const TITLES = set(PERSON_TITLES);
const NUMBER_SUFFIX = /(?:nr|nummer|number|numero|numer|cislo)$/;
/** The short number words that glue onto a label ("Teile-Nr.", "Výrobní č."); "#" and "Numéro" stand alone. */
const ABBREVIATED = /^(?:nr|no|n|c|cislo)$/;
/** Contact words as the first part of a compound ("Hand-Nr.", "Tel-Nr", "Mobil-Nr."). */
const CONTACT_STEM = /^(?:tel|fon|phone|hand|mobil|fax|ruf|gsm|cel|whats)/;
/** A person's name: a title, then a capitalised word ("pan Nowak", "Sr. García"). */
const named = (title: string | undefined, name: string | undefined) =>
  !!title && !!name && TITLES.has(plainWord(title)) && /^\p{Lu}\p{Ll}+$/u.test(name);

/** Syntaxes that end right before a number and announce it: a vCard line, a JSON key, a data attribute, a URI scheme. */
const CONTACT_SYNTAX =
  /(?:\bTEL(?:;[^:\n]{0,60})?:|["']?\b(?:tel|phone|telefon|mobile?|handy|fax|whatsapp|cell)["']?\s*[:=]\s*["']?|\bdata-(?:tel|phone|mobile|fon)[\w-]*\s*=\s*["']?|\b(?:tel|callto|sms|whatsapp|facetime|viber):\/*)\s*\+?\s*$/i;
const PHONE_EMOJI = /[📞☎✆📱📲☏]/u;
const TOKEN = /[\p{L}\p{N}]+|[📞☎✆📱📲☏#]/gu;
const WINDOW = 48;
const MAX_SKIPPED = 1;

/** The label nearest before offset `at` of `text`. */
export function labelBefore(text: string, at: number): Label {
  let ctx = text.slice(Math.max(0, at - WINDOW), at);
  // A paragraph break ends the search, unless the paragraph before ends in a contact word ("Tel.:" over a list).
  const para = ctx.lastIndexOf('\n\n');
  if (para >= 0 && !endsInContactWord(ctx.slice(0, para))) ctx = ctx.slice(para + 2);
  if (CONTACT_SYNTAX.test(ctx)) return 'contact';
  // S/N, P/N, A/N are one word each; "USt-IdNr. DE 812…" puts a country code before a VAT number.
  ctx = ctx.replace(/\b([spa])\s?\/\s?n\b/gi, '$1n');
  if (
    /(?:^|[^\p{L}])[A-Z]{2,3}[\s.:-]{0,2}$/u.test(ctx) &&
    !/(?:WA|TG|IG|SMS|GSM|TEL|FON|MOB|FAX)[\s.:-]{0,2}$/.test(ctx)
  ) {
    const before = ctx.replace(/[A-Z]{2,3}[\s.:-]{0,2}$/, '');
    if (/(?:vat|tva|iva|btw|ust|uid|mwst|idnr|nip|tax|eori)[\s.:\-a-z]{0,12}$/i.test(before)) return 'fact';
  }
  const tokens = matches(ctx, TOKEN).map((m) => m[0]);
  let skipped = 0;
  let numbered = false;
  for (let i = tokens.length - 1; i >= 0; i--) {
    const t = tokens[i];
    if (PHONE_EMOJI.test(t)) return 'contact';
    if (t === '#') {
      numbered = true;
      continue;
    }
    if (/^\d/.test(t)) return null;
    const w = plainWord(t);
    if (CONTACT.has(w)) return 'contact';
    // "Area code", "country code": the code of a telephone number.
    if (w === 'code' && /^(?:area|country|dialing|dialling)$/i.test(tokens[i - 1] ?? '')) return 'contact';
    if (named(tokens[i - 1], t)) return 'contact';
    if (WEAK_FACT_LABELS.has(w)) {
      if (numbered) return 'fact';
    } else if (FACTS.has(w) || FACT_LABELS_UPPER.has(t) || inflected(w)) return 'fact';
    else if (NUMBERED_COMPOUND.test(w)) return CONTACT.has(w.replace(NUMBER_SUFFIX, '')) ? 'contact' : 'fact';
    if (NUMBER_MARKERS.has(w)) numbered = true;
    if (LINKING.has(w) || NUMBER_MARKERS.has(w)) continue;
    // A word numbered by "Nr.", "no.", "č." names the number ("Teile-Nr.", "Výrobní č."), unless a contact word
    // stands before it ("Ring Pedro, Nr. …").
    // A + or 00 is typed for calling: then the word says nothing.
    if (ABBREVIATED.test(plainWord(tokens[i + 1] ?? '')) && /\p{L}{3}/u.test(t)) {
      if (CONTACT_STEM.test(w) || tokens.slice(0, i).some((x) => CONTACT.has(plainWord(x)))) return 'contact';
      return /^\s*(?:\+|00)/.test(text.slice(at, at + 4)) ? null : 'fact';
    }
    if (++skipped > MAX_SKIPPED || t.length > 14) return null;
  }
  return null;
}

function endsInContactWord(s: string): boolean {
  const m = /([\p{L}]+)[\s:.\-–/+()#]*$/u.exec(s);
  return !!m && CONTACT.has(plainWord(m[1]));
}

/** Whether an e-mail word ("E-Mail:", "courriel") stands before offset `at`. */
export function emailWordBefore(text: string, at: number): boolean {
  const tokens = matches(text.slice(Math.max(0, at - 32), at), /[\p{L}-]+/gu).map((m) => plainWord(m[0]));
  for (let i = tokens.length - 1, n = 0; i >= 0 && n < 3; i--, n++) {
    // "E-posta", "e-Mail": the hyphen is spelling.
    if (EMAIL.has(tokens[i]) || EMAIL.has(tokens[i].replace(/-/g, '')) || CONTACT.has(tokens[i])) return true;
    if (!LINKING.has(tokens[i])) return false;
  }
  return false;
}

export type After = 'unit' | 'contact' | null;

/** What follows offset `end` of `text`: a unit, a contact word, or nothing telling. */
export function classAfter(text: string, end: number): After {
  const ctx = text.slice(end, end + 24);
  if (/^\s?°/.test(ctx) || /^\s?%/.test(ctx) || /^\s?(?:x|×)\s?\d/.test(ctx) || /^″/.test(ctx)) return 'unit';
  const m = /^[\s(]{0,3}([\p{L}][\p{L}²³/]*)/u.exec(ctx);
  if (!m) return null;
  const tok = m[1];
  const rest = ctx.slice(m.index + m[0].length);
  // A capital followed by a word starts a sentence ("… 0171 9014827 A used press", "Bar feeder"): no unit.
  const sentence = /^[\p{Lu}]/u.test(tok) && /^ \p{Ll}/u.test(rest);
  if (tok.length === 1) return LETTER_UNITS.has(tok) && !/^\p{L}/u.test(rest) && !sentence ? 'unit' : null;
  const w = plainWord(tok.replace(/[²³]/g, '').split('/')[0]);
  if (UNIT_WORDS.has(w) && !sentence) return 'unit';
  if (CONTACT.has(w) || named(tok, /^\.?\s(\p{L}+)/u.exec(rest)?.[1])) return 'contact';
  return null;
}

/** A currency sign or code right before offset `at`: the number is a price. */
export const currencyBefore = (text: string, at: number) => CURRENCY_BEFORE.test(text.slice(Math.max(0, at - 8), at));

/** In a URL or a file name: a query key or path word that calls ("tel=", "/call-", "wa.me/", "%2B") or nothing. */
const URL_CONTACT = /(?:tel|phone|fon|call|contact|kontakt|whats|wa\.me|sms|mobil|handy|viber|signal|t\.me)|%2B|\+/i;

/**
 * Whether the digits at start…end sit in a URL or a file path, and whether that address calls: a document number
 * in "https://docs.example/manuals/612345678.pdf" is a fact, "…/contact?tel=0612345678" is a contact.
 */
export function urlContext(view: string, start: number, end: number): 'contact' | 'fact' | null {
  let a = start;
  while (a > 0 && !/\s/.test(view[a - 1]) && start - a < 200) a--;
  let b = end;
  while (b < view.length && !/[\s)\]"'<>]/.test(view[b]) && b - end < 200) b++;
  const token = view.slice(a, b).replace(/[.,;:!?]+$/, '');
  if (!/^(?:[a-z][a-z+.-]*:\/\/|www\.|\/)|\/[^/]*\/.*\.[a-z]{2,4}$/i.test(token)) return null;
  if (URL_CONTACT.test(token)) return 'contact';
  // A document (a file at the end) or a query value: a number that names a thing; a bare path segment says nothing.
  return /\.[a-z]{2,4}$/i.test(token) || /[?&][a-z_]+=$/i.test(view.slice(a, start)) ? 'fact' : null;
}
