// The query reader (./understand) over one listing table: the catalog's makes,
// models and places it reads `q` against, and which makes are ambiguous (a
// make named inside another make's model). Built once per loaded table.
import { indexTokens, makeKey, stem } from './text.ts';
import { queryReader, type QueryReader } from './understand/index.ts';
import type { CatalogNames } from './understand/lexicon.ts';
import type { ListingTable } from './listing-query.ts';
import type { Dictionaries } from './listing-table.ts';
import type { PlaceVocabulary } from './places.ts';

/** The makes and place names the reader reads `q` against: the writer compiles the lexicon for the same. */
export function catalogNames(dict: Dictionaries, places: PlaceVocabulary): CatalogNames {
  const placeNames = new Set(dict.places.flatMap(([city, region]) => (region ? [city, region] : [city])));
  return { makes: dict.values.make ?? [], placeNames: [...placeNames, ...places.names.flat()], places };
}

/** `makesByKey`: lower-cased make → make numbers (the planner's index of the make column). */
export function tableReader(t: ListingTable, makesByKey: ReadonlyMap<string, number[]>): QueryReader {
  const models = t.dict.values.model ?? [];
  const { make, model } = t.cols;
  const ambiguity = new Map<string, boolean>();
  return queryReader({
    soldYears: !!t.soldYear,
    known: (word) => t.matcher().has(stem(word)),
    lexicon: t.lexicon,
    packedLexicon: t.packedLexicon,
    filler: t.filler,
    names: () => catalogNames(t.dict, t.placesVocabulary),
    rates: t.rates,
    // A make named inside another make's model (Titan in "Challenge Titan 200") is no make filter.
    ambiguousMake: (name) => {
      const key = makeKey(name);
      let v = ambiguity.get(key);
      if (v === undefined) {
        const own = makesByKey.get(key) ?? [];
        const tokens = [...indexTokens(name, new Set())].filter((x) => x.length >= 3);
        const named = models.map((m) => tokens.some((x) => m.includes(x)));
        v = false;
        for (let d = 0; d < t.n && !v; d++) v = named[model[d]] && !own.includes(make[d]);
        ambiguity.set(key, v);
      }
      return v;
    },
  });
}
