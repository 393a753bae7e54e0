// Cross-links between listings and manuals, shared by pages and twins.
import type { PublicCatalog } from '../catalog/publish.ts';
import type { Listing, Manual } from '../schemas/public.ts';

const norm = (s: string) => s.toLowerCase().replace(/[\s-]+/g, '');

/** Manuals of the same make and model (model ignoring case, spaces and hyphens). */
export const relatedManuals = (c: PublicCatalog, l: Listing): Manual[] =>
  c.manuals.filter((m) => norm(m.make) === norm(l.make) && norm(m.model) === norm(l.model));

// Available listings by normalised make, once per catalog (a scan per manual is quadratic at 100,000 listings).
const byMake = new WeakMap<PublicCatalog, Map<string, Listing[]>>();
function availableByMake(c: PublicCatalog): Map<string, Listing[]> {
  let map = byMake.get(c);
  if (!map) {
    map = new Map();
    for (const l of c.listings) {
      if (l.status !== 'available') continue;
      const k = norm(l.make);
      const list = map.get(k);
      if (list) list.push(l);
      else map.set(k, [l]);
    }
    byMake.set(c, map);
  }
  return map;
}

/** Available listings of the same make, same model first, at most `max`. */
export function relatedListings(c: PublicCatalog, m: Manual, max = 10): Listing[] {
  const same = availableByMake(c).get(norm(m.make)) ?? [];
  const model = same.filter((l) => norm(l.model) === norm(m.model));
  return [...model, ...same.filter((l) => !model.includes(l))].slice(0, max);
}

/** The newest available listings of a category (for its overview page). */
export const categoryListings = (c: PublicCatalog, category: string | null, max = 8): Listing[] =>
  category ? c.listings.filter((l) => l.status === 'available' && l.category === category).slice(0, max) : [];
