// The counts and lists of the whole catalog that pages print (how many
// listings are available, sold, per category; how many manuals; every make
// for the search forms). A build from the content folder counts them from
// the published records; a build whose listings live in the database (the
// Postgres backend) reads only a bounded selection of records and these
// totals from it, so its pages say the same whatever the catalog's size.
import type { PublicCatalog } from './publish.ts';

export interface CatalogTotals {
  available: number;
  sold: number;
  manuals: number;
  availableByCategory: Record<string, number>;
  /** Every make of the listings (available and sold), sorted for a form's suggestions. */
  makes: string[];
  manualMakes: string[];
}

const byLocale = (xs: Iterable<string>) => [...new Set(xs)].sort((a, b) => a.localeCompare(b));

export function catalogTotals(c: Pick<PublicCatalog, 'listings' | 'manuals' | 'totals'>): CatalogTotals {
  if (c.totals) return c.totals;
  const live = c.listings.filter((l) => l.status === 'available');
  const availableByCategory: Record<string, number> = {};
  for (const l of live) availableByCategory[l.category] = (availableByCategory[l.category] ?? 0) + 1;
  return {
    available: live.length,
    sold: c.listings.length - live.length,
    manuals: c.manuals.length,
    availableByCategory,
    makes: byLocale(c.listings.map((l) => l.make)),
    manualMakes: byLocale(c.manuals.map((m) => m.make)),
  };
}
