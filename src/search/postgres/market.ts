// The market snapshot of a catalog version, computed from its listing table
// (the same figures, by the same code, as the build computes from the
// published listings: src/catalog/snapshot.ts), so /api/agents/v1/snapshot
// and the market snapshot page follow every sync. Computed where it is asked
// for (the page function, once per version; a postgres build), not by every
// sync: at a million listings it is a pass over every listing.
import { CATEGORIES, CONDITIONS } from '../../schemas/vocabulary.ts';
import { EPOCH, snapshotOf } from '../../catalog/snapshot.ts';
import type { Snapshot } from '../../schemas/public.ts';
import type { ReadDb } from '../../db/read-pool.ts';
import type { ListingSnapshotData } from './snapshot.ts';

export async function marketSnapshot(db: Pick<ReadDb, 'query'>, t: ListingSnapshotData): Promise<Snapshot> {
  const [{ latest }] = await db.query<{ latest: string | null }>(
    'SELECT max(updated_at) AS latest FROM search_listings WHERE died IS NULL',
  );
  const { category, condition, make, sold, year, price } = t.cols;
  const makes = t.dict.values.make ?? [];
  return snapshotOf(
    t.docOf.length,
    (i) => ({
      available: sold[i] === 0,
      category: CATEGORIES[category[i]][0],
      condition: CONDITIONS[condition[i]][0],
      make: makes[make[i]],
      year: year[i] || null,
      basePrice: Number.isNaN(price[i]) ? null : price[i],
      onRequest: t.onRequest[i] === 1,
    }),
    latest ?? EPOCH,
  );
}
