// Names a caller can pick from a listing search: the listing keys `fields`
// keeps (top-level, or one level down through an object: location.display)
// and the facets `facets` computes. Derived from the Listing schema, so a new
// public key is selectable without another edit.
import { z } from 'zod';
import { ListingView } from './public.ts';

const nestedKeys = (name: string, schema: z.ZodType): string[] => {
  const inner = schema instanceof z.ZodNullable ? (schema.unwrap() as z.ZodType) : schema;
  return inner instanceof z.ZodObject ? Object.keys(inner.shape).map((k) => `${name}.${k}`) : [];
};

export const LISTING_FIELD_PATHS: readonly string[] = Object.entries(ListingView.shape).flatMap(([k, s]) => [
  k,
  ...nestedKeys(k, s as z.ZodType),
]);

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
