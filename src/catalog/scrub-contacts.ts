// Makes a public record safe to publish, string by string, and says what it
// did. Every string leaf is free text and is scrubbed in place (the contact
// cut out where it stands, in the text as written or as rendered), unless
// its key names an identifier or a URL (VERBATIM): those are read, never
// rewritten. A contact in one is handled where it can be: a photo whose
// address carries one is dropped from the record; any other identifier
// withholds the record, since rewriting it would break it. Specs are read
// also as the page shows them, label and value together ("Telefon" and
// "9014 827", a local part and a domain in two specs). What each record
// will publish is read again after scrubbing: a contact still readable there
// is one the scrubber could not place, and withholds the record. A new field
// is therefore scrubbed by default, without anyone remembering to.
import {
  describeContacts as describe,
  findContacts,
  replaceSpans,
  type Contact,
  type DetectOptions,
} from '../privacy/index.ts';
import { checkVerbatim, isMintedId, VERBATIM } from './verbatim.ts';
import { scrubSpecs } from './scrub-specs.ts';
import { around, type ContactNote, type Finding } from './contact-notes.ts';
export interface ScrubOptions extends Omit<DetectOptions, 'structure' | 'fast'> {
  /** The site's origin: a record's own addresses (url, markdown_url, …) are built from it and its checked slug or id. */
  origin?: string;
  /** The slug was read already, with the record's own words (privacy-context.ts slugFor). */
  slugChecked?: boolean;
}

/** Addresses the projection builds from the origin and the record's slug or id (both read themselves). */
const DERIVED = new Set([
  'url',
  'markdown_url',
  'json_url',
  'api_url',
  'canonical_url',
  'home',
  'for_agents',
  'agent_guide',
  'llms_txt',
]);

/** One free-text string scrubbed; a contact still readable afterwards comes back as `left`. */
function scrubText(v: string, opts: ScrubOptions): { out: string; found: Contact[]; left: Contact[] } {
  const found = findContacts(v, opts);
  if (!found.length) return { out: v, found, left: [] };
  const out = replaceSpans(v, found);
  return { out, found, left: findContacts(out, opts) };
}

export interface Scrubbed<T> {
  value: T;
  findings: Finding[];
  notes: ContactNote[];
}

/** The record with every free-text string scrubbed, what makes it unpublishable (empty when it is fine), and what was found. */
export function scrubRecord<T>(record: T, opts: ScrubOptions = {}): Scrubbed<T> {
  const findings: Finding[] = [];
  const notes: ContactNote[] = [];
  const note = (field: string, action: ContactNote['action'], text: string, c: Contact) =>
    notes.push({ field, action, kind: c.kind, known: c.known, context: around(text, c) });
  const DROP = Symbol('drop');

  const walk = (v: unknown, path: string[], verbatim: boolean): unknown => {
    const field = path.join('.');
    if (typeof v === 'string') {
      if (verbatim) {
        if (isMintedId(v, path.at(-1)) || (opts.slugChecked && path.length === 1 && path[0] === 'slug')) return v;
        const key = path.at(-1)!;
        if (opts.origin && DERIVED.has(key) && !/^\d+$/.test(path.at(-2) ?? '') && v.startsWith(`${opts.origin}/`))
          return v;
        const found = checkVerbatim(v, opts);
        if (!found.length) return v;
        // A photo is one element of its list: leave it out and publish the rest.
        const inList = path.length >= 3 && /^\d+$/.test(path.at(-2)!) && path.at(-1) === 'url';
        for (const c of found) note(field, inList ? 'dropped' : 'withheld', v, c);
        if (inList) return DROP;
        findings.push({
          field,
          message: `carries a contact (${describe(found)}); an identifier or URL is never rewritten, so the record is withheld`,
        });
        return v;
      }
      const { out, found, left } = scrubText(v, opts);
      for (const c of found) note(field, left.length ? 'withheld' : 'scrubbed', v, c);
      if (left.length)
        findings.push({
          field,
          message: `still shows a contact after scrubbing (${describe(left)}): it could not be placed in the text as written`,
        });
      return out;
    }
    if (Array.isArray(v)) {
      const items = v.map((x, i) => walk(x, [...path, String(i)], verbatim));
      const kept = items.filter((x) => x !== DROP);
      // Specs read as the page shows them: label and value, one spec after another.
      return path.at(-1) === 'specs'
        ? scrubSpecs(kept as { label: string; value: string }[], field, opts, notes, findings)
        : kept;
    }
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) {
        const w = walk(x, [...path, k], VERBATIM.has(k));
        if (w === DROP) return DROP;
        out[k] = w;
      }
      return out;
    }
    return v;
  };
  return { value: walk(record, [], false) as T, findings, notes };
}
