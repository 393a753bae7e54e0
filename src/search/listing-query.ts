// The listing query planner, shared by both backends: filters, text match
// with relaxation, facets, sorts and paging over a loaded listing table
// (columns in index order = newest listed first). Where the table comes from
// (files written at build time, or a Postgres catalog version) is the
// backend's business; the answer is computed here, once, for both.
import type { ListingQuery } from '../schemas/query.ts';
import { rankSlice } from './rank.ts';
import type { Matcher } from './matcher.ts';
import { compileFilter, FacetCounter, type ListingColumns, type ListingFacets } from './filters.ts';
import { sortKeys } from './sort.ts';
import { placeFilter, type PlaceVocabulary } from './places.ts';
import { relaxedMatch } from './relax.ts';
import { indexTokens, makeKey, squashModel, stem } from './text.ts';
import type { Place } from './listing-table.ts';
import { queryReader } from './understand/index.ts';
import type { SoldYears } from './understand/apply.ts';
import type { Understood } from '../schemas/understood.ts';
import { didYouMean, type Correction } from './understand/corrections.ts';
import type { Lexicon } from '../schemas/search-content.ts';

/** Whether the exact query found nothing and a looser one answered. */
export interface Relaxed { dropped: string[]; mode: 'all' | 'any' }

export interface ListingTable {
  n: number;
  cols: ListingColumns;
  categories: [string, string][];
  conditions: [string, string][];
  makes: string[];
  /** Squashed model keys, numbered by cols.model. */
  models: string[];
  places: Place[];
  placeTexts: string[];
  countries: string[];
  countryLabels: string[];
  rates: Record<string, number>;
  placesVocabulary: PlaceVocabulary;
  filler: string[];
  /** What the query reader knows (content/search/); null reads `q` as plain words. */
  lexicon: Lexicon | null;
  /** Year each listing sold (0: not sold); absent when the backend's table has no sale dates. */
  soldYear?: Uint16Array;
  /** The text matcher, built on first use (filter-only searches never need it). */
  matcher(): Matcher;
}

