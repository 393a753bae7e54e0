// Presenters of the research content: the facts a checklist and a guide show
// above their text, on the page and in the twin alike.
import type { Checklist, Guide } from '../schemas/public.ts';
import { categoryLabel } from '../schemas/vocabulary.ts';
import { categorySegment, type GuideSource } from './category.ts';
import type { Fact } from './segments.ts';

export function checklistFacts(c: GuideSource, cl: Checklist): Fact[] {
  return [
    { key: 'category', label: 'Category', value: [categorySegment(c, cl.category)] },
    { key: 'item_count', label: 'Items', value: [String(cl.item_count)] },
    { key: 'updated_at', label: 'Updated', value: [{ date: cl.updated_at }] },
  ];
}

const GUIDE_KINDS: Record<Guide['kind'], string> = {
  buyer_guide: 'Buyer guide',
  category_landing: 'Category overview',
};

export function guideFacts(g: Guide): Fact[] {
  return [
    { key: 'kind', label: 'Kind', value: [GUIDE_KINDS[g.kind]] },
    ...(g.category ? [{ key: 'category', label: 'Category', value: [categoryLabel(g.category)] }] : []),
    { key: 'updated_at', label: 'Updated', value: [{ date: g.updated_at }] },
  ];
}
