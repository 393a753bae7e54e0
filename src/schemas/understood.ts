// The `understood` block of a listing search (CONTRACT §4: `q` read as buyers
// say it): each phrase read out of `q` and the filter it became, the words
// left for text search, and the spelling corrections the answer used.
import { z } from 'zod';
import { INTENTS } from './search-content.ts';

const PHRASE_KINDS = [
  'price',
  'year',
  'order',
  'condition',
  'place',
  'sold',
  'make',
  'type',
  'intent',
  'filler',
] as const;

export const PhraseFilter = z
  .object({
    price_min: z.number(),
    price_max: z.number(),
    currency: z.string().describe('currency of price_min / price_max'),
    year_min: z.number().int(),
    year_max: z.number().int(),
    sort: z.enum(['price_asc', 'price_desc', 'year_desc', 'year_asc', 'newest']),
    condition: z.array(z.string()),
    country: z.array(z.string()),
    location: z.string(),
    make: z.string(),
    status: z.enum(['sold', 'both']).describe('sold: sold listings only; both: sold and available'),
    sold_year_min: z.number().int(),
    sold_year_max: z.number().int(),
  })
  .partial()
  .describe('the listing search parameters the phrase set, by their names');
export type PhraseFilter = z.infer<typeof PhraseFilter>;

export const UnderstoodPhrase = z.object({
  phrase: z.string().describe('the words as written'),
  kind: z.enum(PHRASE_KINDS),
  filter: PhraseFilter.nullable().describe('null for filler, intent and machine-type words'),
  applied: z.boolean().describe('false when an explicit parameter overrode the phrase or it cannot apply (see note)'),
  means: z.string().optional().describe('a machine type: the catalog word the text search used'),
  category: z.string().optional().describe('a machine type: its category slug'),
  note: z.string().optional(),
});
export type UnderstoodPhrase = z.infer<typeof UnderstoodPhrase>;
export type PhraseKind = UnderstoodPhrase['kind'];

const Correction = z.object({
  word: z.string(),
  to: z.array(z.string()).describe('catalog words within one or two edits that answered instead'),
});

export const Understood = z
  .object({
    phrases: z.array(UnderstoodPhrase),
    text: z.string().describe('the words left for text search'),
    intents: z.array(z.enum(INTENTS)).describe('what kind of document the words ask for (the search tool ranks it up)'),
    corrections: z
      .array(Correction)
      .describe('query words with no match that were read as a catalog word one or two edits away'),
    did_you_mean: z.string().nullable().describe('the text as corrected, when a correction answered'),
  })
  .nullable()
  .describe(
    'what was read out of q (null when q is empty): each phrase and the filter it became (an explicit parameter wins), the words left for text search and the corrections used',
  );
export type Understood = z.infer<typeof Understood>;
