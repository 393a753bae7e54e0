// The price facts the API adds to a listing: its asking price in the currency
// asked for, and where that price sits among comparable live listings. Asking
// prices only: nothing here is a closed-transaction price.
import { z } from 'zod';
import { MIN_MODEL_COMPARABLES } from './price-context-rule.ts';

export { MIN_MODEL_COMPARABLES } from './price-context-rule.ts';

const url = z.string().describe('absolute URL');

export const ConvertedPrice = z
  .object({
    amount: z.number().describe('the asking price in `currency`, rounded to cents'),
    currency: z.string().describe("the currency asked for (the request's `currency`, USD by default)"),
    rates_as_of: z
      .string()
      .describe('date of the published reference rates it was converted at (snapshot exchange_rates)'),
  })
  .describe(
    'the asking price converted into the currency asked for at the published reference rates ' +
      '(not a quote; the seller asks `price`); null when the price is on request',
  );

export const Quartiles = z.object({
  min: z.number(),
  p25: z.number(),
  median: z.number(),
  p75: z.number(),
  max: z.number(),
});

const comparables = {
  comparables: z.number().int().describe('other live listings of the group with a price (this listing left out)'),
  below: z.number().int().describe('how many of them ask less than this listing (0 when its price is on request)'),
  equal: z.number().int().describe('how many ask the same'),
  above: z.number().int().describe('how many ask more'),
  percentile: z
    .number()
    .nullable()
    .describe(
      'percentile rank of this asking price among them, 0 to 100: ' +
        '(below + equal / 2) / comparables × 100, rounded; null when on request or without comparables',
    ),
  asking_price: Quartiles.nullable().describe(
    'their asking prices in `currency`: min, quartiles (linear interpolation), max; null without any',
  ),
  search_url: url.describe('the API search listing them (and this listing, when it is live)'),
  page_url: url.describe('the browse page of the same search, to cite'),
};

export const PriceContext = z
  .object({
    currency: z.string().describe("currency of every amount here (the request's `currency`)"),
    rates_as_of: z.string().describe('date of the reference rates prices in other currencies were converted at'),
    asking_price: z.number().nullable().describe("this listing's asking price in `currency`; null when on request"),
    category: z
      .object({ value: z.string(), label: z.string(), ...comparables })
      .describe('comparables of the same category'),
    model: z
      .object({ make: z.string(), model: z.string(), ...comparables })
      .nullable()
      .describe(
        `comparables of the same make and model in the category; null when fewer than ${MIN_MODEL_COMPARABLES}`,
      ),
  })
  .describe(
    'where this asking price sits among comparable live listings ' +
      '(asking prices, not closed-transaction comparables)',
  );

export type ConvertedPrice = z.infer<typeof ConvertedPrice>;
export type PriceContext = z.infer<typeof PriceContext>;
