// The tokens a FlexSearch document is fed per field, cut by ./text.ts and never
// by FlexSearch, so the index writer, the bundled loader and Postgres sync agree.
import type { Field } from './options.ts';
import { indexTokens } from './text.ts';

export interface FieldTexts {
  model: string;
  make: string;
  title: string;
  body: string;
}

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
