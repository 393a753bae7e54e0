// The listing query planner, shared by both backends: filters, text match
// with relaxation, facets, sorts and paging over a loaded listing table
// (columns in index order = newest listed first). Where the table comes from
// (files written at build time, or a Postgres catalog version) is the
// backend's business; the answer is computed here, once, for both.
import type { ListingQuery } from '../schemas/query.ts';
import {
  BASE_CURRENCY,
  LISTING_COLUMNS,
  LISTING_COLUMN_NAMES,
  type ListingColumn,
  type ListingColumnName,
} from '../schemas/listing-columns.ts';
import { rankSlice } from './rank.ts';
import type { Matcher } from './matcher.ts';
import { compileFilter, FacetCounter, type ListingFacets } from './filters.ts';
import { facetSources } from './listing-facet-sources.ts';
import { copyFacets } from './facets.ts';
import { postingsOf, postingsUnion } from './value-postings.ts';
import { sortKeys } from './sort.ts';
import { SortOrders, walkPage } from './sort-orders.ts';
import { MatchMemo } from './match-memo.ts';
import { placeFilter, type PlaceVocabulary } from './places.ts';
import { relaxedMatch } from './relax.ts';
import { makeKey, squashModel } from './text.ts';
import type { Dictionaries, ListingColumns, PriceOrders } from './listing-table.ts';
import type { SoldYears } from './understand/apply.ts';
import type { Understood } from '../schemas/understood.ts';
import { didYouMean, type Correction } from './understand/corrections.ts';
import type { Lexicon } from '../schemas/search-content.ts';
import type { PackedLexicon } from './understand/packed-lexicon.ts';
import { tableReader } from './listing-reader.ts';

/** Whether the exact query found nothing and a looser one answered. */
export interface Relaxed {
  dropped: string[];
  mode: 'all' | 'any';
}

export interface ListingTable {
  n: number;
  cols: ListingColumns;
  dict: Dictionaries;
  placeTexts: string[];
  countries: string[];
  countryLabels: string[];
  rates: Record<string, number>;
  placesVocabulary: PlaceVocabulary;
  filler: string[];
  /** What the query reader knows (content/search/); null reads `q` as plain words. */
  lexicon: Lexicon | null;
  /** The lexicon compiled at build time for this table's names (the bundled index), read instead of compiling. */
  packedLexicon?: PackedLexicon | null;
  /** Per money column, its priced listings in price order, written at build time (absent: sorted on first use). */
  priceOrders?: PriceOrders;
  /** Year each listing sold (0: not sold); absent when the backend's table has no sale dates. */
  soldYear?: Uint16Array;
  /** The text matcher, built on first use (filter-only searches never need it). */
  matcher(): Matcher;
}

export interface PlannedResult<T> {
  total: number;
  items: T[];
  facets: ListingFacets;
  relaxed: Relaxed | null;
  /** What was read out of `q` (null without words). */
  understood: Understood | null;
}

/**
 * `run(q, get, only)`: the page's listing numbers mapped through `get`, total and facets over the whole match set.
 * `only` (a batch lookup, `ids`) holds the listing numbers the ids name, in the order asked: the match set is
 * cut to them and, without a sort, keeps their order.
 */
export type ListingRun = <T>(q: ListingQuery, get: (d: number) => T, only?: readonly number[]) => PlannedResult<T>;

const columns = LISTING_COLUMN_NAMES.map((name) => [name, LISTING_COLUMNS[name] as ListingColumn] as const);
const param = (q: ListingQuery, key: string) => (q as unknown as Record<string, unknown>)[key];

