// The listing filters and facets over the typed-array columns of the listing
// table (./listing-table.ts), driven by the column descriptor
// (src/schemas/listing-columns.ts): one compiled predicate per request (the
// status, and only the filters asked for) and one column-major pass per facet
// asked for over the match set. Everything here is exact; tests compare it
// with a brute-force scan.
import type { ListingQuery } from '../schemas/query.ts';
import {
  BASE_CURRENCY,
  LISTING_COLUMNS,
  LISTING_COLUMN_NAMES,
  type CountFacetName,
  type ListingColumn,
  type ListingColumnName,
  type Rates,
  type StatsFacetName,
} from '../schemas/listing-columns.ts';
import { facetList } from './facets.ts';
import { PriceQuartiles } from './quantiles.ts';
import { tally, valueRange } from './facet-loops.ts';
import type { ListingColumns, TypedColumn } from './listing-table.ts';
import type { ListingFacets, PriceStats } from '../schemas/public.ts';

export type { ListingColumns, ListingFacets };

/** A compiled filter: `pass(d)` for one listing number. */
export interface CompiledFilter {
  pass(d: number): boolean;
  /** True when no filter narrows beyond the status: the cached unfiltered answer applies. */
  trivial: boolean;
  /** The statuses let through, as the key of the cached unfiltered answers ('' for none). */
  status: string;
  /** Writes the listings of cands that pass to out (may be cands), in order; returns how many. */
  scan(cands: Int32Array, out: Int32Array): number;
  /** Keeps the text matches docs[0..len) that pass, with their scores, in order, in place; returns how many. */
  keepScored(docs: Int32Array, scores: Float32Array, len: number): number;
}

export interface FilterContext {
  cols: ListingColumns;
  /** Per dictionary or place column filtered by this query: 1 for each value number it lets through. */
  allowed: Partial<Record<ListingColumnName, Uint8Array>>;
  rates: Rates;
}

/** Converted price of a base amount in `currency`, as filters and facets see it. */
const inCurrency = (base: number, currency: string, rates: Rates) => base / rates[currency];

const entries = LISTING_COLUMN_NAMES.map((name) => [name, LISTING_COLUMNS[name] as ListingColumn] as const);
const param = (q: ListingQuery, key: string) => (q as unknown as Record<string, unknown>)[key];

type Check = (d: number) => boolean;

/** One check of a range column: the value known and within [lo, hi] (money converted at `rate`). */
function rangeCheck(col: TypedColumn, none: number, lo: number, hi: number, rate: number): Check {
  return (d) => {
    const v = col[d];
    if (Number.isNaN(v) || v === none) return false;
    const x = v / rate;
    return x >= lo && x <= hi;
  };
}

// The same checks a column at a time: one tight loop per check over the survivors of the last, which at a million
// listings costs a fraction of calling the chained predicate per listing.
type Step =
  | { col: TypedColumn; ok: Uint8Array }
  | { col: TypedColumn; none: number; lo: number; hi: number; rate: number };

function keepIn(src: Int32Array, len: number, out: Int32Array, col: TypedColumn, ok: Uint8Array): number {
  let m = 0;
  for (let k = 0; k < len; k++) {
    const d = src[k];
    if (ok[col[d]] === 1) out[m++] = d;
  }
  return m;
}

function keepRange(src: Int32Array, len: number, out: Int32Array, s: Extract<Step, { none: number }>): number {
  const { col, none, lo, hi, rate } = s;
  let m = 0;
  // Not money (or base currency): v / 1 is v, and the loop without the division is the one a scan of every
  // listing (year_min alone) runs.
  if (rate === 1) {
    for (let k = 0; k < len; k++) {
      const d = src[k];
      const v = col[d];
      if (v >= lo && v <= hi && v !== none) out[m++] = d;
    }
    return m;
  }
  for (let k = 0; k < len; k++) {
    const d = src[k];
    const v = col[d];
    if (Number.isNaN(v) || v === none) continue;
    const x = v / rate;
    if (x >= lo && x <= hi) out[m++] = d;
  }
  return m;
}

