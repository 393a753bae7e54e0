// Listing index: written at build time from the public projection, loaded
// once per cold start. Files (all under one folder):
//   listings.{field}.{k}.flex  FlexSearch's token maps of the fields model, make, title,
//                    body, in shards loaded as queries need them (./text-shards.ts)
//   listings.meta    JSON: origin, columns for filters and facets (base64 typed
//                    arrays), makes, places, shard counts, record offsets
//   listings.keys.meta   ids and slugs (lookups only)
//   listings.vocab.meta  the typo vocabulary (read on the first typo lookup)
//   listings.records the public Listing JSON bytes (./record-store.ts: raw, or one deflate
//                    frame each against listings.dict), spliced into responses as they are
import type { Listing } from '../schemas/public.ts';
import type { ListingQuery } from '../schemas/query.ts';
import { INDEX_FORMAT, LISTING_FIELDS, newListingDocument } from './options.ts';
import { makeKey } from './text.ts';
import { Matcher } from './matcher.ts';
import { b64, fromB64, readText, writeFile, type WrittenFile } from './index-files.ts';
import { rankSlice } from './rank.ts';
import { tokenizeFields } from './flex-document.ts';
import { ParsedRecords, RecordView, writeView, type StoredView } from './record-store.ts';
import { shardedLookups, writeTextShards, type ShardCounts } from './text-shards.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileFilter, FacetCounter, type ListingColumns, type ListingFacets } from './filters.ts';
import { sortKeys } from './sort.ts';
import { placeFilter, placeLookup, placeNameTexts, type PlaceVocabulary } from './places.ts';
import { Synonyms } from './synonyms.ts';
import { relatedFor, type Related, type RelatedIndex } from '../core/related.ts';
import { PLACE_WEIGHT } from './options.ts';
import { relaxedMatch } from './relax.ts';

/** Whether the exact query found nothing and a looser one answered. */
export interface Relaxed { dropped: string[]; mode: 'all' | 'any' }

export interface ListingSearchResult {
  total: number;
  items: Listing[];
  facets: ListingFacets;
  relaxed: Relaxed | null;
}

type Place = [city: string, region: string | null, regionCode: string | null, country: string];

interface ListingMeta {
  format: string;
  origin: string;
  n: number;
  /** [slug, label] of every category / condition, from the vocabulary at build time. */
  categories: [string, string][];
  conditions: [string, string][];
  makes: string[];
  places: Place[];
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
  related: RelatedIndex;
  cols: { category: string; condition: string; make: string; place: string; sold: string; year: string; price: string };
}

export interface ListingVocabulary {
  categories: readonly (readonly [string, string])[];
  conditions: readonly (readonly [string, string])[];
  countryName: (code: string) => string;
  rates: Record<string, number>;
  places: PlaceVocabulary;
  filler: readonly string[];
  synonyms: readonly (readonly string[])[];
  related?: RelatedIndex;
}

