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

/**
 * Whether a make is named inside another make's model (Titan in "Challenge Titan 200"): some listing's model value
 * holds a word of the make's name (3+ characters) and its make is not that make (`makesByKey`: lower-cased make →
 * make numbers). Cached per make. The makes of each model value are gathered once, on the first make asked: a
 * make's answer is then a pass over the model values, where a pass over every listing per make cost ~0.15 ms at
 * 100,000 listings, paid by each first query of a make.
 */
export function makeAmbiguity(
  n: number,
  cols: { make: ArrayLike<number>; model: ArrayLike<number> },
  models: readonly string[],
  makesByKey: ReadonlyMap<string, number[]>,
): (name: string) => boolean {
  const ambiguity = new Map<string, boolean>();
  let makesOfModel: number[][] | undefined;
  const makesOf = () => {
    if (makesOfModel) return makesOfModel;
    const per: number[][] = Array.from({ length: models.length }, () => []);
    for (let d = 0; d < n; d++) {
      const own = per[cols.model[d]];
      if (!own.includes(cols.make[d])) own.push(cols.make[d]);
    }
    return (makesOfModel = per);
  };
  return (name) => {
    const key = makeKey(name);
    let v = ambiguity.get(key);
    if (v === undefined) {
      const own = makesByKey.get(key) ?? [];
      const tokens = [...indexTokens(name, new Set())].filter((x) => x.length >= 3);
      const per = makesOf();
      v = models.some((m, i) => tokens.some((x) => m.includes(x)) && per[i].some((mk) => !own.includes(mk)));
      ambiguity.set(key, v);
    }
    return v;
  };
}

/** `makesByKey`: lower-cased make → make numbers (the planner's index of the make column). */
export function tableReader(t: ListingTable, makesByKey: ReadonlyMap<string, number[]>): QueryReader {
  return queryReader({
    soldYears: !!t.soldYear,
    known: (word) => t.matcher().has(stem(word)),
    lexicon: t.lexicon,
    packedLexicon: t.packedLexicon,
    filler: t.filler,
    names: () => catalogNames(t.dict, t.placesVocabulary),
    rates: t.rates,
    // A make named inside another make's model is no make filter.
    ambiguousMake: makeAmbiguity(t.n, t.cols, t.dict.values.model ?? [], makesByKey),
  });
}
