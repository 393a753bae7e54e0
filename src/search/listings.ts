// Listing index: written at build time from the public projection, loaded
// once per cold start. Files (all under one folder):
//   listings.{field}.{k}.flex  FlexSearch's token maps of the fields model, make, title,
//                    body, in shards loaded as queries need them (./text-shards.ts)
//   listings.meta    JSON: origin, columns for filters and facets (base64 typed
//                    arrays), makes, places, shard counts, record offsets
//   listings.keys.meta   ids and slugs (lookups only)
//   listings.vocab.meta  the typo vocabulary (read on the first typo lookup)
//   listings.related.meta  manuals, checklist and guides per make + model and category (lookups only)
//   listings.records the public Listing JSON bytes (./record-store.ts: raw, or one zstd frame each
//                    against listings.dict, deflate where Node has no zstd), spliced into responses as they are
import type { Listing } from '../schemas/public.ts';
import type { Lexicon } from '../schemas/search-content.ts';
import type { Understood } from '../schemas/understood.ts';
import type { ListingQuery } from '../schemas/query.ts';
import { LISTING_COLUMNS } from '../schemas/listing-columns.ts';
import { INDEX_FORMAT, LISTING_FIELDS, PLACE_WEIGHT, newListingDocument } from './options.ts';
import { fileMatcher, type TextAhead, type TextShardStats } from './file-matcher.ts';
import { b64, fromB64, readText, writeFile, type WrittenFile } from './index-files.ts';
import { tokenizeFields } from './flex-document.ts';
import { RecordView, writeView } from './record-store.ts';
import { ParsedRecords } from './parsed-records.ts';
import { writeTextShards } from './text-shards.ts';
import { readFileSync } from 'node:fs';
import type { ListingFacets } from './filters.ts';
import { placeLookup, placeNameTexts, type PlaceVocabulary } from './places.ts';
import { relatedFor, type Related, type RelatedIndex } from './related.ts';
import { listingPlanner, type Relaxed } from './listing-query.ts';
import { batchOf } from './listing-batch.ts';
import { catalogNames } from './listing-reader.ts';
import { synonymTokens } from './synonyms.ts';
import { compileLexicon } from './understand/lexicon.ts';
import { packLexicon } from './understand/packed-lexicon.ts';
import { priceContexts, pricedFacts, type ComparableGroups } from './price-context.ts';
import type { ListingMeta } from './listing-meta.ts';
import {
  buildListingColumns,
  listingFieldTexts,
  packColumns,
  packPriceOrders,
  unpackColumns,
  unpackPriceOrders,
} from './listing-table.ts';

export interface ListingSearchResult {
  total: number;
  items: Listing[];
  facets: ListingFacets;
  relaxed: Relaxed | null;
  understood: Understood;
  /** A batch lookup's ids that name no published listing (only when `ids` was given). */
  ids_not_found?: string[];
}

const RELATED_FILE = 'listings.related.meta';

export interface ListingVocabulary {
  countryName: (code: string) => string;
  rates: Record<string, number>;
  places: PlaceVocabulary;
  filler: readonly string[];
  synonyms: readonly (readonly string[])[];
  lexicon?: Lexicon | null;
  related?: RelatedIndex;
}

