// The compact listing item search_listings returns unless asked for
// `fields=all`: enough to pick a listing and cite it, at a tenth of the size.
// The list is written once in src/schemas/listing-keys.ts (`fields=compact`).
// The projection itself is the shared core's (`fields` of the REST search).
export { COMPACT_LISTING_FIELDS } from '../schemas/listing-keys.ts';
export const ALL_FIELDS = 'all';
/**
 * Facets of a compact page: none unless asked (a default page of 20 then
 * stays under 8 KB; facets alone are ~5 KB). With fields=all the REST
 * default (every facet) applies, so the result is the REST body itself.
 */
export const COMPACT_FACETS = 'none';
