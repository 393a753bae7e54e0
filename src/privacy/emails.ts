// E-mail addresses in folded text, plain and disguised: `[at]`, `(AT)`,
// `(a)`, `[ät]`, `_at_`, `-at-`, the at and dot words of many languages
// (./address-words.ts), markdown around the @, international domains, an
// address without its ending (`jan@gmail`), and a free-mail provider that
// implies the domain (`jan.kowalski79 at gmail`, `Gmail: jan.kowalski79`).
// A spelled-out "at" needs its dot part and a real top-level domain, so
// "located at plant two" and "look at this dot" are prose. An @ between
// technical words ("120 ppm@A4", "840D@PCU50", "UA@Port 4840") is not an
// address: a bare @ without a domain ending needs a provider, a dotted local
// part or an e-mail word before it. Addresses written apart (no @, a
// provider's name typed apart, CJK at words) are ./emails-apart.ts's.
import { CJK_AT, isTld } from './address-words.ts';
import {
  AT,
  AT_WORD,
  DOT,
  LABEL,
  LOCAL,
  PLAIN_PROVIDER,
  PROVIDER,
  SPELLED_LABEL,
  SPELLED_LOCAL_PART,
  TIGHT_DOT,
  TLD,
  addressLike,
  alt,
} from './address-pattern.ts';
import { findAddressesApart } from './emails-apart.ts';
import { EMAIL_WORDS } from './contact-words.ts';
import { emailWordBefore } from './phone-context.ts';
import { alternation, pattern } from './regex.ts';
import { withFolded } from './fold.ts';
import { plainWord } from './number-lexicon.ts';
import { matches } from '../lib/matches.ts';

export interface Span {
  start: number;
  end: number;
}

const FULL = pattern(
  'giu',
  String.raw`(?:mailto:\s*)?(?<![\p{L}\p{N}])`,
  LOCAL,
  AT,
  String.raw`(?!www\.)`,
  LABEL,
  `(?:${DOT}${LABEL})*`,
  DOT,
  TLD,
  String.raw`(?![\p{L}\p{N}])`,
);
const SPELLED = pattern(
  'giu',
  String.raw`(?<![\p{L}\p{N}])`,
  LOCAL,
  String.raw`\s+${AT_WORD}\s+(?!www\.)`,
  SPELLED_LABEL,
  `(?:${TIGHT_DOT}${SPELLED_LABEL})*`,
  TIGHT_DOT,
  TLD,
  String.raw`(?![\p{L}\p{N}@])`,
);
/**
 * `jan@gmail`, `jan.k@firma-x`: a real @ between word characters, no ending.
 * Bounded like a real address (local part at most 64, a label at most 63), so
 * a long run of address characters (base64 in an index file) costs linear time.
 */
const BARE = pattern(
  'gu',
  String.raw`(?<![\p{L}\p{N}.])[\p{L}\p{N}][\p{L}\p{N}._%+-]{0,63}`,
  String.raw`@\p{L}[\p{L}\p{N}-]{1,62}(?![\p{L}\p{N}-]|\.[\p{L}\p{N}])`,
);
const MAILTO = /mailto:[^\s)>\]"']+/gi;
/**
 * `jan@gmail.c0m`, `jan@gmx.d3`: a real @ before a free-mail provider is an address whatever its ending, digits
 * typed for letters included (FULL wants letters; BARE stops before a dot).
 */
const PROVIDER_AT = pattern(
  'giu',
  String.raw`(?<![\p{L}\p{N}._%+\-])`,
  LOCAL,
  String.raw`@${PROVIDER}(?:\.(?=\p{N}*\p{L})[\p{L}\p{N}]{2,6}){0,2}(?![\p{L}\p{N}@])`,
);
/**
 * A provider's domain written out with a spelled or spaced dot, after a local part and an at word or a preposition
 * ("jan bei gmail punkt com", "jan on web dot de", "jan auf gmx . de"): read from each provider's name, so a text
 * naming none costs one test. A plain dot after a preposition is left to the other forms ("photos on web.de").
 */
