// The markdown 404: what a missed twin (`/listings/nope.md`, a page asked
// for as markdown) answers, with the same ways on as the HTML 404 page.
import type { PublicCatalog } from '../catalog/publish.ts';
import { NOT_FOUND, notFoundLinks } from '../present/not-found.ts';
import { pageTwinUrl } from '../present/pages.ts';
import { doc, link } from './twin-kit.ts';

export function notFoundMarkdown(c: PublicCatalog): string {
  return doc(
    `# ${NOT_FOUND.title}`,
    NOT_FOUND.lede,
    notFoundLinks(c)
      .map(([text, page]) => `- ${link(text, pageTwinUrl(c.origin, page))}`)
      .join('\n'),
    NOT_FOUND.programs,
  );
}

/** The plain-text 404 of a file nobody serves. */
export const notFoundText = (c: PublicCatalog) =>
  `Not Found\n\n${NOT_FOUND.lede}\nSite: ${c.origin}/\n${NOT_FOUND.programs}\n`;
