// Reads one text the ways a person (or a script) reads it and runs every
// detector on each reading:
//   the text as written, folded (./fold.ts);
//   rendered, when it is markdown or HTML (./markdown-view.ts, ./html-view.ts):
//     pieces joined across markup, table cells joined, attributes read;
//   a built page (`structure: 'page'`), as a visitor sees it;
//   spaced-out letters joined, capital AT and DOT read as @ and dots (./encoded.ts), base64 decoded;
// and in each, the digit view (./digit-view.ts) for telephone numbers.
// Every finding maps back to the text as written.
import { fold } from './fold.ts';
import { compose, identity, rewrite, sourceRange, type Mapped } from './mapped.ts';
import { nothingToRead, triggers, type Triggers } from './triggers.ts';
import { digitView } from './digit-view.ts';
import { findEmails } from './emails.ts';
import { findMessengers } from './messengers.ts';
import { findPhones, findVanity } from './phones.ts';
import { regionsFor } from './phone-plans.ts';
import { EMPTY_KNOWN, findKnownPhones, findKnownWords, type KnownContacts } from './known.ts';
import { htmlView, hasHtml } from './html-view.ts';
import { markdownView } from './markdown-view.ts';
import { base64Tokens, capitalsView, compactView } from './encoded.ts';
import type { Contact, ContactKind } from './contact.ts';

export interface DetectOptions {
  /** ISO country of the record: its numbering plan is read first, then its neighbours' and the catalog's markets. */
  country?: string;
  /** The contacts we know (every seller's), found exactly in any disguise. */
  known?: KnownContacts;
  /** This record's own seller's numbers in short forms too (without the area code). */
  ownPhones?: Set<string>;
  /** Addresses that may be published (the site's own). */
  allowEmails?: Iterable<string>;
  /**
   * How the text is built: 'auto' (seller text; markdown and HTML are rendered when present), 'page' (a built
   * HTML page: read as a visitor sees it, table cells apart), 'plain' (as written only).
   * @default 'auto'
   */
  structure?: 'auto' | 'page' | 'plain';
  /** The score a digit run needs to be a telephone number (./phone-score.ts THRESHOLD when not given). */
  phoneThreshold?: number;
  /** Skip spelled-out number words (the build's last-line scan of its own output, which the publishing step read fully). */
  fast?: boolean;
}

/**
 * Markup that can join what the plain reading sees apart, next to what a contact is made of: HTML; links,
 * references, footnotes, code spans and escapes near a digit or an @; a digit at the end of one list item and
 * the start of the next.
 */
const JOINING = /\]\(|\]\[|\[\^|`|\\/;
const NEAR_CONTACT = /[\d@]/;
const LIST_SPLIT = /\d[^\n\d]{0,8}\n[ \t]*(?:[-*+]|\d{1,2}[.)])[ \t]+\S{0,6}\d/;
const needsRendering = (text: string) =>
  hasHtml(text) || (JOINING.test(text) && NEAR_CONTACT.test(text)) || LIST_SPLIT.test(text);

export function detectInViews(text: string, opts: DetectOptions): Contact[] {
  const out: Contact[] = [];
  const structure = opts.structure ?? 'auto';
  const first = triggers(text, opts.known?.keys);
  const maybe = !nothingToRead(first, text);
  if (!maybe && !first.known) return out;
  if (structure === 'page') read(htmlView(text, { cells: 'apart' }), text, opts, out, maybe);
  else {
    read(identity(text), text, opts, out, maybe, first);
    if (structure === 'auto' && maybe && needsRendering(text)) read(markdownView(text), text, opts, out, maybe);
  }
  return out;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The folded text with the addresses that may be published blanked out (same length, so offsets hold). */
function withoutAllowed(f: Mapped, allowed: string[]): Mapped {
  if (!allowed.length || !f.text.includes('@')) return f;
  const re = new RegExp(allowed.map(escapeRegExp).join('|'), 'gi');
  const blanked = f.text.replace(re, (m) => ' '.repeat(m.length));
  return blanked === f.text ? f : rewrite(f, blanked);
}

function read(view: Mapped, text: string, opts: DetectOptions, out: Contact[], maybe: boolean, given?: Triggers) {
  const allowed = [...(opts.allowEmails ?? []), ...(opts.known?.allowed ?? [])];
  const f = withoutAllowed(fold(view.text), allowed);
  const t = given && f.text === text ? given : triggers(f.text, opts.known?.keys);
  const push = (kind: ContactKind, spans: { start: number; end: number }[], m: Mapped, known = false) => {
    for (const s of spans) {
      if (s.end <= s.start) continue;
      const [a, b] = sourceRange(m, s.start, s.end);
      const [start, end] = sourceRange(view, a, b);
      if (end > start) out.push({ kind, start, end, match: text.slice(start, end), known });
    }
  };
  if (opts.known && t.known) for (const s of findKnownWords(f.text, opts.known)) push(s.kind, [s], f, true);
  if (!maybe) return;
  const d = digitView(f, t.numberWords && !opts.fast);
  if (t.digits || d.view.text !== f.text) {
    if (opts.known || opts.ownPhones)
      push('phone', findKnownPhones(d.view.text, opts.known ?? EMPTY_KNOWN, opts.ownPhones), d.view, true);
    push('phone', findPhones(d.view.text, regionsFor(opts.country), d.spelled, opts.phoneThreshold), d.view);
  }
  push('messenger', findMessengers(f.text, t.chat), f);
  if (t.at || t.provider || f.text.includes('mailto')) push('email', findEmails(f.text), f);
  push('phone', findVanity(f.text), f);
  const compact = compactView(f.text);
  if (compact) push('email', findEmails(compact.text), compose(compact, f));
  const capitals = capitalsView(f.text);
  if (capitals) push('email', findEmails(capitals.text), compose(capitals, f));
  if (t.encoded) {
    for (const b of base64Tokens(f.text)) {
      // Nothing but a number inside (+49 171 …, 34 21 98 83): encoding a number is hiding it.
      if (/^[\d\s+()./-]+$/.test(b.text) && b.text.replace(/\D/g, '').length >= 7) {
        push('phone', [b], f);
        continue;
      }
      const inner = detectInViews(b.text, { ...opts, structure: 'plain', known: undefined });
      if (inner.length) push(inner[0].kind, [b], f);
    }
  }
}
