// The listing table, described once: every fact the listing search keeps per
// listing for filters, facets and sorts; how it is read from a public
// Listing, how it is stored (typed array, SQL column) and how callers filter
// on it. The index writer, the bundled loader, the Postgres pack, unpack and
// SQL, the filters, the facets and the query parameters all read this table:
// a new filterable field is one entry here, besides its place in the content
// and public schemas, the projection and the presenter.
import type { Listing } from './public.ts';
import { CATEGORIES, CONDITIONS, LISTING_STATUSES } from './vocabulary.ts';

/** The currency every reference rate is expressed in: filters, sorts, facets and the snapshot convert prices to it. */
export const BASE_CURRENCY = 'USD';
/** Years a record may carry and a year bound may name. */
export const YEAR_BOUNDS = { ge: 1900, le: 2100 } as const;
/** A dictionary column of 16 bits numbers at most this many distinct values per catalog. */
export const DICTIONARY_LIMIT = 0xffff;

/** How a column is held in memory (and packed): one typed array per column, one element per listing. */
export type ArrayType = 'u8' | 'u16' | 'u32' | 'f64';
export type SqlValue = string | number | boolean | null;
/** A column of the Postgres table (src/search/postgres/schema.ts) and how a listing fills it. */
export interface SqlColumn {
  name: string;
  type: 'text' | 'integer' | 'boolean' | 'double precision';
  of(l: Listing, rates: Rates): SqlValue;
}
export type Rates = Readonly<Record<string, number>>;
export type Place = [city: string, region: string | null, regionCode: string | null, country: string];

interface ColumnBase {
  array: ArrayType;
  sql: readonly SqlColumn[];
  /** What the column's facet says in the response schema (OpenAPI), when it has one. */
  facetNote?: string;
}

/** One of a closed vocabulary (slug, label): stored as its position; filter `{name}=slug`; facet: count per value. */
interface VocabularyColumn extends ColumnBase {
  kind: 'vocabulary';
  array: 'u8';
  values: readonly (readonly [string, string])[];
  of(l: Listing): string;
  facet: string;
}
/**
 * Free text values numbered per catalog in order of first appearance (first = newest listing);
 * filter `{name}=value` compared as `match` says: `any-case` keeps each spelling (a facet
 * counts them) and matches them case-insensitively; `squashed` keeps one key per value with
 * case, spaces and hyphens ignored (src/search/text.ts squashModel) and matches that key.
 */
interface DictionaryColumn extends ColumnBase {
  kind: 'dictionary';
  array: 'u16' | 'u32';
  match: 'any-case' | 'squashed';
  of(l: Listing): string;
  facet?: string;
}
/** Where the machine stands, numbered like a dictionary; filtered by `location` and `country`; facet: count per country. */
interface PlaceColumn extends ColumnBase {
  kind: 'place';
  array: 'u16';
  of(l: Listing): Place;
  facet: string;
}
/**
 * The listing's status as its position in `values`: filter `status` (a list; default the
 * first value). It only chooses which listings are counted at all, so an answer for all
 * listings of a status is computed once and kept.
 */
interface StatusColumn extends ColumnBase {
  kind: 'status';
  array: 'u8';
  values: readonly string[];
  of(l: Listing): string;
}
/**
 * A number: bounds `{name}_min` / `{name}_max`, a facet over the match set, sorts.
 * `none` marks a listing without a value, which never matches a bound and sorts last.
 * `money`: stored in BASE_CURRENCY, bounds and facet in the query's `currency`, and the
 * facet gives the count and quartiles of the matches with a value (facets.price); else `{min, max}`.
 */
interface RangeColumn extends ColumnBase {
  kind: 'range';
  array: 'u16' | 'f64';
  none: number;
  of(l: Listing, rates: Rates): number | null;
  facet: string;
  money?: true;
  /** The bound parameters: integers within `ge`..`le`, or numbers from `ge`; and what each says. */
  bound: { integer: boolean; ge: number; le?: number; min: string; max: string };
}
export type ListingColumn = VocabularyColumn | DictionaryColumn | PlaceColumn | StatusColumn | RangeColumn;

/** An asking price in BASE_CURRENCY; null on request or in a currency without a reference rate. */
export const baseAmount = (p: Listing['price'], rates: Rates): number | null => {
  const rate = rates[p.currency];
  return p.amount === null || p.on_request || rate === undefined ? null : p.amount * rate;
};
const basePrice = (l: Listing, rates: Rates) => baseAmount(l.price, rates);

type TextField = 'category' | 'condition' | 'make' | 'model';
/** A text field of the listing, in the Postgres column of its own name. */
const textSql = (name: TextField) => [{ name, type: 'text', of: (l: Listing) => l[name] }] as const;
/** A closed-vocabulary field, filtered and faceted under its own name. */
const vocabularyColumn = <V extends VocabularyColumn['values']>(name: 'category' | 'condition', values: V) =>
  ({ kind: 'vocabulary', array: 'u8', values, of: (l: Listing) => l[name], facet: name, sql: textSql(name) }) as const;

