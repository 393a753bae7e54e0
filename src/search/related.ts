// Links from a listing to the resources about it (CONTRACT §3 `related`):
// manuals of the same make and model, the inspection checklist of its
// category, the guides of its category. Computed once at build time into a
// small table (per category, per make+model) that the listing index carries,
// so the lookup function and the static /listings/{slug}.json give the same.
import { API_BASE_PATH, RELATED_MANUALS_MAX } from '../config.ts';
import type { PublicCatalog } from '../catalog/publish.ts';
import type { Listing, Manual } from '../schemas/public.ts';
import type { Related } from '../schemas/documents.ts';
import { machineKey } from './text.ts';
import { readableQuery } from '../lib/readable-query.ts';

export type { Related };
type RelatedManual = Related['manuals'][number];
type RelatedChecklist = NonNullable<Related['checklist']>;
type RelatedGuide = Related['guides'][number];

export interface RelatedIndex {
  byCategory: Record<string, { checklist: RelatedChecklist | null; guides: RelatedGuide[] }>;
  /** machineKey → the first RELATED_MANUALS_MAX manuals (manual order). */
  manuals: Record<string, RelatedManual[]>;
  /** machineKey → how many manuals the machine has (only where more than the ones kept). */
  manualTotals: Record<string, number>;
  /** The manual search (API) that `manuals_search` narrows to a make and model. */
  manualSearch: string;
}

/** The manual search (API) for a machine's make and model: every manual `related.manuals` has no room for. */
const manualSearchOf = (search: string, l: Pick<Listing, 'make' | 'model'>) =>
  `${search}?${readableQuery({ make: l.make, model: l.model })}`;

/** A machine's manuals (all, manual order) as a listing's `related` names them. */
export const relatedManuals = (search: string, l: Pick<Listing, 'make' | 'model'>, all: readonly Manual[]) => ({
  manuals: all.slice(0, RELATED_MANUALS_MAX).map(relatedManual),
  manuals_total: all.length,
  manuals_search: manualSearchOf(search, l),
});

/** A manual as a listing's `related` names it. */
const relatedManual = (m: Pick<Manual, 'id' | 'title' | 'url' | 'api_url'>): RelatedManual => ({
  id: m.id,
  title: m.title,
  url: m.url,
  api_url: m.api_url,
});

export function relatedIndex(c: Pick<PublicCatalog, 'origin' | 'manuals' | 'checklists' | 'guides'>): RelatedIndex {
  const api = (path: string) => `${c.origin}${API_BASE_PATH}${path}`;
  const byCategory: RelatedIndex['byCategory'] = {};
  const slot = (cat: string) => (byCategory[cat] ??= { checklist: null, guides: [] });
  for (const { checklist: cl } of c.checklists) {
    slot(cl.category).checklist ??= {
      slug: cl.slug,
      title: cl.title,
      url: cl.url,
      api_url: api(`/checklists/${cl.slug}`),
    };
  }
  for (const { guide: g } of c.guides) {
    if (g.category)
      slot(g.category).guides.push({ slug: g.slug, title: g.title, url: g.url, api_url: api(`/guides/${g.slug}`) });
  }
  const manuals: RelatedIndex['manuals'] = {};
  const manualTotals: RelatedIndex['manualTotals'] = {};
  for (const m of c.manuals) {
    const key = machineKey(m.make, m.model);
    const list = (manuals[key] ??= []);
    if (list.length < RELATED_MANUALS_MAX) list.push(relatedManual(m));
    else manualTotals[key] = (manualTotals[key] ?? list.length) + 1;
  }
  return { byCategory, manuals, manualTotals, manualSearch: api('/manuals') };
}

export function relatedFor(idx: RelatedIndex, l: Pick<Listing, 'category' | 'make' | 'model'>): Related {
  const cat = idx.byCategory[l.category];
  const key = machineKey(l.make, l.model);
  const manuals = idx.manuals[key] ?? [];
  return {
    manuals,
    manuals_total: idx.manualTotals[key] ?? manuals.length,
    manuals_search: manualSearchOf(idx.manualSearch, l),
    checklist: cat?.checklist ?? null,
    guides: cat?.guides ?? [],
  };
}
