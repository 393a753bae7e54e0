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
} as const;

/**
 * The response headers a script on another origin may need to read, beyond
 * the CORS-safelisted ones. Each response exposes exactly those of them it
 * sends (`exposed`, and the routing table's hit routes for files), so a
 * client never looks for a header that is not there.
 */
export const EXPOSABLE = ['ETag', 'Link', 'Retry-After', 'Allow', 'Content-Signal', 'x-markdown-tokens'] as const;
export const expose = (...names: (typeof EXPOSABLE)[number][]) =>
  ({ 'Access-Control-Expose-Headers': names.join(', ') });

/** The Expose header for the exposable headers present in `headers` (nothing when there are none). */
export function exposed(headers: Record<string, string>): Record<string, string> {
  const keys = new Set(Object.keys(headers).map((k) => k.toLowerCase()));
  const present = EXPOSABLE.filter((h) => keys.has(h.toLowerCase()));
  return present.length ? expose(...present) : {};
}

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
