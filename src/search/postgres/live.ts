// What the page function reads of the database besides single listings: the
// market snapshot index:sync computed for the current version, and the
// listings and manuals in sitemap order (index order), a slice at a time.
// Each answer is one statement (one consistent view of the latest version).
import type { ReadDb } from '../../db/read-pool.ts';
import type { Listing, Manual, Snapshot } from '../../schemas/public.ts';
import { newestFirst } from '../../catalog/order.ts';
import { makeKey, squashModel } from '../text.ts';
import { SearchUnavailable } from '../../db/unavailable.ts';
import type { SitePage } from '../../discovery/documents.ts';
import { unpackListingSnapshot, unpackManualSnapshot } from './snapshot.ts';
import { marketSnapshot } from './market.ts';
import { snapshotOf } from './catalog.ts';

export interface LiveCatalog {
  /** The market snapshot of the current version. */
  market(): Promise<Snapshot>;
  /** Live listings and manuals, and the newest manual's updated_at (the manuals page's lastmod). */
  counts(): Promise<{ listings: number; manuals: number; newestManual: string | undefined }>;
  /** Sitemap entries of listings [start, start + n) in index order (newest first). */
  listingPages(origin: string, start: number, n: number): Promise<SitePage[]>;
  /** The same for manuals (make, model, title, id: the order of the manual snapshot). */
  manualPages(origin: string, start: number, n: number): Promise<SitePage[]>;
  /** A live manual by public id (any case). */
  getManual(id: string): Promise<Manual | undefined>;
  /** Available listings of a manual's make, same model first, newest first (src/markdown/related.ts relatedListings). */
  listingsOf(m: Manual, max?: number): Promise<Listing[]>;
}

export function liveCatalog(db: ReadDb): LiveCatalog {
  let manualOrder: { version: number; docs: Int32Array } | undefined;
  let market: { version: number; snapshot: Promise<Snapshot> } | undefined;
  return {
    async market() {
      const [v] = await db.query<{ version: string | null }>(
        `SELECT max(version) AS version FROM search_versions WHERE kind = 'listings'`,
      );
      if (v?.version === null || v === undefined)
        throw new SearchUnavailable('no listings in the search database yet (run npm run index:sync)');
      if (market?.version !== Number(v.version)) {
        const snapshot = (async () => {
          return marketSnapshot(db, unpackListingSnapshot(await snapshotOf(db, 'listings', Number(v.version))));
        })();
        market = { version: Number(v.version), snapshot };
        snapshot.catch(() => (market = undefined));
      }
      return market.snapshot;
    },
    async counts() {
      const [row] = await db.query<{ listings: string; manuals: string; newest: string | null }>(
        `SELECT (SELECT count(*) FROM search_listings WHERE died IS NULL) AS listings, (SELECT count(*) FROM search_manuals WHERE died IS NULL) AS manuals,
           (SELECT max(updated_at) FROM search_manuals WHERE died IS NULL) AS newest`,
      );
      return { listings: Number(row.listings), manuals: Number(row.manuals), newestManual: row.newest ?? undefined };
    },
    async listingPages(origin, start, n) {
      if (n <= 0) return [];
      const rows = await db.query<{ slug: string; updated_at: string }>(
        `SELECT slug, updated_at FROM search_listings WHERE died IS NULL ORDER BY listed_at COLLATE "C" DESC, id COLLATE "C" ASC OFFSET $1 LIMIT $2`,
        [start, n],
      );
      return rows.map((r) => ({ url: `${origin}/listings/${r.slug}`, lastmod: r.updated_at }));
    },
    async getManual(id) {
      const [row] = await db.query<{ record: string }>(
        'SELECT record FROM search_manuals WHERE lower(id) = $1 AND died IS NULL LIMIT 1',
        [id.toLowerCase()],
      );
      return row ? (JSON.parse(row.record) as Manual) : undefined;
    },
    async listingsOf(m, max = 10) {
      const rows = await db.query<{ doc: number; id: string; listed_at: string; model_key: string }>(
        'SELECT doc, id, listed_at, model_key FROM search_listings WHERE died IS NULL AND NOT sold AND make_key = $1',
        [makeKey(m.make)],
      );
      rows.sort(newestFirst);
      const model = squashModel(m.model);
      const docs = [...rows.filter((r) => r.model_key === model), ...rows.filter((r) => r.model_key !== model)]
        .slice(0, max)
        .map((r) => r.doc);
      const records = await db.query<{ doc: number; record: string }>(
        'SELECT doc, record FROM search_listings WHERE doc = ANY($1)',
        [docs],
      );
      const byDoc = new Map(records.map((r) => [r.doc, JSON.parse(r.record) as Listing]));
      return docs.map((d) => byDoc.get(d)!);
    },
    async manualPages(origin, start, n) {
      if (n <= 0) return [];
      const [v] = await db.query<{ version: string }>(
        `SELECT max(version) AS version FROM search_versions WHERE kind = 'manuals'`,
      );
      if (!manualOrder || manualOrder.version !== Number(v.version)) {
        manualOrder = {
          version: Number(v.version),
          docs: unpackManualSnapshot(await snapshotOf(db, 'manuals', Number(v.version))).docOf,
        };
      }
      const docs = Array.from(manualOrder.docs.subarray(start, start + n));
      const rows = await db.query<{ doc: number; id: string; updated_at: string }>(
        'SELECT doc, id, updated_at FROM search_manuals WHERE doc = ANY($1)',
        [docs],
      );
      const byDoc = new Map(rows.map((r) => [r.doc, r]));
      return docs
        .map((d) => byDoc.get(d))
        .filter((r) => r !== undefined)
        .map((r) => ({ url: `${origin}/manuals/${r.id}`, lastmod: r.updated_at }));
    },
  };
}
