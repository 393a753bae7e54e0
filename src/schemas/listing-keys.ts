// Names a caller can pick from a listing search: the listing keys `fields`
// keeps (top-level, or one level down through an object: location.display)
// and the facets `facets` computes. Plain data, read by the query parser in
// the search functions, which do not load zod: the key paths are those of the
// ListingView schema, and tests/schemas/listing-keys.test.ts fails, printing
// the new list, when a public key is added there and not here.

/** Every key path of a listing as the search returns it (ListingView), top-level then its nested keys. */
export const LISTING_FIELD_PATHS: readonly string[] = [
  'id',
  'slug',
  'title',
  'url',
  'markdown_url',
  'json_url',
  'category',
  'category_label',
  'make',
  'model',
  'year',
  'condition',
  'condition_label',
  'operational_status',
  'location',
  'location.city',
  'location.region',
  'location.region_code',
  'location.country',
  'location.display',
  'price',
  'price.amount',
  'price.currency',
  'price.on_request',
  'price.type',
  'power',
  'power.voltage',
  'power.phase',
  'power.frequency_hz',
  'power.notes',
  'photos',
  'shipping_notes',
  'description',
  'specs',
  'seller',
  'seller.name',
  'seller.type',
  'seller.verified',
  'status',
  'listed_at',
  'updated_at',
  'sold_at',
  'price_converted',
  'price_converted.amount',
  'price_converted.currency',
  'price_converted.rates_as_of',
];

/** Facet names of the listing search, in envelope order (the listing columns' facets). */
export { FACET_NAMES } from './listing-columns.ts';

/** Keys every projected item keeps, whatever `fields` says. */
export const ALWAYS_KEPT = ['id', 'title', 'url'] as const;

/**
 * The compact item (`fields=compact`, MCP's default): enough to pick a
 * listing, compare its price and cite it, at a sixth of the size of a full
 * record. It leaves out what it would say twice: the model (every title names
 * make and model), the price's `type` (always "asking", which the envelope's
 * notice says) and `on_request` (amount null); the converted amount is in the
 * query's currency. So a page of 20 with the envelope stays under 8 KB.
 */
export const COMPACT_LISTING_FIELDS = [
  'id',
  'title',
  'url',
  'make',
  'year',
  'condition',
  'price.amount',
  'price.currency',
  'location.display',
  'status',
  'price_converted.amount',
] as const;
export const COMPACT = 'compact';
