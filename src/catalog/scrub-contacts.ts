// Removes seller e-mail addresses and telephone numbers from free text.
// Buyers reach sellers through the marketplace; a contact written into a
// description would let agents and crawlers bypass it and would leak personal
// data, so every published string passes through here.

export const CONTACT_PLACEHOLDER = '[contact via Secondline]';

const AT = String.raw`(?:@|\s*[\[\(\{<]\s*(?:at|@)\s*[\]\)\}>]\s*|\s+(?:at|AT)\s+)`;
const DOT = String.raw`(?:\.|\s*[\[\(\{<]\s*(?:dot|\.)\s*[\]\)\}>]\s*|\s+(?:dot|DOT)\s+)`;
const LOCAL = String.raw`[A-Za-z0-9][A-Za-z0-9._%+-]*`;
const LABEL = String.raw`[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?`;

/**
 * Plain addresses, and the obfuscated forms people type to dodge filters:
 * `name [at] domain [dot] com`, `name (at) domain (dot) de`, `name at domain dot com`.
 * The spelled-out `at … dot` form needs the dot part, so prose such as
 * "located at plant two" stays untouched.
 */
const EMAIL = new RegExp(String.raw`${LOCAL}${AT}${LABEL}(?:${DOT}${LABEL})*${DOT}[A-Za-z]{2,24}\b`, 'g');

/** A keyword that announces a number: whatever digits follow are a contact. */
const PHONE_KEYWORD = String.raw`(?:tel(?:ephone)?|phone|ph|fon|telefon|mobile|mob|cell|fax|call|whats\s*app|text|sms|contact)`;
const KEYWORDED = new RegExp(String.raw`\b${PHONE_KEYWORD}\b\.?\s*(?:[:/#-]|or|and|us|me|on|at|via|\s)*\s*(\+?\(?\d[\d\s().\/-]{5,}\d)`, 'gi');

/**
 * Digit runs shaped like telephone numbers: an international prefix (`+49`,
 * `0044`), a parenthesised area code, or at least two separators between
 * 7 to 15 digits (`555.123.4567`, `0211 987 6543`). Dimensions (`2,450 x
 * 1,200`), years (`2008-2012`) and model numbers have too few digits or the
 * wrong separators.
 */
const PHONE_SHAPE = /(?<![\w.,/-])(?:\+|00)?\(?\d[\d\s().\/-]{5,22}\d(?![\w-])/g;

function looksLikePhone(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return false;
  const intl = /^(?:\+|00[1-9])/.test(candidate);
  const paren = /\(\d{1,5}\)/.test(candidate);
  const groups = candidate.split(/[\s().\/-]+/).filter(Boolean);
  if (intl || paren) return groups.length >= 2 || digits.length >= 10;
  // Bare runs: need three or more digit groups, each of phone-like size.
  return groups.length >= 3 && groups.every((g) => g.length >= 2 && g.length <= 5) && digits.length >= 9;
}

export function scrubContacts(text: string): string {
  if (!text) return text;
  let out = text.replace(EMAIL, CONTACT_PLACEHOLDER);
  out = out.replace(KEYWORDED, (m, num: string) => (num.replace(/\D/g, '').length >= 6 ? m.replace(num, CONTACT_PLACEHOLDER) : m));
  out = out.replace(PHONE_SHAPE, (m) => (looksLikePhone(m) ? CONTACT_PLACEHOLDER : m));
  return out;
}

export function scrubNullable(text: string | null): string | null {
  return text === null ? null : scrubContacts(text);
}

/** Patterns a leak scanner uses on published output (tests, build check). */
export const LEAK_PATTERNS = { email: EMAIL, phoneShape: PHONE_SHAPE, looksLikePhone } as const;
