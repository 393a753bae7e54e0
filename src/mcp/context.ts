// What the MCP function loads once per cold start: both search indexes and
// the research documents, from its bundled data folder.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadListingSearch, loadManualSearch, type ListingSearch, type ManualSearch } from '../search/index.ts';
import type { ResearchData } from '../build/research-data.ts';

export interface McpContext { listings: ListingSearch; manuals: ManualSearch; research: ResearchData }

export function loadMcpContext(dir: string): McpContext {
  return {
    listings: loadListingSearch(dir),
    manuals: loadManualSearch(dir),
    research: JSON.parse(readFileSync(join(dir, 'research.json'), 'utf8')) as ResearchData,
  };
}
