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

/**
 * Every other method an HTTP/1.1 server parses (Node's http.METHODS), which
 * the routing table sends to the fallback function for a JSON 405 with
 * `Allow`, so WebDAV's PROPFIND or SEARCH on a static file is refused in our
 * shape rather than answered by the file server. TRACE and CONNECT never
 * reach a handler: the local server refuses them itself (src/server).
 */
export const REFUSED_METHODS = [
  'POST', 'PUT', 'PATCH', 'DELETE', 'ACL', 'BIND', 'CHECKOUT', 'COPY', 'LINK', 'LOCK', 'M-SEARCH', 'MERGE', 'MKACTIVITY',
  'MKCALENDAR', 'MKCOL', 'MOVE', 'NOTIFY', 'PROPFIND', 'PROPPATCH', 'PURGE', 'QUERY', 'REBIND', 'REPORT', 'SEARCH', 'SOURCE',
  'SUBSCRIBE', 'UNBIND', 'UNLINK', 'UNLOCK', 'UNSUBSCRIBE',
] as const;

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
