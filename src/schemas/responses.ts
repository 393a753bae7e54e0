// The search response bodies, defined once. The REST functions, the MCP
// output schemas and the OpenAPI document all take them from here.
import { z } from 'zod';
import { Facet, ListingFacets, ListingView, Manual } from './public.ts';
import { searchDocument } from './documents.ts';

export { ListingFacets };
import { ListingSearchParams, ManualSearchParams } from './query.ts';
import { querySchema } from './param-schemas.ts';

/** Every GET /listings parameter as parsed (defaults filled in; `null` enum filter = no filter). */
export const ListingSearchQuery = querySchema(ListingSearchParams).describe(
  'Every parameter as parsed, defaults filled in. One convention for filters that are not applied: ' +
    'null for a single value (category, make, model, location, year and price bounds), [] for a list (condition, ' +
    'country, ids); q is "" when no words were sent. q trimmed and cut to its limits; category and condition as the ' +
    'slug even when a label was sent.',
);
/** Every GET /manuals parameter as parsed (defaults filled in). */
export const ManualSearchQuery = querySchema(ManualSearchParams).describe(
  'Every parameter as parsed, defaults filled in: null for a filter that is not applied (make, model, ' +
    'category, document_type, language); q is "" when no words were sent, else trimmed and cut to its limits.',
);

/** A listing item: the full record, or with `fields` only the keys asked for plus id, title and url. */
const ListingItem = (
  z.object(
    Object.fromEntries(
      Object.entries(ListingView.shape).map(([k, v]) => {
        const inner = v instanceof z.ZodNullable ? v.unwrap() : v;
        const partial =
          inner instanceof z.ZodObject
            ? v instanceof z.ZodNullable
              ? inner.partial().nullable()
              : inner.partial()
            : v;
        return [k, ['id', 'title', 'url'].includes(k) ? partial : partial.optional()];
      }),
    ),
  ) as unknown as z.ZodType<
    Partial<z.infer<typeof ListingView>> & Pick<z.infer<typeof ListingView>, 'id' | 'title' | 'url'>
  >
).describe('a listing; with `fields`, only the keys asked for (id, title and url always)');
export const ManualFacets = z.object({ make: z.array(Facet) });

export const ListingSearchDocument = searchDocument(ListingItem, ListingSearchQuery, ListingFacets, {
  notice: true,
  relaxed: true,
  batch: true,
});
export const ManualSearchDocument = searchDocument(Manual, ManualSearchQuery, ManualFacets);

export type ListingSearchDocument = z.output<typeof ListingSearchDocument>;
export type ManualSearchDocument = z.output<typeof ManualSearchDocument>;