const PROVIDER_WORD = pattern('giu', String.raw`(?<![\p{L}\p{N}@.])`, PROVIDER, String.raw`(?![\p{L}\p{N}])`);
const SPELLED_ENDING = pattern('iu', String.raw`^(?!\.\p{L})`, DOT, TLD, String.raw`(?![\p{L}\p{N}@])`);
const LOCAL_BEFORE = pattern(
  'iu',
  String.raw`(?<![\p{L}\p{N}@.])[\p{L}\p{N}][\p{L}\p{N}._%+-]{1,63}\s+(?:${AT_WORD}|bei|auf|on|su|en|na|w|op|via|chez|presso)\s+$`,
);
/** Whether a provider is named at all (findEmails reads such texts for providerSpelled; ./gate.ts asks it too). */
// ASCII, without the unicode flag (every text with an address word is asked): it matches wherever PROVIDER_WORD
// does, and a little more (after a letter no ASCII class holds).
const PROVIDER_ANYWHERE = new RegExp(`(?:^|[^a-z0-9@.])${PROVIDER}(?![a-z0-9])`, 'i');
const mayNameProvider = (text: string) => PROVIDER_ANYWHERE.test(text);

function providerSpelled(text: string, add: (s: Span) => void) {
  for (const m of matches(text, PROVIDER_WORD)) {
    const end = m.index! + m[0].length;
    const ending = SPELLED_ENDING.exec(text.slice(end, end + 40));
    if (!ending || !isTld(ending.groups!.tld)) continue;
    const from = Math.max(0, m.index! - 80);
    const before = LOCAL_BEFORE.exec(text.slice(from, m.index!));
    if (before) add({ start: from + before.index, end: end + ending[0].length });
  }
}
const IS_PROVIDER = new RegExp(`^${PROVIDER}$`, 'i');
/** `jan.kowalski79 at gmail`, `jan.kowalski79 (gmail)`, `jan.kowalski79 bei GMX`. */
const IMPLIED_AFTER = pattern(
  'giu',
  String.raw`(?<![\p{L}\p{N}@.])(?<local>[\p{L}\p{N}][\p{L}\p{N}._%+-]{1,63})`,
  String.raw`(?:${AT}|\s+(?:${AT_WORD}|bei|auf|on|su|en|na|w|op|via)\s+|\s*[(\[]\s*(?=${PLAIN_PROVIDER}\s*[)\]]))`,
  String.raw`(?<provider>${PROVIDER})(?:\s*[)\]])?(?![\p{L}\p{N}@]|\.\p{L})`,
);
/**
 * `jan.kowalski🌀gmail.com`, `jan.kowalski#gmx.de`: a free-mail provider's own domain right after a local part, one
 * symbol or emoji standing for the @, the provider's name and an ending written in full (`web.de`, `free.fr`), all
 * in one token: never across a space, a slash or a colon (a path or an address of a site).
 */
const SYMBOL_AT = pattern(
  'giu',
  String.raw`(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}][\p{L}\p{N}._%+\-]{0,62}[\p{L}\p{N}]`,
  String.raw`[^\p{L}\p{N}\s._%+\-@:/\\]{1,2}`,
  String.raw`${PROVIDER}\.${TLD}(?![\p{L}\p{N}])`,
);
// ASCII, without the unicode flag: findEmails asks it of every text it reads, most of them prose.
const PROVIDER_DOMAIN = new RegExp(String.raw`${PROVIDER}\.[a-z]{2,24}(?![a-z0-9])`, 'i');
/** A free-mail provider's domain written out (`web.de`, `t-online.de`): SYMBOL_AT may read an address there. */
const namesProviderDomain = (text: string) => text.includes('.') && PROVIDER_DOMAIN.test(text);
/** `Gmail: jan.kowalski79`, `my gmail is jan.kowalski79`. */
const IMPLIED_BEFORE = pattern(
  'giu',
  String.raw`(?<![\p{L}\p{N}])${PLAIN_PROVIDER}(?:[\s-]*(?:id|address|adresse|account|konto))?`,
  String.raw`\s*(?::|=|\s(?:is|ist|est|es|è|jest|-)\s|-)\s*(?<local>[\p{L}\p{N}][\p{L}\p{N}._%+-]{2,63})(?![\p{L}\p{N}@])`,
);

