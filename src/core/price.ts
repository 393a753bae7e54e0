// A listing's asking price converted into the currency the caller asked for,
// beside the original: at the published reference rates (the snapshot's
// exchange_rates), the same conversion the price filters, sorts and facets
// use, so a shown amount and a price bound always agree. Records stored as
// JSON bytes get the member appended without being parsed whole.
import { EXCHANGE_RATES } from '../schemas/exchange-rates.ts';
import type { ConvertedPrice, Listing } from '../schemas/public.ts';

/** The key a listing's converted price is published under, last in the record. */
export const CONVERTED_KEY = 'price_converted';

const cents = (v: number) => Math.round(v * 100) / 100;

/** `price` in `to` at the reference rates; null when on request or its currency has no rate. */
export function convertedPrice(price: Listing['price'], to: string): ConvertedPrice | null {
  const from = EXCHANGE_RATES.rates[price.currency];
  const rate = EXCHANGE_RATES.rates[to];
  if (price.amount === null || price.on_request || from === undefined || rate === undefined) return null;
  // amount × from ÷ to, in this order: the search index stores amount × from (src/search/listing-table.ts).
  return { amount: cents((price.amount * from) / rate), currency: to, rates_as_of: EXCHANGE_RATES.as_of };
}

/** A listing as the API presents it: the record, then its converted price. */
export const withConvertedPrice = <L extends Listing>(l: L, to: string) => ({ ...l, [CONVERTED_KEY]: convertedPrice(l.price, to) });

const PRICE = Buffer.from('"price":{');

/**
 * The same for a record's JSON bytes, as two chunks to send one after the
 * other (nothing copied): the record without its closing brace, then the
 * converted price as its last member. The price object is read out of the
 * bytes (the first `"price":{` is the listing's own: inside a string every
 * quote is escaped, and no nested object of a listing has a price).
 */
export function recordWithConvertedPrice(record: Uint8Array, to: string): [Uint8Array, Uint8Array] {
  const buf = Buffer.from(record.buffer, record.byteOffset, record.byteLength);
  const at = buf.indexOf(PRICE);
  const end = buf.indexOf(0x7d /* } */, at);
  if (at < 0 || end < 0 || buf[buf.length - 1] !== 0x7d) throw new Error('recordWithConvertedPrice: not a listing record');
  const price = JSON.parse(buf.toString('utf8', at + PRICE.length - 1, end + 1)) as Listing['price'];
  return [buf.subarray(0, buf.length - 1), Buffer.from(`,${JSON.stringify(CONVERTED_KEY)}:${JSON.stringify(convertedPrice(price, to))}}`)];
}
