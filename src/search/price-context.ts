// Where a listing's asking price sits among comparable live listings: the
// other available, priced listings of its category, and of its make and model
// within the category. Read from the listing table's columns (prices in the
// base currency of the reference rates), grouped once per loaded table; a
// lookup then costs a binary search per group. Both backends and the static
// listing files (src/build/listing-pages.ts) compute it with this code.
import type { Listing } from '../schemas/public.ts';
import type { ListingColumns } from './filters.ts';
import { makeKey, squashModel } from './text.ts';
import { basePrice } from './listing-table.ts';

/** How the comparables of one group stand against the listing's price (base currency). */
export interface ComparableGroup {
  /** Other live, priced listings of the group. */
  comparables: number;
  /** Of those, how many ask less, the same, more (all 0 when the listing's own price is on request). */
  below: number;
  equal: number;
  above: number;
  /** Their prices, ascending (base currency). */
  prices: Float64Array;
}

export interface ComparableGroups {
  category: ComparableGroup;
  model: ComparableGroup;
}

/** The facts of a listing its comparables are found by. */
export interface PricedFacts {
  category: string;
  make: string;
  model: string;
  available: boolean;
  base: number;
}

export const pricedFacts = (
  l: Pick<Listing, 'category' | 'make' | 'model' | 'price' | 'status'>,
  rates: Record<string, number>,
): PricedFacts => ({
  category: l.category,
  make: l.make,
  model: l.model,
  available: l.status === 'available',
  base: basePrice(l.price, rates),
});

interface Table {
  n: number;
  cols: ListingColumns;
  categories: readonly (readonly [string, string])[];
  makes: readonly string[];
  models: readonly string[];
}

const lowerBound = (a: Float64Array, v: number) => {
  let lo = 0,
    hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid] < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/** The prices of a group without one occurrence of `own` (the listing itself). */
function without(prices: Float64Array, own: number): Float64Array {
  const at = lowerBound(prices, own);
  if (at >= prices.length || prices[at] !== own) return prices;
  const out = new Float64Array(prices.length - 1);
  out.set(prices.subarray(0, at));
  out.set(prices.subarray(at + 1), at);
  return out;
}

/** A group from its comparables' prices (ascending, base currency) and the listing's own price (NaN on request). */
export function group(prices: Float64Array, own: number): ComparableGroup {
  if (Number.isNaN(own)) return { comparables: prices.length, below: 0, equal: 0, above: 0, prices };
  const below = lowerBound(prices, own);
  let equal = 0;
  while (below + equal < prices.length && prices[below + equal] === own) equal++;
  return { comparables: prices.length, below, equal, above: prices.length - below - equal, prices };
}

/** `contextOf(facts)` for the listings of one table; groups are built on first use. */
/** The prices of a listing's category and of its make and model in it; one shared array per group. */
export type PriceGroups = [category: Float64Array | undefined, model: Float64Array | undefined];

export function priceContexts(t: Table): (l: PricedFacts) => ComparableGroups {
  const groupsOf = priceGroups(t);
  return (l) => comparableGroups(...groupsOf(l), l);
}

/**
 * A listing's two groups' prices, arrays shared by every listing of a group: what a worker thread is handed to
 * compute price contexts over the whole catalog (a structured clone copies each shared array once; the groups
 * themselves, one array per listing without its own price, were 56 kB a listing at 100,000 and took the build to
 * 6.9 GB).
 */
export function priceGroups(t: Table): (l: PricedFacts) => PriceGroups {
  let byCategory: Map<string, Float64Array> | undefined;
  let byModel: Map<string, Float64Array> | undefined;
  const modelKey = (category: string, make: string, squashedModel: string) =>
    `${category}\u0000${makeKey(make)}\u0000${squashedModel}`;
  const build = () => {
    const cat = new Map<string, number[]>();
    const mod = new Map<string, number[]>();
    const { category, make, model, sold, price } = t.cols;
    for (let d = 0; d < t.n; d++) {
      const p = price[d];
      if (sold[d] || Number.isNaN(p)) continue;
      const c = t.categories[category[d]][0];
      (cat.get(c) ?? cat.set(c, []).get(c)!).push(p);
      const k = modelKey(c, t.makes[make[d]], t.models[model[d]]);
      (mod.get(k) ?? mod.set(k, []).get(k)!).push(p);
    }
    const sorted = (m: Map<string, number[]>) => new Map([...m].map(([k, v]) => [k, Float64Array.from(v).sort()]));
    byCategory = sorted(cat);
    byModel = sorted(mod);
  };
  return (l) => {
    if (!byCategory) build();
    return [byCategory!.get(l.category), byModel!.get(modelKey(l.category, l.make, squashModel(l.model)))];
  };
}

const none = new Float64Array(0);

/**
 * The groups of a listing from the live, priced listings' prices (ascending, base currency) of its category and of
 * its make and model in the category (undefined: none). The listing itself is among them when it is live and
 * priced: it is no comparable of its own.
 */
export function comparableGroups(
  category: Float64Array | undefined,
  model: Float64Array | undefined,
  l: PricedFacts,
): ComparableGroups {
  const mine = (prices: Float64Array | undefined) =>
    l.available && !Number.isNaN(l.base) ? without(prices ?? none, l.base) : (prices ?? none);
  return { category: group(mine(category), l.base), model: group(mine(model), l.base) };
}
