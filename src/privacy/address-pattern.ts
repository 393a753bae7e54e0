// The pieces the e-mail patterns are written in (./emails.ts, ./emails-apart.ts): the at and the dot as people
// write them (a real @ with markdown around it, bracketed or wrapped words of many languages), a local part, a
// domain label, an ending, and the free-mail providers.
import { AMBIGUOUS_PROVIDERS, AT_WORDS, DOT_WORDS, JOIN_WORDS, PROVIDERS, WRAP_CHARS } from './address-words.ts';
import { alternation } from './regex.ts';
import { withFolded } from './fold.ts';

export const alt = alternation;
export const AT_WORD = `(?:${alt(withFolded(AT_WORDS))})`;
export const DOT_WORD = `(?:${alt(withFolded(DOT_WORDS))})`;
const JOIN_WORD = `(?:${alt(withFolded(JOIN_WORDS))})`;
// Markdown around a real @ ("**@**", "`@`"), and a backslash left by an escape ("jan\@\ firma").
const MD = `${String.raw`[\s*_~\\`}\`]*`;
export const BRACKET = (inner: string) => String.raw`\s*[[({<]\s*(?:${inner})\s*[\])}>]\s*`;
/**
 * Symbols wrapped around an at or dot word, once or twice on each side ("|at|", "/dot/", "-=at=-", "**at**", "«at»",
 * "「at」", ./address-words.ts WRAP_CHARS): any of them hides the word from a filter that looks for "(at)" alone. One
 * class for both sides (a mismatched pair is as plain), so the pattern is one branch and not one per symbol: the
 * address patterns try it at every word of every text the publishing step reads.
 */
export const WRAPPED = (inner: string) => {
  const chars = `[${WRAP_CHARS}.]{1,2}`;
  return String.raw`\s*${chars}\s*(?:${inner})\s*${chars}\s*`;
};
// A real @, doubled or not ("jan@@firma.de"), markdown around it. A lone "a" is an at in brackets only ("(a)"):
// wrapped in anything else it is as often an article ("*a*").
export const AT = `(?:${MD}@{1,3}${MD}|${BRACKET(`${AT_WORD}|a|@`)}|${WRAPPED(`${AT_WORD}|@`)})`;
/** A dot with a backslash left beside it by an escape ("firma\.\ de"): a dot, as MD reads an @. */
const ESCAPED_DOT = String.raw`\s*(?:\\\.\\?|\.\\)\s*`;
export const DOT = [
  String.raw`(?:\.(?:\s+(?=\p{Ll}))?|\s+\.\s*|${ESCAPED_DOT}|`,
  BRACKET(`${DOT_WORD}|\\.`),
  `|${WRAPPED(`${DOT_WORD}|\\.`)}`,
  String.raw`|\s+${DOT_WORD}\s+)`,
].join('');
/** After a spelled-out "at", a dot with spaces around it ends a sentence; it is not part of an address. */
export const TIGHT_DOT = String.raw`(?:\.|${ESCAPED_DOT}|${BRACKET(`${DOT_WORD}|\\.`)}|${WRAPPED(`${DOT_WORD}|\\.`)}|\s+${DOT_WORD}\s+)`;
export const LOCAL = String.raw`[\p{L}\p{N}][\p{L}\p{N}.%+\-]*(?:_[\p{L}\p{N}.%+\-]+)*`;
export const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?`;
export const TLD = String.raw`(?<tld>\p{L}{2,24})`;
/**
 * The part of a local part spelled out that stands before another ("jan underscore " of "jan underscore meier",
 * "jan dot "), at the end of a text: read back from an address found (./emails.ts), not tried at every word.
 */
export const SPELLED_LOCAL_PART = String.raw`(?<![\p{L}\p{N}])${LOCAL}\s+(?:${DOT_WORD}|${JOIN_WORD})\s+$`;
/** A domain's label spelled out, its hyphens as words ("meier dash maschinen"). */
export const SPELLED_LABEL = String.raw`${LABEL}(?:\s+${JOIN_WORD}\s+${LABEL})*`;

export const PROVIDER = `(?:${alt(PROVIDERS)})`;
export const PLAIN_PROVIDER = `(?:${alt(PROVIDERS.filter((p) => !AMBIGUOUS_PROVIDERS.has(p)))})`;

const LETTER = /\p{L}/u;
/** Whether a local part looks like a person's address rather than a word: a dot, underscore or digit. */
export const addressLike = (local: string) => /[._\d]/.test(local) && LETTER.test(local) && !/^\d+$/.test(local);
