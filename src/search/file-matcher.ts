// The text side of an index read from files (./listings.ts, ./manuals.ts):
// the sharded postings and the typo vocabulary, with one Matcher over them,
// loaded on the first query with text: filter-only searches and lookups never
// need it, and the lookup function ships without it.
import { LISTING_FIELDS, MANUAL_FIELDS } from './options.ts';
import { Matcher } from './matcher.ts';
import { readText } from './index-files.ts';
import { ShardSlots, shardedLookups, type ShardCounts } from './text-shards.ts';
import { readShardsAhead } from './text-shards-ahead.ts';
import { Synonyms, type SynonymGroups } from './synonyms.ts';

const KINDS = {
  listings: { fields: LISTING_FIELDS },
  manuals: { fields: MANUAL_FIELDS },
};

/** Document numbers of phrases kept (./all-of.ts PhraseMemo): at most ~8 MB. */
const PHRASE_MEMO_IDS = 1 << 20;

export interface TextAhead {
  /**
   * Whether the text shards no request has read yet are read ahead, between requests, once one has read its first
   * (./text-shards-ahead.ts). Default true.
   */
  textAhead?: boolean;
}

/** How many text shards there are, how many requests read and how many were read ahead. */
export interface TextShardStats {
  text_shards: { total: number; in_requests: number; ahead: number };
}

export interface FileMatcherOptions extends TextAhead {
  kind: keyof typeof KINDS;
  /** Documents in the index. */
  n: number;
  text: ShardCounts;
  synonyms: SynonymGroups;
  /** Lookups beyond the text fields (the listing's place names), added before the synonyms. */
  extend?: (m: Matcher) => Matcher;
}

/** The lazily built Matcher of the index in `dir`, the size of its vocabulary once loaded (0 before), its shards. */
export function fileMatcher(dir: string, o: FileMatcherOptions) {
  const { fields } = KINDS[o.kind];
  let vocabularySize = 0;
  let matcher: Matcher | undefined;
  const slots = new ShardSlots();
  if (o.textAhead ?? true) slots.onFirstRead = () => readShardsAhead(slots);
  const build = () => {
    const m = new Matcher(o.n, shardedLookups(fields, dir, o.kind, o.text, slots), fields, () => {
      const text = readText(dir, `${o.kind}.vocab.meta`);
      const v = text ? text.split(' ') : [];
      vocabularySize = v.length;
      return v;
    });
    // The files never change under this matcher: the documents of a phrase can be kept.
    return (o.extend ? o.extend(m) : m).useSynonyms(new Synonyms(o.synonyms)).rememberPhrases(PHRASE_MEMO_IDS);
  };
  return {
    matcher: () => (matcher ??= build()),
    vocabularySize: () => vocabularySize,
    textShards: (): TextShardStats['text_shards'] => ({
      total: slots.paths.length,
      in_requests: slots.readInRequest,
      ahead: slots.readAhead,
    }),
  };
}
