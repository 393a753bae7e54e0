// The bundled listing index's meta file (listings.meta, see ./listings.ts): what a function instance reads on its
// cold start besides the text shards and records, in one JSON document.
import type { Lexicon } from '../schemas/search-content.ts';
import type { ShardCounts } from './text-shards.ts';
import type { StoredView } from './record-store.ts';
import type { PlaceVocabulary } from './places.ts';
import type { PackedLexicon } from './understand/packed-lexicon.ts';
import type { Dictionaries, PackedColumns } from './listing-table.ts';

export interface ListingMeta {
  format: string;
  origin: string;
  n: number;
  /** Values of the dictionary columns and the places, as the columns number them. */
  dict: Dictionaries;
  /** Per place: city, region and country name, folded, NUL-separated (location matching by name). */
  placeTexts: string[];
  /** Shards of each field's text index. */
  text: ShardCounts;
  /** Record views (./record-store.ts): `full` is the public Listing. */
  views: { full: StoredView };
  /** Reference rates (value of one unit in the base currency) the price column was converted with. */
  rates: Record<string, number>;
  /** Country codes of the places (facet values) and their names (facet labels). */
  countries: string[];
  countryLabels: string[];
  places_vocabulary: PlaceVocabulary;
  filler: string[];
  synonyms: string[][];
  /** The same cut into tokens at build time (./synonyms.ts synonymTokens). */
  synonym_tokens: string[][][];
  lexicon: Lexicon | null;
  /** The lexicon compiled for this index's names (./understand/packed-lexicon.ts): no compiling on a cold start. */
  lexicon_compiled: PackedLexicon | null;
  /** Year each listing sold, 0 when it did not (base64 Uint16): `sold in 2025` read out of q. */
  sold_years: string;
  /** The listing table's columns (src/schemas/listing-columns.ts), base64. */
  cols: PackedColumns;
  /** Per money column, its priced listings in price order (base64 Uint32; ./quantiles.ts): no sort on a cold start. */
  price_orders?: Record<string, string>;
}
