// The market snapshot: aggregate figures per category over approved live
// listings, computed at build time.
import { CATEGORIES, CONDITION_SLUGS } from '../schemas/vocabulary.ts';
import type { Listing, Snapshot } from '../schemas/public.ts';

import { EXCHANGE_RATES } from '../schemas/exchange-rates.ts';

export const SNAPSHOT_CURRENCY = EXCHANGE_RATES.base;
/** Value of one unit of each currency in the snapshot currency; listings in other currencies are left out of price figures. */
export const REFERENCE_RATES: Record<string, number> = EXCHANGE_RATES.rates;

/** Linear interpolation between closest ranks (numpy's default). */
function quantile(sorted: number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return Math.round(sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo));
}

const median = (sorted: number[]) => (sorted.length ? quantile(sorted, 0.5) : null);

const countBy = <K extends string>(items: K[]) => {
  const m = new Map<K, number>();
  for (const k of items) m.set(k, (m.get(k) ?? 0) + 1);
  return m;
};

export function computeSnapshot(listings: Listing[]): Snapshot {
  const live = listings.filter((l) => l.status === 'available');
  const inSnapshotCurrency = (l: Listing) =>
    l.price.amount !== null && REFERENCE_RATES[l.price.currency] !== undefined ? l.price.amount * REFERENCE_RATES[l.price.currency] : null;
  const asOf = listings.reduce((max, l) => (l.updated_at > max ? l.updated_at : max), '1970-01-01T00:00:00Z');

  const categories = CATEGORIES.map(([slug, label]) => {
    const here = live.filter((l) => l.category === slug);
    const prices = here.map(inSnapshotCurrency).filter((p): p is number => p !== null).sort((a, b) => a - b);
    const years = here.map((l) => l.year).filter((y): y is number => y !== null).sort((a, b) => a - b);
    const makes = [...countBy(here.map((l) => l.make))].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 5);
    const conditions = countBy(here.map((l) => l.condition));
    return {
      slug,
      label,
      live_listings: here.length,
      priced_listings: here.filter((l) => !l.price.on_request).length,
      price_on_request: here.filter((l) => l.price.on_request).length,
      asking_price: prices.length
        ? { min: Math.round(prices[0]), p25: quantile(prices, 0.25), median: quantile(prices, 0.5), p75: quantile(prices, 0.75), max: Math.round(prices.at(-1)!) }
        : null,
      median_year: median(years),
      top_makes: makes.map(([make, count]) => ({ make, count })),
      conditions: CONDITION_SLUGS.filter((c) => conditions.has(c)).map((condition) => ({ condition, count: conditions.get(condition)! })),
    };
  });

  return {
    as_of: asOf,
    currency: SNAPSHOT_CURRENCY,
    totals: {
      live_listings: live.length,
      sold_listings: listings.length - live.length,
      priced_listings: live.filter((l) => !l.price.on_request).length,
      makes: new Set(live.map((l) => l.make.toLowerCase())).size,
    },
    categories,
    exchange_rates: { as_of: EXCHANGE_RATES.as_of, base: EXCHANGE_RATES.base, rates: { ...EXCHANGE_RATES.rates } },
  };
}