/**
 * An address spelled with the at and dot words of a language no list holds: one word for the @, one word repeated
 * for every dot, a country's or a common ending last ("k.varga kukac varga-gep pont hu"). Taken right after an
 * e-mail word, or when the at word is bracketed ("«at»", "{a}"), so prose ("the form on each listing page") is left
 * alone.
 */
const WORD = String.raw`(?:\p{L}{1,14}(?: \p{L}{1,8})?|[«‹({[<]\s?(?:\p{L}{1,3}|@)\s?[»›)}\]>])`;
const DOT_ANY = String.raw`(?:\p{L}{1,14}|[«‹({[<]\s?(?:\p{L}{1,3}|\.)\s?[»›)}\]>])`;
const ANY_SPELLED = pattern(
  'giu',
  String.raw`(?<![\p{L}\p{N}])`,
  LOCAL,
  String.raw`\s+(?<at>${WORD})\s+`,
  `(?<label>${LABEL})`,
  String.raw`\s+(?<dot>${DOT_ANY})\s+(?:${LABEL}\s+\k<dot>\s+)*`,
  TLD,
  String.raw`(?![\p{L}\p{N}@])`,
  // An address ends its clause; "… address or telephone number is never published" goes on.
  String.raw`(?=\s*$|\s*[\n,;:!?()\]]|\.(?:\s|$)|\s+[-–—])`,
);
const BRACKETED = /^[«‹({[<]\s?(?:\p{L}{1,3}|@)\s?[»›)}\]>]$/u;
/**
 * Words of prose that no domain is named (an article, a preposition): "Gmail were used on the office PC" reads
 * "used on" as an at and "the" as a domain otherwise.
 */
const PROSE = new Set([
  'the',
  'a',
  'an',
  'of',
  'on',
  'in',
  'to',
  'and',
  'or',
  'for',
  'with',
  'by',
  'der',
  'die',
  'das',
  'den',
  'dem',
  'und',
  'mit',
  'le',
  'la',
  'les',
  'des',
  'du',
  'et',
  'el',
  'los',
  'las',
  'il',
  'lo',
  'gli',
  'de',
  'het',
  'een',
  'en',
]);
const EMAIL_WORD = pattern(
  'iu',
  String.raw`(?<![\p{L}])(?:`,
  alternation(withFolded(EMAIL_WORDS.map(plainWord))),
  String.raw`)(?![\p{L}])`,
);
const EMAIL_BEFORE = pattern(
  'iu',
  String.raw`(?<![\p{L}])(?:`,
  alternation(withFolded(EMAIL_WORDS.map(plainWord))),
  String.raw`)[\s.:=()-]{0,4}$`,
);
/** Endings an address spelled out with unknown words may have: a country's, or the commonest generic ones. */
const SPELLED_TLD = /^(?:\p{L}{2}|com|net|org|info|biz|eu)$/iu;

/** Lower case without diacritics, offsets kept (an e-mail word is looked for, not placed). */
const plain = (t: string) => (/^[\x00-\x7f]*$/.test(t) ? t : t.normalize('NFD').replace(/\p{Mn}/gu, ''));

function anySpelled(text: string, add: (m: RegExpMatchArray) => void) {
  const re = new RegExp(ANY_SPELLED);
  // A rejected match is retried one character on: "machine.\n\nEmail: jan {a} firma {d} de" starts at "Email".
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const { at, dot, tld } = m.groups!;
    const spelled =
      at.toLowerCase() !== dot.toLowerCase() && SPELLED_TLD.test(tld) && !PROSE.has(m.groups!.label.toLowerCase());
    const before = plain(text.slice(Math.max(0, m.index - 24), m.index));
    if (spelled && (BRACKETED.test(at) || EMAIL_BEFORE.test(before))) add(m);
    else re.lastIndex = m.index + 1;
  }
}

