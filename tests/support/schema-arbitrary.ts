// fast-check arbitraries written from a published JSON Schema (an OpenAPI
// parameter's schema, an MCP tool's inputSchema property): whatever the
// schema accepts may be generated, nothing else. `samples` mixes in values a
// caller would really send for a name (a make of the catalog, an id), so the
// documented effects are exercised on non-empty answers too.
import fc from 'fast-check';

export type Schema = Record<string, any>;

/** Any value `schema` accepts (the subset of JSON Schema the published documents use). */
export function arbitraryOf(schema: Schema, samples: readonly unknown[] = []): fc.Arbitrary<unknown> {
  const own = fromSchema(schema);
  const fitting = samples.filter((v) => accepts(schema, v));
  return fitting.length
    ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...fitting) }, { weight: 1, arbitrary: own })
    : own;
}

function fromSchema(s: Schema): fc.Arbitrary<unknown> {
  if (Array.isArray(s.anyOf)) return fc.oneof(...s.anyOf.map(fromSchema));
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...s.enum);
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  switch (type) {
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1000, max: s.maximum ?? Math.max(s.minimum ?? 0, 0) + 1000 });
    case 'number':
      return fc.oneof(
        fc.integer({ min: s.minimum ?? 0, max: 500_000 }),
        fc.double({ min: s.minimum ?? 0, max: 500_000, noNaN: true, noDefaultInfinity: true }),
      );
    case 'array': {
      const max = Math.min(s.maxItems ?? 4, 4);
      return fc.array(s.items ? fromSchema(s.items) : fc.string(), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(max, s.minItems ?? 0),
      });
    }
    default:
      if (s.pattern) return fc.stringMatching(new RegExp(s.pattern));
      return fc.string({ unit: 'grapheme', minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 30, 30) });
  }
}

/** Whether `v` is valid against `s` (the same subset). */
export function accepts(s: Schema, v: unknown): boolean {
  if (Array.isArray(s.anyOf)) return s.anyOf.some((b: Schema) => accepts(b, v));
  if (Array.isArray(s.enum)) return s.enum.includes(v);
  const types: string[] = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (v === null) return types.includes('null');
  if (Array.isArray(v)) {
    return (
      types.includes('array') &&
      v.length >= (s.minItems ?? 0) &&
      v.length <= (s.maxItems ?? Infinity) &&
      v.every((x) => !s.items || accepts(s.items, x))
    );
  }
  switch (typeof v) {
    case 'boolean':
      return types.includes('boolean');
    case 'number':
      return (
        (types.includes('number') || (types.includes('integer') && Number.isInteger(v))) &&
        v >= (s.minimum ?? -Infinity) &&
        v <= (s.maximum ?? Infinity)
      );
    case 'string':
      return (
        types.includes('string') &&
        v.length >= (s.minLength ?? 0) &&
        v.length <= (s.maxLength ?? Infinity) &&
        (!s.pattern || new RegExp(s.pattern).test(v))
      );
    default:
      return false;
  }
}

/** A call: some of the named properties with values from their schemas, maybe an argument nobody declared. */
export function callOf(
  properties: Record<string, Schema>,
  samples: Record<string, readonly unknown[]> = {},
  required: readonly string[] = [],
) {
  const entries = Object.entries(properties);
  return fc
    .tuple(
      fc.subarray(entries.map(([k]) => k)),
      fc.record(Object.fromEntries(entries.map(([k, s]) => [k, arbitraryOf(s, samples[k] ?? [])]))),
      fc.option(fc.constantFrom('colour', 'pagee', 'Page', 'sort_by', 'limit'), { nil: undefined }),
    )
    .map(([names, values, unknown]) => {
      const args: Record<string, unknown> = {};
      for (const k of new Set([...required, ...names])) args[k] = (values as Record<string, unknown>)[k];
      if (unknown) args[unknown] = 'x';
      return args;
    });
}
