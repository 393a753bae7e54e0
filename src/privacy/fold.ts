// Folds text to what a reader sees before any contact is looked for:
// invisible characters dropped (zero-width, soft hyphen, variation selectors,
// the keycap mark of 0️⃣), HTML comments and character references resolved,
// compatibility forms (full-width ＠, ０２１１, 𝟎, ¹) and look-alike letters
// (Cyrillic о, Greek ο) mapped to ASCII, every Unicode digit and the dingbat
// digits (❶ ➀ ⓵) to 0-9, every space to one space. Each folded character
// keeps the range of the original it came from (./mapped.ts).
import { MappedBuilder, identity, type Mapped } from './mapped.ts';

export type Folded = Mapped;

// Letters that render like Latin ones (Cyrillic, Greek, a few symbols).
const CONFUSABLES: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', і: 'i', ї: 'i',
  ј: 'j', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w', һ: 'h', ӏ: 'l', ɡ: 'g', ο: 'o', α: 'a', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ρ: 'p',
  τ: 't', υ: 'u', χ: 'x', А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', І: 'I',
  Ј: 'J', Ѕ: 'S', Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y',
  Χ: 'X', ǀ: 'l', 'ⅼ': 'l', 'Ⅰ': 'I',
  // Dots and at-signs people use to dodge filters.
  '。': '.', '｡': '.', '·': '.', '‧': '.', '∙': '.', '⋅': '.', '•': '.', '․': '.', '﹒': '.', 'ⓐ': '@', '＠': '@',
  '﹫': '@',
  // The enclosed capital A's (circled, squared, and their negative forms) stand for the @ as the circled small one
  // does: NFKC would read them as a plain "A", which hides the address ("jan🄰gmail.com").
  'Ⓐ': '@', '🄰': '@', '🅐': '@', '🅰': '@',
  // Dashes and minus signs are one separator.
  '‐': '-', '‑': '-', '‒': '-', '–': '-', '—': '-', '―': '-', '−': '-', '﹣': '-', '－': '-',
  // Slashes NFKC leaves alone.
  '⁄': '/', '∕': '/', '⧸': '/',
};

/** Dingbat and enclosed digits that NFKC leaves alone: the first code point of each run and the value it starts at. */
const DIGIT_RUNS: [number, number, number][] = [
  [0x2776, 0x277f, 1], [0x2780, 0x2789, 1], [0x278a, 0x2793, 1], [0x24f5, 0x24fe, 1], [0x24eb, 0x24f4, 11],
  [0x24ff, 0x24ff, 0], [0x1f10b, 0x1f10b, 0], [0x1f10c, 0x1f10c, 0],
];

const NAMED: Record<string, string> = {
  commat: '@', period: '.', plus: '+', nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', sol: '/',
  lpar: '(', rpar: ')', lsqb: '[', rsqb: ']', hyphen: '-', dash: '-', ndash: '-', mdash: '-', middot: '.', num: '#',
  lowbar: '_', shy: '', zwj: '', zwnj: '', lrm: '', rlm: '',
};

// biome-ignore lint/suspicious/noMisleadingCharacterClass: each listed mark is matched alone, on purpose
const INVISIBLE = /^[\p{Cf}\p{Mn}\p{Me}\u034F\u115F\u1160\u3164\uFFA0\u2800]$/u;
const ND = /\p{Nd}/u;

/** The value 0-9 of any Unicode decimal digit: digits come in runs of ten starting at zero. */
function digitValue(ch: string): string {
  const cp = ch.codePointAt(0)!;
  if (cp < 128) return ch;
  let zero = cp;
  while (zero > 0 && ND.test(String.fromCodePoint(zero - 1)) && cp - zero < 9) zero--;
  return String((cp - zero) % 10);
}

function foldChar(ch: string): string {
  const code = ch.charCodeAt(0);
  if (code < 0x80) return code >= 0x20 || code === 10 ? ch : code === 9 || code === 13 || code === 11 || code === 12 ? ' ' : '';
  if (CONFUSABLES[ch] !== undefined) return CONFUSABLES[ch];
  // Line breaks stay (a paragraph break ends a number); every other space is one space.
  if (ch === '\u2028' || ch === '\u2029') return '\n';
  if (/\s/.test(ch)) return ' ';
  if (INVISIBLE.test(ch)) return '';
  if (ND.test(ch)) return digitValue(ch);
  const cp = ch.codePointAt(0)!;
  for (const [a, b, v] of DIGIT_RUNS) if (cp >= a && cp <= b) return String(v + cp - a);
  // 🔟, the keycap ten.
  if (cp === 0x1f51f) return '10';
  const n = ch.normalize('NFKC');
  if (n === ch) return ch;
  return [...n].map((x) => CONFUSABLES[x] ?? (ND.test(x) ? digitValue(x) : /\s/.test(x) ? ' ' : x)).join('');
}

