// A listing's asking price converted into the currency the caller asked for,
// beside the original: at the published reference rates (the snapshot's
// exchange_rates), the same conversion the price filters, sorts and facets
// use, so a shown amount and a price bound always agree. Records stored as
// JSON bytes get the member appended without being parsed.
import { EXCHANGE_RATES } from '../schemas/exchange-rates.ts';
import type { ConvertedPrice, Listing } from '../schemas/public.ts';
import { basePrice } from '../search/listing-table.ts';

/** The key a listing's converted price is published under, last in the record. */
const CONVERTED_KEY = 'price_converted';

const cents = (v: number) => Math.round(v * 100) / 100;

/**
 * A price in the base currency of the reference rates (the listing table's price column, NaN on request) in
 * `to`. The one conversion: the price filters, sorts and facets divide the same base amount by the same rate.
 */
function convertedFromBase(base: number, to: string): ConvertedPrice | null {
  const rate = EXCHANGE_RATES.rates[to];
  return Number.isNaN(base) || rate === undefined
    ? null
    : { amount: cents(base / rate), currency: to, rates_as_of: EXCHANGE_RATES.as_of };
}

/** `price` in `to` at the reference rates; null when on request or its currency has no rate. */
export const convertedPrice = (price: Listing['price'], to: string): ConvertedPrice | null =>
  convertedFromBase(basePrice(price, EXCHANGE_RATES.rates), to);

/** A listing as the API presents it: the record, then its converted price. */
export const withConvertedPrice = <L extends Listing>(l: L, to: string) => ({
  ...l,
  [CONVERTED_KEY]: convertedPrice(l.price, to),
});

const MEMBER = `,${JSON.stringify(CONVERTED_KEY)}:`;
/** Per currency: the member's text before and after the amount, as JSON.stringify writes a ConvertedPrice. */
const ENDS = new Map<string, [string, string]>();
const endsOf = (to: string) => {
  let e = ENDS.get(to);
  if (!e)
    ENDS.set(
      to,
      (e = [
        `${MEMBER}{"amount":`,
        `,"currency":${JSON.stringify(to)},"rates_as_of":${JSON.stringify(EXCHANGE_RATES.as_of)}}}`,
      ]),
    );
  return e;
};

/**
 * The text that ends a record's JSON bytes once its closing brace is cut off: the converted price as its last
 * member, from the record's base price (nothing parsed, nothing copied; src/http/spliced-json.ts writes both).
 */
export function convertedPriceEnd(base: number, to: string): string {
  const rate = EXCHANGE_RATES.rates[to];
  if (Number.isNaN(base) || rate === undefined) return `${MEMBER}null}`;
  const [head, tail] = endsOf(to);
  return `${head}${cents(base / rate)}${tail}`;
}
