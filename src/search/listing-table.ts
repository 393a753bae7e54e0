// The listing table in memory, from the one description of its columns
// (src/schemas/listing-columns.ts): what both listing backends derive from a
// published listing (the texts of the indexed fields, one typed array per
// column, the dictionaries of the dictionary and place columns) and how the
// columns are packed into the index meta (bundled) or the catalog snapshot
// (Postgres) and read back. Same code, same numbers, whichever backend.
import type { Listing } from '../schemas/public.ts';
import {
  baseAmount,
  DICTIONARY_LIMIT,
  LISTING_COLUMNS,
  LISTING_COLUMN_NAMES,
  type ArrayType,
  type ListingColumn,
  type ListingColumnName,
  type Place,
  type Rates,
} from '../schemas/listing-columns.ts';
import type { FieldTexts } from './flex-document.ts';
import { b64, fromB64 } from './index-files.ts';
import { priceOrder } from './quantiles.ts';
import { squashModel } from './text.ts';

/** The texts FlexSearch indexes for a listing (tokenized by ./text.ts before they reach it). */
export const listingFieldTexts = (l: Listing): FieldTexts => ({
  model: l.model,
  make: l.make,
  title: `${l.title} ${l.category} ${l.category_label}`,
  body: [l.description, ...l.specs.map((s) => `${s.label} ${s.value}`)].join('\n'),
});

type ArrayOf<A extends ArrayType> = A extends 'u8'
  ? Uint8Array
  : A extends 'u16'
    ? Uint16Array
    : A extends 'u32'
      ? Uint32Array
      : Float64Array;
export type TypedColumn = Uint8Array | Uint16Array | Uint32Array | Float64Array;
/** One typed array per column of the listing table, one element per listing (index order). */
export type ListingColumns = { [N in ListingColumnName]: ArrayOf<(typeof LISTING_COLUMNS)[N]['array']> };
const ARRAYS = { u8: Uint8Array, u16: Uint16Array, u32: Uint32Array, f64: Float64Array } as const;

const column = (name: ListingColumnName): ListingColumn => LISTING_COLUMNS[name];
export const newColumn = (name: ListingColumnName, n: number): TypedColumn => new ARRAYS[column(name).array](n);

/**
 * An asking price in the base currency of the reference rates (`rates`: value of one unit in it);
 * NaN when on request or not convertible (the price column's value, src/schemas/listing-columns.ts).
 */
export const basePrice = (p: Listing['price'], rates: Rates): number => baseAmount(p, rates) ?? Number.NaN;

/**
 * Values of the dictionary columns (by column name; a `squashed` column keeps its keys) and the
 * places, numbered as the columns store them.
 */
export interface Dictionaries {
  values: Record<string, string[]>;
  places: Place[];
}

/**
 * Encodes listings into columns, numbering dictionary values and places in
 * order of first appearance. Reusable: `add` appends, so the Postgres sync
 * can extend a catalog version's dictionaries without renumbering them.
 */
export class ColumnEncoder {
  readonly dict: Dictionaries;
  private readonly index = new Map<string, Map<string, number>>();
  private readonly rates: Rates;

  constructor(rates: Rates, from: Dictionaries = { values: {}, places: [] }) {
    this.rates = rates;
    this.dict = {
      values: Object.fromEntries(Object.entries(from.values).map(([k, v]) => [k, [...v]])),
      places: [...from.places],
    };
    for (const [name, values] of Object.entries(this.dict.values))
      this.index.set(name, new Map(values.map((v, i) => [v, i])));
    this.index.set('\u0000place', new Map(this.dict.places.map((p, i) => [JSON.stringify(p), i])));
  }

  private number(name: string, key: string, list: unknown[], value: unknown, limit = DICTIONARY_LIMIT): number {
    let idx = this.index.get(name);
    if (!idx) this.index.set(name, (idx = new Map()));
    let k = idx.get(key);
    if (k === undefined) {
      if (list.length >= limit) throw new Error(`listing table: more than ${limit} values of ${name}`);
      idx.set(key, (k = list.push(value) - 1));
    }
    return k;
  }

  /** The stored value of column `name` for listing `l`. */
  encode(name: ListingColumnName, l: Listing): number {
    const c = column(name);
    switch (c.kind) {
      case 'vocabulary':
        return c.values.findIndex(([slug]) => slug === c.of(l));
      case 'dictionary': {
        const v = c.match === 'squashed' ? squashModel(c.of(l)) : c.of(l);
        return this.number(
          name,
          v,
          (this.dict.values[name] ??= []),
          v,
          c.array === 'u32' ? 0xffffffff : DICTIONARY_LIMIT,
        );
      }
      case 'place': {
        const p = c.of(l);
        return this.number('\u0000place', JSON.stringify(p), this.dict.places, p);
      }
      case 'status':
        return c.values.indexOf(c.of(l));
      case 'range':
        return c.of(l, this.rates) ?? c.none;
    }
  }
}

export interface BuiltColumns {
  cols: ListingColumns;
  dict: Dictionaries;
}

/** Columns of `n` listings in index order. */
export function buildListingColumns(n: number, listingOf: (i: number) => Listing, rates: Rates): BuiltColumns {
  const enc = new ColumnEncoder(rates);
  const cols = Object.fromEntries(LISTING_COLUMN_NAMES.map((name) => [name, newColumn(name, n)])) as ListingColumns;
  for (let i = 0; i < n; i++) {
    const l = listingOf(i);
    for (const name of LISTING_COLUMN_NAMES) cols[name][i] = enc.encode(name, l);
  }
  return { cols, dict: enc.dict };
}

/** Columns as base64 strings (in JSON: the bundled meta, the Postgres snapshot). */
export type PackedColumns = Record<ListingColumnName, string>;
export const packColumns = (cols: ListingColumns): PackedColumns =>
  Object.fromEntries(LISTING_COLUMN_NAMES.map((name) => [name, b64(cols[name])])) as PackedColumns;
export const unpackColumns = (packed: PackedColumns): ListingColumns =>
  Object.fromEntries(
    LISTING_COLUMN_NAMES.map((name) => [name, new ARRAYS[column(name).array](fromB64(packed[name]))]),
  ) as ListingColumns;

/** Per money column (the price), its priced listings in ascending price order (./quantiles.ts priceOrder). */
export type PriceOrders = Partial<Record<ListingColumnName, Uint32Array>>;
const MONEY_COLUMNS = LISTING_COLUMN_NAMES.filter((name) => 'money' in column(name));
/** The price orders of a table's columns, base64 (the bundled meta: a function instance then sorts no prices). */
export const packPriceOrders = (cols: ListingColumns): Record<string, string> =>
  Object.fromEntries(MONEY_COLUMNS.map((name) => [name, b64(priceOrder(cols[name] as Float64Array))]));
export const unpackPriceOrders = (packed: Record<string, string> | undefined): PriceOrders =>
  Object.fromEntries(Object.entries(packed ?? {}).map(([name, s]) => [name, new Uint32Array(fromB64(s))]));
