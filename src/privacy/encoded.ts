// Contacts written so that no pattern sees them at first: spaced out letter
// by letter ("j a n @ f i r m a . d e", "0 1 7 1 …" is the phone reader's
// own case), run together with the at and the dots in capitals
// ("janDOTkowalskiATfirmaDOTde"), or encoded as base64 ("amFuQGZpcm1hLmRl"). The first two are read as views (the
// spaces taken out, the capitals read as @ and dots); the third is decoded and read again.
import { MappedBuilder, type Mapped } from './mapped.ts';
import { matches } from '../lib/matches.ts';

/**
 * Six or more single characters in a row, one separator apart, the same each time ("j a n @ f i r m a . d e",
 * "j-a-n-@-g-m-a-i-l-.-c-o-m", "j_a_n_@_…"): the same text without the separators.
 */
export const SEPARATORS = String.raw` \-_*|~+/`;
const SPACED = new RegExp(
  String.raw`(?<![\p{L}\p{N}])[\p{L}\p{N}@.](?<s>[${SEPARATORS}])[\p{L}\p{N}@._-](?:\k<s>[\p{L}\p{N}@._-]){4,}(?![\p{L}\p{N}])`,
  'gu',
);
/** What compactView needs: five single characters, each followed by a separator. */
const MAY_BE_SPACED = new RegExp(String.raw`(?:[\p{L}\p{N}@.][${SEPARATORS}]){5}`, 'u');

export function compactView(text: string): Mapped | undefined {
  if (!MAY_BE_SPACED.test(text)) return undefined;
  const b = new MappedBuilder();
  let at = 0;
  let any = false;
  for (const m of matches(text, SPACED)) {
    if (!/@|\./.test(m[0])) continue;
    any = true;
    b.copy(text.slice(at, m.index!), at);
    // Characters and separators alternate, code point by code point.
    let k = 0;
    let i = 0;
    for (const ch of m[0]) {
      if (i++ % 2 === 0) b.copy(ch, m.index! + k);
      k += ch.length;
    }
    at = m.index! + m[0].length;
  }
  if (!any) return undefined;
  b.copy(text.slice(at), at);
  return b.build();
}

/** "janDOTkowalskiATfirmaDOTde": the at and the dots of an address in capitals between its lower-case words. */
const CAPITAL_WORD = /(?<=[\p{Ll}\p{N}])(AT|DOT)(?=[\p{Ll}\p{N}])/gu;
const HAS_CAPITAL_AT = /[\p{Ll}\p{N}]AT[\p{Ll}\p{N}]/u;
/** Whether capitalsView has anything to read in `text` (./gate.ts and ./triggers.ts ask before the detector). */
export const mayHaveCapitalAt = (text: string) => text.includes('AT') && HAS_CAPITAL_AT.test(text);

/**
 * A word such an address is written as (with the dots, hyphens and underscores an address holds): lower-case words
 * and digits joined by AT and DOT, the first letter perhaps a capital. A token with capitals elsewhere is a code, a key or a checksum ("VuN-9ATclCln3cZtXloN2uTQjsQ", a random
 * base64url key: read as "9@clCln3c…" it is an address with a long local part and domain).
 */
const TOKEN = /[\p{L}\p{N}._-]+/gu;
const CAPITALS_ADDRESS = /^\p{Lu}?[\p{Ll}\p{N}._-]*(?:(?:AT|DOT)[\p{Ll}\p{N}._-]+)+$/u;

/** The text with such a capital AT read as @ and DOT as a dot; undefined when it holds no capital AT. */
export function capitalsView(text: string): Mapped | undefined {
  if (!mayHaveCapitalAt(text)) return undefined;
  const b = new MappedBuilder();
  let at = 0;
  for (const token of matches(text, TOKEN)) {
    if (!token[0].includes('AT') || !CAPITALS_ADDRESS.test(token[0])) continue;
    for (const m of matches(token[0], CAPITAL_WORD)) {
      const start = token.index + m.index;
      b.copy(text.slice(at, start), at);
      b.emit(m[0] === 'AT' ? '@' : '.', start, start + m[0].length);
      at = start + m[0].length;
    }
  }
  if (!at) return undefined;
  b.copy(text.slice(at), at);
  return b.build();
}

const BASE64 =
  /(?<![A-Za-z0-9+/=])(?:[A-Za-z0-9+/]{4}){3,60}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?(?![A-Za-z0-9+/=])/g;

export interface Decoded {
  start: number;
  end: number;
  text: string;
}

/** Base64 tokens that decode to short printable text holding an @ or a run of digits. */
export function base64Tokens(text: string): Decoded[] {
  const out: Decoded[] = [];
  for (const m of matches(text, BASE64)) {
    const t = m[0];
    // Words and plain numbers are valid base64 too: a token needs both cases or a digit with letters.
    if (!/[A-Z]/.test(t) || !/[a-z0-9]/.test(t) || (/^[A-Za-z]+$/.test(t) && !/[A-Z].*[a-z].*[A-Z]/.test(t))) continue;
    let decoded: string;
    try {
      decoded = Buffer.from(t, 'base64').toString('utf8');
    } catch {
      continue;
    }
    if (!/^[\x20-\x7E\u00A0-\u024F]+$/.test(decoded)) continue;
    if (!/@|\d{3}|(?:\d\D){6}/.test(decoded)) continue;
    out.push({ start: m.index!, end: m.index! + t.length, text: decoded });
  }
  return out;
}
