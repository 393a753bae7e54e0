// The FlexSearch options, in one place: the build indexes the fields with
// FlexSearch and writes its token maps (./text-shards.ts).
//
// Text is tokenized by ./text.ts before it reaches FlexSearch: fields hold
// space-separated, already folded and stemmed tokens. The encoder therefore
// only splits on spaces; no normalisation, no de-duplication of letters, no
// splitting of numbers into triplets. The stored tokens are then the words as
// queries ask for them, which is what lets the functions read a word's list
// straight out of the written map (./shard-postings.ts) instead of importing
// it and searching through the encoder: an encoder that changed tokens would
// find nothing there, silently (tests/search/shard-postings.test.ts fails). One resolution slot: ranking is done by
// the query core from field membership, not by FlexSearch's positions.
import { Document, Encoder } from 'flexsearch';

/** Bumped whenever the options or the token rules change; checked on load. */
export const INDEX_FORMAT = 'secondline-search/6';

export const LISTING_FIELDS = ['model', 'make', 'title', 'body'] as const;
export const MANUAL_FIELDS = ['model', 'make', 'title', 'body'] as const;
export type Field = (typeof LISTING_FIELDS)[number];

/** Score of a query word found in a field (summed over the fields it is found in). */
export const FIELD_WEIGHTS: Record<Field, number> = { model: 6, make: 5, title: 3, body: 1 };
/** Score of a query word that names the listing's city, region or country: below make and model, like a title word. */
export const PLACE_WEIGHT = 2;
/** Multiplier for a phrase matched through a trade synonym rather than as asked. */
export const SYNONYM_WEIGHT = 0.8;
/** Multiplier for a word matched only through the typo pass. */
export const TYPO_WEIGHT = 0.7;
/** Bonus when adjacent query words appear glued in title/make/model (`polar 115` → `polar115`). */
export const PHRASE_BONUS = 4;

const encoder = () =>
  new Encoder({ split: ' ', normalize: false, dedupe: false, numeric: false, cache: false, minlength: 1 });

const documentOptions = (fields: readonly string[]) => ({
  tokenize: 'strict' as const,
  resolution: 1,
  fastupdate: false,
  cache: false,
  document: {
    id: 'id',
    index: fields.map((field) => ({ field, tokenize: 'strict' as const, resolution: 1, encoder: encoder() })),
  },
});

export type FlexDoc = { id: number } & Record<string, string | number>;

// biome-ignore lint/suspicious/noExplicitAny: FlexSearch's option types lag its documented options
export const newListingDocument = () => new Document<FlexDoc>(documentOptions(LISTING_FIELDS) as any);
// biome-ignore lint/suspicious/noExplicitAny: as above
export const newManualDocument = () => new Document<FlexDoc>(documentOptions(MANUAL_FIELDS) as any);
