// The contacts we know: every seller's telephone number, e-mail address and
// contact name across the catalog (most real leaks are the seller's own).
// Found exactly, in any disguise the views undo (digits folded from words,
// emoji, full-width, look-alike letters; any separators or markup between
// the digits; an address written with "(a)", "[ät]" or the at and dot words),
// so it costs no facts: a serial number is never the same ten digits as a
// seller's telephone number by chance. The site's own addresses are known
// too, as the ones that may be published.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { AT_WORDS, DOT_WORDS } from './address-words.ts';
import { plainWord } from './number-lexicon.ts';
import { matches } from '../lib/matches.ts';

export interface Seller {
  email?: string | null;
  phone?: string | null;
  contact_name?: string | null;
  country?: string;
  name?: string;
}

export interface KnownContacts {
  /** National significant numbers (digits) of every seller telephone number. */
  phones: Set<string>;
  phoneLengths: number[];
  /** "local-last-token|domain-first-token" → the token sequences of the addresses with that pair. */
  emails: Map<string, { local: string[]; domain: string[] }[]>;
  /** "first|second" token pair of a contact name → its token sequences. */
  names: Map<string, string[][]>;
  /** Addresses that may be published (the site's own). */
  allowed: Set<string>;
  /** Every token a known address or name is looked up by: a text holding none of them needs no closer look. */
  keys: Set<string>;
}

/** A fresh dictionary with nothing in it (each call its own, since knownContacts fills one). */
const emptyKnown = (): KnownContacts => ({
  phones: new Set(),
  phoneLengths: [],
  emails: new Map(),
  names: new Map(),
  allowed: new Set(),
  keys: new Set(),
});

export const EMPTY_KNOWN: KnownContacts = emptyKnown();

