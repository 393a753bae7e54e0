// What a recognised phrase becomes: the filters of the listing search it
// sets (the same names as the structured parameters) and the words it spans.
import type { Intent } from '../../schemas/search-content.ts';
import type { CompiledLexicon } from './lexicon.ts';
import { phrasesAt } from './lexicon.ts';
import type { Word } from './words.ts';

import type { PhraseFilter, PhraseKind } from '../../schemas/understood.ts';

export type { PhraseFilter };

export interface Match {
  start: number;
  end: number;
  kind: PhraseKind;
  filter: PhraseFilter | null;
  /** Text search reads this instead of the phrase (a machine type's catalog name). */
  replace?: string;
  /** A machine type's category. */
  category?: string;
  intent?: Intent;
  /** A misspelt make read as the make. */
  corrected?: string;
  /** Why a phrase was read but cannot apply (a currency without a reference rate). */
  note?: string;
}

/** The words and lexicon a recogniser reads, and the year "now" for ages. */
export interface Scan {
  words: readonly Word[];
  lx: CompiledLexicon;
  year: number;
  /** Currencies with a published reference rate. */
  rates: Record<string, number>;
  /** Whether the index holds a word (a misspelt make is read as the make only when it does not). */
  known?: (word: string) => boolean;
  /** Whether word i was written in capitals (US, UK: a country even without "in"). */
  upper(i: number): boolean;
  /** Phrases found at each word, computed once per query (every recogniser asks). */
  at: ({ end: number; roles: string[] }[] | undefined)[];
}

/** Phrases at word i whose roles include one starting with `prefix`, longest first. */
export function cues(s: Scan, i: number, prefix: string): { end: number; roles: string[] }[] {
  const all = (s.at[i] ??= phrasesAt(s.lx, s.words, i));
  return prefix ? all.filter((c) => c.roles.some((r) => r.startsWith(prefix))) : all;
}

/** The first role with `prefix` of the longest phrase at i, and where it ends. */
export function cue(s: Scan, i: number, prefix: string): { end: number; role: string } | null {
  for (const c of cues(s, i, prefix)) return { end: c.end, role: c.roles.find((r) => r.startsWith(prefix))! };
  return null;
}
