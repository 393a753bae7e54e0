// The functions of a build and the data each carries: every function reads
// only what it serves (a lookup never the text index, the MCP function no page
// shells), so each bundle stays small and a cold start reads little.
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { FunctionSpec } from './bundle-functions.ts';
import { FUNCTIONS, LIVE_PAGES_FUNCTION } from '../http/routes.ts';
import { NOT_FOUND_PAGE, NOT_FOUND_TWIN } from '../functions/page-redirect.ts';
import { PAGE_FILES } from '../functions/listing-pages.ts';

/** Lookups read records and keys, never the text index or the typo vocabulary. */
const forLookups = (file: string) => !file.endsWith('.flex') && !file.endsWith('.vocab.meta');
const isPageFile = (file: string) => (Object.values(PAGE_FILES) as string[]).includes(basename(file));

/** The functions of a build into `out` whose search data is in `dataDir`. */
export function functionSpecs(out: string, dataDir: string, pagesFromDatabase: boolean): FunctionSpec[] {
  const data = (prefix: string) =>
    readdirSync(dataDir)
      .filter((f) => f.startsWith(prefix))
      .map((f) => join(dataDir, f));
  return [
    // The listing search reads the keys (ids and slugs) too: a batch lookup (`ids`) is a search.
    // Lookups never read the text index or the typo vocabulary.
    { name: FUNCTIONS.listings, entry: './api/agents/v1/listings.ts', data: data('listings.') },
    // The listing lookup also answers /listings/{public_id} page paths, with the 404 page (or its twin) for a miss.
    {
      name: FUNCTIONS.listing,
      entry: './api/agents/v1/listings/[slug_or_id].ts',
      data: [
        ...data('listings.').filter(forLookups),
        ...[NOT_FOUND_PAGE, NOT_FOUND_TWIN].map((f) => join(out, 'static', f)),
      ],
    },
    { name: FUNCTIONS.manuals, entry: './api/agents/v1/manuals.ts', data: data('manuals.') },
    {
      name: FUNCTIONS.manual,
      entry: './api/agents/v1/manuals/[public_id].ts',
      data: data('manuals.').filter(forLookups),
    },
    { name: FUNCTIONS.fallback, entry: './api/agents/v1/fallback.ts', data: [] },
    { name: FUNCTIONS.mcp, entry: './api/agents/v1/mcp.ts', data: data('').filter((f) => !isPageFile(f)) },
    { name: FUNCTIONS.glossary, entry: './api/agents/v1/glossary-term.ts', data: data('research.json') },
    ...(pagesFromDatabase
      ? [
          {
            name: LIVE_PAGES_FUNCTION,
            entry: './api/pages/live.ts',
            data: [...Object.values(PAGE_FILES).map((f) => join(dataDir, f)), join(out, 'static', NOT_FOUND_PAGE)],
          },
        ]
      : []),
    // Page or twin, for the Accept headers the routing table cannot decide (src/http/negotiate.ts).
    { name: FUNCTIONS.negotiate, entry: './api/agents/v1/negotiate.ts', data: [], middleware: true },
  ];
}
