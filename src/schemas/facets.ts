// The facets of a search envelope: counts per value over the whole match set,
// and the year and asking-price statistics (quartiles, not only the extremes).
// One key per facet of the listing table (./listing-columns.ts).
import { z } from 'zod';
import { LISTING_COLUMNS, type CountFacetName, type ListingColumn, type StatsFacetName } from './listing-columns.ts';

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

type FacetShape = { [F in CountFacetName]: z.ZodOptional<z.ZodArray<typeof Facet>> } & {
  [F in StatsFacetName]: z.ZodOptional<z.ZodNullable<typeof Stats | typeof PriceStats>>;
};

/**
 * Every facet by default; `facets=none` gives {} and a subset only those keys. Counts per value, `{min, max}`
 * of a number, count and quartiles of money.
 */
const facetSchemas = (Object.values(LISTING_COLUMNS) as ListingColumn[]).flatMap((c) => {
  if (!('facet' in c) || !c.facet) return [];
  const schema = c.kind === 'range' ? (c.money ? PriceStats : Stats).nullable().optional() : z.array(Facet).optional();
  return [[c.facet, c.facetNote ? schema.describe(c.facetNote) : schema]];
});
export const ListingFacets = z.object(Object.fromEntries(facetSchemas) as FacetShape);

export type Facet = z.infer<typeof Facet>;
export type ListingFacets = z.infer<typeof ListingFacets>;
export type PriceStats = z.infer<typeof PriceStats>;