/** Writer side. The vocabulary comes from the caller so that loading never imports zod schemas. */
export function writeListingIndex(listings: Listing[], origin: string, dir: string, voc: ListingVocabulary): WrittenFile[] {
  const n = listings.length;
  const CAT_SLUGS = voc.categories.map(([s]) => s);
  const COND_SLUGS = voc.conditions.map(([s]) => s);
  const doc = newListingDocument();
  const vocab = new Set<string>();
  const makes: string[] = [];
  const makeIdx = new Map<string, number>();
  const places: Place[] = [];
  const placeIdx = new Map<string, number>();
  const category = new Uint8Array(n);
  const condition = new Uint8Array(n);
  const make = new Uint16Array(n);
  const place = new Uint16Array(n);
  const sold = new Uint8Array(n);
  const year = new Uint16Array(n);
  const price = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const l = listings[i];
    const fields = tokenizeFields({
      model: l.model,
      make: l.make,
      title: `${l.title} ${l.category} ${l.category_label}`,
      body: [l.description, ...l.specs.map((s) => `${s.label} ${s.value}`)].join('\n'),
    }, vocab);
    doc.add({ id: i, ...fields });
    category[i] = CAT_SLUGS.indexOf(l.category);
    condition[i] = COND_SLUGS.indexOf(l.condition);
    let m = makeIdx.get(l.make);
    if (m === undefined) makeIdx.set(l.make, (m = makes.push(l.make) - 1));
    make[i] = m;
    const p: Place = [l.location.city, l.location.region, l.location.region_code, l.location.country];
    const key = JSON.stringify(p);
    let pi = placeIdx.get(key);
    if (pi === undefined) placeIdx.set(key, (pi = places.push(p) - 1));
    place[i] = pi;
    sold[i] = l.status === 'sold' ? 1 : 0;
    year[i] = l.year ?? 0;
    const rate = voc.rates[l.price.currency];
    price[i] = l.price.amount === null || l.price.on_request || rate === undefined ? Number.NaN : l.price.amount * rate;
  }
  const countries = [...new Set(places.map((p) => p[3]))].sort();
  if (makes.length > 65535 || places.length > 65535) throw new Error('listing index: more than 65535 makes or places');
  const out: WrittenFile[] = [];
  // Records of one category share their wording: one compression dictionary per category.
  const full = writeView(dir, 'listings', n, (i) => Buffer.from(JSON.stringify(listings[i])), { groupOf: (i) => category[i] });
  const meta: ListingMeta = {
    format: INDEX_FORMAT,
    origin,
    n,
    categories: voc.categories.map(([a, b]) => [a, b]),
    conditions: voc.conditions.map(([a, b]) => [a, b]),
    makes,
    places,
    placeTexts: placeNameTexts(places, voc.countryName, voc.places),
    text: writeTextShards(doc, LISTING_FIELDS, dir, 'listings', out),
    views: { full: full.view },
    rates: voc.rates,
    countries,
    countryLabels: countries.map(voc.countryName),
    places_vocabulary: voc.places,
    filler: [...voc.filler],
    synonyms: voc.synonyms.map((g) => [...g]),
    related: voc.related ?? { byCategory: {}, manuals: {} },
    cols: { category: b64(category), condition: b64(condition), make: b64(make), place: b64(place), sold: b64(sold), year: b64(year), price: b64(price) },
  };
  writeFile(dir, 'listings.meta', JSON.stringify(meta), out);
  writeFile(dir, 'listings.keys.meta', JSON.stringify({ ids: listings.map((l) => l.id), slugs: listings.map((l) => l.slug) }), out);
  writeFile(dir, 'listings.vocab.meta', [...vocab].sort().join(' '), out);
  out.push(...full.files);
  return out;
}

/**
 * The same with each item as its stored JSON bytes, for a response body assembled from bytes;
 * `key` names those bytes (record store digest and record numbers), for an ETag without hashing them.
 */
export interface ListingSearchResultBytes { total: number; items: Buffer[]; facets: ListingSearchResult['facets']; key: string }

export interface ListingSearch {
  origin: string;
  searchListings(q: ListingQuery): ListingSearchResult;
  /** The stored bytes of the page's records: what the REST function splices into its body. */
  searchListingsBytes(q: ListingQuery): ListingSearchResultBytes;
  getListing(slugOrId: string): Listing | undefined;
  /** Manuals, checklist and guides of a listing (its lookup's `related`). */
  related(l: Listing): Related;
  stats(): { listings: number; makes: number; places: number; vocabulary: number; load_ms: number; cached_records: number };
}

export interface LoadOptions {
  /** Parsed listings kept (least recently used first out); 0 parses every returned item. Default 1024. */
  recordCache?: number;
}