/** keepIn over text matches, in place, carrying each match's score along. */
function keepInScored(docs: Int32Array, scores: Float32Array, len: number, col: TypedColumn, ok: Uint8Array): number {
  let m = 0;
  for (let k = 0; k < len; k++) {
    const d = docs[k];
    if (ok[col[d]] !== 1) continue;
    docs[m] = d;
    scores[m++] = scores[k];
  }
  return m;
}

/** keepRange over text matches, in place, carrying each match's score along. */
function keepRangeScored(docs: Int32Array, scores: Float32Array, len: number, s: Extract<Step, { none: number }>) {
  const { col, none, lo, hi, rate } = s;
  let m = 0;
  for (let k = 0; k < len; k++) {
    const d = docs[k];
    const v = col[d];
    if (Number.isNaN(v) || v === none) continue;
    const x = v / rate;
    if (x < lo || x > hi) continue;
    docs[m] = d;
    scores[m++] = scores[k];
  }
  return m;
}

/** The query's predicate, or null when it can match nothing (a value no listing can have). */
export function compileFilter(q: ListingQuery, c: FilterContext): CompiledFilter | null {
  const checks: Check[] = [];
  const steps: Step[] = [];
  let statusCheck: Check = () => true;
  let status = '';
  for (const [name, col] of entries) {
    const values = c.cols[name];
    if (col.kind === 'vocabulary') {
      const want = param(q, name);
      const asked = (Array.isArray(want) ? want : want ? [want] : []) as string[];
      if (!asked.length) continue;
      const ok = new Uint8Array(col.values.length);
      for (const v of asked) {
        const i = col.values.findIndex(([slug]) => slug === v);
        if (i >= 0) ok[i] = 1;
      }
      if (!ok.includes(1)) return null;
      checks.push((d) => ok[values[d]] === 1);
      steps.push({ col: values, ok });
    } else if (col.kind === 'dictionary' || col.kind === 'place') {
      const ok = c.allowed[name];
      if (ok) checks.push((d) => ok[values[d]] === 1);
      if (ok) steps.push({ col: values, ok });
    } else if (col.kind === 'status') {
      // The statuses asked for (the first one by default): a listing passes when its status is one of them.
      const asked = (param(q, 'status') as string[] | null) ?? [col.values[0]];
      const ok = Uint8Array.from(col.values, (v) => (asked.includes(v) ? 1 : 0));
      if (!ok.includes(1)) return null;
      status = col.values.filter((_, i) => ok[i]).join(',');
      statusCheck = (d) => ok[values[d]] === 1;
      steps.unshift({ col: values, ok });
    } else {
      // A bound the query does not name (undefined: a caller's query object from before the column) is none.
      const lo = (param(q, `${name}_min`) ?? null) as number | null;
      const hi = (param(q, `${name}_max`) ?? null) as number | null;
      if (lo === null && hi === null) continue;
      const rate = col.money ? c.rates[q.currency ?? BASE_CURRENCY] : 1;
      checks.push(rangeCheck(values, col.none, lo ?? -Infinity, hi ?? Infinity, rate));
      steps.push({ col: values, none: col.none, lo: lo ?? -Infinity, hi: hi ?? Infinity, rate });
    }
  }
  const [a, b] = checks;
  const more = checks.slice(2);
  const st = statusCheck;
  const pass: Check =
    checks.length === 0
      ? st
      : checks.length === 1
        ? (d) => st(d) && a(d)
        : checks.length === 2
          ? (d) => st(d) && a(d) && b(d)
          : (d) => st(d) && a(d) && b(d) && more.every((x) => x(d));
  // Membership checks (one byte read) before range checks, so the dearer checks see fewer listings; among them,
  // the one letting the smallest share of its column's values through first (one category of 13 before the
  // status for sale, which ~85 % of listings have), so the later passes see fewer. Every step keeps the matches
  // that pass it in order, so their order changes the cost only, never the listings kept.
  // Each step's share counted once (a place filter's list is as long as the catalog's places).
  const share = new Map(steps.map((x) => [x, 'ok' in x ? x.ok.reduce((a, v) => a + v, 0) / x.ok.length : 2]));
  steps.sort((x, y) => share.get(x)! - share.get(y)!);
  const scan = (cands: Int32Array, out: Int32Array) => {
    let src = cands;
    let m = cands.length;
    for (const s of steps) {
      m = 'ok' in s ? keepIn(src, m, out, s.col, s.ok) : keepRange(src, m, out, s);
      src = out;
    }
    if (src !== out) out.set(cands);
    return m;
  };
  const keepScored = (docs: Int32Array, scores: Float32Array, len: number) => {
    let m = len;
    for (const s of steps)
      m = 'ok' in s ? keepInScored(docs, scores, m, s.col, s.ok) : keepRangeScored(docs, scores, m, s);
    return m;
  };
  return { pass, trivial: checks.length === 0, status, scan, keepScored };
}

