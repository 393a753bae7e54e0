// The text side of an index read from files (./listings.ts, ./manuals.ts):
// the sharded postings and the typo vocabulary, with one Matcher over them,
// loaded on the first query with text: filter-only searches and lookups never
// need it, and the lookup function ships without it.
import { LISTING_FIELDS, MANUAL_FIELDS } from './options.ts';
import { Matcher } from './matcher.ts';
import { readText } from './index-files.ts';
import { shardedLookups, type ShardCounts } from './text-shards.ts';
import { Synonyms, type SynonymGroups } from './synonyms.ts';

const KINDS = {
  listings: { fields: LISTING_FIELDS },
  manuals: { fields: MANUAL_FIELDS },
};

/** Document numbers of phrases kept (./all-of.ts PhraseMemo): at most ~8 MB. */
const PHRASE_MEMO_IDS = 1 << 20;

export interface FileMatcherOptions {
  kind: keyof typeof KINDS;
  /** Documents in the index. */
  n: number;
  text: ShardCounts;
  synonyms: SynonymGroups;
  /** Lookups beyond the text fields (the listing's place names), added before the synonyms. */
  extend?: (m: Matcher) => Matcher;
}

/** The lazily built Matcher of the index in `dir`, and the size of its vocabulary once loaded (0 before). */
export function fileMatcher(dir: string, o: FileMatcherOptions) {
  const { fields } = KINDS[o.kind];
  let vocabularySize = 0;
  let matcher: Matcher | undefined;
  const build = () => {
    const m = new Matcher(o.n, shardedLookups(fields, dir, o.kind, o.text), fields, () => {
      const text = readText(dir, `${o.kind}.vocab.meta`);
      const v = text ? text.split(' ') : [];
      vocabularySize = v.length;
      return v;
    });
    // The files never change under this matcher: the documents of a phrase can be kept.
    return (o.extend ? o.extend(m) : m).useSynonyms(new Synonyms(o.synonyms)).rememberPhrases(PHRASE_MEMO_IDS);
  };
  return { matcher: () => (matcher ??= build()), vocabularySize: () => vocabularySize };
}
