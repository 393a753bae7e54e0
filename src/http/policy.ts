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

/**
 * Every other method an HTTP/1.1 server parses (Node's http.METHODS), which
 * the routing table sends to the fallback function for a JSON 405 with
 * `Allow`, so WebDAV's PROPFIND or SEARCH on a static file is refused in our
 * shape rather than answered by the file server. TRACE and CONNECT never
 * reach a handler: the local server refuses them itself (src/server).
 */
export const REFUSED_METHODS = [
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'ACL',
  'BIND',
  'CHECKOUT',
  'COPY',
  'LINK',
  'LOCK',
  'M-SEARCH',
  'MERGE',
  'MKACTIVITY',
  'MKCALENDAR',
  'MKCOL',
  'MOVE',
  'NOTIFY',
  'PROPFIND',
  'PROPPATCH',
  'PURGE',
  'QUERY',
  'REBIND',
  'REPORT',
  'SEARCH',
  'SOURCE',
  'SUBSCRIBE',
  'UNBIND',
  'UNLINK',
  'UNLOCK',
  'UNSUBSCRIBE',
] as const;

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
export const expose = (...names: (typeof EXPOSABLE)[number][]) => ({
  'Access-Control-Expose-Headers': names.join(', '),
});

/** The Expose header for the exposable headers present in `headers` (nothing when there are none). */
export function exposed(headers: Record<string, string>): Record<string, string> {
  const keys = new Set(Object.keys(headers).map((k) => k.toLowerCase()));
  const present = EXPOSABLE.filter((h) => keys.has(h.toLowerCase()));
  return present.length ? expose(...present) : {};
}

/**
 * What a browser may send. MCP 2026-07-28 clients send `Mcp-Method` and
 * `Mcp-Name` with every request next to `MCP-Protocol-Version`; 2025-era ones
 * may send `Mcp-Session-Id` (never issued here, but harmless) and, resuming a
 * stream, `Last-Event-ID`. A header missing here fails the browser's
 * preflight, so the request never leaves the browser.
 */
export const PREFLIGHT_HEADERS = {
  'Access-Control-Allow-Headers':
    'Accept, Content-Type, If-None-Match, Mcp-Protocol-Version, Mcp-Method, Mcp-Name, Mcp-Session-Id, Last-Event-ID',
  'Access-Control-Max-Age': '86400',
} as const;

/** Every answer, page, file, function or error. */
export const SECURITY_HEADERS = {
  /** A JSON or markdown answer is never run as script or style because a browser guessed its type. */
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  /**
   * Public, credential-free data: any site may load it (as CORS `*` says for
   * fetch); `same-site` would only break agents' and editors' embeds and
   * protects nothing, since nothing here is private to a user.
   */
  'Cross-Origin-Resource-Policy': 'cross-origin',
  /** Our pages share no window with a page that opened them or that they open (no window.opener tricks). */
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

/**
 * Answers that are not HTML pages (JSON, markdown twins, text, XML, images,
 * errors): nothing in them may run, load or be framed, should a browser ever
 * render one as a document. HTML pages replace these with their own policy
 * (src/http/csp.ts).
 */
export const NOT_HTML_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
  'X-Frame-Options': 'DENY',
} as const;

/**
 * HTTP Strict Transport Security for a deployment on https: browsers use
 * https for this host for two years, so a network attacker cannot strip it
 * to http. Only sent when SITE is https (never on a local http server, whose
 * browsers it would lock out); without includeSubDomains or preload, which
 * are the domain owner's decision.
 */
export const HSTS = 'max-age=63072000';

/** The transport headers of a deployment at `origin`. */
export const transportHeaders = (origin: string): Record<string, string> =>
  new URL(origin).protocol === 'https:' ? { 'Strict-Transport-Security': HSTS } : {};

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
