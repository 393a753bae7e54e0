// The markdown twins of the home page and the listings browse page.
import { catalogTotals } from '../catalog/totals.ts';
import type { PublicCatalog } from '../catalog/publish.ts';
import { PRICE_NOTICE } from '../catalog/attribution.ts';
import { API_BASE_PATH } from '../config.ts';
import { categorySegment } from '../present/category.ts';
import { homeContent } from '../present/home.ts';
import { PAGES, pageUrl } from '../present/pages.ts';
import { ListingSearchParams } from '../schemas/query.ts';
import { CATEGORIES, CONDITIONS } from '../schemas/vocabulary.ts';
import { plural } from '../present/format.ts';
import { listingLine } from './listing-twin.ts';
import { doc, esc, field, link, quote, segmentMd, trailer } from './twin-kit.ts';

const live = (c: PublicCatalog) => c.listings.filter((l) => l.status === 'available');

export function homeMarkdown(c: PublicCatalog): string {
  const d = c.site.data;
  const home = homeContent(c);
  return doc(
    `# ${esc(d.name)}`,
    `_${esc(d.slogan)}_`,
    esc(d.description),
    '## Explore',
    home.explore.map((p) => `- ${link(p.title, p.url)}${p.note ? `: ${p.note}` : ''}`).join('\n'),
    '## Newest listings',
    home.newest.map(listingLine).join('\n') || 'No live listings.',
    '## Categories',
    home.categories.map((k) => `- ${segmentMd(k.category)} (${k.live} live)`).join('\n'),
    home.manuals.length > 0 && '## Manuals',
    home.manuals.length > 0 &&
      `Machine manuals in the library: ${catalogTotals(c).manuals}. Search them at ${c.origin}${API_BASE_PATH}/manuals?q=…`,
    home.manuals.length > 0 && home.manuals.map((m) => `- ${link(m.title, m.url)}`).join('\n'),
    '## Facts',
    d.facts.map((f) => field(esc(f.label), esc(f.value))).join('\n'),
    '## Frequently asked questions',
    ...d.faq.flatMap((f) => [`### ${esc(f.q)}`, esc(f.a)]),
    `Contact: ${d.contact_email}`,
    trailer(PAGES.home.title, pageUrl(c.origin, 'home')),
  );
}

export function browseMarkdown(c: PublicCatalog): string {
  const available = live(c);
  const totals = catalogTotals(c);
  const api = `${c.origin}${API_BASE_PATH}/listings`;
  const perPage = ListingSearchParams.per_page.fallback;
  const { title } = PAGES.listings;
  return doc(
    `# ${title}`,
    `${plural(totals.available, 'listing')} available and ${plural(totals.sold, 'sold listing')} kept for reference. This page shows the ${perPage} newest available listings; search all of them with the API:`,
    [
      '```sh',
      `curl -s '${api}?q=guillotine&category=print-finishing-bindery&condition=good&make=Polar&location=OH&include_sold=false&page=1&per_page=${perPage}'`,
      '```',
    ].join('\n'),
    `Parameters: ${Object.keys(ListingSearchParams)
      .map((n) => `\`${n}\``)
      .join(
        ', ',
      )}; each is described in the agent guide (${pageUrl(c.origin, 'forAgents')}) and the OpenAPI document (${c.origin}/openapi.json).`,
    '## Newest listings',
    available.slice(0, perPage).map(listingLine).join('\n') || 'No live listings.',
    '## Categories',
    CATEGORIES.map(
      ([slug]) =>
        `- ${segmentMd(categorySegment(c, slug))}: ${totals.availableByCategory[slug] ?? 0} live (\`category=${slug}\`)`,
    ).join('\n'),
    '## Conditions',
    CONDITIONS.map(([slug, label]) => `- ${label} (\`condition=${slug}\`)`).join('\n'),
    quote(PRICE_NOTICE),
    trailer(title, pageUrl(c.origin, 'listings')),
  );
}