/** Writer side. The vocabulary comes from the caller so that loading never imports zod schemas. */
export function writeListingIndex(
  listings: Listing[],
  origin: string,
  dir: string,
  voc: ListingVocabulary,
): WrittenFile[] {
  const n = listings.length;
  const doc = newListingDocument();
  const vocab = new Set<string>();
  for (let i = 0; i < n; i++) doc.add({ id: i, ...tokenizeFields(listingFieldTexts(listings[i]), vocab) });
  const { cols, dict } = buildListingColumns(n, (i) => listings[i], voc.rates);
  const countries = [...new Set(dict.places.map((p) => p[3]))].sort();
  const out: WrittenFile[] = [];
  // Records of one category share their wording: one compression dictionary per category.
  const full = writeView(dir, 'listings', n, (i) => Buffer.from(JSON.stringify(listings[i])), {
    groupOf: (i) => cols.category[i],
  });
  const meta: ListingMeta = {
    format: INDEX_FORMAT,
    origin,
    n,
    dict,
    placeTexts: placeNameTexts(dict.places, voc.countryName, voc.places),
    text: writeTextShards(doc, LISTING_FIELDS, dir, 'listings', out),
    views: { full: full.view },
    rates: voc.rates,
    countries,
    countryLabels: countries.map(voc.countryName),
    places_vocabulary: voc.places,
    filler: [...voc.filler],
    synonyms: voc.synonyms.map((g) => [...g]),
    synonym_tokens: synonymTokens(voc.synonyms),
    lexicon: voc.lexicon ?? null,
    lexicon_compiled: voc.lexicon
      ? packLexicon(compileLexicon(voc.lexicon, voc.filler, catalogNames(dict, voc.places)))
      : null,
    sold_years: b64(Uint16Array.from(listings, (l) => (l.sold_at ? Number(l.sold_at.slice(0, 4)) : 0))),
    cols: packColumns(cols),
    price_orders: packPriceOrders(cols),
  };
  writeFile(dir, 'listings.meta', JSON.stringify(meta), out);
  writeFile(
    dir,
    'listings.keys.meta',
    JSON.stringify({ ids: listings.map((l) => l.id), slugs: listings.map((l) => l.slug) }),
    out,
  );
  writeFile(dir, 'listings.vocab.meta', [...vocab].sort().join(' '), out);
  // Half the meta's JSON at 100,000 listings (3.5 of 7 MB), which no search reads: a file of its own.
  writeFile(dir, RELATED_FILE, JSON.stringify(voc.related ?? { byCategory: {}, manuals: {} }), out);
  out.push(...full.files);
  return out;
}

/**
 * The same with each item as its stored JSON bytes, for a response body assembled from bytes;
 * `key` names those bytes (record store digest and record numbers), for an ETag without hashing them.
 */
export interface ListingSearchResultBytes extends Omit<ListingSearchResult, 'items'> {
  items: Buffer[];
  /** Each item's asking price in the base currency of the reference rates (NaN on request): its converted price without parsing it. */
  prices: number[];
  key: string;
}

export interface ListingSearch {
  origin: string;
  searchListings(q: ListingQuery): ListingSearchResult;
  /** The stored bytes of the page's records: what the REST function splices into its body. */
  searchListingsBytes(q: ListingQuery): ListingSearchResultBytes;
  getListing(slugOrId: string): Listing | undefined;
  /** Manuals, checklist and guides of a listing (its lookup's `related`). */
  related(l: Listing): Related;
  priceContext(l: Listing): ComparableGroups;
  stats(): TextShardStats & {
    listings: number;
    makes: number;
    places: number;
    vocabulary: number;
    load_ms: number;
    cached_records: number;
    read_ahead: number;
  };
}

export interface LoadOptions extends TextAhead {
  /** Parsed listings kept (least recently used first out); 0 parses every returned item. Default 1024. */
  recordCache?: number;
  /** Bytes of the newest listings' records decoded ahead of requests (./record-store.ts readAhead). Default 24 MB. */
  readAhead?: number;
}

/**
 * The read-ahead's default: at 100,000 listings (~2.3 kB a record) the newest ~10,000, which held about 60 % of
 * the records the function bench's unseen queries decoded (a third within the newest 4,000).
 */
const READ_AHEAD_BYTES = 24 * 1024 * 1024;

