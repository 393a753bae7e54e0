// The text side shared by the listing and manual snapshots (./listings.ts,
// ./manuals.ts): the version's postings and typo vocabulary, read on demand,
// and one Matcher over them, built on the first query that has words.
import type { ReadDb } from '../../db/read-pool.ts';
import { Matcher } from '../matcher.ts';
import type { Field } from '../options.ts';
import { Synonyms } from '../synonyms.ts';
import { PostingCache } from './postings.ts';
import type { Kind } from './schema.ts';
import { lazyVocabulary } from './vocabulary.ts';

export interface SnapshotTextOptions {
  kind: Kind;
  version: number;
  /** Documents in the snapshot, and each one's position in the posting lists. */
  n: number;
  posOf: Int32Array;
  fields: readonly Field[];
  synonyms: readonly (readonly string[])[];
  /** Lookups beyond the text fields (the listing's place names), added before the synonyms. */
  extend?: (m: Matcher) => Matcher;
}

export function snapshotText(db: ReadDb, o: SnapshotTextOptions) {
  const text = new PostingCache(db, o.kind, o.posOf, o.fields.length);
  const words = lazyVocabulary(db, o.kind, o.version);
  let matcher: Matcher | undefined;
  const build = () => {
    const m = new Matcher(o.n, text.lookups(), o.fields, words.get, () => text.pending());
    text.knowWords((token) => m.indexed(token));
    return (o.extend ? o.extend(m) : m).useSynonyms(new Synonyms(o.synonyms));
  };
  return { text, words, matcher: () => (matcher ??= build()) };
}
