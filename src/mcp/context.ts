// What the MCP function loads once per cold start: both searches (the bundled
// indexes of its data folder, or the Postgres backend) and the research
// documents, which ship with the function either way.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadListingSearch, loadManualSearch } from '../search/index.ts';
import type { ListingBackend, ManualBackend } from '../search/backend.ts';
import type { ResearchData } from '../build/research-data.ts';
import { dataDir } from '../functions/data-dir.ts';
import { pg, searchBackend } from '../functions/backend.ts';

export interface McpContext {
  listings: ListingBackend;
  manuals: ManualBackend;
  research: ResearchData;
}

const research = (dir: string) => JSON.parse(readFileSync(join(dir, 'research.json'), 'utf8')) as ResearchData;

export function loadMcpContext(dir: string): McpContext {
  return { listings: loadListingSearch(dir), manuals: loadManualSearch(dir), research: research(dir) };
}

/** The same over other backends (SEARCH_BACKEND=postgres): research from the data folder, search from `load`. */
async function loadMcpContextWith(
  dir: string,
  load: (r: ResearchData) => Promise<{ listings: ListingBackend; manuals: ManualBackend }>,
): Promise<McpContext> {
  const r = research(dir);
  return { ...(await load(r)), research: r };
}

/** The context of the MCP function at `entryUrl`, from the backend configured (src/functions/backend.ts). */
export function mcpContext(entryUrl: string): () => McpContext | Promise<McpContext> {
  const dir = dataDir(entryUrl);
  if (searchBackend() !== 'postgres') return () => loadMcpContext(dir);
  return () => loadMcpContextWith(dir, async (r) => (await pg()).lazyPgSearch(r.site.home.replace(/\/$/, '')));
}
