// What a postgres build reads of the database instead of the listing and
// manual files: the few records pages print (the newest available listings,
// overall and per category; the first manuals in index order and the most
// recently updated ones), the whole-catalog totals (src/catalog/totals.ts)
// and the market snapshot. Bounded whatever the catalog's size, so the build
// takes the same minutes at a thousand listings and at a million; each
// listing's and manual's own page comes from the page function.
import { readDb } from '../../db/read-pool.ts';
import { newestFirst, manualOrder } from '../../catalog/order.ts';
import type { CatalogTotals } from '../../catalog/totals.ts';
import type { Listing, Manual, Snapshot } from '../../schemas/public.ts';
import { CATEGORIES } from '../../schemas/vocabulary.ts';
import { liveCatalog } from './live.ts';

export interface CatalogSelection {
  listings: Listing[];
  manuals: Manual[];
  totals: CatalogTotals;
  snapshot: Snapshot;
}

/** More than any page shows (home: 8 listings and 10 manuals, browse pages: 20, a guide: 8 of its category). */
const NEWEST = 50;
const PER_CATEGORY = 20;
const ORDER = 'ORDER BY listed_at COLLATE "C" DESC, id COLLATE "C" ASC';

export async function catalogSelection(url: string): Promise<CatalogSelection> {
  const db = readDb(url);
  try {
    const listings = new Map<string, Listing>();
    const add = (rows: { record: string }[]) =>
      rows.forEach((r) => {
        const l = JSON.parse(r.record) as Listing;
        listings.set(l.id, l);
      });
    add(await db.query(`SELECT record FROM search_listings WHERE died IS NULL AND NOT sold ${ORDER} LIMIT ${NEWEST}`));
    add(await db.query(`SELECT record FROM search_listings WHERE died IS NULL ${ORDER} LIMIT ${NEWEST}`));
    for (const [slug] of CATEGORIES)
      add(
        await db.query(
          `SELECT record FROM search_listings WHERE died IS NULL AND NOT sold AND category = $1 ${ORDER} LIMIT ${PER_CATEGORY}`,
          [slug],
        ),
      );
    const manuals = new Map<string, Manual>();
    const [v] = await db.query<{ version: string | null }>(
      `SELECT max(version) AS version FROM search_versions WHERE kind = 'manuals'`,
    );
    const first = v?.version
      ? (await liveCatalog(db).manualPages('', 0, NEWEST)).map((p) => p.url.replace(/^\/manuals\//, ''))
      : [];
    for (const r of await db.query<{ record: string }>(
      `(SELECT record FROM search_manuals WHERE died IS NULL AND id = ANY($1)) UNION ALL
       (SELECT record FROM search_manuals WHERE died IS NULL ORDER BY updated_at COLLATE "C" DESC, id COLLATE "C" ASC LIMIT ${NEWEST})`,
      [first],
    )) {
      const m = JSON.parse(r.record) as Manual;
      manuals.set(m.id, m);
    }
    const [counts] = await db.query<{ available: string; sold: string; manuals: string }>(
      `SELECT count(*) FILTER (WHERE NOT sold) AS available, count(*) FILTER (WHERE sold) AS sold, (SELECT count(*) FROM search_manuals WHERE died IS NULL) AS manuals
       FROM search_listings WHERE died IS NULL`,
    );
    const byCategory = await db.query<{ category: string; n: string }>(
      'SELECT category, count(*) AS n FROM search_listings WHERE died IS NULL AND NOT sold GROUP BY category',
    );
    const distinct = async (sql: string) =>
      (await db.query<{ v: string }>(sql)).map((r) => r.v).sort((a, b) => a.localeCompare(b));
    return {
      listings: [...listings.values()].sort(newestFirst),
      manuals: [...manuals.values()].sort(manualOrder),
      totals: {
        available: Number(counts.available),
        sold: Number(counts.sold),
        manuals: Number(counts.manuals),
        availableByCategory: Object.fromEntries(byCategory.map((r) => [r.category, Number(r.n)])),
        makes: await distinct('SELECT DISTINCT make AS v FROM search_listings WHERE died IS NULL'),
        manualMakes: await distinct('SELECT DISTINCT make AS v FROM search_manuals WHERE died IS NULL'),
      },
      snapshot: await liveCatalog(db).market(),
    };
  } finally {
    await db.end();
  }
}
