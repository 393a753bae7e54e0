// Listing search on Postgres. Per catalog version a function keeps the
// listing table's columns (packed by index:sync, ~20 bytes a listing) and,
// from the first typo on, the typo vocabulary; text postings and records are
// read per request. Facet counts are exact: the shared planner
// (../listing-query.ts) counts them over the whole match set, which it holds
// anyway to rank. Lookups and related manuals read the rows live at the
// version the snapshot stands for.
import type { Listing, Manual } from '../../schemas/public.ts';
import type { ListingQuery } from '../../schemas/query.ts';
import type { Related } from '../related.ts';
import type { ReadDb } from '../../db/read-pool.ts';
import { LISTING_FIELDS, PLACE_WEIGHT } from '../options.ts';
import { placeLookup, placeNameTexts } from '../places.ts';
import { listingPlanner, type PlannedResult } from '../listing-query.ts';
import { batchOf } from '../listing-batch.ts';
import type { ListingBackend } from '../backend.ts';
import type { ListingSearchResult, ListingSearchResultBytes } from '../load.ts';
import { snapshotText } from './snapshot-text.ts';
import { positionsOf, unpackListingSnapshot } from './snapshot.ts';
import { RecordCache } from './record-cache.ts';
import { Catalog, type ListingCatalogMeta, type SnapshotRow } from './catalog.ts';
import { pgListingLookups } from './lookups.ts';

interface Snapshot {
  meta: ListingCatalogMeta;
  n: number;
  /** Listing numbers (index order) of a query's page, total and facets over the match set; `only`: a batch lookup's. */
  plan(q: ListingQuery, only?: number[]): Promise<PlannedResult<number>>;
  /** Asking price of listing number d in the base currency (NaN on request). */
  priceOf: (d: number) => number;
  docOf: Int32Array;
  posOf: Int32Array;
}

function loadSnapshot(db: ReadDb, { version, meta, snapshot }: SnapshotRow<ListingCatalogMeta>): Snapshot {
  const { docOf, cols, dict } = unpackListingSnapshot(snapshot);
  const n = docOf.length;
  const name = (c: string) => meta.countryNames[c] ?? c;
  const placeTexts = placeNameTexts(dict.places, name, meta.places);
  const countries = [...new Set(dict.places.map((p) => p[3]))].sort();
  const posOf = positionsOf(docOf);
  const { text, words, matcher } = snapshotText(db, {
    kind: 'listings',
    version,
    n,
    posOf,
    fields: LISTING_FIELDS,
    synonyms: meta.synonyms,
    extend: (m) => m.addLookup(placeLookup(placeTexts, cols.place), PLACE_WEIGHT),
  });
  const run = listingPlanner({
    n,
    cols,
    dict,
    placeTexts,
    countries,
    countryLabels: countries.map(name),
    rates: meta.rates,
    placesVocabulary: meta.places,
    filler: meta.filler,
    lexicon: meta.lexicon ?? null,
    matcher,
  });
  return {
    meta,
    n,
    docOf,
    posOf,
    priceOf: (d) => cols.price[d],
    plan: (q, only) => text.settle(() => run(q, (d) => d, only), words),
  };
}

/** The listing backend over `db`; resolves once the first catalog version is loaded. */
export type PgListingSearch = ListingBackend & {
  getListing(key: string): Promise<Listing | undefined>;
  /** The manuals of a listing's machine, live at the snapshot's version, in the manual index order. */
  manualsOf(l: Listing): Promise<Manual[]>;
  related(l: Listing): Promise<Related>;
  stats(): { listings: number; version: number };
};

/**
 * Bytes of the newest listings' records an instance reads ahead once it has answered (~10,000 at 100,000 listings).
 * A page of answers is mostly of the newest: without `q` the default order is newest first, and equal text scores
 * rank newest first. At 100,000 listings the newest 10,000 (20.7 MB) held 2,788 of the 4,198 records that 600
 * distinct queries read (bench --pg-trips), and would have spared 295 of their 415 records statements.
 */
const WARM_BYTES = 24 * 1024 * 1024;

export async function loadPgListingSearch(db: ReadDb, catalog = new Catalog(db)): Promise<PgListingSearch> {
  const current = () => catalog.snapshot('listings', (row: SnapshotRow<ListingCatalogMeta>) => loadSnapshot(db, row));
  let last = await current();
  const records = new RecordCache(db, 'search_listings');
  let warmed: Snapshot | undefined;
  /** Once per snapshot, after an answer (never before one: a cold start waits for nothing more). */
  const warm = (s: Snapshot) => {
    if (warmed === s) return;
    warmed = s;
    // A failed read ahead costs nothing but the round trips it would have spared: requests read on demand.
    records.warm(s.docOf, WARM_BYTES).catch(() => {});
  };
  /** A batch lookup's listing numbers in the snapshot, and the ids naming no listing. */
  const batch = async (q: ListingQuery, s: Snapshot) => {
    if (!q.ids?.length) return undefined;
    const keys = q.ids.map((k) => k.trim().toLowerCase());
    const rows = await db.query<{ doc: number; id: string; slug: string }>(
      'SELECT doc, lower(id) AS id, lower(slug) AS slug FROM search_listings WHERE lower(id) = ANY($1) OR lower(slug) = ANY($1)',
      [keys],
    );
    const byKey = new Map<string, number>();
    for (const r of rows)
      for (const k of [r.slug, r.id]) if (r.doc < s.posOf.length && s.posOf[r.doc] >= 0) byKey.set(k, s.posOf[r.doc]);
    return batchOf(q.ids, (k) => byKey.get(k.trim().toLowerCase()));
  };
  const page = async (q: ListingQuery) => {
    const s = (last = await current());
    const b = await batch(q, s.snap);
    const r = { ...(await s.snap.plan(q, b?.docs)), ...(b ? { ids_not_found: b.missing } : {}) };
    const docs = r.items.map((d) => s.snap.docOf[d]);
    const texts = await records.get(docs);
    warm(s.snap);
    return { r, docs, prices: r.items.map(s.snap.priceOf), texts, version: s.version };
  };
  // Lookups at the version of the snapshot answering searches (one version for everything it says).
  const lookups = pgListingLookups(
    db,
    async () => {
      const v = (last = await current());
      return { version: v.version, meta: v.snap.meta };
    },
    last.snap.meta.origin,
  );
  return {
    get origin() {
      return last.snap.meta.origin;
    },
    async searchListings(q): Promise<ListingSearchResult> {
      const { r, texts } = await page(q);
      return { ...r, items: texts.map((t) => JSON.parse(t.toString()) as Listing) };
    },
    async searchListingsBytes(q): Promise<ListingSearchResultBytes> {
      const { r, texts, docs, prices, version } = await page(q);
      return { ...r, items: texts, prices, key: `pg${version}:${docs.join(',')}` };
    },
    getListing: (key) => lookups.getListing(key),
    manualsOf: (l) => lookups.manualsOf(l),
    related: (l) => lookups.related(l),
    priceContext: (l) => lookups.priceContext(l),
    stats: () => ({ listings: last.snap.n, version: last.version }),
  };
}
