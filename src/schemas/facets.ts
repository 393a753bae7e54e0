// The facets of a search envelope: counts per value over the whole match set,
// and the year and asking-price statistics (quartiles, not only the extremes).
import { z } from 'zod';

export const Facet = z.object({ value: z.string(), label: z.string(), count: z.number().int() });

const Stats = z.object({ min: z.number(), max: z.number() });
const cents = z.number().describe('in the requested currency, rounded to cents');
export const PriceStats = z
  .object({
    count: z.number().int().describe('matches with a price (price on request left out)'),
    min: cents,
    p25: cents,
    median: cents,
    p75: cents,
    max: cents,
  })
  .describe(
    'asking prices of the priced matches in the requested currency (converted at the reference rates): count, ' +
      'min, quartiles (linear interpolation between closest ranks, as the snapshot computes them) and max',
  );
/** Every facet by default; `facets=none` gives {} and a subset only those keys. */
export const ListingFacets = z.object({
  category: z.array(Facet).optional(),
  condition: z.array(Facet).optional(),
  make: z.array(Facet).optional(),
  country: z.array(Facet).optional().describe('ISO country code, labelled with the country name'),
  year: Stats.nullable()
    .optional()
    .describe('year built, min and max over the match set (null when no match has a year)'),
  price: PriceStats.nullable().optional().describe('null when no match is priced'),
});

export type Facet = z.infer<typeof Facet>;
export type ListingFacets = z.infer<typeof ListingFacets>;
export type PriceStats = z.infer<typeof PriceStats>;
