// The listing filters and facets over typed-array columns: one compiled
// predicate per request (category, conditions, status, make, model, place,
// year and converted price bounds) and one pass counting the facets of the
// match set.
// Everything here is exact; tests compare it with a brute-force scan.
import type { ListingQuery } from '../schemas/query.ts';
import { facetList } from './facets.ts';
import { PriceQuartiles } from './quantiles.ts';
import type { ListingFacets, PriceStats } from '../schemas/public.ts';

export interface ListingColumns {
  category: Uint8Array;
  condition: Uint8Array;
  make: Uint16Array;
  /** Model number: index into the table's squashed model keys (src/search/text.ts squashModel). */
  model: Uint32Array;
  place: Uint16Array;
  sold: Uint8Array;
  /** Year built, 0 when unknown. */
  year: Uint16Array;
  /** Asking price in the base currency of the reference rates, NaN when on request (or not convertible). */
  price: Float64Array;
}

export type { ListingFacets, PriceStats };

/** A compiled filter: `pass(d)` for one listing number. */
export interface CompiledFilter {
  pass(d: number): boolean;
  /** True when no filter narrows beyond the status (the cached unfiltered answer applies). */
  trivial: boolean;
  /** Bit 1: available listings pass, bit 2: sold ones (the key of the cached unfiltered answers). */
  statusMask: number;
}

/** The status bits of a query: 1 available, 2 sold. */
export const statusMask = (status: readonly string[]) => (status.includes('available') ? 1 : 0) | (status.includes('sold') ? 2 : 0);

export interface FilterContext {
  cols: ListingColumns;
  categories: readonly string[];
  conditions: readonly string[];
  /** Per make number: 1 when the make filter lets it through (ignored when `byMake` is false). */
  makeOk: Uint8Array;
  byMake: boolean;
  /** Per place number: 1 when location and country let it through. */
  placeOk: Uint8Array;
  byPlace: boolean;
  /** Per model number: 1 when the model filter lets it through; null when the query names no model. */
  modelOk: Uint8Array | null;
  rates: Record<string, number>;
}

/** Converted price of a base amount in `currency`, as filters and facets see it. */
export const inCurrency = (base: number, currency: string, rates: Record<string, number>) => base / rates[currency];

export function compileFilter(q: ListingQuery, c: FilterContext): CompiledFilter | null {
  const cat = q.category ? c.categories.indexOf(q.category) : -1;
  const conds = (q.condition ?? []).map((k) => c.conditions.indexOf(k)).filter((i) => i >= 0);
  const byCond = (q.condition ?? []).length > 0;
  const mask = statusMask(q.status ?? ['available']);
  if ((q.category && cat < 0) || (byCond && !conds.length) || mask === 0 || (c.modelOk !== null && !c.modelOk.includes(1))) return null;
  // One condition is compared (the common case); several are looked up. Likewise the status: sold[d] is 0 or 1.
  const cond = conds.length === 1 ? conds[0] : -1;
  const condOk = new Uint8Array(c.conditions.length);
  for (const i of conds) condOk[i] = 1;
  const manyConds = conds.length > 1;
  const wantSold = mask === 3 ? -1 : mask === 2 ? 1 : 0;
  const { category, condition, make, model, place, sold, year, price } = c.cols;
  const { makeOk, placeOk, byMake, byPlace } = c;
  const modelOk = c.modelOk;
  const byModel = modelOk !== null;
  const yMin = q.year_min ?? 0;
  const yMax = q.year_max ?? 65535;
  const byYear = q.year_min !== null || q.year_max !== null;
  const rate = c.rates[q.currency ?? 'USD'];
  const pMin = q.price_min ?? -Infinity;
  const pMax = q.price_max ?? Infinity;
  const byPrice = q.price_min !== null || q.price_max !== null;
  return {
    trivial: cat < 0 && !byCond && !byMake && !byModel && !byPlace && !byYear && !byPrice,
    statusMask: mask,
    pass(d) {
      if ((cat >= 0 && category[d] !== cat) || (wantSold >= 0 && sold[d] !== wantSold)) return false;
      if ((cond >= 0 && condition[d] !== cond) || (manyConds && condOk[condition[d]] === 0)) return false;
      if ((byMake && makeOk[make[d]] === 0) || (byModel && modelOk![model[d]] === 0) || (byPlace && placeOk[place[d]] === 0)) return false;
      if (byYear) {
        const y = year[d];
        if (y === 0 || y < yMin || y > yMax) return false;
      }
      if (byPrice) {
        const p = price[d];
        if (p !== p) return false; // on request never matches a price bound
        const v = p / rate;
        if (v < pMin || v > pMax) return false;
      }
      return true;
    },
  };
}

