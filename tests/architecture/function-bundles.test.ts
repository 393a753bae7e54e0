// Each function bundle carries only what it serves: the search and lookup
// functions hold the query core and the HTTP kit, never pages, twins, MCP,
// the OpenAPI generator, privacy or the build; the MCP function adds the MCP
// server and the markdown twins its `fetch` tool returns. esbuild bundles
// each entry of api/ the way src/build/bundle-functions.ts does, without
// writing it, and its metafile lists the source files that went in.
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const SEARCH = ['(root)', 'lib', 'schemas', 'catalog', 'db', 'http', 'search', 'core', 'functions'];
const FUNCTIONS: Record<string, string[]> = {
  'api/agents/v1/listings.ts': SEARCH,
  'api/agents/v1/listings/[slug_or_id].ts': SEARCH,
  'api/agents/v1/manuals.ts': SEARCH,
  'api/agents/v1/manuals/[public_id].ts': SEARCH,
  'api/agents/v1/mcp.ts': [...SEARCH, 'present', 'markdown', 'mcp'],
  'api/agents/v1/fallback.ts': ['(root)', 'http', 'functions'],
  // Pages from the database (postgres builds): page layouts, twins and the sitemap (whose documents name the
  // MCP server card's path: mcp/metadata.ts, constants) besides the search.
  'api/pages/live.ts': [...SEARCH, 'present', 'structured-data', 'charts', 'layouts', 'markdown', 'discovery', 'mcp'],
  'api/agents/v1/glossary-term.ts': SEARCH,
};

/**
 * Packages a function must not carry: the search and lookup functions parse queries and read the index without
 * zod, whose import and schemas were ~30 ms of every cold start (the OpenAPI and MCP schemas are built elsewhere).
 */
const WITHOUT = ['zod'];
const LEAN = [
  'api/agents/v1/listings.ts',
  'api/agents/v1/listings/[slug_or_id].ts',
  'api/agents/v1/manuals.ts',
  'api/agents/v1/manuals/[public_id].ts',
  'api/agents/v1/glossary-term.ts',
];

async function inputs(entry: string): Promise<string[]> {
  const r = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    metafile: true,
    splitting: true,
    outdir: 'unused',
    logLevel: 'silent',
  });
  return Object.keys(r.metafile.inputs);
}

async function sourceFolders(entry: string): Promise<Set<string>> {
  return new Set(
    (await inputs(entry))
      .filter((f) => f.startsWith('src/'))
      .map((f) => (f.split('/').length === 2 ? '(root)' : f.split('/')[1])),
  );
}

describe('function bundles', () => {
  for (const [entry, allowed] of Object.entries(FUNCTIONS)) {
    it(`${entry} holds only ${allowed.join(', ')}`, async () => {
      const folders = await sourceFolders(entry);
      expect(folders.size).toBeGreaterThan(1);
      expect([...folders].filter((f) => !allowed.includes(f)).sort()).toEqual([]);
    });
  }
  for (const entry of LEAN) {
    it(`${entry} carries none of ${WITHOUT.join(', ')}`, async () => {
      const all = await inputs(entry);
      expect(all.length).toBeGreaterThan(1);
      const carried = all.filter((f) => WITHOUT.some((p) => f.includes(`node_modules/${p}/`)));
      expect(carried).toEqual([]);
    });
  }
});
