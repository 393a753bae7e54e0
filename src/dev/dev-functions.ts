// Search, lookups and MCP under `npm run dev`: the deployed functions'
// own handlers, over an index written from the live catalog (the same
// writer as the build, into a temp folder), so an editor sees a change in
// the API within a second or two, and no path answers with a handler's
// source code. A new index is written when the content changes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PublicCatalog } from '../catalog/publish.ts';
import { researchData } from '../build/research-data.ts';
import { fallbackHandler } from '../functions/fallback-handler.ts';
import { glossaryHandler, readGlossary } from '../functions/glossary-handler.ts';
import { negotiateHandler } from '../functions/negotiate-handler.ts';
import { NOT_FOUND_TWIN, withPageRedirect } from '../functions/page-redirect.ts';
import {
  listingLookupHandler,
  listingsSearchHandler,
  manualLookupHandler,
  manualsSearchHandler,
} from '../functions/search-handlers.ts';
import { once } from '../lib/once.ts';
import { FUNCTIONS } from '../http/routes.ts';
import { jsonText } from '../http/json.ts';
import { notFoundMarkdown } from '../markdown/not-found-twin.ts';
import { loadMcpContext } from '../mcp/context.ts';
import { mcpHandler } from '../mcp/endpoint.ts';
import { loadListingSearch, loadManualSearch, writeSearchIndexes } from '../search/index.ts';

type Handler = (request: Request) => Response | Promise<Response>;
export type FunctionName = (typeof FUNCTIONS)[keyof typeof FUNCTIONS];

/** The handlers of every function in api/, reading `dir` as a bundled function reads its data folder. */
function handlersOver(dir: string): Record<FunctionName, Handler> {
  const listings = once(() => loadListingSearch(dir));
  return {
    [FUNCTIONS.listings]: listingsSearchHandler(listings),
    [FUNCTIONS.listing]: withPageRedirect(
      async (key) => (await listings()).getListing(key)?.url,
      'slug_or_id',
      dir,
      listingLookupHandler(listings),
    ),
    [FUNCTIONS.manuals]: manualsSearchHandler(() => loadManualSearch(dir)),
    [FUNCTIONS.manual]: manualLookupHandler(() => loadManualSearch(dir)),
    [FUNCTIONS.mcp]: mcpHandler(() => loadMcpContext(dir)),
    [FUNCTIONS.glossary]: glossaryHandler(() => readGlossary(dir)),
    [FUNCTIONS.fallback]: fallbackHandler,
    [FUNCTIONS.negotiate]: negotiateHandler,
  };
}

export interface DevFunctions {
  /** Answers `request` with the named function, over the catalog of `version`. */
  handle(name: FunctionName, request: Request): Promise<Response>;
  close(): void;
}

export function devFunctions(catalog: () => PublicCatalog, version: () => number): DevFunctions {
  const root = mkdtempSync(join(tmpdir(), 'secondline-dev-functions-'));
  let current: { version: number; dir: string; handlers: Record<FunctionName, Handler> } | undefined;
  const ready = () => {
    const v = version();
    if (current?.version === v) return current;
    const c = catalog();
    const dir = join(root, String(v));
    writeSearchIndexes(c, dir);
    writeFileSync(join(dir, 'research.json'), jsonText(researchData(c)));
    writeFileSync(join(dir, NOT_FOUND_TWIN), notFoundMarkdown(c));
    if (current) rmSync(current.dir, { recursive: true, force: true });
    current = { version: v, dir, handlers: handlersOver(dir) };
    return current;
  };
  const close = () => rmSync(root, { recursive: true, force: true });
  process.once('exit', close);
  return {
    async handle(name, request) {
      return ready().handlers[name](request);
    },
    close,
  };
}
