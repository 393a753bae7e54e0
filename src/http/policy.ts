// Header policy shared by the routing table (static files) and the
// functions, so both answer with the same caching and CORS rules.
export const CACHE = {
  /** Prebuilt files: browsers keep them briefly, the CDN for an hour, stale while it refreshes. */
  static: 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400',
  /** Search results change only with a deploy, but keep them short so a deploy shows quickly. */
  search: 'public, max-age=60, s-maxage=300, stale-while-revalidate=3600',
  /**
   * Answers read from the database at request time (SEARCH_BACKEND=postgres:
   * listing pages, twins and JSON, lookups, searches): an edit must show on
   * every surface within seconds of index:sync, so the CDN keeps a copy for
   * one second and may hand it out two more while it refreshes it in the
   * background (never more than 3 s old); browsers revalidate (ETag → 304).
   * A popular page costs the database one read a second per CDN region.
   */
  live: 'public, max-age=0, must-revalidate, s-maxage=1, stale-while-revalidate=2',
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

export const PREFLIGHT_HEADERS = {
  'Access-Control-Allow-Headers': 'Accept, Content-Type, If-None-Match, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID',
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
};

/**
 * Content signals (contentsignals.org): search and answering from our pages
 * are welcome, training is not. One line, sent on pages and twins and written
 * into robots.txt.
 */
export const CONTENT_SIGNAL = 'search=yes, ai-input=yes, ai-train=no';
