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
import { relatedFor } from '../../core/related.ts';
import type { ReadDb } from '../../db/read-pool.ts';
import { Matcher } from '../matcher.ts';
import { LISTING_FIELDS, PLACE_WEIGHT } from '../options.ts';
import { placeLookup, placeNameTexts } from '../places.ts';
import { Synonyms } from '../synonyms.ts';
import { listingPlanner, type PlannedResult } from '../listing-query.ts';
import type { ListingBackend } from '../backend.ts';
import type { ListingSearchResult, ListingSearchResultBytes } from '../load.ts';
import { PostingCache } from './postings.ts';
import { positionsOf, unpackListings } from './snapshot.ts';
import { recordsOf, versioned, type CatalogRow, type ListingCatalogMeta } from './catalog.ts';

interface Snapshot {
  version: number;
  meta: ListingCatalogMeta;
  n: number;
  /** Listing numbers (index order) of a query's page, total and facets over the match set. */
  plan(q: ListingQuery): Promise<PlannedResult<number>>;
  docOf: Int32Array;
}

async function loadSnapshot(db: ReadDb, { version, meta, vocab, snapshot }: CatalogRow<ListingCatalogMeta>): Promise<Snapshot> {
  const { docOf, cols, makes, places } = unpackListings(snapshot);
  const n = docOf.length;
  const posOf = positionsOf(docOf);
  const name = (c: string) => meta.countryNames[c] ?? c;
  const placeTexts = placeNameTexts(places, name, meta.places);
  const countries = [...new Set(places.map((p) => p[3]))].sort();
  const words = vocab ? vocab.split(' ') : [];
  const text = new PostingCache(db, 'listings', posOf, LISTING_FIELDS.length);
  let matcher: Matcher | undefined;
  const run = listingPlanner({
    n, cols, makes, places, placeTexts, countries, countryLabels: countries.map(name), categories: meta.categories, conditions: meta.conditions,
    rates: meta.rates, placesVocabulary: meta.places, filler: meta.filler, lexicon: meta.lexicon ?? null,
    matcher: () => matcher ??= new Matcher(n, text.lookups(), LISTING_FIELDS, () => words)
      .addLookup(placeLookup(placeTexts, cols.place), PLACE_WEIGHT).useSynonyms(new Synonyms(meta.synonyms)),
  });
  return { version, meta, n, docOf, plan: (q) => text.settle(() => run(q, (d) => d)) };
}

/** The listing backend over `db`; resolves once the first catalog version is loaded. */
export async function loadPgListingSearch(db: ReadDb): Promise<ListingBackend & { stats(): { listings: number; version: number } }> {
  const snapshot = versioned(db, 'listings', (row: CatalogRow<ListingCatalogMeta>) => loadSnapshot(db, row));
  let last = await snapshot();
  const page = async (q: ListingQuery) => {
    const s = (last = await snapshot());
    const r = await s.plan(q);
    const docs = r.items.map((d) => s.docOf[d]);
    return { r, docs, texts: await recordsOf(db, 'search_listings', docs), version: s.version };
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
      const { r, texts, docs, version } = await page(q);
      return { total: r.total, facets: r.facets, relaxed: r.relaxed, understood: r.understood, items: texts.map((t) => Buffer.from(t)), key: `pg${version}:${docs.join(',')}` } as ListingSearchResultBytes;
    },
    async getListing(key) {
      const k = key.toLowerCase();
      const [row] = await db.query<{ record: string }>('SELECT record FROM search_listings WHERE lower(id) = $1 OR lower(slug) = $1 ORDER BY lower(id) = $1 DESC LIMIT 1', [k]);
      return row ? (JSON.parse(row.record) as Listing) : undefined;
    },
    related: (l) => relatedFor(last.meta.related, l),
    stats: () => ({ listings: last.n, version: last.version }),
  };
}