export function loadListingSearch(dir: string, opts: LoadOptions = {}): ListingSearch {
  const t0 = performance.now();
  const meta = JSON.parse(readText(dir, 'listings.meta')) as ListingMeta;
  if (meta.format !== INDEX_FORMAT)
    throw new Error(`listing index in ${dir} has format ${meta.format}, expected ${INDEX_FORMAT}: rebuild it`);
  const records = new RecordView(
    dir,
    'listings',
    meta.views.full,
    (p) => readFileSync(p),
    undefined,
    opts.readAhead ?? READ_AHEAD_BYTES,
  );
  const store = new ParsedRecords<Listing>(records, opts.recordCache ?? 1024);
  const n = meta.n;
  const cols = unpackColumns(meta.cols);
  const { matcher, vocabularySize, textShards } = fileMatcher(dir, {
    textAhead: opts.textAhead,
    kind: 'listings',
    n,
    text: meta.text,
    synonyms: meta.synonym_tokens ? { tokens: meta.synonym_tokens } : meta.synonyms,
    extend: (m) => m.addLookup(placeLookup(meta.placeTexts, cols.place), PLACE_WEIGHT),
  });
  const run = listingPlanner({
    n,
    matcher,
    dict: meta.dict,
    placeTexts: meta.placeTexts,
    cols,
    countries: meta.countries,
    countryLabels: meta.countryLabels,
    rates: meta.rates,
    placesVocabulary: meta.places_vocabulary,
    filler: meta.filler,
    lexicon: meta.lexicon,
    packedLexicon: meta.lexicon_compiled,
    soldYear: new Uint16Array(fromB64(meta.sold_years)),
    priceOrders: unpackPriceOrders(meta.price_orders),
  });
  const contextOf = priceContexts({
    n,
    cols,
    categories: LISTING_COLUMNS.category.values,
    makes: meta.dict.values.make ?? [],
    models: meta.dict.values.model ?? [],
  });
  let byId: Map<string, number> | undefined;
  let related: RelatedIndex | undefined;

  /** Listing number of an id or slug (any case). */
  const numberOf = (key: string): number | undefined => {
    if (!byId) {
      const keys = JSON.parse(readText(dir, 'listings.keys.meta')) as { ids: string[]; slugs: string[] };
      byId = new Map();
      for (let i = 0; i < n; i++) {
        byId.set(keys.ids[i].toLowerCase(), i);
        byId.set(keys.slugs[i].toLowerCase(), i);
      }
    }
    return byId.get(key.trim().toLowerCase());
  };
  const parsed = (d: number) => store.get(d);
  const searchListings = (q: ListingQuery): ListingSearchResult => {
    const b = batchOf(q.ids, numberOf);
    return { ...run(q, parsed, b?.docs), ...(b ? { ids_not_found: b.missing } : {}) };
  };
  function searchListingsBytes(q: ListingQuery): ListingSearchResultBytes {
    const docs: number[] = [];
    const b = batchOf(q.ids, numberOf);
    const r = run(
      q,
      (d: number) => {
        docs.push(d);
        return records.bytes(d);
      },
      b?.docs,
    );
    const prices = docs.map((d) => cols.price[d]);
    return { ...r, ...(b ? { ids_not_found: b.missing } : {}), prices, key: `${records.digest}:${docs.join(',')}` };
  }

  function getListing(key: string): Listing | undefined {
    const d = numberOf(key);
    return d === undefined ? undefined : store.get(d);
  }

  const loadMs = performance.now() - t0;
  return {
    origin: meta.origin,
    searchListings,
    searchListingsBytes,
    getListing,
    related: (l: Listing) => relatedFor((related ??= JSON.parse(readText(dir, RELATED_FILE)) as RelatedIndex), l),
    priceContext: (l: Listing) => contextOf(pricedFacts(l, meta.rates)),
    stats: () => ({
      listings: n,
      makes: meta.dict.values.make?.length ?? 0,
      places: meta.dict.places.length,
      vocabulary: vocabularySize(),
      load_ms: loadMs,
      cached_records: store.cached,
      read_ahead: records.readAheadCount,
      text_shards: textShards(),
    }),
  };
}
