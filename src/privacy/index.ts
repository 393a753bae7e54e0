// The one contact detector. The publishing step scrubs with it, the build's
// leak scan and `npm run check` report with it, the tests measure it.
//   findContacts(text, {country})  → what is there, where (in the original text)
//   scrub(text, {country})         → the text with each finding replaced
import { fold } from './fold.ts';
import { findEmails } from './emails.ts';
import { findPhones, regionsFor } from './phones.ts';
import { findMessengers } from './messengers.ts';

export const CONTACT_PLACEHOLDER = '[contact via Secondline]';

export type ContactKind = 'email' | 'phone' | 'messenger';
export interface Contact { kind: ContactKind; start: number; end: number; match: string }
export interface DetectOptions {
  /** ISO country of the record: its numbering plan and its neighbours' are tried first. */
  country?: string;
  /** Addresses that may be published (the site's own contact address). */
  allowEmails?: Iterable<string>;
}

// Text without an @, a digit run or a link can carry no contact: skip the work.
const MAYBE = /[@＠﹫]|&|%40|\d\D{0,3}\d\D{0,3}\d\D{0,3}\d|\bat\b|[_-]at[_-]|arroba|chez|malpa|mailto|:\/\/|wa\.me|t\.me|signal|viber|whatsapp|telegram|skype|[^\x00-\x7F]/i;

export function findContacts(text: string, opts: DetectOptions = {}): Contact[] {
  if (!text || !MAYBE.test(text)) return [];
  const f = fold(text);
  const allow = new Set([...(opts.allowEmails ?? [])].map((e) => e.toLowerCase()));
  // Allowed addresses are blanked out (same length, offsets kept), so the text around them is read on its own.
  if (allow.size) {
    let masked = f.text;
    for (const a of allow) masked = masked.replace(new RegExp(a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), (m) => ' '.repeat(m.length));
    f.text = masked;
  }
  const found: Contact[] = [];
  const add = (kind: ContactKind, spans: { start: number; end: number }[]) => {
    for (const s of spans) {
      if (s.end <= s.start) continue;
      if (allow.size && allow.has(f.text.slice(s.start, s.end).toLowerCase().replace(/^mailto:\/{0,2}/, '').replace(/\?.*$/, ''))) continue;
      const start = f.start[s.start];
      const end = f.end[s.end - 1];
      found.push({ kind, start, end, match: text.slice(start, end) });
    }
  };
  add('messenger', findMessengers(f.text));
  add('email', findEmails(f.text));
  add('phone', findPhones(f.text, regionsFor(opts.country)));
  return merge(found);
}

/** Overlapping findings become one, so each contact is replaced once. */
function merge(found: Contact[]): Contact[] {
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Contact[] = [];
  for (const c of found) {
    const last = out[out.length - 1];
    if (last && c.start < last.end) {
      if (c.end > last.end) last.end = c.end;
      continue;
    }
    out.push({ ...c });
  }
  return out;
}

/** The text with every contact replaced by the placeholder; untouched when there is none. */
export function scrub(text: string, opts: DetectOptions = {}): string {
  const found = findContacts(text, opts);
  if (!found.length) return text;
  let out = '';
  let at = 0;
  for (const c of found) {
    out += text.slice(at, c.start) + CONTACT_PLACEHOLDER;
    at = c.end;
  }
  return out + text.slice(at);
}

/** Findings as short human text: `phone "0171 4010001"`. */
export const describeContacts = (found: Contact[]) =>
  found.map((c) => `${c.kind} "${c.match.replace(/\s+/g, ' ').slice(0, 60)}"`).join(', ');
