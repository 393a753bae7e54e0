// The compact listing item search_listings returns unless asked for
// `fields=all`: enough to pick a listing and cite it, at a tenth of the size.
// Written once here; the tool description, input schema and bench read it.
// The projection itself is the shared core's (`fields` of the REST search).
export const COMPACT_LISTING_FIELDS = ['id', 'title', 'url', 'make', 'model', 'year', 'condition', 'price', 'location.display', 'status'] as const;
export const ALL_FIELDS = 'all';
/**
 * Facets of a compact page: none unless asked (a default page of 20 then
 * stays under 8 KB; facets alone are ~5 KB). With fields=all the REST
 * default (every facet) applies, so the result is the REST body itself.
 */
export const COMPACT_FACETS = 'none';
