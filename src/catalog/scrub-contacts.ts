// Removes seller e-mail addresses and telephone numbers from free text.
// Buyers reach sellers through the marketplace; a contact written into a
// description would let agents and crawlers bypass it and would leak personal
// data, so every published string passes through here.

export const CONTACT_PLACEHOLDER = '[contact via Secondline]';

/**
 * Text is first folded to the form a reader sees: compatibility forms
 * (full-width `＠`, `０２１１`) to ASCII, invisible characters removed, and
 * escaped `@` (`&#64;`, `%40`) decoded, so disguises cannot slip through.
 */
export function foldForScrub(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/&#0*64;|&#x0*40;|&commat;|%40/gi, '@')
    .replace(/&#0*46;|&#x0*2e;|&period;/gi, '.')
    .replace(/[\uFE6B\uFF20]/g, '@');
}

const AT = String.raw`(?:\s*@\s*|\s*[\[\(\{<]\s*(?:at|@)\s*[\]\)\}>]\s*|\s+(?:at|AT)\s+)`;
const DOT = String.raw`(?:\s*\.\s*|\s*[\[\(\{<]\s*(?:dot|punkt|point|\.)\s*[\]\)\}>]\s*|\s+(?:dot|DOT|punkt|PUNKT)\s+)`;
const LOCAL = String.raw`[A-Za-z0-9][A-Za-z0-9._%+-]*`;
const LABEL = String.raw`[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?`;

/**
 * Plain addresses, and the obfuscated forms people type to dodge filters:
 * `name [at] domain [dot] com`, `name (at) domain (punkt) de`,
 * `name at domain dot com`, `name @ domain . com`. The spelled-out
 * `at … dot` form needs the dot part, so prose such as "located at plant
 * two" stays untouched.
 */
const EMAIL = new RegExp(String.raw`(?:mailto:\s*)?${LOCAL}${AT}${LABEL}(?:${DOT}${LABEL})*${DOT}[A-Za-z]{2,24}\b`, 'g');
const MAILTO = /mailto:[^\s)>\]"']+/gi;

const SEP = String.raw`\s().\/\-\u2010-\u2015\u2212*_`;
/** A keyword that announces a number: whatever digits follow are a contact. */
const PHONE_KEYWORD = String.raw`(?:tel(?:ephone|efon|efono)?|t[ée]l|phone|ph|fon|mobile?|mob|mobil|handy|cell(?:ulare)?|fax|call|dial|ring|ruf|whats\s*app|text|sms|contact)`;
const KEYWORDED = new RegExp(String.raw`\b${PHONE_KEYWORD}\b\.?\s*(?:[:/#-]|an|or|and|us|me|on|at|via|\s)*\s*(\+?\(?[\dOo][\dOo${SEP}]{5,}[\dOo])`, 'gi');

/**
 * Digit runs shaped like telephone numbers: an international prefix (`+49`,
 * `0044`), a parenthesised area code, a German `089/…` area code, or at
 * least two separators between 9 to 15 digits (`555.123.4567`,
 * `0211 987 6543`). Dimensions (`2,450 x 1,200`), years (`2008-2012`) and
 * model numbers have too few digits or the wrong separators.
 */
const PHONE_SHAPE = new RegExp(String.raw`(?<![\w.,/-])(?:\+|00)?\(?\d[\d${SEP}]{5,24}\d(?![\w-])`, 'g');

const YEAR = /^(?:19|20)\d\d$/;

function looksLikePhone(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return false;
  const groups = candidate.split(new RegExp(`[${SEP}]+`)).filter(Boolean);
  if (groups.every((g) => YEAR.test(g))) return false;
  if (/^(?:\+|00[1-9])/.test(candidate) || /\(\d{1,5}\)/.test(candidate)) return groups.length >= 2 || digits.length >= 10;
  if (/^0\d{2,5}\s*\/\s*\d{4,}/.test(candidate) && digits.length >= 9) return true;
  // Digits typed one by one with spaces between.
  if (groups.length >= 9 && groups.every((g) => g.length === 1)) return true;
  // Bare runs: three or more groups of phone-like size (a leading country code may be one digit).
  return digits.length >= 9 && groups.length >= 3 && groups.every((g, i) => g.length <= 5 && (i === 0 || g.length >= 2));
}

export function scrubContacts(text: string): string {
  if (!text) return text;
  let out = foldForScrub(text).replace(MAILTO, CONTACT_PLACEHOLDER).replace(EMAIL, CONTACT_PLACEHOLDER);
  out = out.replace(KEYWORDED, (m, num: string) => (num.replace(/\D/g, '').length >= 4 && num.replace(/[^\dOo]/g, '').length >= 6 ? m.replace(num, CONTACT_PLACEHOLDER) : m));
  out = out.replace(PHONE_SHAPE, (m) => (looksLikePhone(m) ? CONTACT_PLACEHOLDER : m));
  return out;
}

export function scrubNullable(text: string | null): string | null {
  return text === null ? null : scrubContacts(text);
}

/** Patterns a leak scanner uses on published output (tests, build check). */
export const LEAK_PATTERNS = { email: EMAIL, phoneShape: PHONE_SHAPE, looksLikePhone, fold: foldForScrub } as const;
