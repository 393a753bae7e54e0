// Per-manual static files, written outside Astro like the listing pages (./listing-pages.ts):
//   manuals/{id}/index.html   Astro's shell of src/pages/manuals/[id].astro filled with src/layouts/manual-page.ts
//   manuals/{id}.md           the markdown twin (src/markdown/manual-twin.ts)
// Astro spends about 2 ms a route on these: at 100,000 listings (20,000 manuals, two routes each) most of its
// build. The page function of the Postgres backend fills the same shell (src/functions/live-pages.ts), so the
// two print the same bytes; the dev server still renders each manual through Astro.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PublicCatalog } from '../catalog/publish.ts';
import { compileShell } from '../layouts/listing-page.ts';
import { manualPage } from '../layouts/manual-page.ts';
import { manualMarkdown } from '../markdown/manual-twin.ts';
import { relatedListings } from '../markdown/related.ts';
import { takeShell, writeFile } from './listing-pages.ts';

/** Writes every manual's page and twin under `staticDir`, and removes the shell Astro rendered for them. */
export function writeManualPages(c: PublicCatalog, staticDir: string): { files: number } {
  const fill = compileShell(takeShell(staticDir, 'manuals'), { astroAttributes: true });
  const dir = join(staticDir, 'manuals');
  mkdirSync(dir, { recursive: true });
  for (const m of c.manuals) {
    const listings = relatedListings(c, m);
    mkdirSync(join(dir, m.id));
    writeFile(join(dir, m.id, 'index.html'), fill(manualPage(c, m, listings)));
    writeFile(join(dir, `${m.id}.md`), manualMarkdown(c, m, { listings }));
  }
  return { files: 2 * c.manuals.length };
}
