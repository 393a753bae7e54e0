// The markdown twin of the privacy and support page, from the same sections as the HTML page.
import type { PublicCatalog } from '../catalog/publish.ts';
import { PAGES, pageUrl } from '../present/pages.ts';
import { privacySections } from '../present/privacy.ts';
import { doc, trailer } from './twin-kit.ts';

export function privacyMarkdown(c: PublicCatalog): string {
  const { title } = PAGES.privacy;
  return doc(
    `# ${title}`,
    ...privacySections(c).map((s) => `## ${s.title}\n\n${s.markdown}`),
    trailer(title, pageUrl(c.origin, 'privacy')),
  );
}
