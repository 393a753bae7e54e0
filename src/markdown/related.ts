// Cross-links between listings and manuals, shared by pages and twins.
import type { PublicCatalog } from '../catalog/publish.ts';
import type { Listing, Manual } from '../schemas/public.ts';
import { machineKey, makeKey, squashModel } from '../search/text.ts';

/** Manuals of the same machine, compared as the REST filters compare it (machineKey). */
export const relatedManuals = (c: PublicCatalog, l: Listing): Manual[] => {
  const key = machineKey(l.make, l.model);
  return c.manuals.filter((m) => machineKey(m.make, m.model) === key);
};

// Available listings by make (as the make filter compares it), once per catalog (a scan per manual is quadratic at 100,000 listings).
const byMake = new WeakMap<PublicCatalog, Map<string, Listing[]>>();
function availableByMake(c: PublicCatalog): Map<string, Listing[]> {
  let map = byMake.get(c);
  if (!map) {
    map = new Map();
    for (const l of c.listings) {
      if (l.status !== 'available') continue;
      const k = makeKey(l.make);
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
  const same = availableByMake(c).get(makeKey(m.make)) ?? [];
  const model = same.filter((l) => squashModel(l.model) === squashModel(m.model));
  return [...model, ...same.filter((l) => !model.includes(l))].slice(0, max);
}

/** The newest available listings of a category (for its overview page). */
export const categoryListings = (c: PublicCatalog, category: string | null, max = 8): Listing[] =>
  category ? c.listings.filter((l) => l.status === 'available' && l.category === category).slice(0, max) : [];
