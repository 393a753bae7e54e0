// The typo vocabulary of a catalog version (letter words of 4+ characters of
// its records), read from search_versions only when a query first needs typo
// candidates: most queries never do. The planner is synchronous, so asking
// for words not read yet throws VocabularyPending; PostingCache.settle reads
// them and runs the planner again (as it does for postings).
import type { ReadDb } from '../../db/read-pool.ts';
import { versionText } from './sliced-read.ts';
import type { Kind } from './schema.ts';

export class VocabularyPending extends Error {}

export interface LazyVocabulary {
  /** The words, or VocabularyPending when they are not read yet. */
  get: () => string[];
  load(): Promise<void>;
}

export function lazyVocabulary(db: ReadDb, kind: Kind, version: number): LazyVocabulary {
  let words: string[] | undefined;
  return {
    get: () => {
      if (!words) throw new VocabularyPending(`${kind} vocabulary of version ${version}`);
      return words;
    },
    async load() {
      const vocab = await versionText(db, kind, version, 'vocab');
      words = vocab ? vocab.split(' ') : [];
    },
  };
}
