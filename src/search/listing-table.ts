// What both listing backends derive from a published listing, written once:
// the texts of the four indexed fields, and the filter/sort/facet columns
// (category, condition, make, model, place, sold, year, converted price). The
// bundled writer stores these columns in listings.meta; the Postgres backend
// rebuilds them from its table per catalog version. Same code, same numbers.
import type { Listing } from '../schemas/public.ts';
import type { ListingColumns } from './filters.ts';
import type { FieldTexts } from './flex-document.ts';
import { squashModel } from './text.ts';

export type Place = [city: string, region: string | null, regionCode: string | null, country: string];

/** The texts FlexSearch indexes for a listing (tokenized by ./text.ts before they reach it). */
export const listingFieldTexts = (l: Listing): FieldTexts => ({
  model: l.model,
  make: l.make,
  title: `${l.title} ${l.category} ${l.category_label}`,
  body: [l.description, ...l.specs.map((s) => `${s.label} ${s.value}`)].join('\n'),
});

/** The facts of a listing the columns are made of (a row of the Postgres table, or a Listing). */
export interface ListingFacts {
  category: string;
  condition: string;
  make: string;
  model: string;
  place: Place;
  sold: boolean;
  year: number | null;
  price: { amount: number | null; currency: string; on_request: boolean };
}

export const listingFacts = (l: Listing): ListingFacts => ({
  category: l.category,
  condition: l.condition,
  make: l.make,
  model: l.model,
  place: [l.location.city, l.location.region, l.location.region_code, l.location.country],
  sold: l.status === 'sold',
  year: l.year,
  price: l.price,
});

/** An asking price in the base currency of the reference rates (`rates`: value of one unit in it); NaN when on request or not convertible. */
export const basePrice = (p: ListingFacts['price'], rates: Record<string, number>): number => {
  const rate = rates[p.currency];
  return p.amount === null || p.on_request || rate === undefined ? Number.NaN : p.amount * rate;
};

export interface BuiltColumns {
  cols: ListingColumns;
  makes: string[];
  /** Squashed model keys (the model filter's comparison), numbered by the model column. */
  models: string[];
  places: Place[];
}

/** Columns of `n` listings in index order; makes, models and places numbered in order of first appearance. */
export function buildListingColumns(n: number, factsOf: (i: number) => ListingFacts,
  voc: { categories: readonly (readonly [string, string])[]; conditions: readonly (readonly [string, string])[]; rates: Record<string, number> }): BuiltColumns {
  const CAT_SLUGS = voc.categories.map(([s]) => s);
  const COND_SLUGS = voc.conditions.map(([s]) => s);
  const makes: string[] = [];
  const makeIdx = new Map<string, number>();
  const models: string[] = [];
  const modelIdx = new Map<string, number>();
  const places: Place[] = [];
  const placeIdx = new Map<string, number>();
  const cols: ListingColumns = {
    category: new Uint8Array(n), condition: new Uint8Array(n), make: new Uint16Array(n), model: new Uint32Array(n), place: new Uint16Array(n),
    sold: new Uint8Array(n), year: new Uint16Array(n), price: new Float64Array(n),
  };
  for (let i = 0; i < n; i++) {
    const l = factsOf(i);
    cols.category[i] = CAT_SLUGS.indexOf(l.category);
    cols.condition[i] = COND_SLUGS.indexOf(l.condition);
    let m = makeIdx.get(l.make);
    if (m === undefined) makeIdx.set(l.make, (m = makes.push(l.make) - 1));
    cols.make[i] = m;
    const mk = squashModel(l.model);
    let mo = modelIdx.get(mk);
    if (mo === undefined) modelIdx.set(mk, (mo = models.push(mk) - 1));
    cols.model[i] = mo;
    const key = JSON.stringify(l.place);
    let pi = placeIdx.get(key);
    if (pi === undefined) placeIdx.set(key, (pi = places.push(l.place) - 1));
    cols.place[i] = pi;
    cols.sold[i] = l.sold ? 1 : 0;
    cols.year[i] = l.year ?? 0;
    cols.price[i] = basePrice(l.price, voc.rates);
  }
  if (makes.length > 65535 || places.length > 65535) throw new Error('listing index: more than 65535 makes or places');
  return { cols, makes, models, places };
}
