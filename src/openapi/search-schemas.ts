// The search response bodies, defined once. The REST functions, the MCP
// output schemas and the OpenAPI document all take them from here.
import { z } from 'zod';
import { Facet, Listing, Manual, searchDocument } from '../schemas/public.ts';
import { ListingSearchParams, ManualSearchParams, querySchema } from '../schemas/query.ts';

/** Every GET /listings parameter as parsed (defaults filled in; `null` enum filter = no filter). */
export const ListingSearchQuery = querySchema(ListingSearchParams)
  .describe('Every parameter as parsed, defaults filled in: q trimmed and cut to its limits; category and condition as the slug even when a label was sent, null meaning no filter.');
/** Every GET /manuals parameter as parsed (defaults filled in). */
export const ManualSearchQuery = querySchema(ManualSearchParams)
  .describe('Every parameter as parsed, defaults filled in: q trimmed and cut to its limits.');

export const ListingFacets = z.object({ category: z.array(Facet), condition: z.array(Facet), make: z.array(Facet) });
export const ManualFacets = z.object({ make: z.array(Facet) });

export const ListingSearchDocument = searchDocument(Listing, ListingSearchQuery, ListingFacets, { notice: true });
export const ManualSearchDocument = searchDocument(Manual, ManualSearchQuery, ManualFacets);

export type ListingSearchDocument = z.output<typeof ListingSearchDocument>;
export type ManualSearchDocument = z.output<typeof ManualSearchDocument>;