export function listingPlanner(t: ListingTable): ListingRun {
  const { n, cols } = t;
  const { counts, stats } = facetSources(t);
  const counter = new FacetCounter(counts, stats);
  const placeSlot = counts.find((c) => c.slotOf)?.slotOf ?? new Uint16Array(0);
  // Per dictionary column: match key → value numbers (`any-case`: published spellings may differ in
  // case; `squashed`: the values are the keys already).
  const byKey = new Map<ListingColumnName, Map<string, number[]>>();
  for (const [name, c] of columns) {
    if (c.kind !== 'dictionary') continue;
    const m = new Map<string, number[]>();
    (t.dict.values[name] ?? []).forEach((v, i) => {
      const k = c.match === 'squashed' ? v : makeKey(v);
      (m.get(k) ?? m.set(k, []).get(k)!).push(i);
    });
    byKey.set(name, m);
  }
  /** Value numbers a dictionary filter lets through: the value as named; for a squashed column (model), when no
   * value is it, every value holding it inside a longer one (BK-600 in BK-600 Tabber). */
  const dictionaryMatches = (name: ListingColumnName, match: string, want: string): number[] => {
    const ids = byKey.get(name)!.get(want);
    if (ids || match !== 'squashed' || want.length < 2) return ids ?? [];
    const out: number[] = [];
    (t.dict.values[name] ?? []).forEach((v, i) => v.includes(want) && out.push(i));
    return out;
  };
  const sizes = (name: ListingColumnName) =>
    name === 'place' ? t.dict.places.length : (t.dict.values[name]?.length ?? 0);
  const allowed = Object.fromEntries(
    columns
      .filter(([, c]) => c.kind === 'dictionary' || c.kind === 'place')
      .map(([name]) => [name, new Uint8Array(sizes(name))]),
  ) as Record<ListingColumnName, Uint8Array>;
  // Postings per value of the columns equality filters narrow, built on first use.
  const postings = new Map<ListingColumnName, Int32Array[]>();
  const postingsFor = (name: ListingColumnName) => {
    let p = postings.get(name);
    if (!p) {
      const c = columns.find(([x]) => x === name)![1];
      // The place column is narrowed on by country (its facet slot): a country holds many places.
      if (c.kind === 'place')
        p = postingsOf(
          cols[name].map((pl) => placeSlot[pl]),
          t.countries.length,
          n,
        );
      else p = postingsOf(cols[name], c.kind === 'vocabulary' ? c.values.length : sizes(name), n);
      postings.set(name, p);
    }
    return p;
  };
  let allDocs: Int32Array | undefined;
  const keys = new Float64Array(n);
  const scanDocs = new Int32Array(n);
  // Total and facets of the filter sets answered last.
  const memo = new MatchMemo();
  const orders = new SortOrders(cols, n);

  const empty = (q: ListingQuery) => ({
    total: 0,
    items: [],
    facets: counter.count(scanDocs, 0, q.facets ?? [], q.currency ?? BASE_CURRENCY, t.rates),
    relaxed: null,
    corrections: [] as Correction[],
  });
  const pick = (q: ListingQuery, f: ListingFacets) => copyFacets(q.facets ?? [], f);

  const read = tableReader(t, byKey.get('make') ?? new Map());
  return function run<T>(wanted: ListingQuery, get: (d: number) => T, only?: readonly number[]): PlannedResult<T> {
    const reading = read(wanted);
    const { corrections, ...r } = plan(reading?.query ?? wanted, get, only, reading?.soldYears ?? null);
    const all = [...(reading?.understood.corrections ?? []), ...corrections];
    const block =
      reading?.understood ?? (all.length ? { phrases: [], text: wanted.q, intents: [], corrections: [] } : null);
    return {
      ...r,
      understood: block && { ...block, corrections: all, did_you_mean: all.length ? didYouMean(wanted.q, all) : null },
    };
  };

  function plan<T>(
    q: ListingQuery,
    get: (d: number) => T,
    only: readonly number[] | undefined,
    saleYears: SoldYears,
  ): Omit<PlannedResult<T>, 'understood'> & { corrections: Correction[] } {
    // The dictionary and place filters: which value numbers pass.
    const narrowed: [ListingColumnName, number[]][] = [];
    const active: Partial<Record<ListingColumnName, Uint8Array>> = {};
    for (const [name, c] of columns) {
      if (c.kind === 'dictionary') {
        const raw = String(param(q, name) ?? '');
        const want = c.match === 'squashed' ? squashModel(raw) : makeKey(raw);
        if (!want) continue;
        const ids = dictionaryMatches(name, c.match, want);
        if (!ids.length) return empty(q);
        const ok = allowed[name].fill(0);
        for (const i of ids) ok[i] = 1;
        active[name] = ok;
        // A squashed column (model) has too many values for postings per value: checked, not narrowed on.
        if (c.match === 'any-case') narrowed.push([name, ids]);
      } else if (c.kind === 'place') {
        if ((q.location ?? '').trim() === '' && !(q.country ?? []).length) continue;
        const ok = allowed[name];
        if (!placeFilter(q.location ?? '', q.country ?? [], t.dict.places, t.placeTexts, t.placesVocabulary, ok))
          return empty(q);
        active[name] = ok;
        narrowed.push([name, [...new Set(Array.from(placeSlot).filter((_, pl) => ok[pl]))]]);
      } else if (c.kind === 'vocabulary') {
        const want = param(q, name);
        const asked = (Array.isArray(want) ? want : want ? [want] : []) as string[];
        const ids = [...new Set(asked.map((v) => c.values.findIndex(([s]) => s === v)).filter((i) => i >= 0))];
        if (asked.length) narrowed.push([name, ids]);
      }
    }
    const compiled = compileFilter(q, { cols, allowed: active, rates: t.rates });
    if (!compiled) return empty(q);
    // A batch lookup: the listings named, in the order named (rank = position in `only`).
    const batch = (q.ids ?? []).length > 0 ? new Map((only ?? []).map((d, i) => [d, i])) : null;
    if (batch && !batch.size) return empty(q);
    const soldYear = t.soldYear;
    const byBatch = batch
      ? { ...compiled, trivial: false, pass: (d: number) => batch.has(d) && compiled.pass(d) }
      : compiled;
    // A year of sale ("sold in 2025"), read out of q.
    const filter =
      saleYears && soldYear
        ? {
            ...byBatch,
            trivial: false,
            pass: (d: number) => soldYear[d] >= saleYears.min && soldYear[d] <= saleYears.max && byBatch.pass(d),
          }
        : byBatch;
    const start = (q.page - 1) * q.per_page;
    const end = start + q.per_page;
    const currency = q.currency ?? BASE_CURRENCY;
    const which = q.facets ?? [];
    const sort = q.sort ?? (batch ? null : q.q.trim() ? 'relevance' : 'newest');
    const asked = (docs: Int32Array, m: number) => {
      for (let k = 0; k < m; k++) keys[k] = -batch!.get(docs[k])!;
      return rankSlice(docs, keys, m, start, end);
    };
    if (q.q.trim()) {
      // Ranked: the text matches that pass the filters, relaxed when none does.
      const mt = t.matcher();
      // The compiled filter alone (no batch, no year of sale) keeps the matches a column at a time.
      const found = relaxedMatch(q.q, mt, filter.pass, t.filler, filter === compiled ? compiled.keepScored : undefined);
      if (!found) return empty(q);
      const m = found.m;
      const docs = mt.docs;
      const facets = counter.count(docs, m, which, currency, t.rates);
      const ranked =
        sort === null
          ? asked(docs, m)
          : sortKeys(sort, cols, docs, m, keys)
            ? rankSlice(docs, keys, m, start, end)
            : sort === 'newest'
              ? rankSlice(docs, keys.fill(0, 0, m), m, start, end)
              : rankSlice(docs, mt.scores, m, start, end);
      return {
        total: m,
        items: ranked.map((i) => get(docs[i])),
        facets,
        relaxed: found.relaxed,
        corrections: found.corrections,
      };
    }
    // No words: every filtered listing, newest first unless a column sort (or a batch's order) is asked.
    // Candidates: a batch's listings, or those of the narrowest equality filter's values, else all.
    let cands: Int32Array | undefined = batch ? Int32Array.from(batch.keys()).sort() : undefined;
    for (const [name, ids] of batch ? [] : narrowed) {
      const p = postingsFor(name);
      const size = ids.reduce((s, i) => s + p[i].length, 0);
      if (cands && cands.length <= size) continue;
      cands = postingsUnion(ids.map((i) => p[i]));
    }
    cands ??= allDocs ??= Int32Array.from({ length: n }, (_, i) => i);
    const memoKey = batch ? null : MatchMemo.key(q, saleYears);
    const known = memoKey === null ? undefined : memo.get(memoKey, which);
    // A column sort over many matches: walking the whole table's order to the page's end (about end·n/m steps)
    // costs less than keying and ranking the m matches. Newest walks the candidates (index order).
    const order = (m: number) => (sort !== null && m > 0 && end * (n / m) < m / 2 ? orders.of(sort) : null);
    const columnSort = sort !== null && orders.of(sort) !== null;
    if (known && (!columnSort || order(known.total))) {
      const docs = walkPage(columnSort ? order(known.total)! : cands, filter.pass, start, end);
      return {
        total: known.total,
        items: docs.map(get),
        facets: pick(q, known.facets),
        relaxed: null,
        corrections: [],
      };
    }
    let m = 0;
    if (filter === compiled) m = compiled.scan(cands, scanDocs);
    else
      for (let k = 0, len = cands.length; k < len; k++) {
        const d = cands[k];
        if (filter.pass(d)) scanDocs[m++] = d;
      }
    let itemsIdx: number[] = [];
    const walk = order(m);
    if (sort === null) for (const i of asked(scanDocs, m)) itemsIdx.push(scanDocs[i]);
    else if (walk) itemsIdx = walkPage(walk, filter.pass, start, end);
    else if (sortKeys(sort, cols, scanDocs, m, keys))
      for (const i of rankSlice(scanDocs, keys, m, start, end)) itemsIdx.push(scanDocs[i]);
    else for (let k = start; k < Math.min(end, m); k++) itemsIdx.push(scanDocs[k]);
    const facets = known?.facets ?? counter.count(scanDocs, m, which, currency, t.rates);
    if (memoKey !== null && !known) memo.set(memoKey, { total: m, facets, which });
    return { total: m, items: itemsIdx.map(get), facets: pick(q, facets), relaxed: null, corrections: [] };
  }
}
