// Build-time settings, read from the environment once.
import { resolve } from 'node:path';

export const SERVICE_NAME = 'Secondline';
export const API_VERSION = '1.0.0';
export const API_BASE_PATH = '/api/agents/v1';

/** The raster icon (the favicon rendered at build time, src/icon/): its path from the origin and its size. */
export const ICON_PNG = { path: '/icon-256.png', size: 256 } as const;

/**
 * Where the MCP server and the documents that describe it are served, from
 * the origin. The card sits at `<endpoint>/server-card`, the location the
 * server-card extension (SEP-2127) reserves; scanners still look for it at
 * the older well-known path, which serves the same document.
 */
export const MCP_PATHS = {
  endpoint: `${API_BASE_PATH}/mcp`,
  serverCard: `${API_BASE_PATH}/mcp/server-card`,
  wellKnownServerCard: '/.well-known/mcp/server-card.json',
  aiCatalog: '/.well-known/ai-catalog.json',
  /** The official MCP Registry's HTTP domain proof, published only when configured (src/mcp/registry-auth.ts). */
  registryAuth: '/.well-known/mcp-registry-auth',
} as const;

/** Public origin written into every URL (`SITE`), without a trailing slash. */
export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  const raw = env.SITE?.trim() || `http://localhost:${env.PORT?.trim() || '4321'}`;
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new Error(`SITE must be an absolute http(s) origin such as https://equipment.example, got "${raw}"`);
  }
  if (!/^https?:$/.test(u.protocol)) throw new Error(`SITE must use http or https, got "${raw}"`);
  return u.origin;
}

/** Folder the catalog is read from: `CONTENT_DIR`, else the sample in content/. */
export function contentDir(env: Record<string, string | undefined> = process.env): string {
  return resolve(env.CONTENT_DIR?.trim() || 'content');
}

/** Where a build writes its output (Build Output API v3): for the build, the local server, `npm start`, the catalog. */
export const OUTPUT_DIR = '.vercel/output';

/**
 * The most manuals a listing names (its lookup's `related.manuals`, its page and twin). A page's size must not grow
 * with the catalog: at 100,000 listings and 20,000 manuals the generated catalog has 97 manuals per machine (make
 * and model) on average and 294 at most, which made each listing file 2.5× its size at 10,000, all of it read again
 * by the leak scan.
 * The rest are one manual search away (`manuals_search`).
 */
export const RELATED_MANUALS_MAX = 10;
