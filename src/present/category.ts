// Where a category leads: its overview guide when the catalog has one, else
// the listing search filtered to it. Pages, twins, breadcrumbs and JSON-LD
// all link a category through here.
import type { Guide } from '../schemas/public.ts';
import { categoryLabel, type Category } from '../schemas/vocabulary.ts';
import type { Segment } from './segments.ts';

/** What finding a category's overview needs: the catalog at build time, the MCP function's guide index at run time. */
export type GuideSource = { readonly guides: readonly { readonly guide: Guide }[] };

/** The category overview (guide of kind category_landing) of a category, if there is one. */
export const categoryGuide = (c: GuideSource, category: string): Guide | undefined =>
  c.guides.find((g) => g.guide.kind === 'category_landing' && g.guide.category === category)?.guide;

/** A category's label, linked to its overview when there is one. */
export function categorySegment(c: GuideSource, category: Category, label = categoryLabel(category)): Segment {
  const g = categoryGuide(c, category);
  return g ? { text: label, href: g.url } : label;
}

/** The category's overview, else the listings of the category. */
export function categoryUrl(c: GuideSource & { origin: string }, category: string): string {
  return categoryGuide(c, category)?.url ?? `${c.origin}/listings?category=${encodeURIComponent(category)}`;
}
