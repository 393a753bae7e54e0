// Fixed reference exchange rates, written once: the snapshot publishes them
// (`exchange_rates`), the search index converts asking prices with them and
// the OpenAPI document quotes them. Asking prices are indicative, so a stable,
// documented rate beats a live feed the build cannot reach.
export const EXCHANGE_RATES = {
  as_of: '2026-11-01',
  /** The currency every rate is expressed in. */
  base: 'USD',
  /** Value of one unit of each currency in `base` (1 EUR = 1.08 USD). */
  rates: { USD: 1, CAD: 0.72, EUR: 1.08, GBP: 1.27, CHF: 1.12 } as Record<string, number>,
};

/** Currencies a price filter or sort can be asked in. */
export const QUERY_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD'] as const;
export type QueryCurrency = (typeof QUERY_CURRENCIES)[number];

/** An amount in `from` expressed in the base currency; NaN when the currency has no rate. */
export const toBase = (amount: number, from: string, rates = EXCHANGE_RATES.rates) =>
  rates[from] === undefined ? Number.NaN : amount * rates[from];
/** A base-currency amount in `to`. */
export const fromBase = (amount: number, to: string, rates = EXCHANGE_RATES.rates) => amount / rates[to];
