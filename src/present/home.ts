// The home page presenter: what the home page lists, read by the page and its twin.
import type { PublicCatalog } from '../catalog/publish.ts';
import { CATEGORIES } from '../schemas/vocabulary.ts';
import { plural } from './format.ts';
import { catalogTotals } from '../catalog/totals.ts';
import { categorySegment } from './category.ts';
import { PAGES, pageUrl, type PageName } from './pages.ts';
import type { Segment } from './segments.ts';

/** How many newest listings and manuals the home page lists. */
const NEWEST_LISTINGS = 8;
const NEWEST_MANUALS = 10;

export function homeContent(c: PublicCatalog) {
  const live = c.listings.filter((l) => l.status === 'available');
  const totals = catalogTotals(c);
  const page = (name: PageName, note?: string) => ({ title: PAGES[name].title, url: pageUrl(c.origin, name), note });
  return {
    explore: [
      page('listings', plural(totals.available, 'live listing')),
      page('manuals', plural(totals.manuals, 'manual')),
      page('guides'),
      page('checklists'),
      page('glossary'),
      page('snapshot'),
      page('forAgents', 'REST API, MCP endpoint and citation rules'),
    ],
    newest: live.slice(0, NEWEST_LISTINGS),
    categories: CATEGORIES.map(([slug]): { category: Segment; live: number } => ({
      category: categorySegment(c, slug),
      live: totals.availableByCategory[slug] ?? 0,
    })),
    manuals: c.manuals.slice(0, NEWEST_MANUALS),
  };
}
