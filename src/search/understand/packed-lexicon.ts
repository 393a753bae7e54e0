// The compiled lexicon as the bundled index stores it. Compiling it cuts every
// phrase into words and runs five Snowball stemmers over every machine-type
// name: 35–45 ms of CPU on the first query with words after a cold start,
// for tables that depend only on content/search/ and the catalog's names,
// which the build knows. The build compiles them once and writes them here;
// a cold start rebuilds the maps from plain arrays. The names' own parts
// (makes, places, areas) are not stored twice: they come from the same
// catalog names at load (`catalogParts`).
import type { Language } from '../../schemas/languages.ts';
import { catalogParts, type CatalogNames, type CompiledLexicon, type TypeName } from './lexicon.ts';

/** A type name: words, their `lang:stem` keys, language, name as written, canonical English name, category. */
type PackedTypeName = [string[], string[], Language, string, string, string];

export interface PackedLexicon {
  /** Per first word, its phrases in match order (longest first): words and roles. */
  byFirst: [string, [string[], string[]][]][];
  /** Each type name once (several keys share one). */
  typeNames: PackedTypeName[];
  /** Per key (a first word or its stem key), the numbers of its type names in match order. */
  types: [string, number[]][];
  typePrefixes: [string, Language[]][];
}

export function packLexicon(lx: CompiledLexicon): PackedLexicon {
  const numbers = new Map<TypeName, number>();
  const typeNames: PackedTypeName[] = [];
  const numberOf = (t: TypeName) => {
    let k = numbers.get(t);
    if (k === undefined) {
      numbers.set(t, (k = typeNames.length));
      typeNames.push([t.words, t.keys, t.lang, t.name, t.canonical, t.category]);
    }
    return k;
  };
  return {
    byFirst: [...lx.byFirst].map(([w, list]) => [w, list.map((e) => [e.words, e.roles])]),
    typeNames,
    types: [...lx.types].map(([k, list]) => [k, list.map(numberOf)]),
    typePrefixes: [...lx.typePrefixes],
  };
}

/**
 * The lexicon `compileLexicon` gives for the same content and `names` (tests/search/packed-lexicon.test.ts).
 * Plain loops and index access: this runs once, before the JIT, where destructuring walks an iterator per array.
 */
export function unpackLexicon(p: PackedLexicon, names: CatalogNames): CompiledLexicon {
  const typeNames: TypeName[] = new Array(p.typeNames.length);
  for (let i = 0; i < typeNames.length; i++) {
    const t = p.typeNames[i];
    typeNames[i] = { words: t[0], keys: t[1], lang: t[2], name: t[3], canonical: t[4], category: t[5] };
  }
  const byFirst: CompiledLexicon['byFirst'] = new Map();
  for (const [w, list] of p.byFirst) {
    const entries = new Array(list.length);
    for (let i = 0; i < list.length; i++) entries[i] = { words: list[i][0], roles: list[i][1] };
    byFirst.set(w, entries);
  }
  const types: CompiledLexicon['types'] = new Map();
  for (const [k, list] of p.types) {
    const entries = new Array(list.length);
    for (let i = 0; i < list.length; i++) entries[i] = typeNames[list[i]];
    types.set(k, entries);
  }
  return { byFirst, types, typePrefixes: new Map(p.typePrefixes), ...catalogParts(names) };
}
