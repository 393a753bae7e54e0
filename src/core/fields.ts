// Sparse fieldsets: the one projection of a public listing that REST
// (`fields`) and MCP (its compact default) share. A dotted path keeps one
// key of a nested object (`location.display`); id, title and url always stay.
import { ALWAYS_KEPT } from '../schemas/listing-keys.ts';

type Obj = Record<string, unknown>;

/** Keeps `paths` of `item` (plus id, title, url), in the item's own key order. null keeps everything. */
type Projected<T> = Partial<T> & Pick<T, (typeof ALWAYS_KEPT)[number] & keyof T>;

export function projectFields<T extends Obj>(item: T, paths: readonly string[] | null): Projected<T> {
  if (paths === null) return item;
  const want = new Map<string, Set<string> | true>();
  for (const k of ALWAYS_KEPT) want.set(k, true);
  for (const p of paths) {
    const dot = p.indexOf('.');
    if (dot < 0) {
      want.set(p, true);
      continue;
    }
    const head = p.slice(0, dot);
    const prev = want.get(head);
    if (prev === true) continue;
    (prev ?? (want.set(head, new Set()).get(head) as Set<string>)).add(p.slice(dot + 1));
  }
  const out: Obj = {};
  for (const key of Object.keys(item)) {
    const w = want.get(key);
    if (w === undefined) continue;
    const v = item[key];
    if (w === true || v === null || typeof v !== 'object') out[key] = v;
    else {
      const inner: Obj = {};
      for (const k of Object.keys(v as Obj)) if (w.has(k)) inner[k] = (v as Obj)[k];
      out[key] = inner;
    }
  }
  return out as Projected<T>;
}
