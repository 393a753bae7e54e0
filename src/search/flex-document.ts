// The FlexSearch round trip: a Document exported to one text file at build
// time and imported at cold start, and the tokens it is fed per field (cut
// by ./text.ts, never by FlexSearch).
import type { Document } from 'flexsearch';
import type { Field, FlexDoc } from './options.ts';
import { indexTokens } from './text.ts';

/** Export of a Document as alternating lines `key` / `data` (FlexSearch data is JSON, never multi-line). */
export function exportDocument(doc: Document<FlexDoc>): string {
  const lines: string[] = [];
  doc.export((key: string, data: string) => {
    lines.push(key, data);
  });
  return lines.join('\n');
}

export function importDocument<D extends Document<FlexDoc>>(doc: D, text: string): D {
  let i = 0;
  while (i < text.length) {
    const a = text.indexOf('\n', i);
    const b = text.indexOf('\n', a + 1);
    const key = text.slice(i, a);
    const data = text.slice(a + 1, b < 0 ? text.length : b);
    doc.import(key, data);
    i = b < 0 ? text.length : b + 1;
  }
  return doc;
}

export interface FieldTexts { model: string; make: string; title: string; body: string }

/**
 * Tokens per field, as the space-joined strings FlexSearch indexes. Adds to `vocab` what a
 * misspelt word may be corrected to: letter words of 3+ characters, and model codes.
 */
export function tokenizeFields(t: FieldTexts, vocab: Set<string>): Record<Field, string> {
  const out = {} as Record<Field, string>;
  for (const f of ['model', 'make', 'title', 'body'] as const) {
    const set = indexTokens(t[f], new Set(), f !== 'body');
    for (const w of set) if (w.length >= 3 && (/^[a-z]+$/.test(w) || (f === 'model' && /[a-z]/.test(w)))) vocab.add(w);
    out[f] = [...set].join(' ');
  }
  return out;
}