interface FacetNames { categories: [string, string][]; conditions: [string, string][]; makes: string[]; countries: string[]; countryLabels: string[]; placeCountry: Uint16Array }

/** Facet counters over one match set, sized once per loaded index. */
export class FacetCounter {
  private readonly cat: Uint32Array;
  private readonly cond: Uint32Array;
  private readonly make: Uint32Array;
  private readonly country: Uint32Array;
  private yMin = 0;
  private yMax = 0;
  /** The priced matches, [0, pN): their quartiles are computed only when facets.price is asked for. */
  private readonly priced: Int32Array;
  private pN = 0;
  private readonly quartiles: PriceQuartiles;

  private readonly cols: ListingColumns;
  private readonly names: FacetNames;

  private readonly catSlugs: string[];
  private readonly catLabels: string[];
  private readonly condSlugs: string[];
  private readonly condLabels: string[];

  constructor(cols: ListingColumns, names: FacetNames) {
    this.cols = cols;
    this.names = names;
    this.catSlugs = names.categories.map(([s]) => s);
    this.catLabels = names.categories.map(([, l]) => l);
    this.condSlugs = names.conditions.map(([s]) => s);
    this.condLabels = names.conditions.map(([, l]) => l);
    this.cat = new Uint32Array(names.categories.length);
    this.cond = new Uint32Array(names.conditions.length);
    this.make = new Uint32Array(names.makes.length);
    this.country = new Uint32Array(names.countries.length);
    this.priced = new Int32Array(cols.price.length);
    this.quartiles = new PriceQuartiles(cols.price);
  }

  reset() {
    this.cat.fill(0);
    this.cond.fill(0);
    this.make.fill(0);
    this.country.fill(0);
    this.yMin = 65535;
    this.yMax = 0;
    this.pN = 0;
  }

  add(d: number) {
    const c = this.cols;
    this.cat[c.category[d]]++;
    this.cond[c.condition[d]]++;
    this.make[c.make[d]]++;
    this.country[this.names.placeCountry[c.place[d]]]++;
    const y = c.year[d];
    if (y !== 0) {
      if (y < this.yMin) this.yMin = y;
      if (y > this.yMax) this.yMax = y;
    }
    const p = c.price[d];
    if (p === p) this.priced[this.pN++] = d;
  }

  /** The facets asked for; prices in `currency`, rounded to cents. */
  result(which: readonly string[], currency: string, rates: Record<string, number>): ListingFacets {
    const n = this.names;
    const out: ListingFacets = {};
    const cents = (v: number) => Math.round(inCurrency(v, currency, rates) * 100) / 100;
    for (const f of which) {
      if (f === 'category') out.category = facetList(this.cat, this.catSlugs, this.catLabels);
      else if (f === 'condition') out.condition = facetList(this.cond, this.condSlugs, this.condLabels);
      else if (f === 'make') out.make = facetList(this.make, n.makes, n.makes);
      else if (f === 'country') out.country = facetList(this.country, n.countries, n.countryLabels);
      else if (f === 'year') out.year = this.yMax ? { min: this.yMin, max: this.yMax } : null;
      else if (f === 'price') out.price = this.priceStats(cents);
    }
    return out;
  }

  private priceStats(cents: (v: number) => number): PriceStats | null {
    const q = this.quartiles.of(this.priced, this.pN);
    return q && { count: this.pN, min: cents(q.min), p25: cents(q.p25), median: cents(q.median), p75: cents(q.p75), max: cents(q.max) };
  }
}
