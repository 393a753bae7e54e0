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
import { fold } from './text.ts';
import {
  Matcher, b64, facetList, fromB64, rankSlice, readText,
  tokenizeFields, writeFile, type FacetEntry, type WrittenFile,
} from './core.ts';
import { ParsedRecords, RecordView, writeView, type StoredView } from './record-store.ts';
import { shardedLookups, writeTextShards, type ShardCounts } from './text-shards.ts';
import { readFileSync } from 'node:fs';

export interface ListingSearchResult {
  total: number;
  items: Listing[];
  facets: { category: FacetEntry[]; condition: FacetEntry[]; make: FacetEntry[] };
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
  cols: { category: string; condition: string; make: string; place: string; sold: string };
  /** Record views (./record-store.ts): `full` is the public Listing. */
  views: { full: StoredView };
}

export interface ListingVocabulary {
  categories: readonly (readonly [string, string])[];
  conditions: readonly (readonly [string, string])[];
  countryName: (code: string) => string;
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
  }
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
    placeTexts: places.map(([city, region, , country]) => fold([city, region ?? '', voc.countryName(country)].join('\u0000'))),
    text: writeTextShards(doc, LISTING_FIELDS, dir, 'listings', out),
    cols: { category: b64(category), condition: b64(condition), make: b64(make), place: b64(place), sold: b64(sold) },
    views: { full: full.view },
  };
  writeFile(dir, 'listings.meta', JSON.stringify(meta), out);
  writeFile(dir, 'listings.keys.meta', JSON.stringify({ ids: listings.map((l) => l.id), slugs: listings.map((l) => l.slug) }), out);
  writeFile(dir, 'listings.vocab.meta', [...vocab].sort().join(' '), out);
  out.push(...full.files);
  return out;
}

/** The same answer with each item as its stored JSON text (byte-for-byte the public Listing). */
export interface ListingSearchResultRaw { total: number; items: string[]; facets: ListingSearchResult['facets'] }
/**
 * The same with each item as its stored JSON bytes, for a response body assembled from bytes;
 * `key` names those bytes (record store digest and record numbers), for an ETag without hashing them.
 */
export interface ListingSearchResultBytes { total: number; items: Buffer[]; facets: ListingSearchResult['facets']; key: string }

export interface ListingSearch {
  origin: string;
  searchListings(q: ListingQuery): ListingSearchResult;
  /**
   * For a response writer that splices items into its body (`[` + items.join(',') + `]`)
   * instead of parsing and serialising them again: skips JSON.parse of the page.
   */
  searchListingsRaw(q: ListingQuery): ListingSearchResultRaw;
  /** The stored bytes of the page's records: what the REST function splices into its body. */
  searchListingsBytes(q: ListingQuery): ListingSearchResultBytes;
  getListing(slugOrId: string): Listing | undefined;
  stats(): { listings: number; makes: number; places: number; vocabulary: number; load_ms: number; cached_records: number };
}

