// Header policy shared by the routing table (static files) and the
// functions, so both answer with the same caching and CORS rules.
export const CACHE = {
  /** Prebuilt files: browsers keep them briefly, the CDN for an hour, stale while it refreshes. */
  static: 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400',
  /** Search results change only with a deploy, but keep them short so a deploy shows quickly. */
  search: 'public, max-age=60, s-maxage=300, stale-while-revalidate=3600',
  /** Fingerprinted build assets. */
  immutable: 'public, max-age=31536000, immutable',
  /** Errors and MCP calls. */
  none: 'no-store',
} as const;

export const ALLOW = {
  read: 'GET, HEAD, OPTIONS',
  mcp: 'GET, POST, OPTIONS',
} as const;

export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag, Link',
} as const;

/**
 * What a browser may send. MCP 2026-07-28 clients send `Mcp-Method` and
 * `Mcp-Name` with every request next to `MCP-Protocol-Version`; 2025-era ones
 * may send `Mcp-Session-Id` (never issued here, but harmless) and, resuming a
 * stream, `Last-Event-ID`. A header missing here fails the browser's
 * preflight, so the request never leaves the browser.
 */
export const PREFLIGHT_HEADERS = {
  'Access-Control-Allow-Headers': 'Accept, Content-Type, If-None-Match, Mcp-Protocol-Version, Mcp-Method, Mcp-Name, Mcp-Session-Id, Last-Event-ID',
  'Access-Control-Max-Age': '86400',
} as const;

export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

export const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  json: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  webmanifest: 'application/manifest+json',
  linkset: 'application/linkset+json; charset=utf-8',
  /** The MCP server card (server-card extension, docs/discovery.md) and the AI catalog that points to it. */
  serverCard: 'application/mcp-server-card+json',
  aiCatalog: 'application/ai-catalog+json',
};

/**
 * Content signals (contentsignals.org): search and answering from our pages
 * are welcome, training is not. One line, sent on pages and twins and written
 * into robots.txt.
 */
export const CONTENT_SIGNAL = 'search=yes, ai-input=yes, ai-train=no';
