// Listing search on Postgres. Per catalog version a function keeps the
// filter/sort/facet columns (packed by index:sync from the table's fact
// columns with ../listing-table.ts, ~2 MB in memory at 100,000 listings) and
// the typo vocabulary; text postings and records are read per request.
// Facet counts are exact: the shared planner (../listing-query.ts) counts
// them over the whole match set, which it holds anyway to rank; counting them
// in SQL would mean sending the text match set back to the database on every
// request.
import type { Listing } from '../../schemas/public.ts';
import type { ListingQuery } from '../../schemas/query.ts';
import { relatedFor } from '../related.ts';
import type { ReadDb } from '../../db/read-pool.ts';
import { Matcher } from '../matcher.ts';
import { LISTING_FIELDS, PLACE_WEIGHT } from '../options.ts';
import { placeLookup, placeNameTexts } from '../places.ts';
import { Synonyms } from '../synonyms.ts';
import { batchOf, listingPlanner, type PlannedResult } from '../listing-query.ts';
import { priceContexts, pricedFacts, type ComparableGroups, type PricedFacts } from '../price-context.ts';
import type { ListingBackend } from '../backend.ts';
import type { ListingSearchResult, ListingSearchResultBytes } from '../load.ts';
import { PostingCache } from './postings.ts';
import { positionsOf, unpackListings } from './snapshot.ts';
import { recordsOf, versioned, type CatalogRow, type ListingCatalogMeta } from './catalog.ts';

interface Snapshot {
  version: number;
  meta: ListingCatalogMeta;
  n: number;
  /** Listing numbers (index order) of a query's page, total and facets over the match set; `only`: a batch lookup's. */
  plan(q: ListingQuery, only?: number[]): Promise<PlannedResult<number>>;
  posOf: Int32Array;
  contextOf: (l: PricedFacts) => ComparableGroups;
  /** Asking price of listing number d in the base currency (NaN on request). */
  priceOf: (d: number) => number;
  docOf: Int32Array;
}

async function loadSnapshot(db: ReadDb, { version, meta, vocab, snapshot }: CatalogRow<ListingCatalogMeta>): Promise<Snapshot> {
  const { docOf, cols, makes, models, places } = unpackListings(snapshot);
  const n = docOf.length;
  const posOf = positionsOf(docOf);
  const name = (c: string) => meta.countryNames[c] ?? c;
  const placeTexts = placeNameTexts(places, name, meta.places);
  const countries = [...new Set(places.map((p) => p[3]))].sort();
  const words = vocab ? vocab.split(' ') : [];
  const text = new PostingCache(db, 'listings', posOf, LISTING_FIELDS.length);
  let matcher: Matcher | undefined;
  const run = listingPlanner({
    n, cols, makes, models, places, placeTexts, countries, countryLabels: countries.map(name), categories: meta.categories, conditions: meta.conditions,
    rates: meta.rates, placesVocabulary: meta.places, filler: meta.filler, lexicon: meta.lexicon ?? null,
    matcher: () => matcher ??= new Matcher(n, text.lookups(), LISTING_FIELDS, () => words)
      .addLookup(placeLookup(placeTexts, cols.place), PLACE_WEIGHT).useSynonyms(new Synonyms(meta.synonyms)),
  });
  const contextOf = priceContexts({ n, cols, categories: meta.categories, makes, models });
  return { version, meta, n, docOf, posOf, contextOf, priceOf: (d) => cols.price[d], plan: (q, only) => text.settle(() => run(q, (d) => d, only)) };
}

/** The listing backend over `db`; resolves once the first catalog version is loaded. */
export async function loadPgListingSearch(db: ReadDb): Promise<ListingBackend & { stats(): { listings: number; version: number } }> {
  const snapshot = versioned(db, 'listings', (row: CatalogRow<ListingCatalogMeta>) => loadSnapshot(db, row));
  let last = await snapshot();
  /** A batch lookup's listing numbers in snapshot `s`, and the ids naming no listing. */
  const batch = async (q: ListingQuery, s: Snapshot) => {
    if (!q.ids.length) return undefined;
    const keys = q.ids.map((k) => k.trim().toLowerCase());
    const rows = await db.query<{ doc: number; id: string; slug: string }>(
      'SELECT doc, lower(id) AS id, lower(slug) AS slug FROM search_listings WHERE lower(id) = ANY($1) OR lower(slug) = ANY($1)', [keys]);
    const byKey = new Map<string, number>();
    for (const r of rows) for (const k of [r.slug, r.id]) if (r.doc < s.posOf.length && s.posOf[r.doc] >= 0) byKey.set(k, s.posOf[r.doc]);
    return batchOf(q.ids, (k) => byKey.get(k.trim().toLowerCase()));
  };
  const page = async (q: ListingQuery) => {
    const s = (last = await snapshot());
    const b = await batch(q, s);
    const r = { ...(await s.plan(q, b?.docs)), ...(b ? { ids_not_found: b.missing } : {}) };
    const docs = r.items.map((d) => s.docOf[d]);
    return { r, docs, prices: r.items.map(s.priceOf), texts: await recordsOf(db, 'search_listings', docs), version: s.version };
  };
  return {
    get origin() {
      return last.meta.origin;
    },
    async searchListings(q): Promise<ListingSearchResult> {
      const { r, texts } = await page(q);
      return { ...r, items: texts.map((t) => JSON.parse(t) as Listing) };
    },
    async searchListingsBytes(q): Promise<ListingSearchResultBytes> {
      const { r, texts, docs, prices, version } = await page(q);
      return { ...r, items: texts.map((t) => Buffer.from(t)), prices, key: `pg${version}:${docs.join(',')}` };
    },
    async getListing(key) {
      const k = key.toLowerCase();
      const [row] = await db.query<{ record: string }>('SELECT record FROM search_listings WHERE lower(id) = $1 OR lower(slug) = $1 ORDER BY lower(id) = $1 DESC LIMIT 1', [k]);
      return row ? (JSON.parse(row.record) as Listing) : undefined;
    },
    related: (l) => relatedFor(last.meta.related, l),
    priceContext: (l) => last.contextOf(pricedFacts(l, last.meta.rates)),
    stats: () => ({ listings: last.n, version: last.version }),
  };
}
