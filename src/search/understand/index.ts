// Reading a listing query as a buyer wrote it (CONTRACT §4): the phrases of
// `q` that state a price, year, order, condition, place, sale or make become
// the filters the structured parameters set, machine-type names in any of the
// catalog's languages become the catalog's word, filler and intent words
// leave the text. The lexicon is compiled on the first query that has words, or,
// where the index holds it compiled at build time (./packed-lexicon.ts), read back.
import type { ListingQuery } from '../../schemas/query.ts';
import type { Lexicon } from '../../schemas/search-content.ts';
import { applyReading, type Reading0, type SoldYears } from './apply.ts';
import { compileLexicon, type CatalogNames, type CompiledLexicon } from './lexicon.ts';
import { unpackLexicon, type PackedLexicon } from './packed-lexicon.ts';
import { readQuery } from './read.ts';

export interface ReaderSource {
  lexicon: Lexicon | null;
  /** The same lexicon compiled at build time for these names, when the index holds it. */
  packedLexicon?: PackedLexicon | null;
  filler: readonly string[];
  /** The catalog's makes and place names (built on the first query with words). */
  names: () => CatalogNames;
  rates: Record<string, number>;
  ambiguousMake?: (make: string) => boolean;
  soldYears?: boolean;
  /** Whether the index holds a word (loads the text index: asked only for a word that could be a misspelt make). */
  known?: (word: string) => boolean;
}

export type QueryReader = (
  q: ListingQuery,
) => { query: ListingQuery; understood: Reading0; soldYears?: SoldYears } | null;

/** The compiled lexicon of a source (null: `q` is read as plain words). */
export function lexiconOf(src: Pick<ReaderSource, 'lexicon' | 'packedLexicon' | 'filler' | 'names'>) {
  if (!src.lexicon) return null;
  return src.packedLexicon
    ? unpackLexicon(src.packedLexicon, src.names())
    : compileLexicon(src.lexicon, src.filler, src.names());
}

export function queryReader(src: ReaderSource): QueryReader {
  let lx: CompiledLexicon | undefined;
  return (q) => {
    if (!src.lexicon || !q.q.trim()) return null;
    lx ??= lexiconOf(src)!;
    const reading = readQuery(q.q, lx, { year: new Date().getUTCFullYear(), rates: src.rates, known: src.known });
    return applyReading(q, reading, { rates: src.rates, ambiguousMake: src.ambiguousMake, soldYears: src.soldYears });
  };
}