/** A batch lookup (`ids`): the listing numbers named, in the order asked, each once, and the ids that name none. */
export function batchOf(ids: readonly string[], numberOf: (key: string) => number | undefined): { docs: number[]; missing: string[] } | undefined {
  if (!ids.length) return undefined;
  const docs = new Set<number>();
  const missing: string[] = [];
  for (const id of ids) {
    const d = numberOf(id);
    if (d === undefined) missing.push(id);
    else docs.add(d);
  }
  return { docs: [...docs], missing };
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

export function listingPlanner(t: ListingTable): ListingRun {
  const { n, cols, makes } = t;
  const { category, make, sold } = cols;
  const modelIds = new Map(t.models.map((m, i) => [m, i]));
  const modelOk = new Uint8Array(t.models.length);
  /** The model filter: the model as named, else (none has it) every model naming it inside a longer one (BK-600 in BK-600 Tabber). */
  const modelFilter = (asked: string): Uint8Array | null => {
    const want = squashModel(asked);
    if (!want) return null;
    modelOk.fill(0);
    const exact = modelIds.get(want);
    if (exact !== undefined) modelOk[exact] = 1;
    else if (want.length >= 2) t.models.forEach((m, i) => (modelOk[i] = m.includes(want) ? 1 : 0));
    return modelOk;
  };
  const CAT_SLUGS = t.categories.map(([s]) => s);
  const COND_SLUGS = t.conditions.map(([s]) => s);
  const nMakes = makes.length;

  // Lower-cased make → make numbers (published spellings may differ in case).
  const makesByKey = new Map<string, number[]>();
  makes.forEach((m, i) => {
    const k = makeKey(m);
    const list = makesByKey.get(k);
    if (list) list.push(i);
    else makesByKey.set(k, [i]);
  });

  // Postings per make and per category for unranked listing, built on first use.
  let makePost: Int32Array[] | undefined;
  let catPost: Int32Array[] | undefined;
  const postings = (col: ArrayLike<number>, k: number) => {
    const counts = new Int32Array(k);
    for (let i = 0; i < n; i++) counts[col[i]]++;
    const lists = Array.from(counts, (c) => new Int32Array(c));
    counts.fill(0);
    for (let i = 0; i < n; i++) lists[col[i]][counts[col[i]]++] = i;
    return lists;
  };
  let allDocs: Int32Array | undefined;

  // Scratch, sized once.
  const countryIdx = new Map(t.countries.map((c, i) => [c, i]));
  const placeCountry = Uint16Array.from(t.places, (p) => countryIdx.get(p[3])!);
  const counter = new FacetCounter(cols, {
    categories: t.categories, conditions: t.conditions, makes, countries: t.countries, countryLabels: t.countryLabels, placeCountry,
  });
  const makeOk = new Uint8Array(nMakes);
  const placeOk = new Uint8Array(t.places.length);
  const keys = new Float64Array(n);
  let scanDocs: Int32Array | undefined;
  // Total and facets of the unfiltered listings per status mask (1 available, 2 sold, 3 both), computed once.
  const unfiltered: ({ total: number; facets: ListingFacets } | undefined)[] = [];

  const counterEmpty = (q: ListingQuery) => {
    counter.reset();
    return counter.result(q.facets ?? [], q.currency ?? 'USD', t.rates);
  };
  const empty = (q: ListingQuery) => ({ total: 0, items: [], facets: counterEmpty(q), relaxed: null, corrections: [] });
  // A copy of the cached facets asked for (callers may change what they get).
  const pick = (q: ListingQuery, f: ListingFacets): ListingFacets => Object.fromEntries((q.facets ?? []).map((k) => {
    const v = (f as Record<string, unknown>)[k];
    return [k, Array.isArray(v) ? v.map((e) => ({ ...e })) : v && typeof v === 'object' ? { ...v } : v];
  }));

  const ambiguity = new Map<string, boolean>();
  const read = queryReader({
    soldYears: !!t.soldYear,
    known: (word) => t.matcher().has(stem(word)),
    lexicon: t.lexicon, filler: t.filler, makes, rates: t.rates, places: t.placesVocabulary,
    placeNames: [...new Set(t.places.flatMap(([city, region]) => (region ? [city, region] : [city])))],
    // A make named inside another make's model (Titan in "Challenge Titan 200") is no make filter.
    ambiguousMake: (name) => {
      const key = makeKey(name);
      let v = ambiguity.get(key);
      if (v === undefined) {
        const own = makesByKey.get(key) ?? [];
        const tokens = [...indexTokens(name, new Set())].filter((x) => x.length >= 3);
        const named = t.models.map((m) => tokens.some((x) => m.includes(x)));
        v = false;
        for (let d = 0; d < n && !v; d++) v = named[cols.model[d]] && !own.includes(make[d]);
        ambiguity.set(key, v);
      }
      return v;
    },
  });

  return function run<T>(wanted: ListingQuery, get: (d: number) => T, only?: readonly number[]): PlannedResult<T> {
    const reading = read(wanted);
    const { corrections, ...r } = plan(reading?.query ?? wanted, get, only, reading?.soldYears ?? null);
    const all = [...(reading?.understood.corrections ?? []), ...corrections];
    const block = reading?.understood ?? (all.length ? { phrases: [], text: wanted.q, intents: [], corrections: [] } : null);
    return { ...r, understood: block && { ...block, corrections: all, did_you_mean: all.length ? didYouMean(wanted.q, all) : null } };
  };

  function plan<T>(q: ListingQuery, get: (d: number) => T, only: readonly number[] | undefined, saleYears: SoldYears): Omit<PlannedResult<T>, 'understood'> & { corrections: Correction[] } {
    let byMake = false;
    const wantMake = makeKey(q.make ?? '');
    if (wantMake) {
      const makeIds = makesByKey.get(wantMake) ?? [];
      if (!makeIds.length) return empty(q);
      makeOk.fill(0);
      for (const m of makeIds) makeOk[m] = 1;
      byMake = true;
    }
    const byPlace = (q.location ?? '').trim() !== '' || (q.country ?? []).length > 0;
    if (byPlace && !placeFilter(q.location ?? '', q.country ?? [], t.places, t.placeTexts, t.placesVocabulary, placeOk)) return empty(q);
    const compiled = compileFilter(q, { cols, categories: CAT_SLUGS, conditions: COND_SLUGS, makeOk, byMake, placeOk, byPlace, modelOk: modelFilter(q.model ?? ''), rates: t.rates });
    if (!compiled) return empty(q);
    // A batch lookup: the listings named, in the order named (rank = position in `only`).
    const batch = (q.ids ?? []).length > 0 ? new Map((only ?? []).map((d, i) => [d, i])) : null;
    if (batch && !batch.size) return empty(q);
    const soldYear = t.soldYear;
    const byBatch = batch ? { ...compiled, trivial: false, pass: (d: number) => batch.has(d) && compiled.pass(d) } : compiled;
    // A year of sale ("sold in 2025"), read out of q.
    const filter = saleYears && soldYear ? { ...byBatch, trivial: false, pass: (d: number) => soldYear[d] >= saleYears.min && soldYear[d] <= saleYears.max && byBatch.pass(d) } : byBatch;
    const start = (q.page - 1) * q.per_page;
    const end = start + q.per_page;
    const currency = q.currency ?? 'USD';
    const which = q.facets ?? [];
    const sort = q.sort ?? (batch ? null : q.q.trim() ? 'relevance' : 'newest');
    const asked = (docs: Int32Array, m: number) => {
      for (let k = 0; k < m; k++) keys[k] = -batch!.get(docs[k])!;
      return rankSlice(docs, keys, m, start, end);
    };
    counter.reset();
    let m = 0;
    const itemsIdx: number[] = [];
    if (q.q.trim()) {
      // Ranked: the text matches that pass the filters, relaxed when none does.
      const mt = t.matcher();
      const found = relaxedMatch(q.q, mt, filter.pass, t.filler);
      if (!found) return empty(q);
      m = found.m;
      const docs = mt.docs;
      for (let k = 0; k < m; k++) counter.add(docs[k]);
      const ranked = sort === null ? asked(docs, m) : sortKeys(sort, cols, docs, m, keys) ? rankSlice(docs, keys, m, start, end)
        : sort === 'newest' ? rankSlice(docs, keys.fill(0, 0, m), m, start, end) : rankSlice(docs, mt.scores, m, start, end);
      for (const i of ranked) itemsIdx.push(docs[i]);
      return { total: m, items: itemsIdx.map(get), facets: m ? counter.result(which, currency, t.rates) : counterEmpty(q), relaxed: found.relaxed, corrections: found.corrections };
    }
    // No words: every filtered listing.
    const mask = filter.statusMask;
    if (filter.trivial && sort === 'newest' && unfiltered[mask] && (currency === 'USD' || !which.includes('price'))) {
      const u = unfiltered[mask]!;
      const items: T[] = [];
      for (let d = 0, seen = 0; d < n && seen < end; d++) {
        if (((sold[d] + 1) & mask) === 0) continue;
        if (seen++ >= start) items.push(get(d));
      }
      return { total: u.total, items, facets: pick(q, u.facets), relaxed: null, corrections: [] };
    }
    const cat = q.category ? CAT_SLUGS.indexOf(q.category) : -1;
    let cands: Int32Array;
    if (batch) cands = Int32Array.from(batch.keys()).sort();
    else if (byMake) {
      makePost ??= postings(make, nMakes);
      const ids = makesByKey.get(wantMake)!;
      cands = ids.length === 1 ? makePost[ids[0]] : Int32Array.from(ids.flatMap((id) => Array.from(makePost![id]))).sort();
    } else if (cat >= 0) {
      catPost ??= postings(category, CAT_SLUGS.length);
      cands = catPost[cat];
    } else cands = allDocs ??= Int32Array.from({ length: n }, (_, i) => i);
    const ordered = sort !== 'newest' && sort !== 'relevance';
    // Only sorts other than newest need the whole match set kept; the asked order does too.
    const docs = ordered ? (scanDocs ??= new Int32Array(n)) : null;
    for (let k = 0, len = cands.length; k < len; k++) {
      const d = cands[k];
      if (!filter.pass(d)) continue;
      counter.add(d);
      if (docs) docs[m] = d;
      else if (m >= start && m < end) itemsIdx.push(d);
      m++;
    }
    if (docs) {
      const ranked = sort === null ? asked(docs, m) : (sortKeys(sort, cols, docs, m, keys), rankSlice(docs, keys, m, start, end));
      for (const i of ranked) itemsIdx.push(docs[i]);
    }
    const all = counter.result(['category', 'condition', 'make', 'country', 'year', 'price'], 'USD', t.rates);
    if (filter.trivial) unfiltered[mask] = { total: m, facets: all };
    const facets = currency === 'USD' ? pick(q, all) : counter.result(which, currency, t.rates);
    return { total: m, items: itemsIdx.map(get), facets, relaxed: null, corrections: [] };
  }
}
