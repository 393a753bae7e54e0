// Reading a listing query as a buyer wrote it (CONTRACT §4): the phrases of
// `q` that state a price, year, order, condition, place, sale or make become
// the filters the structured parameters set, machine-type names in any of the
// catalog's languages become the catalog's word, filler and intent words
// leave the text. The lexicon is compiled on the first query that has words.
import type { ListingQuery } from '../../schemas/query.ts';
import type { Lexicon } from '../../schemas/search-content.ts';
import type { PlaceVocabulary } from '../places.ts';
import { applyReading, type Reading0, type SoldYears } from './apply.ts';
import { compileLexicon, type CompiledLexicon } from './lexicon.ts';
import { readQuery } from './read.ts';

export interface ReaderSource {
  lexicon: Lexicon | null;
  filler: readonly string[];
  makes: readonly string[];
  /** City and region names of the catalog's places, as published. */
  placeNames: readonly string[];
  places: PlaceVocabulary;
  rates: Record<string, number>;
  ambiguousMake?: (make: string) => boolean;
  soldYears?: boolean;
  /** Whether the index holds a word (loads the text index: asked only for a word that could be a misspelt make). */
  known?: (word: string) => boolean;
}

export type QueryReader = (
  q: ListingQuery,
) => { query: ListingQuery; understood: Reading0; soldYears?: SoldYears } | null;

export function queryReader(src: ReaderSource): QueryReader {
  let lx: CompiledLexicon | undefined;
  const names = () => [...src.placeNames, ...src.places.names.flat()];
  return (q) => {
    if (!src.lexicon || !q.q.trim()) return null;
    lx ??= compileLexicon(src.lexicon, src.filler, { makes: src.makes, placeNames: names(), places: src.places });
    const reading = readQuery(q.q, lx, { year: new Date().getUTCFullYear(), rates: src.rates, known: src.known });
    return applyReading(q, reading, { rates: src.rates, ambiguousMake: src.ambiguousMake, soldYears: src.soldYears });
  };
}
