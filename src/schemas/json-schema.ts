// JSON Schema as the OpenAPI document and the MCP tool schemas publish it,
// converted from zod.
export type JsonSchema = { [key: string]: unknown };

/**
 * zod writes `z.number().int()` as an integer bounded by ±MAX_SAFE_INTEGER;
 * those bounds say nothing to a reader, so they go. The `$schema` and `$id`
 * keywords are not wanted inside an OpenAPI document's components; a property
 * that happens to be called `$schema` (the MCP server card has one) is a
 * name, not a keyword, and stays.
 */
export function tidy(node: unknown, names = false): unknown {
  if (Array.isArray(node)) return node.map((n) => tidy(n));
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) {
    if (names) {
      out[k] = tidy(v);
      continue;
    }
    if (k === '$schema' || k === '$id') continue;
    if (k === 'minimum' && v === Number.MIN_SAFE_INTEGER) continue;
    if (k === 'maximum' && v === Number.MAX_SAFE_INTEGER) continue;
    out[k] = tidy(v, k === 'properties');
  }
  return out;
}
