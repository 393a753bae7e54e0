// The rule of a lookup's price context, as plain data: the lookup functions
// apply it without loading zod (./price-context.ts describes it in the schema).

/** A make and model needs this many comparables before its own group is shown (fewer say little). */
export const MIN_MODEL_COMPARABLES = 3;
