// The market snapshot: aggregate figures per category over approved live
// listings, computed at build time.
import { CATEGORIES, CONDITION_SLUGS } from '../schemas/vocabulary.ts';
import type { Listing, Snapshot } from '../schemas/public.ts';

import { EXCHANGE_RATES } from '../schemas/exchange-rates.ts';

export const SNAPSHOT_CURRENCY = EXCHANGE_RATES.base;
/** Value of one unit of each currency in the snapshot currency; listings in other currencies are left out of price figures. */
export const REFERENCE_RATES: Record<string, number> = EXCHANGE_RATES.rates;

/** Linear interpolation between closest ranks (numpy's default). */
function quantile(sorted: ArrayLike<number>, q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return Math.round(sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo));
}

const median = (sorted: ArrayLike<number>) => (sorted.length ? quantile(sorted, 0.5) : null);

/** What the snapshot reads of one listing (from a Listing, or the columns of the Postgres catalog). */
export interface SnapshotFacts {
  available: boolean;
  category: string;
  condition: string;
  make: string;
  year: number | null;
  /** Asking price in the snapshot currency; null on request or in a currency without a reference rate. */
  basePrice: number | null;
  onRequest: boolean;
}

const snapshotFacts = (l: Listing): SnapshotFacts => ({
  available: l.status === 'available',
  category: l.category,
  condition: l.condition,
  make: l.make,
  year: l.year,
  onRequest: l.price.on_request,
  basePrice:
    l.price.amount !== null && REFERENCE_RATES[l.price.currency] !== undefined
      ? l.price.amount * REFERENCE_RATES[l.price.currency]
      : null,
});

/** The newest updated_at of the listings (the snapshot's as_of). */
const latestUpdate = (listings: { updated_at: string }[]) =>
  listings.reduce((max, l) => (l.updated_at > max ? l.updated_at : max), EPOCH);
export const EPOCH = '1970-01-01T00:00:00Z';

export function computeSnapshot(listings: Listing[]): Snapshot {
  return snapshotOf(listings.length, (i) => snapshotFacts(listings[i]), latestUpdate(listings));
}

/** The snapshot of `n` listings (their facts by number), as of `asOf`: one pass, then per category. */
export function snapshotOf(n: number, factsOf: (i: number) => SnapshotFacts, asOf: string): Snapshot {
  interface Bucket {
    live: number;
    onRequest: number;
    prices: number[];
    years: number[];
    makes: Map<string, number>;
    conditions: Map<string, number>;
  }
  const buckets = new Map<string, Bucket>(
    CATEGORIES.map(([slug]) => [
      slug,
      { live: 0, onRequest: 0, prices: [], years: [], makes: new Map(), conditions: new Map() },
    ]),
  );
  let live = 0;
  let priced = 0;
  const makes = new Set<string>();
  for (let i = 0; i < n; i++) {
    const f = factsOf(i);
    if (!f.available) continue;
    live++;
    if (!f.onRequest) priced++;
    makes.add(f.make.toLowerCase());
    const b = buckets.get(f.category);
    if (!b) continue;
    b.live++;
    if (f.onRequest) b.onRequest++;
    if (f.basePrice !== null) b.prices.push(f.basePrice);
    if (f.year !== null) b.years.push(f.year);
    b.makes.set(f.make, (b.makes.get(f.make) ?? 0) + 1);
    b.conditions.set(f.condition, (b.conditions.get(f.condition) ?? 0) + 1);
  }

  const categories = CATEGORIES.map(([slug, label]) => {
    const b = buckets.get(slug)!;
    const prices = Float64Array.from(b.prices).sort();
    const years = Float64Array.from(b.years).sort();
    const top = [...b.makes].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0])).slice(0, 5);
    return {
      slug,
      label,
      live_listings: b.live,
      priced_listings: b.live - b.onRequest,
      price_on_request: b.onRequest,
      asking_price: prices.length
        ? {
            min: Math.round(prices[0]),
            p25: quantile(prices, 0.25),
            median: quantile(prices, 0.5),
            p75: quantile(prices, 0.75),
            max: Math.round(prices[prices.length - 1]),
          }
        : null,
      median_year: median(years),
      top_makes: top.map(([make, count]) => ({ make, count })),
      conditions: CONDITION_SLUGS.filter((c) => b.conditions.has(c)).map((condition) => ({
        condition,
        count: b.conditions.get(condition)!,
      })),
    };
  });

  return {
    as_of: asOf,
    currency: SNAPSHOT_CURRENCY,
    totals: { live_listings: live, sold_listings: n - live, priced_listings: priced, makes: makes.size },
    categories,
    exchange_rates: { as_of: EXCHANGE_RATES.as_of, base: EXCHANGE_RATES.base, rates: { ...EXCHANGE_RATES.rates } },
  };
}
