// Telephone numbers in folded text. A candidate is a run of digits and the
// separators people type between them. It counts as a number when
// libphonenumber (Google's metadata, `max` build) finds a valid number in it
// for the listing's country or a neighbour, or when it is merely *possible*:
// international prefix, a keyword just before it, three or more groups, or one
// or two groups shaped like a national number (trunk prefix 0, North American
// ten digits). Ranges reserved for fiction (07700 900…, 555-01…) are not
// valid to the library but are exactly what a careful seller types.
import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js/max';
import { keywordBefore, serialBefore } from './keywords.ts';

export interface Span { start: number; end: number }

const NEIGHBOURS: Record<string, CountryCode[]> = {
  DE: ['AT', 'CH', 'NL', 'BE', 'FR', 'PL', 'DK', 'LU', 'CZ'], AT: ['DE', 'CH', 'IT', 'CZ', 'SK', 'HU', 'SI'], CH: ['DE', 'AT', 'FR', 'IT', 'LI'],
  NL: ['BE', 'DE', 'GB'], BE: ['NL', 'FR', 'DE', 'LU'], FR: ['BE', 'CH', 'DE', 'IT', 'ES', 'LU'], IT: ['CH', 'FR', 'AT', 'SI'],
  ES: ['FR', 'PT'], PT: ['ES'], PL: ['DE', 'CZ', 'SK', 'LT'], GB: ['IE', 'FR', 'NL'], IE: ['GB'], US: ['CA', 'MX'], CA: ['US'], MX: ['US'],
  DK: ['DE', 'SE', 'NO'], SE: ['NO', 'FI', 'DK'], CZ: ['DE', 'AT', 'PL', 'SK'],
};
/** For text without a country (research, site facts): the catalog's markets. */
const DEFAULT: CountryCode[] = ['DE', 'AT', 'CH', 'NL', 'BE', 'FR', 'IT', 'ES', 'PL', 'GB', 'US'];

export function regionsFor(country?: string): CountryCode[] {
  if (!country) return DEFAULT;
  return [...new Set([country as CountryCode, ...(NEIGHBOURS[country] ?? []), 'GB', 'US'] as CountryCode[])];
}

/** Letter O typed for zero, but only in tokens made of digits and O: "O211", "652O", never "oder". */
export const zeroForO = (text: string) =>
  text.replace(/(?<![\p{L}\p{N}])[0-9Oo]*\d[0-9Oo]*(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])[Oo]+(?=[\s().\/-]*\d)/gu,
    (t) => (/\d/.test(t) || /^[Oo]{1,2}$/.test(t) ? t.replace(/[Oo]/g, '0') : t));

