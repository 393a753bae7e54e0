// Links from a listing to the resources about it (CONTRACT §3 `related`):
// manuals of the same make and model, the inspection checklist of its
// category, the guides of its category. Computed once at build time into a
// small table (per category, per make+model) that the listing index carries,
// so the lookup function and the static /listings/{slug}.json give the same.
import { API_BASE_PATH } from '../config.ts';
import type { PublicCatalog } from '../catalog/publish.ts';
import type { Listing, Manual } from '../schemas/public.ts';
import type { Related } from '../schemas/documents.ts';
import { machineKey } from './text.ts';

export type { Related };
type RelatedManual = Related['manuals'][number];
type RelatedChecklist = NonNullable<Related['checklist']>;
type RelatedGuide = Related['guides'][number];

export interface RelatedIndex {
  byCategory: Record<string, { checklist: RelatedChecklist | null; guides: RelatedGuide[] }>;
  /** machineKey → manuals. */
  manuals: Record<string, RelatedManual[]>;
}

/** A manual as a listing's `related` names it. */
export const relatedManual = (m: Pick<Manual, 'id' | 'title' | 'url' | 'api_url'>): RelatedManual => ({
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
  for (const m of c.manuals) (manuals[machineKey(m.make, m.model)] ??= []).push(relatedManual(m));
  return { byCategory, manuals };
}

export function relatedFor(idx: RelatedIndex, l: Pick<Listing, 'category' | 'make' | 'model'>): Related {
  const cat = idx.byCategory[l.category];
  return {
    manuals: idx.manuals[machineKey(l.make, l.model)] ?? [],
    checklist: cat?.checklist ?? null,
    guides: cat?.guides ?? [],
  };
}
