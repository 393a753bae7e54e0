// Output schemas as tools/list carries them: the envelope a client validates
// and a model reads (its members and their types), without what is said
// elsewhere already: the keys of a listing are the input's `fields` values,
// the `query` echo repeats the input schema, and descriptions, enums and
// nested objects in full are the OpenAPI document's (components.schemas).
// tools/list is read by every client before its first call, so each byte is
// paid on every connection.
import type { JsonSchema } from '../schemas/json-schema.ts';

/** Object levels kept with their members: the envelope; objects inside it are just objects. */
const DEPTH = 1;

const typesOf = (s: JsonSchema): string[] | null => {
  if (Array.isArray(s.anyOf)) {
    const parts = (s.anyOf as JsonSchema[]).map(typesOf);
    return parts.every((p) => p) ? [...new Set(parts.flat() as string[])] : null;
  }
  if (typeof s.type === 'string') return [s.type];
  if (Array.isArray(s.type)) return s.type as string[];
  if ('const' in s)
    return [
      typeof s.const === 'number'
        ? 'number'
        : typeof s.const === 'boolean'
          ? 'boolean'
          : s.const === null
            ? 'null'
            : 'string',
    ];
  if (Array.isArray(s.enum))
    return [
      ...new Set((s.enum as unknown[]).map((v) => (v === null ? 'null' : typeof v === 'number' ? 'number' : typeof v))),
    ];
  return null;
};

const typed = (types: string[]) => ({ type: types.length === 1 ? types[0] : types });

function lean(s: JsonSchema, depth: number): JsonSchema {
  const types = typesOf(s);
  const objectBranch = (Array.isArray(s.anyOf) ? (s.anyOf as JsonSchema[]) : [s]).find(
    (b) => b.type === 'object' && b.properties,
  );
  const arrayBranch = (Array.isArray(s.anyOf) ? (s.anyOf as JsonSchema[]) : [s]).find((b) => b.type === 'array');
  if (objectBranch && depth < DEPTH) {
    const properties = Object.fromEntries(
      Object.entries(objectBranch.properties as Record<string, JsonSchema>).map(([k, v]) => [k, lean(v, depth + 1)]),
    );
    // No `required`: it would name every member a second time.
    return { ...(types ? typed(types) : { type: 'object' }), properties };
  }
  if (arrayBranch?.items)
    return { ...(types ? typed(types) : { type: 'array' }), items: lean(arrayBranch.items as JsonSchema, depth) };
  return types ? typed(types) : {};
}

/** The lean form of a generated output schema (an object at the top). */
export const leanSchema = (schema: JsonSchema): JsonSchema => lean(schema, 0);
