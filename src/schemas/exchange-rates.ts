// Fixed reference exchange rates, written once: the snapshot publishes them
// (`exchange_rates`), the search index converts asking prices with them, the
// API converts each price into the currency asked for, and the OpenAPI
// document quotes them. Asking prices are indicative, so a stable,
// documented rate beats a live feed the build cannot reach.
import { API_BASE_PATH } from '../config.ts';
import { BASE_CURRENCY } from './listing-columns.ts';

/** Value of one unit of each currency in the base currency (1 EUR = 1.08 USD). */
const RATES = { USD: 1, CAD: 0.72, EUR: 1.08, GBP: 1.27, CHF: 1.12 } as const;
export type Currency = keyof typeof RATES;

export const EXCHANGE_RATES = {
  as_of: '2026-11-01',
  /** The currency every rate is expressed in. */
  base: BASE_CURRENCY as Currency,
  rates: RATES as Record<string, number>,
};

/** Currencies a caller can ask for: every currency with a published rate. */
export const QUERY_CURRENCIES = Object.keys(RATES) as [Currency, ...Currency[]];

/** Where a caller reads the rates (the snapshot's `data.exchange_rates`), under the API base. */
export const RATES_PATH = `${API_BASE_PATH}/snapshot`;
