// A listing's specs read as its page shows them: "label: value", one spec a
// line. A contact the fields hide only apart ("Telefon" | "9014 827", a local
// part in one spec and "@firma.de" in the next) is found in that reading and
// cut out of each field it spans.
import { findContacts, replaceSpans } from '../privacy/index.ts';
import type { ScrubOptions } from './scrub-contacts.ts';
import { around, type ContactNote, type Finding } from './contact-notes.ts';

interface Spec {
  label: string;
  value: string;
}
interface Part {
  spec: number;
  key: 'label' | 'value';
  at: number;
  end: number;
}

/** The specs as the page shows them ("label: value" lines), or their values alone one after another. */
function joined(specs: Spec[], withLabels = true): { text: string; parts: Part[] } {
  const parts: Part[] = [];
  let text = '';
  specs.forEach((s, i) => {
    if (i) text += '\n';
    if (withLabels) {
      parts.push({ spec: i, key: 'label', at: text.length, end: text.length + s.label.length });
      text += `${s.label}: `;
    }
    parts.push({ spec: i, key: 'value', at: text.length, end: text.length + s.value.length });
    text += s.value;
  });
  return { text, parts };
}

export function scrubSpecs(
  specs: Spec[],
  field: string,
  opts: ScrubOptions,
  notes: ContactNote[],
  findings: Finding[],
): Spec[] {
  if (!Array.isArray(specs) || !specs.length || typeof specs[0]?.label !== 'string') return specs;
  // With labels ("Telefon: 9014 827"), then values alone ("jan.kowalski" then "@firma.de").
  const once = readTogether(specs, true, field, opts, notes, findings);
  return specs.length > 1 ? readTogether(once, false, field, opts, notes, findings) : once;
}

function readTogether(
  specs: Spec[],
  withLabels: boolean,
  field: string,
  opts: ScrubOptions,
  notes: ContactNote[],
  findings: Finding[],
): Spec[] {
  const { text, parts } = joined(specs, withLabels);
  const found = findContacts(text, opts);
  if (!found.length) return specs;
  const cuts = new Map<Part, { start: number; end: number }[]>();
  for (const c of found) {
    for (const p of parts) {
      const start = Math.max(c.start, p.at);
      const end = Math.min(c.end, p.end);
      if (end > start) cuts.set(p, [...(cuts.get(p) ?? []), { start: start - p.at, end: end - p.at }]);
    }
    notes.push({ field, action: 'scrubbed', kind: c.kind, known: c.known, context: around(text, c) });
  }
  const out = specs.map((s) => ({ ...s }));
  for (const [p, spans] of cuts) out[p.spec][p.key] = replaceSpans(specs[p.spec][p.key], spans);
  const left = findContacts(joined(out, withLabels).text, opts);
  if (left.length) {
    for (const n of notes.slice(-found.length)) n.action = 'withheld';
    findings.push({
      field,
      message: 'specs read together still show a contact after scrubbing: it could not be placed',
    });
  }
  return out;
}
