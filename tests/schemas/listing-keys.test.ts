// The key paths `fields` accepts are written as plain data (the search
// functions parse without zod); they must be exactly the keys of the
// ListingView schema, top-level and one level down through an object.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ListingView } from '../../src/schemas/public.ts';
import { LISTING_FIELD_PATHS } from '../../src/schemas/listing-keys.ts';

const nestedKeys = (name: string, schema: z.ZodType): string[] => {
  const inner = schema instanceof z.ZodNullable ? (schema.unwrap() as z.ZodType) : schema;
  return inner instanceof z.ZodObject ? Object.keys(inner.shape).map((k) => `${name}.${k}`) : [];
};

describe('listing key paths', () => {
  it('are the key paths of ListingView, in its order', () => {
    const fromSchema = Object.entries(ListingView.shape).flatMap(([k, s]) => [k, ...nestedKeys(k, s as z.ZodType)]);
    expect(LISTING_FIELD_PATHS, 'src/schemas/listing-keys.ts must list exactly these').toEqual(fromSchema);
  });
});
