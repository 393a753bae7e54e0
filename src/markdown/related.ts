// Cross-links between listings and manuals, shared by pages and twins.
import type { PublicCatalog } from '../catalog/publish.ts';
import type { Listing, Manual } from '../schemas/public.ts';
import { machineKey, makeKey, squashModel } from '../search/text.ts';

/** Manuals of the same machine, compared as the REST filters compare it (machineKey). */
export const relatedManuals = (c: PublicCatalog, l: Listing): Manual[] => {
  const key = machineKey(l.make, l.model);
  return c.manuals.filter((m) => machineKey(m.make, m.model) === key);
};

// Available listings by make (as the make filter compares it) and, within a make, by squashed model: built once per
// catalog, so a manual's related listings cost a lookup (a scan per manual is quadratic at 100,000 listings).
interface MakeListings {
  all: Listing[];
  byModel: Map<string, Listing[]>;
}
const byMake = new WeakMap<PublicCatalog, Map<string, MakeListings>>();
function availableByMake(c: PublicCatalog): Map<string, MakeListings> {
  let map = byMake.get(c);
  if (!map) {
    map = new Map();
    for (const l of c.listings) {
      if (l.status !== 'available') continue;
      const k = makeKey(l.make);
      let entry = map.get(k);
      if (!entry) map.set(k, (entry = { all: [], byModel: new Map() }));
      entry.all.push(l);
      const m = squashModel(l.model);
      const list = entry.byModel.get(m);
      if (list) list.push(l);
      else entry.byModel.set(m, [l]);
    }
    byMake.set(c, map);
  }
  return map;
}

/** Available listings of the same make, same model first, at most `max` (each group in catalog order). */
export function relatedListings(c: PublicCatalog, m: Manual, max = 10): Listing[] {
  const entry = availableByMake(c).get(makeKey(m.make));
  if (!entry) return [];
  const model = entry.byModel.get(squashModel(m.model)) ?? [];
  const out = model.slice(0, max);
  // The loop below runs only when the whole model group fits, so `taken` is that group.
  const taken = new Set(out);
  for (let i = 0; i < entry.all.length && out.length < max; i++) {
    const l = entry.all[i];
    if (!taken.has(l)) out.push(l);
  }
  return out;
}

/** The newest available listings of a category (for its overview page). */
export const categoryListings = (c: PublicCatalog, category: string | null, max = 8): Listing[] =>
  category ? c.listings.filter((l) => l.status === 'available' && l.category === category).slice(0, max) : [];
