// The routing table of one build: the fixed table of routes.ts plus what can
// only be known from the built files (twin token estimates, script hashes,
// the checklist and guide slugs).
import { join } from 'node:path';
import { routes, type Route } from './routes.ts';
import { twinTokenRoutes } from './twin-tokens.ts';
import { builtScriptHashes } from './csp.ts';
import { builtDetailSlugs, caseInsensitiveSlugRoutes } from './slug-routes.ts';
import { isFilledPageFolder } from './filled-pages.ts';

export const buildRoutes = (origin: string, outputDir: string, opts: { pagesFromDatabase?: boolean } = {}): Route[] => {
  const staticDir = join(outputDir, 'static');
  return routes(origin, {
    // Neither reader opens the folders of the pages the build fills: they hold only a page of a known shell.
    twinHeaders: twinTokenRoutes(staticDir, isFilledPageFolder),
    scriptHashes: builtScriptHashes(staticDir, isFilledPageFolder),
    slugRoutes: caseInsensitiveSlugRoutes(builtDetailSlugs(staticDir)),
    ...opts,
  });
};
