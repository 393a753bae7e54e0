// What editors keep under content/search/ to make search read buyers' words:
// synonyms.yaml (trade synonyms), vocabulary.yaml (machine types in the
// catalog's languages), phrases.yaml (the words of price, year, order,
// condition, sold and place phrases), filler.yaml and intents.yaml (words to
// drop, per language), places.yaml (place names). Read by src/catalog/read-content.ts;
// the index writer copies them into the index, the query reader
// (src/search/understand/) compiles them once per instance.
import { z } from 'zod';
import { CATEGORY_SLUGS, CONDITION_SLUGS } from './vocabulary.ts';
import { INTENTS, LANGUAGES, type Intent, type Language } from './languages.ts';

export { INTENTS, LANGUAGES, type Intent, type Language } from './languages.ts';

const phrase = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/[\p{L}\p{N}]|^[€$£]$/u, 'a word or phrase with at least one letter or digit');
const phrases = z.array(phrase);
/** Phrases per language: every language of the catalog may be given, none is required. */
const perLanguage = z.strictObject(
  Object.fromEntries(LANGUAGES.map((l) => [l, phrases.optional()])) as Record<Language, z.ZodOptional<typeof phrases>>,
);
export type PerLanguage = z.infer<typeof perLanguage>;

export const SearchSynonyms = z.strictObject({
  groups: z.array(z.array(phrase).min(2, 'a synonym group needs at least two phrases')).min(1),
});
export const SearchFiller = perLanguage;
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code such as DE');
export const SearchPlaces = z.strictObject({
  names: z.array(z.array(phrase).min(1)),
  countries: z.record(countryCode, z.array(phrase)),
  areas: z.record(phrase, z.array(countryCode).min(1)),
});

/** One machine type: its category and its names per language (`en` as listings are written). */
export const MachineType = z.strictObject({
  category: z.enum(CATEGORY_SLUGS),
  ...(Object.fromEntries(LANGUAGES.map((l) => [l, l === 'en' ? phrases.min(1) : phrases.optional()])) as Record<
    Language,
    typeof phrases
  >),
});
export type MachineType = z.infer<typeof MachineType>;
export const SearchTypes = z.strictObject({ types: z.array(MachineType).min(1) });

export const SearchIntents = z.strictObject(
  Object.fromEntries(INTENTS.map((i) => [i, perLanguage])) as Record<Intent, typeof perLanguage>,
);

const grammar = <K extends string>(keys: readonly K[]) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, perLanguage])) as Record<K, typeof perLanguage>);
const gradeWords = z.strictObject(
  Object.fromEntries(CONDITION_SLUGS.map((c) => [c, perLanguage.optional()])) as Record<
    string,
    z.ZodOptional<typeof perLanguage>
  >,
);
export const SearchPhrases = z.strictObject({
  currencies: z.record(z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as EUR'), phrases),
  multipliers: z.record(z.string().regex(/^[1-9][0-9]*$/), phrases),
  price: grammar(['at_most', 'at_least', 'or_less', 'or_more', 'between', 'and'] as const),
  year: grammar(['after', 'since', 'before', 'until', 'or_newer', 'or_older', 'built', 'between', 'and'] as const),
  age: grammar(['at_most', 'under', 'over', 'units', 'old'] as const),
  sold: grammar(['sold', 'also_sold', 'in'] as const),
  order: grammar(['price_asc', 'price_desc', 'year_desc', 'year_asc', 'newest', 'first'] as const),
  condition: z.strictObject({
    words: gradeWords,
    adjectives: gradeWords,
    nouns: perLanguage,
    or_better: perLanguage,
    at_least: perLanguage,
  }),
  place: grammar(['in', 'or'] as const),
});
export type SearchPhrases = z.infer<typeof SearchPhrases>;
export type SearchIntents = z.infer<typeof SearchIntents>;

/** Everything a query reader needs from content/search/ besides places and synonyms (copied into the index). */
export interface Lexicon {
  phrases: SearchPhrases | null;
  types: MachineType[];
  intents: SearchIntents | null;
  /** Every name of each country (English, local, and in the catalog's languages) by ISO code. */
  countries: Record<string, string[]>;
}

export const SearchVocabulary = z.object({
  /** synonyms.yaml groups, then one group per machine type (all its names), as the text matcher reads them. */
  synonyms: z.array(z.array(z.string())),
  filler: z.array(z.string()),
  places: SearchPlaces,
  lexicon: z.custom<Lexicon>(),
});
export type SearchVocabulary = z.infer<typeof SearchVocabulary>;

/** Every name of a machine type, in every language. */
export const typeNames = (t: MachineType): string[] => LANGUAGES.flatMap((l) => t[l] ?? []);