const copyFacets = (f: ListingSearchResult['facets']): ListingSearchResult['facets'] => ({
  category: f.category.map((e) => ({ ...e })),
  condition: f.condition.map((e) => ({ ...e })),
  make: f.make.map((e) => ({ ...e })),
});

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
  });

  // Lower-cased make → make numbers (published spellings may differ in case).
  const makesByKey = new Map<string, number[]>();
  makes.forEach((m, i) => {
    const k = m.toLowerCase();
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
  const catCount = new Uint32Array(CAT_SLUGS.length);
  const condCount = new Uint32Array(COND_SLUGS.length);
  const makeCount = new Uint32Array(nMakes);
  const makeOk = new Uint8Array(nMakes);
  const placeOk = new Uint8Array(nPlaces);
  // Total and facets of the two unfiltered listings (include_sold false / true), computed once.
  const unfiltered: ({ total: number; facets: ListingSearchResult['facets'] } | undefined)[] = [undefined, undefined];

  let byId: Map<string, number> | undefined;

  const empty = (): { total: number; items: never[]; facets: ListingSearchResult['facets'] } => ({ total: 0, items: [], facets: { category: [], condition: [], make: [] } });
  const facets = () => ({
    category: facetList(catCount, CAT_SLUGS, CAT_LABELS),
    condition: facetList(condCount, COND_SLUGS, COND_LABELS),
    make: facetList(makeCount, makes, makes),
  });

  function run(q: ListingQuery, get: (d: number) => any): any {
    const cat = q.category ? CAT_SLUGS.indexOf(q.category) : -1;
    const cond = q.condition ? COND_SLUGS.indexOf(q.condition) : -1;
    if ((q.category && cat < 0) || (q.condition && cond < 0)) return empty();
    const soldOk = q.include_sold ? 1 : 0;
    let makeIds: number[] | null = null;
    const makeKey = (q.make ?? '').trim().toLowerCase();
    if (makeKey) {
      makeIds = makesByKey.get(makeKey) ?? [];
      if (!makeIds.length) return empty();
      makeOk.fill(0);
      for (const m of makeIds) makeOk[m] = 1;
    }
    const byMake = makeIds !== null;
    const loc = (q.location ?? '').trim();
    const byPlace = loc !== '';
    if (byPlace) {
      let any = 0;
      if (loc.length === 2) {
        const code = loc.toUpperCase();
        for (let p = 0; p < nPlaces; p++) any |= placeOk[p] = meta.places[p][3] === code || meta.places[p][2] === code ? 1 : 0;
      } else {
        const needle = fold(loc);
        for (let p = 0; p < nPlaces; p++) any |= placeOk[p] = meta.placeTexts[p].includes(needle) ? 1 : 0;
      }
      if (!any) return empty();
    }
    const start = (q.page - 1) * q.per_page;
    const end = start + q.per_page;
    catCount.fill(0);
    condCount.fill(0);
    makeCount.fill(0);
    let m = 0;
    const itemsIdx: number[] = [];
    const count = q.q.trim() ? matcher().run(q.q) : -1;
    if (count >= 0) {
      // Ranked: filter the matches in place, count facets, then select the page.
      const docs = matcher().docs;
      const scores = matcher().scores;
      for (let k = 0; k < count; k++) {
        const d = docs[k];
        if ((cat >= 0 && category[d] !== cat) || (cond >= 0 && condition[d] !== cond) || sold[d] > soldOk ||
          (byMake && makeOk[make[d]] === 0) || (byPlace && placeOk[place[d]] === 0)) continue;
        catCount[category[d]]++;
        condCount[condition[d]]++;
        makeCount[make[d]]++;
        docs[m] = d;
        scores[m++] = scores[k];
      }
      for (const i of rankSlice(docs, scores, m, start, end)) itemsIdx.push(docs[i]);
      return { total: m, items: itemsIdx.map(get), facets: m ? facets() : { category: [], condition: [], make: [] } };
    }
    // No words: every filtered listing, newest first (the index order).
    if (cat < 0 && cond < 0 && !byMake && !byPlace && unfiltered[soldOk]) {
      const u = unfiltered[soldOk]!;
      const items: unknown[] = [];
      for (let d = 0, seen = 0; d < n && seen < end; d++) {
        if (sold[d] > soldOk) continue;
        if (seen++ >= start) items.push(get(d));
      }
      return { total: u.total, items, facets: copyFacets(u.facets) };
    }
    let cands: Int32Array;
    if (makeIds) {
      makePost ??= postings(make, nMakes);
      cands = makeIds.length === 1 ? makePost[makeIds[0]] : Int32Array.from(makeIds.flatMap((id) => Array.from(makePost![id]))).sort();
    } else if (cat >= 0) {
      catPost ??= postings(category, CAT_SLUGS.length);
      cands = catPost[cat];
    } else cands = allDocs ??= Int32Array.from({ length: n }, (_, i) => i);
    for (let k = 0, len = cands.length; k < len; k++) {
      const d = cands[k];
      if ((cat >= 0 && category[d] !== cat) || (cond >= 0 && condition[d] !== cond) || sold[d] > soldOk ||
        (byMake && makeOk[make[d]] === 0) || (byPlace && placeOk[place[d]] === 0)) continue;
      catCount[category[d]]++;
      condCount[condition[d]]++;
      makeCount[make[d]]++;
      if (m >= start && m < end) itemsIdx.push(d);
      m++;
    }
    const result = { total: m, items: itemsIdx.map(get), facets: facets() };
    if (cat < 0 && cond < 0 && !byMake && !byPlace) unfiltered[soldOk] = { total: m, facets: copyFacets(result.facets) };
    return result;
  }

  const parsed = (d: number) => store.get(d);
  const raw = (d: number) => records.text(d);
  const searchListings = (q: ListingQuery): ListingSearchResult => run(q, parsed);
  const searchListingsRaw = (q: ListingQuery): ListingSearchResultRaw => run(q, raw);
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
        byId.set(keys.ids[i], i);
        byId.set(keys.slugs[i], i);
      }
    }
    const d = byId.get(key);
    return d === undefined ? undefined : store.get(d);
  }

  const loadMs = performance.now() - t0;
  return {
    origin: meta.origin,
    searchListings,
    searchListingsRaw,
    searchListingsBytes,
    getListing,
    stats: () => ({ listings: n, makes: nMakes, places: nPlaces, vocabulary: vocabSize, load_ms: loadMs, cached_records: store.cached }),
  };
}
