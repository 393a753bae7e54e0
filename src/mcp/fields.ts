// The compact listing item search_listings returns unless asked for
// `fields=all`: enough to pick a listing and cite it, at a tenth of the size.
// Written once here; the tool description, input schema and bench read it.
export const COMPACT_LISTING_FIELDS = ['id', 'title', 'url', 'make', 'model', 'year', 'condition', 'price', 'location.display', 'status'] as const;
export const ALL_FIELDS = 'all';

type Obj = Record<string, unknown>;

/**
 * TEMPORARY: projects items on dotted paths (`location.display`). To be
 * replaced by the shared core's `fields` projection (REST `fields`
 * parameter) once src/schemas/query.ts declares it; tools.ts then passes
 * `fields` through and this is only used when the core lacks it.
 */
export function projectItem(item: Obj, paths: readonly string[]): Obj {
  const out: Obj = {};
  for (const path of paths) {
    const [head, ...rest] = path.split('.');
    if (!(head in item)) continue;
    const value = item[head];
    if (!rest.length || value === null || typeof value !== 'object') {
      out[head] = value;
      continue;
    }
    const inner = projectItem(value as Obj, [rest.join('.')]);
    out[head] = { ...(out[head] as Obj | undefined), ...inner };
  }
  return out;
}
