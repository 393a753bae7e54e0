// "Did you mean": the text search's words with each corrected word replaced
// by the catalog word that answered most (the first of its list).
import { fold } from '../text.ts';

export interface Correction {
  word: string;
  to: string[];
}

export function didYouMean(text: string, corrections: readonly Correction[]): string {
  const by = new Map(corrections.map((c) => [c.word, c.to[0]]));
  return text
    .split(/\s+/)
    .map((w) => by.get(fold(w).replace(/[^a-z0-9]/g, '')) ?? w)
    .join(' ');
}
