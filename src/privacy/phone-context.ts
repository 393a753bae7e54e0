// What stands around a digit run, read as a person reads it: the nearest
// label before it (a contact word such as "Tel.", "WhatsApp", "Cep Tel.:" —
// glued or not, whatever the punctuation — or a fact label such as "S/N",
// "Art.-Nr.", "USt-IdNr. DE", "HS", "ISO") and what follows it (a unit, or a
// contact word: "0171 9014827 (mobile)"). Linking words ("no.", "unter",
// "me on") are read through; one unknown word is skipped, a digit or a
// paragraph break ends the search.
import { CHAT_WORDS, EMAIL_WORDS, LINKING_WORDS, PHONE_WORDS } from './contact-words.ts';
import { CURRENCY_BEFORE, FACT_LABELS, FACT_LABELS_UPPER, LETTER_UNITS, NUMBER_MARKERS, UNITS, WEAK_FACT_LABELS } from './fact-words.ts';
import { plainWord } from './number-lexicon.ts';

export type Label = 'contact' | 'fact' | null;

const set = (words: string[]) => new Set(words.map(plainWord));
const CONTACT = set([...PHONE_WORDS, ...CHAT_WORDS]);
const LINKING = set(LINKING_WORDS);
const EMAIL = set(EMAIL_WORDS);
const FACTS = new Set([...FACT_LABELS].map(plainWord));
const UNIT_WORDS = new Set([...UNITS].map(plainWord));

/** Syntaxes that end right before a number and announce it: a vCard line, a JSON key, a data attribute, a URI scheme. */
const CONTACT_SYNTAX = /(?:\bTEL(?:;[^:\n]{0,60})?:|["']?\b(?:tel|phone|telefon|mobile?|handy|fax|whatsapp|cell)["']?\s*[:=]\s*["']?|\bdata-(?:tel|phone|mobile|fon)[\w-]*\s*=\s*["']?|\b(?:tel|callto|sms|whatsapp|facetime|viber):\/*)\s*\+?\s*$/i;
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
  if (/(?:^|[^\p{L}])[A-Z]{2,3}[\s.:-]{0,2}$/u.test(ctx) && !/(?:WA|TG|IG|SMS|GSM|TEL|FON|MOB|FAX)[\s.:-]{0,2}$/.test(ctx)) {
    const before = ctx.replace(/[A-Z]{2,3}[\s.:-]{0,2}$/, '');
    if (/(?:vat|tva|iva|btw|ust|uid|mwst|idnr|nip|tax|eori)[\s.:\-a-z]{0,12}$/i.test(before)) return 'fact';
  }
  const tokens = [...ctx.matchAll(TOKEN)].map((m) => m[0]);
  let skipped = 0;
  let numbered = false;
  for (let i = tokens.length - 1; i >= 0; i--) {
    const t = tokens[i];
    if (PHONE_EMOJI.test(t)) return 'contact';
    if (t === '#') { numbered = true; continue; }
    if (/^\d/.test(t)) return null;
    const w = plainWord(t);
    if (CONTACT.has(w)) return 'contact';
    // "Area code", "country code": the code of a telephone number.
    if (w === 'code' && /^(?:area|country|dialing|dialling)$/i.test(tokens[i - 1] ?? '')) return 'contact';
    if (WEAK_FACT_LABELS.has(w)) { if (numbered) return 'fact'; }
    else if (FACTS.has(w) || FACT_LABELS_UPPER.has(t)) return 'fact';
    if (NUMBER_MARKERS.has(w)) numbered = true;
    if (LINKING.has(w) || NUMBER_MARKERS.has(w)) continue;
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
  const tokens = [...text.slice(Math.max(0, at - 32), at).matchAll(/[\p{L}-]+/gu)].map((m) => plainWord(m[0]));
  for (let i = tokens.length - 1, n = 0; i >= 0 && n < 3; i--, n++) {
    if (EMAIL.has(tokens[i]) || CONTACT.has(tokens[i])) return true;
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
  if (CONTACT.has(w)) return 'contact';
  return null;
}

/** A currency sign or code right before offset `at`: the number is a price. */
export const currencyBefore = (text: string, at: number) => CURRENCY_BEFORE.test(text.slice(Math.max(0, at - 8), at));