export const LISTING_COLUMNS = {
  category: vocabularyColumn('category', CATEGORIES),
  condition: vocabularyColumn('condition', CONDITIONS),
  make: {
    kind: 'dictionary',
    array: 'u16',
    match: 'any-case',
    of: (l) => l.make,
    facet: 'make',
    sql: textSql('make'),
  },
  model: {
    // 32 bits: a catalog of a million listings holds more than 65,535 models.
    kind: 'dictionary',
    array: 'u32',
    match: 'squashed',
    of: (l) => l.model,
    sql: textSql('model'),
  },
  place: {
    kind: 'place',
    array: 'u16',
    facet: 'country',
    facetNote: 'ISO country code, labelled with the country name',
    of: (l) => [l.location.city, l.location.region, l.location.region_code, l.location.country],
    sql: [
      { name: 'city', type: 'text', of: (l) => l.location.city },
      { name: 'region', type: 'text', of: (l) => l.location.region },
      { name: 'region_code', type: 'text', of: (l) => l.location.region_code },
      { name: 'country', type: 'text', of: (l) => l.location.country },
    ],
  },
  sold: {
    kind: 'status',
    array: 'u8',
    values: LISTING_STATUSES,
    of: (l) => l.status,
    sql: [{ name: 'sold', type: 'boolean', of: (l) => l.status === 'sold' }],
  },
  year: {
    kind: 'range',
    array: 'u16',
    none: 0,
    of: (l) => l.year,
    facet: 'year',
    facetNote: 'year built, min and max over the match set (null when no match has a year)',
    bound: {
      integer: true,
      ...YEAR_BOUNDS,
      min: `Built in or after this year (${YEAR_BOUNDS.ge}–${YEAR_BOUNDS.le}); listings without a year never match a year bound.`,
      max: `Built in or before this year (${YEAR_BOUNDS.ge}–${YEAR_BOUNDS.le}); not below year_min.`,
    },
    sql: [{ name: 'year', type: 'integer', of: (l) => l.year }],
  },
  price: {
    kind: 'range',
    array: 'f64',
    none: Number.NaN,
    of: basePrice,
    facet: 'price',
    money: true,
    facetNote: 'null when no match is priced',
    bound: {
      integer: false,
      ge: 0,
      min:
        'Lowest asking price in `currency` (other currencies converted at the reference rates); ' +
        'price on request never matches a price bound.',
      max: 'Highest asking price in `currency`; not below price_min.',
    },
    sql: [{ name: 'price', type: 'double precision', of: basePrice }],
  },
} as const satisfies Record<string, ListingColumn>;

export type ListingColumnName = keyof typeof LISTING_COLUMNS;
export const LISTING_COLUMN_NAMES = Object.keys(LISTING_COLUMNS) as ListingColumnName[];
/** The columns of one kind, by name (`columnsOf('range')` → year, price). */
export const columnsOf = <K extends ListingColumn['kind']>(kind: K) =>
  (Object.entries(LISTING_COLUMNS) as [ListingColumnName, ListingColumn][]).filter(
    (e): e is [ListingColumnName, Extract<ListingColumn, { kind: K }>] => e[1].kind === kind,
  );

type ColumnsOfKind<K extends ListingColumn['kind']> = {
  [N in ListingColumnName]: (typeof LISTING_COLUMNS)[N]['kind'] extends K ? N : never;
}[ListingColumnName];
type RangeName = ColumnsOfKind<'range'>;
/** Query parameters of the range columns: `{name}_min`, `{name}_max`. */
export type RangeParamName = `${RangeName}_${'min' | 'max'}`;

export type FacetName = {
  [N in ListingColumnName]: (typeof LISTING_COLUMNS)[N] extends { facet: infer F } ? F : never;
}[ListingColumnName];
/** Facet names of the listing search, in envelope order: the columns' facets, in the table's order. */
export const FACET_NAMES: readonly FacetName[] = (Object.values(LISTING_COLUMNS) as ListingColumn[]).flatMap((c) =>
  'facet' in c ? [c.facet as FacetName] : [],
);
type FacetOf<K extends ListingColumn['kind']> = {
  [N in ListingColumnName]: (typeof LISTING_COLUMNS)[N] extends { kind: K; facet: infer F } ? F : never;
}[ListingColumnName];
/** Facets that count the match set per value (category, condition, make, country). */
export type CountFacetName = FacetOf<'vocabulary' | 'dictionary' | 'place'>;
/** Facets that give `{min, max}` over the match set (year, price). */
export type StatsFacetName = FacetOf<'range'>;
