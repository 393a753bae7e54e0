// JSON Schema as the OpenAPI document and the MCP tool schemas publish it,
// converted from zod.
export type JsonSchema = { [key: string]: unknown };

/**
 * zod writes `z.number().int()` as an integer bounded by ±MAX_SAFE_INTEGER;
 * those bounds say nothing to a reader, so they go. `$schema` and `$id` are
 * not wanted inside an OpenAPI document's components.
 */
export function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === '$schema' || k === '$id') continue;
    if (k === 'minimum' && v === Number.MIN_SAFE_INTEGER) continue;
    if (k === 'maximum' && v === Number.MAX_SAFE_INTEGER) continue;
    out[k] = tidy(v);
  }
  return out;
}
