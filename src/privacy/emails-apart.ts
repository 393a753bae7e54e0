// Addresses whose parts are written apart, so that no part looks like an address alone (./emails.ts asks these
// last): a free-mail address with no @ at all ("jan.kowalski79 gmail com"), a provider's name typed with a space in
// it ("jan@ya hoo.com"), and the at and dot words of Chinese, Japanese and Korean run together with the address
// ("jan.kowalski艾特gmail点com"). tests/privacy/written-apart.test.ts draws each.
import { AMBIGUOUS_PROVIDERS, CJK_AT, CJK_DOT, PROVIDERS, isTld } from './address-words.ts';
import {
  alt,
  AT,
  AT_WORD,
  BRACKET,
  DOT,
  DOT_WORD,
  LOCAL,
  PLAIN_PROVIDER,
  TIGHT_DOT,
  TLD,
  WRAPPED,
  addressLike,
} from './address-pattern.ts';
import { pattern } from './regex.ts';
import { matches } from '../lib/matches.ts';

/**
 * `jan.kowalski79 gmail com`, `jan_k GMX.de`, `jan.k / hotmail . fr`: a local part, then a free-mail provider's name
 * and an ending, with no @ or at word at all (the provider says where the address is).
 */
const NO_AT = pattern(
  'giu',
  String.raw`(?<![\p{L}\p{N}@.])(?<local>[\p{L}\p{N}][\p{L}\p{N}._%+-]{1,63})`,
  String.raw`(?:\s+|\s*[/,|]\s*)(?<provider>${PLAIN_PROVIDER})`,
  // The dot written as a word is tried before a space alone ("gmail dot com" ends in "com", not "dot").
  String.raw`(?:\s*\.\s*|\s+${DOT_WORD}\s+|${BRACKET(`${DOT_WORD}|\\.`)}|${WRAPPED(`${DOT_WORD}|\\.`)}|\s+)`,
  TLD,
  String.raw`(?![\p{L}\p{N}@])`,
);
/**
 * A provider's name as typed with a space or a hyphen between its letters ("g mail", "ya hoo", "hot-mail"); a short
 * one only spaced out letter by letter ("g m x", "a o l"): "gm x" and "s fr" are the ends of any two words.
 */
const SPELLED_APART = `(?:${PROVIDERS.filter((p) => !AMBIGUOUS_PROVIDERS.has(p) && /^[a-z]{3,}$/.test(p))
  .sort((a, b) => b.length - a.length)
  .map((p) => [...p].join(p.length >= 5 ? '[ -]?' : '[ -]'))
  .join('|')})`;
const NAMES_PLAIN_PROVIDER = new RegExp(PLAIN_PROVIDER, 'i');
const NAMES_PROVIDER_APART = new RegExp(SPELLED_APART, 'i');
/** `jan@ya hoo.com`, `jan @ g mail . com`, `jan at hot mail dot com`. */
const PROVIDER_APART = pattern(
  'giu',
  String.raw`(?<![\p{L}\p{N}])`,
  LOCAL,
  String.raw`(?:${AT}|\s+${AT_WORD}\s+)${SPELLED_APART}(?:${DOT}|${TIGHT_DOT})`,
  TLD,
  String.raw`(?![\p{L}\p{N}])`,
);
/**
 * The at and dot words of Chinese, Japanese and Korean run together with the address, as those scripts are written
 * ("jan.kowalski艾特gmail点com", "janアットfirmaドットjp"): a Latin address around them.
 */
const LATIN = String.raw`[\p{Script=Latin}\p{N}]`;
const NAMES_CJK_AT = new RegExp(alt(CJK_AT));
const RUN_TOGETHER = pattern(
  'giu',
  String.raw`(?<![\p{Script=Latin}\p{N}._%+-])${LATIN}[\p{Script=Latin}\p{N}._%+-]{0,63}`,
  String.raw`\s*(?:${alt(CJK_AT)})\s*`,
  String.raw`${LATIN}[\p{Script=Latin}\p{N}-]{0,62}(?:\s*(?:${alt(CJK_DOT)}|\.)\s*${LATIN}[\p{Script=Latin}\p{N}-]{0,62})*`,
  String.raw`\s*(?:${alt(CJK_DOT)}|\.)\s*(?<tld>\p{Script=Latin}{2,24})(?![\p{Script=Latin}\p{N}])`,
);

/**
 * Each address written apart in `text`, given to `add`. Each pattern is asked only where what it reads stands: they
 * try every word of the text.
 */
export function findAddressesApart(text: string, add: (m: RegExpMatchArray) => void): void {
  if (NAMES_PLAIN_PROVIDER.test(text))
    // A local part shaped like a person's address: after "contact via" or "write to us, not", a plain word is prose.
    for (const m of matches(text, NO_AT)) if (isTld(m.groups!.tld) && addressLike(m.groups!.local)) add(m);
  if (NAMES_PROVIDER_APART.test(text)) for (const m of matches(text, PROVIDER_APART)) if (isTld(m.groups!.tld)) add(m);
  if (NAMES_CJK_AT.test(text)) for (const m of matches(text, RUN_TOGETHER)) if (isTld(m.groups!.tld)) add(m);
}