export function loadListingSearch(dir: string, opts: LoadOptions = {}): ListingSearch {
  const t0 = performance.now();
  const meta = JSON.parse(readText(dir, 'listings.meta')) as ListingMeta;
  if (meta.format !== INDEX_FORMAT) throw new Error(`listing index in ${dir} has format ${meta.format}, expected ${INDEX_FORMAT}: rebuild it`);
  const records = new RecordView(dir, 'listings', meta.views.full, (p) => readFileSync(p));
  const store = new ParsedRecords<Listing>(records, opts.recordCache ?? 1024);
  const n = meta.n;
  const category = new Uint8Array(fromB64(meta.cols.category));
  const condition = new Uint8Array(fromB64(meta.cols.condition));
  const make = new Uint16Array(fromB64(meta.cols.make));
  const place = new Uint16Array(fromB64(meta.cols.place));
  const sold = new Uint8Array(fromB64(meta.cols.sold));
  const CAT_SLUGS = meta.categories.map(([s]) => s);
  const CAT_LABELS = meta.categories.map(([, l]) => l);
  const COND_SLUGS = meta.conditions.map(([s]) => s);
  const COND_LABELS = meta.conditions.map(([, l]) => l);
  const makes = meta.makes;
  const nMakes = makes.length;
  const nPlaces = meta.places.length;
  let vocabSize = 0;
  // The text index is loaded on the first query with text: filter-only searches and
  // lookups never need it, and the lookup function ships without it.
  let textIndex: Matcher | undefined;
  const matcher = () => textIndex ??= new Matcher(n, shardedLookups(newListingDocument(), LISTING_FIELDS, dir, 'listings', meta.text), LISTING_FIELDS, () => {
    const text = readText(dir, 'listings.vocab.meta');
    const v = text ? text.split(' ') : [];
    vocabSize = v.length;
    return v;
  }).addLookup(placeLookup(meta.placeTexts, place), PLACE_WEIGHT).useSynonyms(new Synonyms(meta.synonyms));

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
  const cols: ListingColumns = {
    category, condition, make, place, sold,
    year: new Uint16Array(fromB64(meta.cols.year)),
    price: new Float64Array(fromB64(meta.cols.price)),
  };
  const countryIdx = new Map(meta.countries.map((c, i) => [c, i]));
  const placeCountry = Uint16Array.from(meta.places, (p) => countryIdx.get(p[3])!);
  const counter = new FacetCounter(cols, {
    categories: meta.categories, conditions: meta.conditions, makes, countries: meta.countries, countryLabels: meta.countryLabels, placeCountry,
  });
  const makeOk = new Uint8Array(nMakes);
  const placeOk = new Uint8Array(nPlaces);
  const keys = new Float64Array(n);
  let scanDocs: Int32Array | undefined;
  // Total and facets of the two unfiltered listings (include_sold false / true), computed once.
  const unfiltered: ({ total: number; facets: ListingFacets } | undefined)[] = [undefined, undefined];

  let byId: Map<string, number> | undefined;

  const empty = (q: ListingQuery) => ({ total: 0, items: [], facets: counterEmpty(q), relaxed: null });
  const counterEmpty = (q: ListingQuery) => {
    counter.reset();
    return counter.result(q.facets ?? [], q.currency ?? 'USD', meta.rates);
  };
  // A copy of the cached facets asked for (callers may change what they get).
  const pick = (q: ListingQuery, f: ListingFacets): ListingFacets => Object.fromEntries((q.facets ?? []).map((k) => {
    const v = (f as Record<string, unknown>)[k];
    return [k, Array.isArray(v) ? v.map((e) => ({ ...e })) : v && typeof v === 'object' ? { ...v } : v];
  }));

  function run(q: ListingQuery, get: (d: number) => any): any {
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
    if (byPlace && !placeFilter(q.location ?? '', q.country ?? [], meta.places, meta.placeTexts, meta.places_vocabulary, placeOk)) return empty(q);
    const filter = compileFilter(q, { cols, categories: CAT_SLUGS, conditions: COND_SLUGS, makeOk, byMake, placeOk, byPlace, rates: meta.rates });
    if (!filter) return empty(q);
    const start = (q.page - 1) * q.per_page;
    const end = start + q.per_page;
    const currency = q.currency ?? 'USD';
    const which = q.facets ?? [];
    const sort = q.sort ?? (q.q.trim() ? 'relevance' : 'newest');
    counter.reset();
    let m = 0;
    const itemsIdx: number[] = [];
    let relaxed: Relaxed | null = null;
    if (q.q.trim()) {
      // Ranked: the text matches that pass the filters, relaxed when none does.
      const mt = matcher();
      const found = relaxedMatch(q.q, mt, filter.pass, meta.filler);
      if (!found) return empty(q);
      relaxed = found.relaxed;
      m = found.m;
      const docs = mt.docs;
      for (let k = 0; k < m; k++) counter.add(docs[k]);
      const ranked = sortKeys(sort, cols, docs, m, keys) ? rankSlice(docs, keys, m, start, end)
        : sort === 'newest' ? rankSlice(docs, keys.fill(0, 0, m), m, start, end) : rankSlice(docs, mt.scores, m, start, end);
      for (const i of ranked) itemsIdx.push(docs[i]);
      return { total: m, items: itemsIdx.map(get), facets: m ? counter.result(which, currency, meta.rates) : counterEmpty(q), relaxed };
    }
    // No words: every filtered listing.
    const soldOk = q.include_sold ? 1 : 0;
    if (filter.trivial && sort === 'newest' && unfiltered[soldOk] && (currency === 'USD' || !which.includes('price'))) {
      const u = unfiltered[soldOk]!;
      const items: unknown[] = [];
      for (let d = 0, seen = 0; d < n && seen < end; d++) {
        if (sold[d] > soldOk) continue;
        if (seen++ >= start) items.push(get(d));
      }
      return { total: u.total, items, facets: pick(q, u.facets), relaxed: null };
    }
    const cat = q.category ? CAT_SLUGS.indexOf(q.category) : -1;
    let cands: Int32Array;
    if (byMake) {
      makePost ??= postings(make, nMakes);
      const ids = makesByKey.get(wantMake)!;
      cands = ids.length === 1 ? makePost[ids[0]] : Int32Array.from(ids.flatMap((id) => Array.from(makePost![id]))).sort();
    } else if (cat >= 0) {
      catPost ??= postings(category, CAT_SLUGS.length);
      cands = catPost[cat];
    } else cands = allDocs ??= Int32Array.from({ length: n }, (_, i) => i);
    const ordered = sort !== 'newest' && sort !== 'relevance';
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
      sortKeys(sort, cols, docs, m, keys);
      for (const i of rankSlice(docs, keys, m, start, end)) itemsIdx.push(docs[i]);
    }
    const all = counter.result(['category', 'condition', 'make', 'country', 'year', 'price'], 'USD', meta.rates);
    if (filter.trivial) unfiltered[soldOk] = { total: m, facets: all };
    const facets = currency === 'USD' ? pick(q, all) : counter.result(which, currency, meta.rates);
    return { total: m, items: itemsIdx.map(get), facets, relaxed: null };
  }

  const parsed = (d: number) => store.get(d);
  const searchListings = (q: ListingQuery): ListingSearchResult => run(q, parsed);
  function searchListingsBytes(q: ListingQuery): ListingSearchResultBytes {
    const docs: number[] = [];
    const r = run(q, (d: number) => {
      docs.push(d);
      return records.bytes(d);
    });
    return { ...r, key: `${records.digest}:${docs.join(',')}` };
  }

  function getListing(key: string): Listing | undefined {
    if (!byId) {
      const keys = JSON.parse(readText(dir, 'listings.keys.meta')) as { ids: string[]; slugs: string[] };
      byId = new Map();
      for (let i = 0; i < n; i++) {
        byId.set(keys.ids[i].toLowerCase(), i);
        byId.set(keys.slugs[i].toLowerCase(), i);
      }
    }
    const d = byId.get(key.toLowerCase());
    return d === undefined ? undefined : store.get(d);
  }

  const loadMs = performance.now() - t0;
  return {
    origin: meta.origin,
    searchListings,
    searchListingsBytes,
    getListing,
    related: (l: Listing) => relatedFor(meta.related, l),
    stats: () => ({ listings: n, makes: nMakes, places: nPlaces, vocabulary: vocabSize, load_ms: loadMs, cached_records: store.cached }),
  };
}
