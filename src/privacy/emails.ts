// E-mail addresses in folded text, plain and disguised: `[at]`, `(AT)`,
// `_at_`, `-at-`, `At … Dot`, `(punkt)`, markdown around the @ (`jan`@`x.de`),
// international domains, and an address without its ending (`jan@gmail`).
// A spelled-out `at` needs the dot part, so "located at plant two" is prose.
export interface Span { start: number; end: number }

const AT_WORD = String.raw`(?:at|arroba|chez|malpa|małpa|klammeraffe|affe)`;
const DOT_WORD = String.raw`(?:dot|punkt|point|punto|kropka|stip|pkt)`;
const MD = String.raw`[\s*_~` + '`' + ']*';
const AT = String.raw`(?:${MD}@${MD}|\s*[[({<]\s*(?:${AT_WORD}|@)\s*[\])}>]\s*|\s*[_-]${AT_WORD}[_-]\s*)`;
const DOT = String.raw`(?:\.(?:\s+(?=\p{Ll}))?|\s+\.\s*|\s*[[({<]\s*(?:${DOT_WORD}|\.)\s*[\])}>]\s*|\s*[_-]${DOT_WORD}[_-]\s*|\s+${DOT_WORD}\s+)`;
/** After a spelled-out "at", a dot with spaces around it is the end of a sentence, not part of an address. */
const TIGHT_DOT = String.raw`(?:\.|\s*[[({<]\s*(?:${DOT_WORD}|\.)\s*[\])}>]\s*|\s*[_-]${DOT_WORD}[_-]\s*|\s+${DOT_WORD}\s+)`;
const LOCAL = String.raw`[\p{L}\p{N}][\p{L}\p{N}.%+\-]*(?:_[\p{L}\p{N}.%+\-]+)*`;
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?`;
const TLD = String.raw`\p{L}{2,24}`;

const FULL = new RegExp(String.raw`(?:mailto:\s*)?(?<![\p{L}\p{N}])${LOCAL}${AT}(?!www\.)${LABEL}(?:${DOT}${LABEL})*${DOT}${TLD}(?![\p{L}\p{N}])`, 'giu');
const SPELLED = new RegExp(String.raw`(?<![\p{L}\p{N}])${LOCAL}\s+${AT_WORD}\s+(?!www\.)${LABEL}(?:${TIGHT_DOT}${LABEL})*${TIGHT_DOT}${TLD}(?![\p{L}\p{N}@])`, 'giu');
/**
 * `jan@gmail`, `jan.k@firma-x`: a real @ between word characters, no ending.
 * Bounded like a real address (local part at most 64, a label at most 63), so
 * a long run of address characters (base64 in an index file) costs linear
 * time; the local part must hold a letter, checked after the match.
 */
const BARE = /(?<![\p{L}\p{N}.])[\p{L}\p{N}][\p{L}\p{N}._%+-]{0,63}@\p{L}[\p{L}\p{N}-]{1,62}(?![\p{L}\p{N}-]|\.[\p{L}\p{N}])/gu;
const LETTER = /\p{L}/u;
const MAILTO = /mailto:[^\s)>\]"']+/gi;

export function findEmails(text: string): Span[] {
  if (!/@|\bat\b|[_-]at[_-]|arroba|chez|mailto|małpa|malpa|affe/i.test(text)) return [];
  const spans: Span[] = [];
  for (const re of [MAILTO, FULL, SPELLED]) {
    for (const m of text.matchAll(re)) spans.push({ start: m.index!, end: m.index! + m[0].length });
  }
  if (text.includes('@')) {
    for (const m of text.matchAll(BARE)) if (LETTER.test(m[0].slice(0, m[0].indexOf('@')))) spans.push({ start: m.index!, end: m.index! + m[0].length });
  }
  return spans;
}
