// Single listings from Postgres: a lookup by id or slug, the manuals of its
// machine, its related links and its price context, all live at one catalog version. What the
// lookup function and the page function need: they read no columns at all
// (./catalog.ts meta), only the rows they answer with.
import type { Listing, Manual } from '../../schemas/public.ts';
import { manualOrder } from '../../catalog/order.ts';
import type { ReadDb } from '../../db/read-pool.ts';
import { API_BASE_PATH } from '../../config.ts';
import { relatedManuals, type Related } from '../related.ts';
import { machineKey, makeKey, squashModel } from '../text.ts';
import { comparableGroups, pricedFacts, type ComparableGroups } from '../price-context.ts';
import type { ListingCatalogMeta } from './catalog.ts';
import { LIVE_AT } from './schema.ts';

export interface PgListingLookups {
  readonly origin: string;
  getListing(key: string): Promise<Listing | undefined>;
  /** The manuals of a listing's machine, in the manual index order. */
  manualsOf(l: Listing): Promise<Manual[]>;
  related(l: Listing): Promise<Related>;
  priceContext(l: Listing): Promise<ComparableGroups>;
}

/**
 * The prices (base currency, ascending) of the live, priced listings of a category, or of a make and model in it,
 * at a version: one range of the search_listings_priced_live index, never the table (an index-only read).
 */
export const PRICES_SQL = (byModel: boolean) => `SELECT coalesce(array_agg(price ORDER BY price), '{}') AS prices
  FROM search_listings WHERE category = $1 AND NOT sold AND price IS NOT NULL AND ${LIVE_AT('$2')}
  ${byModel ? 'AND make_key = $3 AND model_key = $4' : ''}`;

/** Lookups at the version `at()` gives (with its catalog vocabulary); `origin` until the first answer. */
export function pgListingLookups(
  db: ReadDb,
  at: () => Promise<{ version: number; meta: ListingCatalogMeta }>,
  origin: string,
): PgListingLookups {
  let last: { version: number; meta: ListingCatalogMeta } | undefined;
  const now = async () => (last = await at());
  const manualsAt = async (l: Listing, version: number) => {
    const rows = await db.query<{ record: string }>(
      `SELECT record FROM search_manuals WHERE machine = $1 AND ${LIVE_AT('$2')}`,
      [machineKey(l.make, l.model), version],
    );
    return rows.map((r) => JSON.parse(r.record) as Manual).sort(manualOrder);
  };
  return {
    get origin() {
      return last?.meta.origin ?? origin;
    },
    async getListing(key) {
      const { version } = await now();
      const [row] = await db.query<{ record: string }>(
        `SELECT record FROM search_listings WHERE (lower(id) = $1 OR lower(slug) = $1) AND ${LIVE_AT('$2')} ORDER BY lower(id) = $1 DESC LIMIT 1`,
        [key.toLowerCase(), version],
      );
      return row ? (JSON.parse(row.record) as Listing) : undefined;
    },
    async manualsOf(l) {
      return manualsAt(l, (last ?? (await now())).version);
    },
    async priceContext(l) {
      const { version, meta } = last ?? (await now());
      const prices = async (byModel: boolean) => {
        const args = [l.category, version, ...(byModel ? [makeKey(l.make), squashModel(l.model)] : [])];
        const [row] = await db.query<{ prices: number[] }>(PRICES_SQL(byModel), args);
        return Float64Array.from(row.prices);
      };
      const [category, model] = await Promise.all([prices(false), prices(true)]);
      return comparableGroups(category, model, pricedFacts(l, meta.rates));
    },
    async related(l) {
      const { version, meta } = last ?? (await now());
      const cat = meta.relatedByCategory[l.category];
      return {
        ...relatedManuals(`${meta.origin}${API_BASE_PATH}/manuals`, l, await manualsAt(l, version)),
        checklist: cat?.checklist ?? null,
        guides: cat?.guides ?? [],
      };
    },
  };
}
