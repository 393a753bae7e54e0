// What a listing index is built with besides the listings, alike for both
// writers (./index.ts for the files, ./postgres/sync-read.ts for index:sync):
// the exchange rates and the content's search vocabulary, each part empty
// when content/search/ has none.
import type { SearchVocabulary } from '../schemas/content.ts';
import { EXCHANGE_RATES } from '../schemas/exchange-rates.ts';
import { NO_PLACES } from './places.ts';

export const listingVocabulary = (search?: SearchVocabulary) => ({
  rates: EXCHANGE_RATES.rates,
  places: search?.places ?? NO_PLACES,
  filler: search?.filler ?? [],
  synonyms: search?.synonyms ?? [],
  lexicon: search?.lexicon ?? null,
});
