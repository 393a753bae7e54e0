// The markdown twins of a manual's page and of the manuals browse page.
import { catalogTotals } from '../catalog/totals.ts';
import type { PublicCatalog } from '../catalog/publish.ts';
import type { Listing, Manual } from '../schemas/public.ts';
import { API_BASE_PATH } from '../config.ts';
import { MANUALS_FIRST_PAGE, manualFacts, newestManuals } from '../present/manual.ts';
import type { GuideSource } from '../present/category.ts';
import { PAGES, pageUrl } from '../present/pages.ts';
import { ManualSearchParams } from '../schemas/query.ts';
import { documentTypeLabel, languageName, plural } from '../present/format.ts';
import { listingLine } from './listing-twin.ts';
import { doc, esc, factsMd, link, trailer } from './twin-kit.ts';

export function manualMarkdown(c: GuideSource, m: Manual, related: { listings?: Listing[] } = {}): string {
  return doc(
    `# ${esc(m.title)}`,
    factsMd(manualFacts(c, m)),
    '## Description',
    esc(m.description),
    related.listings?.length && `## Listings of this make`,
    related.listings?.length && related.listings.map(listingLine).join('\n'),
    trailer(m.title, m.url),
  );
}

const paramList = (names: string[]) => names.map((n) => `\`${n}\``).join(', ');

export function manualsMarkdown(c: PublicCatalog): string {
  const api = `${c.origin}${API_BASE_PATH}/manuals`;
  const { title } = PAGES.manuals;
  return doc(
    `# ${title}`,
    `${plural(catalogTotals(c).manuals, 'manual')}: operator, service, parts and electrical documentation for the machines on the marketplace. This page shows the ${MANUALS_FIRST_PAGE} most recently updated; search all of them with the API:`,
    [
      '```sh',
      `curl -s '${api}?q=hydraulic&make=Polar&model=N%20115&page=1&per_page=${ManualSearchParams.per_page.fallback}'`,
      '```',
    ].join('\n'),
    `Parameters: ${paramList(Object.keys(ManualSearchParams))}; each is described in the OpenAPI document (${c.origin}/openapi.json).`,
    '## Recently updated manuals',
    newestManuals(c)
      .slice(0, MANUALS_FIRST_PAGE)
      .map(
        (m) =>
          `- ${link(m.title, m.url)}: ${documentTypeLabel(m.document_type)}, ${esc(m.make)} ${esc(m.model)}, ${languageName(m.language)}, ${plural(m.pages, 'page')} (${m.markdown_url}, ${m.api_url})`,
      )
      .join('\n') || 'No manuals.',
    trailer(title, pageUrl(c.origin, 'manuals')),
  );
}