const tokens = (s: string) => (s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(plainWord);

/** The national significant number of a seller's telephone number, as digits. */
export function nationalNumber(phone: string, country?: string): string | undefined {
  try {
    const p = parsePhoneNumberFromString(phone, (country ?? 'DE') as CountryCode);
    if (p?.nationalNumber && p.nationalNumber.length >= 6) return p.nationalNumber;
  } catch {
    /* not a number the library reads: fall back to its digits */
  }
  const d = phone.replace(/\D/g, '').replace(/^0+/, '');
  return d.length >= 7 ? d.slice(-10) : undefined;
}

export function knownContacts(sellers: Iterable<Seller>, allowed: Iterable<string> = []): KnownContacts {
  const k = emptyKnown();
  for (const a of allowed) k.allowed.add(a.toLowerCase());
  for (const s of sellers) {
    const nsn = s.phone ? nationalNumber(s.phone, s.country) : undefined;
    if (nsn) k.phones.add(nsn);
    if (s.email?.includes('@') && !k.allowed.has(s.email.toLowerCase())) {
      const [l, d] = s.email.toLowerCase().split('@');
      const local = tokens(l);
      const domain = tokens(d);
      if (local.length && domain.length) {
        const key = `${local[local.length - 1]}|${domain[0]}`;
        k.keys.add(local[local.length - 1]);
        const list = k.emails.get(key) ?? [];
        if (!list.some((e) => e.local.join('.') === local.join('.') && e.domain.join('.') === domain.join('.')))
          list.push({ local, domain });
        k.emails.set(key, list);
      }
    }
    const name = s.contact_name ? tokens(s.contact_name) : [];
    // A name the seller publishes as its business name ("Jan Kowalski Maschinenhandel") is public already.
    const publicName = s.name ? tokens(s.name).join(' ') : '';
    if (name.length >= 2 && name.every((t) => t.length >= 2) && !` ${publicName} `.includes(` ${name.join(' ')} `)) {
      const key = `${name[0]}|${name[1]}`;
      k.keys.add(name[0]).add(name[1]);
      const list = k.names.get(key) ?? [];
      if (!list.some((n) => n.join(' ') === name.join(' '))) list.push(name);
      k.names.set(key, list);
    }
  }
  k.phoneLengths = [...new Set([...k.phones].map((p) => p.length))].sort((a, b) => a - b);
  return k;
}

export interface Span {
  start: number;
  end: number;
}
export interface WordSpan extends Span {
  kind: 'email' | 'name';
}

/**
 * Known telephone numbers in the digit view: digits with anything but
 * letters between them (spaces, punctuation, markup), at most 12 characters
 * apart. `extra` adds numbers of this record only (its seller's number
 * without the area code, which would be too short to look for everywhere).
 */
export function findKnownPhones(view: string, k: KnownContacts, extra?: Set<string>): Span[] {
  if (!k.phones.size && !extra?.size) return [];
  const lengths = extra?.size ? [...new Set([...k.phoneLengths, ...[...extra].map((e) => e.length)])] : k.phoneLengths;
  const min = Math.min(...lengths);
  const spans: Span[] = [];
  for (const run of matches(view, /\d(?:[^\p{L}\d]{0,12}\d)*/gu)) {
    const pos: number[] = [];
    let digits = '';
    for (let i = 0; i < run[0].length; i++) {
      const c = run[0].charCodeAt(i);
      if (c >= 48 && c <= 57) {
        digits += run[0][i];
        pos.push(run.index! + i);
      }
    }
    if (digits.length < min) continue;
    for (let e = min; e <= digits.length; e++) {
      for (const len of lengths) {
        if (len > e) break;
        const d = digits.slice(e - len, e);
        if (k.phones.has(d) || extra?.has(d)) spans.push({ start: pos[e - len], end: pos[e - 1] + 1 });
      }
    }
  }
  return spans;
}

const AT_SET = new Set(AT_WORDS.map(plainWord).concat(['a', 'ad']));
const DOT_SET = new Set(DOT_WORDS.map(plainWord));

/** Known addresses and contact names in folded text (call it when ./triggers.ts found one of `keys` in it). */
export function findKnownWords(text: string, k: KnownContacts): WordSpan[] {
  if (!k.keys.size) return [];
  const toks = matches(text, /[\p{L}\p{N}]+/gu).map((m) => ({
    w: plainWord(m[0].toLowerCase()),
    at: m.index!,
    end: m.index! + m[0].length,
  }));
  const spans: WordSpan[] = [];
  const near = (a: number, b: number) => toks[b].at - toks[a].end <= 12;
  for (let i = 0; i < toks.length; i++) {
    // Addresses: the local part's last token, at-words or nothing, the domain's first token.
    for (let j = i + 1; j <= i + 3 && j < toks.length; j++) {
      if (!near(j - 1, j)) break;
      const list = k.emails.get(`${toks[i].w}|${toks[j].w}`);
      if (list) {
        for (const e of list) {
          // Back from the @ over the local part, forward over the domain; dot words ("punkt") may stand between.
          let s = i;
          let n = e.local.length - 1;
          while (n > 0 && s > 0 && near(s - 1, s)) {
            if (toks[s - 1].w === e.local[n - 1]) {
              s--;
              n--;
            } else if (DOT_SET.has(toks[s - 1].w)) s--;
            else break;
          }
          if (n > 0) continue;
          let end = j;
          for (let m = 1; m < e.domain.length && end + 1 < toks.length && near(end, end + 1); ) {
            if (toks[end + 1].w === e.domain[m]) {
              end++;
              m++;
            } else if (DOT_SET.has(toks[end + 1].w)) end++;
            else break;
          }
          while (end > j && DOT_SET.has(toks[end].w)) end--;
          spans.push({ start: toks[s].at, end: toks[end].end, kind: 'email' });
        }
      }
      if (!AT_SET.has(toks[j].w)) break;
    }
    // Names: two tokens in a row, either order ("Jan Kowalski", "Kowalski, Jan").
    if (i + 1 < toks.length && near(i, i + 1)) {
      for (const key of [`${toks[i].w}|${toks[i + 1].w}`, `${toks[i + 1].w}|${toks[i].w}`]) {
        for (const n of k.names.get(key) ?? []) {
          if (n.length === 2) spans.push({ start: toks[i].at, end: toks[i + 1].end, kind: 'name' });
          else if (n.slice(2).every((t, m) => toks[i + 2 + m]?.w === t))
            spans.push({ start: toks[i].at, end: toks[i + n.length - 1].end, kind: 'name' });
        }
      }
    }
  }
  return spans;
}