/** The percent escapes the folding decodes (@ + . space : / [ ]): ./gate.ts reads a text holding one as not plain. */
export const PERCENT_FOLDED = '%(?:40|2b|2e|20|3a|2f|5b|5d)';
const PERCENT = new RegExp(`^${PERCENT_FOLDED}`, 'i');

/** The code escapes the folding decodes (@ and .): ./gate.ts reads a text holding one as not plain. */
export const CODE_ESCAPE_FOLDED = String.raw`\\(?:u00|x)(?:40|2e)`;
const CODE_ESCAPE = /^\\(?:u00|x)(40|2e)/i;

/** One character (or a character reference / escape / comment at i) folded, and how far it reaches. */
function step(s: string, i: number): [string, number] {
  const c = s[i];
  if (c === '<' && s.startsWith('<!--', i)) {
    const close = s.indexOf('-->', i + 4);
    return ['', close < 0 ? s.length : close + 3];
  }
  if (c === '&') {
    const m = /^&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,8}));?/i.exec(s.slice(i, i + 12));
    if (m) {
      const cp = m[1] ? Number(m[1]) : m[2] ? parseInt(m[2], 16) : undefined;
      const decoded = cp !== undefined ? (cp > 0 && cp < 0x110000 ? String.fromCodePoint(cp) : '') : NAMED[m[3].toLowerCase()];
      if (decoded !== undefined) return [foldChar(decoded), i + m[0].length];
    }
  }
  if (c === '%') {
    const m = PERCENT.exec(s.slice(i, i + 3));
    if (m) return [foldChar(decodeURIComponent(m[0])), i + 3];
  }
  if (c === '\\' && /[@.+\-_*`()[\]#]/.test(s[i + 1] ?? '')) return [s[i + 1], i + 2];
  // A code escape of the @ or the dot (\u0040, \x40, \u002e), as a script or a JSON string would read it.
  if (c === '\\') {
    const m = CODE_ESCAPE.exec(s.slice(i, i + 6));
    if (m) return [m[1] === '40' ? '@' : '.', i + m[0].length];
  }
  const cp = s.codePointAt(i)!;
  const ch = String.fromCodePoint(cp);
  return [foldChar(ch), i + ch.length];
}

// Nothing to fold in plain ASCII and the Latin letters that fold to themselves (é, ü, ł, ő …), without references,
// comments or escapes: the common case costs one test.
/** The Latin letters the folding keeps as they are (a character class's body); İ, which lower-cases to two, left out. */
export const KEPT_LATIN = '\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u012F\\u0131\\u0134-\\u013E\\u0141-\\u0148\\u014A-\\u017E';
const PLAIN = new RegExp(`^[\\x20-\\x7E\\n${KEPT_LATIN}\\u0130]*$`);
const SPECIAL = /[&%<\\]/;
const RUN = /[\x20-\x24\x27-\x3B\x3D-\x5B\x5D-\x7E\n]+/y;

export function fold(s: string): Folded {
  if (PLAIN.test(s) && !SPECIAL.test(s)) return identity(s);
  const b = new MappedBuilder();
  let i = 0;
  while (i < s.length) {
    // Plain ASCII runs are copied as they are; only the other characters go one by one.
    RUN.lastIndex = i;
    const run = RUN.exec(s);
    if (run) {
      b.copy(run[0], i);
      i += run[0].length;
      continue;
    }
    const [out, next] = step(s, i);
    if (out) b.emit(out, i, next);
    i = next;
  }
  return b.build();
}

/**
 * `fold(s).text` without the map back to `s`: for a reader that needs only the folded text (./gate.ts, the leak
 * scan's code), the same steps without an offset pair for every character (tests/privacy/gate.test.ts holds the two
 * equal).
 */
export function foldText(s: string): string {
  if (PLAIN.test(s) && !SPECIAL.test(s)) return s;
  const parts: string[] = [];
  let i = 0;
  while (i < s.length) {
    RUN.lastIndex = i;
    const run = RUN.exec(s);
    if (run) {
      parts.push(run[0]);
      i += run[0].length;
      continue;
    }
    const [out, next] = step(s, i);
    if (out) parts.push(out);
    i = next;
  }
  return parts.join('');
}

/** Words as written and as folded ("собака" is read as "coбaka"): word lists match the folded text too. */
export const withFolded = (words: string[]) => [...new Set(words.flatMap((w) => [w, fold(w).text]))];