const LOCAL_PART_BEFORE = pattern('iu', SPELLED_LOCAL_PART);
/** A spelled address with the parts of its local part that stand before it ("jan underscore " + "meier at …"). */
function withSpelledLocal(text: string, m: RegExpMatchArray): Span {
  let start = m.index!;
  for (let k = 0; k < 4; k++) {
    const from = Math.max(0, start - 80);
    const part = LOCAL_PART_BEFORE.exec(text.slice(from, start));
    if (!part) break;
    start = from + part.index;
  }
  return { start, end: m.index! + m[0].length };
}

const LETTER = /\p{L}/u;
const PRECHECK = pattern(
  'iu',
  String.raw`[@＠]|(?<![\p{L}])${AT_WORD}(?![\p{L}])|[_-]at[_-]|[[({<]\s*(?:a|ät)\s*[\])}>]|mailto|`,
  `${alt(CJK_AT)}|`,
  PLAIN_PROVIDER,
);

/** An address spelled with words no list holds may stand here: an e-mail word or a bracket such addresses use. */
const mayBeSpelled = (text: string) => EMAIL_WORD.test(plain(text)) || /[{«‹]/.test(text);
/** An @, an at word, a bracketed at, mailto or a provider: what every other form of address needs. */
const mayHaveAt = (text: string) => text.includes('@') || PRECHECK.test(text);
/** Whether findEmails can find anything in `text` (its own early exits; src/privacy/gate.ts asks this). */
export const mayHoldEmail = (text: string) =>
  mayBeSpelled(text) || mayHaveAt(text) || namesProviderDomain(text) || mayNameProvider(text);

export function findEmails(text: string): Span[] {
  const spans: Span[] = [];
  const add = (m: RegExpMatchArray) => spans.push({ start: m.index!, end: m.index! + m[0].length });
  if (mayBeSpelled(text)) anySpelled(text, add);
  if (namesProviderDomain(text)) for (const m of matches(text, SYMBOL_AT)) if (isTld(m.groups!.tld)) add(m);
  if (mayNameProvider(text)) providerSpelled(text, (s) => spans.push(s));
  if (!mayHaveAt(text)) return spans;
  for (const m of matches(text, MAILTO)) add(m);
  for (const m of matches(text, FULL)) {
    // A bracketed or spelled separator needs a real ending: "item (a) and this (dot) one" is prose.
    if (m[0].includes('@') || isTld(m.groups!.tld)) add(m);
  }
  for (const m of matches(text, SPELLED)) if (isTld(m.groups!.tld)) spans.push(withSpelledLocal(text, m));
  if (text.includes('@')) {
    for (const m of matches(text, PROVIDER_AT)) add(m);
    for (const m of matches(text, BARE)) {
      const [local, domain] = m[0].split('@');
      if (!LETTER.test(local)) continue;
      const provider = IS_PROVIDER.test(domain);
      const dotted = /[._]/.test(local) && /^[\p{L}-]{3,}$/u.test(domain);
      // Two long words with letters around the @ ("qzloc216@qzdom216"), not a value at a setting ("840D@PCU50").
      const long = local.length >= 5 && domain.length >= 5 && /\p{L}{3}/u.test(local) && /\p{L}{3}/u.test(domain);
      if (provider || dotted || long || emailWordBefore(text, m.index!)) add(m);
    }
  }
  for (const m of matches(text, IMPLIED_AFTER)) {
    const viaAt = /@|\b(?:at)\b|[[(]/i.test(m[0].slice(m.groups!.local.length));
    if (addressLike(m.groups!.local) || (viaAt && m.groups!.local.length >= 3)) add(m);
  }
  for (const m of matches(text, IMPLIED_BEFORE)) if (addressLike(m.groups!.local)) add(m);
  findAddressesApart(text, add);
  return spans;
}