/** What a counting facet reads: a column, the facet slot of each column value, and the slots' values and labels. */
export interface CountSource {
  facet: CountFacetName;
  col: TypedColumn;
  slotOf?: Uint16Array;
  values: readonly string[];
  labels: readonly string[];
}
/** What a stats facet reads. */
export interface StatsSource {
  facet: StatsFacetName;
  col: TypedColumn;
  none: number;
  money: boolean;
  /** A money column's priced listings in ascending price order, when the index carries it (./quantiles.ts). */
  order?: Uint32Array;
}

/** Facet counters over one match set, sized once per loaded table. */
export class FacetCounter {
  private readonly sources = new Map<string, { count: CountSource; tally: Uint32Array } | { stats: StatsSource }>();
  /** Per money facet: quartiles of any set of listings by their ranks in its price order (./quantiles.ts). */
  private readonly quartiles = new Map<string, PriceQuartiles>();

  constructor(counts: CountSource[], stats: StatsSource[]) {
    for (const s of counts) this.sources.set(s.facet, { count: s, tally: new Uint32Array(s.values.length) });
    for (const s of stats) {
      this.sources.set(s.facet, { stats: s });
      // A money column is f64 with NaN for no value (src/schemas/listing-columns.ts), as PriceQuartiles reads it:
      // a listing has a price rank exactly when it has a price.
      if (s.money && !Number.isNaN(s.none)) throw new Error(`facet ${s.facet}: a money column's none must be NaN`);
      if (s.money) this.quartiles.set(s.facet, new PriceQuartiles(s.col as Float64Array, s.order));
    }
  }

  /** The facets in `which` (in that order) over docs[0..m), prices in `currency` (rounded to cents). */
  count(docs: Int32Array, m: number, which: readonly string[], currency: string, rates: Rates): ListingFacets {
    const out: Record<string, unknown> = {};
    for (const name of which) {
      const src = this.sources.get(name);
      if (!src) continue;
      if ('count' in src) {
        const t = src.tally.fill(0);
        const { col, slotOf, values, labels } = src.count;
        tally(t, col, slotOf, docs, m);
        out[name] = facetList(t, values, labels);
        continue;
      }
      const { col, none, money } = src.stats;
      if (money) {
        // Count and quartiles of the matches with a value, in `currency`, rounded to cents.
        const cents = (v: number) => Math.round(inCurrency(v, currency, rates) * 100) / 100;
        const qs = this.quartiles.get(name)!.ofPriced(docs, m);
        out[name] =
          qs &&
          ({
            count: qs.count,
            min: cents(qs.min),
            p25: cents(qs.p25),
            median: cents(qs.median),
            p75: cents(qs.p75),
            max: cents(qs.max),
          } satisfies PriceStats);
        continue;
      }
      out[name] = valueRange(col, none, docs, m);
    }
    return out as ListingFacets;
  }
}
