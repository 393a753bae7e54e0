// The compact listing item search_listings returns unless asked for
// `fields=all`: enough to pick a listing and cite it, at a tenth of the size.
// Written once here; the tool description, input schema and bench read it.
export const COMPACT_LISTING_FIELDS = ['id', 'title', 'url', 'make', 'model', 'year', 'condition', 'price', 'location.display', 'status'] as const;
export const ALL_FIELDS = 'all';

type Obj = Record<string, unknown>;

/** The top-level listing keys of a list of paths (`location.display` → `location`), as REST `fields` takes them. */
export const topLevelKeys = (paths: readonly string[]) => [...new Set(paths.map((p) => p.split('.')[0]))];

/**
 * Keeps `paths` of an item, dotted paths narrowing nested objects.
 * TEMPORARY in part: the top-level projection belongs to the shared core's
 * REST `fields` parameter (being added in src/core and src/schemas/query.ts);
 * once it is there, tools.ts passes the top-level keys to the core and this
 * only narrows the nested keys (location.display). Remove the top-level half
 * if the core ever takes dotted paths itself.
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