const SEP = String.raw`[ \n().\/\-*_~` + '`' + ']';
const CANDIDATE = new RegExp(String.raw`(?<![\p{L}\p{N}.,:])(?:\+ ?|(?<!\d)00)?\(?\d(?:\d|${SEP}{1,3}(?=\(?\d))*`, 'gu');
const TEL_URI = /(?:tel|callto|sms|facetime|whatsapp):\s*\+?\(?\d[\d().\-/ ]{3,}\d/gi;
const YEAR = /^(?:19|20)\d\d$/;
const COUNT_AFTER = /^\s*(?:impressions|sheets|cycles|strokes|pcs|pieces|units|hours|hrs|h\b|km|kg|t\b|drucke|takte|bogen|stück|stk|€|eur|usd|chf|gbp|pln|\$|copies|exemplaires|copie)/i;
const DATE_INSIDE = /(?<!\d)(?:\d{1,2}\.\d{1,2}\.(?:19|20)\d\d|(?:19|20)\d\d-\d\d-\d\d|\d\d\/\d\d\/(?:19|20)\d\d)(?!\d)/;
const DATES = new RegExp(DATE_INSIDE.source, 'g');
const IP = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const DATE = /^(?:\d{1,2}[./-]\d{1,2}[./-](?:\d{2}|\d{4})|\d{4}[./-]\d{1,2}[./-]\d{1,2})$/;

function libraryFinds(candidate: string, regions: CountryCode[]): boolean {
  const digits = candidate.replace(/\D/g, '').length;
  for (const r of regions) {
    for (const m of findPhoneNumbersInText(candidate, { defaultCountry: r })) {
      if (candidate.slice(m.startsAt, m.endsAt).replace(/\D/g, '').length >= Math.max(8, digits - 2)) return true;
    }
  }
  return false;
}

/** Whether a candidate found at `at` in `text` is a telephone number. */
export function isPhone(candidate: string, text: string, at: number, regions: CountryCode[]): boolean {
  const digits = candidate.replace(/\D/g, '');
  const n = digits.length;
  if (n < 6 || n > 17) return false;
  const groups = candidate.split(new RegExp(`${SEP}+`)).filter(Boolean);
  const intl = /^(?:\+|00[1-9])/.test(candidate);
  const keyword = keywordBefore(text, at);
  if (intl) return n >= 8 && n <= 15;
  const trunk = digits[0] === '0' && digits[1] !== '0';
  if (YEAR.test(groups[0]) || DATE.test(candidate.trim()) || IP.test(candidate) || DATE_INSIDE.test(candidate)) return false;
  // Model number then model year (latex-3100-2021, HFE 100-3 2011).
  if (!trunk && groups.length <= 3 && YEAR.test(groups[groups.length - 1])) return false;
  if (keyword) return true;
  if (serialBefore(text, at) || n < 7) return false;
  // Axis travels, ratios and alternatives: 1020/510/510, 208-230/460.
  if (!trunk && candidate.includes('/')) return false;
  // Thousands grouping: 12.345.678 impressions, 145 000 000; a 3-3-3 number with spaces may be a valid one (PL 512 345 678).
  if (groups.length >= 2 && groups[0][0] !== '0' && groups[0].length <= 3 && groups.slice(1).every((g) => g.length === 3) && /^[\d .,']+$/.test(candidate)) {
    // … unless it is a nine-digit 3-3-3 number with spaces that the numbering plan accepts (PL 512 345 678) and no count follows.
    return n === 9 && groups[0].length === 3 && /^\d+(?: \d+)+$/.test(candidate) && !groups.includes('000') && !COUNT_AFTER.test(text.slice(at + candidate.length))
      && libraryFinds(candidate, regions === DEFAULT ? regions : regions.slice(0, 1));
  }
  if ((trunk || n >= 9) && libraryFinds(candidate, regions)) return true;
  if (groups.length >= 3) {
    return n >= 8 && n <= 15 && (groups.every((g, i) => g.length <= 5 && (i === 0 || g.length >= 2)) || groups.every((g) => g.length === 1));
  }
  if (trunk) return n >= 9 && n <= 12;
  if (n === 10) return groups.length === 1 || groups[0].length === 3;
  return n === 11 && digits[0] === '1';
}

/** The number in one run of digits and separators, if any. */
function phoneIn(run: string, view: string, start: number, regions: CountryCode[]): Span[] {
  const whole = run.replace(/^[^\d(+]+/, '').replace(/[^\d]+$/, '');
  // A model year just after a number joins its run too ("Tel. 4284 4567 2006 Heidelberg …"): the number
  // without it is tried as well, and must stand on its own (the year is never part of the span).
  const trailingYear = new RegExp(`${SEP}+((?:19|20)\\d\\d)$`).exec(whole);
  for (const full of trailingYear ? [whole, whole.slice(0, trailingYear.index)] : [whole]) {
    let cand = full;
    let at = start + run.indexOf(whole);
    // A stray number just before a telephone number joins its run ("Model 3 0171 4010001", "2008 0171 …"): drop up to two.
    for (let drop = 0; drop <= 2; drop++) {
      if (isPhone(cand, view, at, regions)) return [{ start: at, end: at + cand.length }];
      const lead = new RegExp(`^\\(?(\\d+)\\)?${SEP}+`).exec(cand);
      if (!lead || !(lead[1].length <= 2 || YEAR.test(lead[1]))) break;
      cand = cand.slice(lead[0].length);
      at += lead[0].length;
    }
  }
  return [];
}

/** Numbers typed one after another with single spaces: the longest telephone number from each group on. */
function segment(run: string, view: string, start: number, regions: CountryCode[]): Span[] {
  const groups = [...run.matchAll(/\+?\(?\d+\)?/g)].map((g) => ({ at: g.index!, end: g.index! + g[0].length }));
  const spans: Span[] = [];
  for (let i = 0; i < groups.length; i++) {
    for (let j = Math.min(groups.length - 1, i + 7); j >= i; j--) {
      const cand = run.slice(groups[i].at, groups[j].end);
      if (cand.replace(/\D/g, '').length <= 15 && isPhone(cand, view, start + groups[i].at, regions)) {
        spans.push({ start: start + groups[i].at, end: start + groups[j].end });
        i = j;
        break;
      }
    }
  }
  return spans;
}

/** Telephone numbers in folded text (`text` is already folded). */
export function findPhones(text: string, regions: CountryCode[]): Span[] {
  if (!/\d[^\d]{0,3}\d[^\d]{0,3}\d[^\d]{0,3}\d[^\d]{0,3}\d[^\d]{0,3}\d/.test(text)) return [];
  // Dates are never numbers to call; masking them (same length) keeps them out of every run.
  const view = zeroForO(text).replace(DATES, (d) => d.replace(/\d/g, 'D'));
  const spans: Span[] = [];
  for (const m of view.matchAll(TEL_URI)) spans.push({ start: m.index!, end: m.index! + m[0].trimEnd().length });
  for (const m of view.matchAll(CANDIDATE)) {
    // A paragraph break ends a number; so do wide gaps in a run too long to be one.
    const long = m[0].replace(/\D/g, '').length > 15;
    let offset = m.index!;
    for (const part of m[0].split(long ? /(\n\s*\n|\s{2,})/ : /(\n\s*\n)/)) {
      if (/\d/.test(part)) spans.push(...(part.replace(/\D/g, '').length > 15 ? segment(part, view, offset, regions) : phoneIn(part, view, offset, regions)));
      offset += part.length;
    }
  }
  return spans;
}
