// The one contact detector. The publishing step scrubs with it, the build's
// leak scan and `npm run check` report with it, the tests and
// `npm run bench:privacy` measure it.
//   findContacts(text, opts) → what is there, where (in the original text)
//   scrub(text, opts)        → the text with each finding replaced
// Two kinds of evidence: the contacts we know (./known.ts: every seller's
// number, address and contact name, found exactly in any disguise), and
// contacts nobody listed, found by reading the text the ways a person reads
// it (./views.ts: folded, rendered, digits spelled out) and scoring what
// stands around each candidate (./phone-score.ts, ./emails.ts,
// ./messengers.ts).
import { detectInViews, type DetectOptions } from './views.ts';
import type { Contact } from './contact.ts';

export { CONTACT_PLACEHOLDER, type Contact } from './contact.ts';
export type { DetectOptions } from './views.ts';
export { knownContacts, type KnownContacts, EMPTY_KNOWN } from './known.ts';
import { CONTACT_PLACEHOLDER } from './contact.ts';

export function findContacts(text: string, opts: DetectOptions = {}): Contact[] {
  if (!text) return [];
  return merge(detectInViews(text, opts));
}

/** Overlapping findings become one, so each contact is replaced once; a known contact names the merged finding. */
function merge(found: Contact[]): Contact[] {
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Contact[] = [];
  for (const c of found) {
    const last = out[out.length - 1];
    if (last && c.start < last.end) {
      if (c.end > last.end) last.end = c.end;
      last.known ||= c.known;
      continue;
    }
    out.push({ ...c });
  }
  return out;
}

/** `text` with each span replaced by the placeholder. */
export function replaceSpans(text: string, spans: { start: number; end: number }[]): string {
  if (!spans.length) return text;
  let out = '';
  let at = 0;
  for (const c of [...spans].sort((a, b) => a.start - b.start)) {
    if (c.start < at) continue;
    out += text.slice(at, c.start) + CONTACT_PLACEHOLDER;
    at = c.end;
  }
  return out + text.slice(at);
}

/** The text with every contact replaced by the placeholder; untouched when there is none. */
export function scrub(text: string, opts: DetectOptions = {}): string {
  const found = findContacts(text, opts);
  return found.length ? replaceSpans(text, found) : text;
}

/** Findings as short human text: `phone "0171 4010001"`. */
export const describeContacts = (found: Contact[]) =>
  found.map((c) => `${c.known ? 'known ' : ''}${c.kind} "${c.match.replace(/\s+/g, ' ').slice(0, 60)}"`).join(', ');
