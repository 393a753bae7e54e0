// The routing table: the one description of how a request reaches a file or
// a function, and which headers it gets. It is written into
// .vercel/output/config.json (Build Output API v3) at build time, and the
// local server (src/server) reads that same file, so what tests see is what
// Vercel serves. Order matters: markdown negotiation and headers run before
// the filesystem lookup; the 404s after it.
import { API_BASE_PATH, MCP_PATHS } from '../config.ts';
import { htmlSecurityHeaders } from './csp.ts';
import {
  ALLOW,
  CACHE,
  CONTENT_SIGNAL,
  CONTENT_TYPES,
  CORS_HEADERS,
  NOT_HTML_HEADERS,
  PREFLIGHT_HEADERS,
  REFUSED_METHODS,
  SECURITY_HEADERS,
  transportHeaders,
  expose,
} from './policy.ts';
import { PAGE_SUFFIX_PARAM } from './page-suffix.ts';
import { anyCase, type Route } from './route-types.ts';
import { missRoutes, NOT_FOUND_FILES } from './not-found.ts';
import { STATIC_API_DETAIL } from './slug-routes.ts';
export type { Route } from './route-types.ts';

/** Names of the functions in api/, as the build emits them (`<name>.func`). */
export const FUNCTIONS = {
  listings: 'api/agents/v1/listings',
  listing: 'api/agents/v1/listings/[slug_or_id]',
  manuals: 'api/agents/v1/manuals',
  manual: 'api/agents/v1/manuals/[public_id]',
  mcp: 'api/agents/v1/mcp',
  glossary: 'api/agents/v1/glossary-term',
  fallback: 'api/agents/v1/fallback',
  negotiate: 'api/agents/v1/negotiate',
} as const;

/** The page function of a SEARCH_BACKEND=postgres build (and only there): pages that follow every sync. */
export const LIVE_PAGES_FUNCTION = 'pages/live';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** The API base path as a regular expression (the routes below are regular expressions). */
const API_RE = esc(API_BASE_PATH);

/** Extension-less static API resources, stored as `<name>.json`. */
const STATIC_API = ['site', 'glossary', 'checklists', 'guides', 'snapshot'];

/**
 * HTML page paths that have a markdown twin at `<path>.md`: any path outside
 * the API and the asset folders whose segments carry no file extension.
 */
const PAGE = String.raw`^/((?!api/|_astro/|\.well-known/)(?:[^/.]+/)*[^/.]+)$`;

/** `?format=` values that ask for the twin. */
const FORMAT_MARKDOWN = ['md', 'markdown'];

/** Listing page paths by slug (`/listings/{slug}`, `.md`, `.json`): served by a function when no file answers them. */
const LISTING_PAGE = String.raw`^/listings/([^/.]+)(\.md|\.json)?$`;

const live = (src: string, query: string): Route => ({
  src,
  methods: ['GET', 'HEAD'],
  dest: `/${LIVE_PAGES_FUNCTION}?${query}`,
});
/** Paths a postgres build answers from the database when no file does (src/functions/live-pages.ts). */
const LIVE_ROUTES: Route[] = [
  live(LISTING_PAGE, `page=listing&slug=$1&${PAGE_SUFFIX_PARAM}=$2`),
  live(String.raw`^/manuals/([^/.]+)(\.md)?$`, `page=manual&id=$1&${PAGE_SUFFIX_PARAM}=$2`),
  live(`^${API_RE}/snapshot\\.json$`, 'page=snapshot'),
  live(String.raw`^/market-snapshot\.md$`, 'page=snapshot-md'),
  live('^/market-snapshot$', 'page=snapshot-html'),
  live(String.raw`^/sitemap\.xml$`, 'page=sitemap'),
  live(String.raw`^/sitemaps/([0-9]+)\.xml$`, 'page=sitemap&n=$1'),
];

/** Listing page paths by public id (`/listings/lst_…`, `.md`, `.json`), any case: 308 to the slug's address. */
const LISTING_ID_PAGE = String.raw`^/listings/(${anyCase('lst')}_[0-9A-Za-z]{8,})(\.${anyCase('md')}|\.${anyCase('json')})?$`;

const OWS = '[ \\t]*';
/**
 * `Accept` headers the table answers with the twin by itself: markdown and
 * nothing else (`text/markdown`, with `charset=utf-8` at most), which is
 * what agents send. Like every `has` value it must match the whole header.
 */
export const PLAIN_MARKDOWN_ACCEPT = `${OWS}${anyCase('text/markdown')}${OWS}(?:;${OWS}${anyCase('charset')}${OWS}=${OWS}(?:${anyCase('utf-8')}|"${anyCase('utf-8')}")${OWS})?`;
/**
 * `Accept` headers under which the twin could win and a regular expression
 * cannot tell (weights to compare, wildcards): any that names markdown, or
 * gives an HTML range a parameter (a weight, which may put HTML below a
 * wildcard). Any other header leaves the page the best answer: HTML ranges
 * at full weight are at least as specific as any wildcard that also matches
 * the twin. These go to the negotiation function (src/http/negotiate.ts).
 */
export const MAYBE_MARKDOWN_ACCEPT = `(?!(?:${PLAIN_MARKDOWN_ACCEPT})$).*(?:${anyCase('markdown')}|${anyCase('html')}[^,]*;).*`;

/** The twin of a page path: `/` → `/index.md`, `/glossary` → `/glossary.md`. */
export const twinPath = (pathname: string) => (pathname === '/' ? '/index.md' : `${pathname}.md`);

// A negotiated twin answers on a page path: it takes back the non-HTML policy the page route replaced.
export const TWIN_HEADERS = {
  'Content-Type': CONTENT_TYPES.md,
  Vary: 'Accept',
  'Content-Signal': CONTENT_SIGNAL,
  ...NOT_HTML_HEADERS,
};
const md = TWIN_HEADERS;
const twinLink = (origin: string, path: string) => `<${origin}${path}>; rel="alternate"; type="text/markdown"`;
const negotiate = (src: string, dest: string): Route[] => [
  { src, has: [{ type: 'query', key: 'format', value: FORMAT_MARKDOWN.map(anyCase).join('|') }], dest, headers: md },
  { src, has: [{ type: 'header', key: 'accept', value: PLAIN_MARKDOWN_ACCEPT }], dest, headers: md },
];
/**
 * The negotiation function for the other headers that may prefer the twin,
 * as @vercel/node writes a middleware route (`continue` and `override`).
 * Vercel places `override` routes after a phase's other `continue` routes and
 * before the rest, so the table has them there: after the header routes, so
 * the twin's headers come with the function's rewrite (TWIN_HEADERS).
 */
const negotiateInCode = (src: string): Route => ({
  src,
  methods: ['GET', 'HEAD'],
  has: [{ type: 'header', key: 'accept', value: MAYBE_MARKDOWN_ACCEPT }],
  middlewarePath: FUNCTIONS.negotiate,
  continue: true,
  override: true,
});

/** Where agents find the API's description and the catalog of APIs (RFC 8631, RFC 9727). */
const apiLinks = (origin: string) =>
  [
    `<${origin}${API_BASE_PATH}/openapi.json>; rel="service-desc"; type="application/vnd.oai.openapi+json;version=3.1"`,
    `<${origin}/.well-known/api-catalog>; rel="api-catalog"; type="application/linkset+json"`,
  ].join(', ');

/**
 * The table for a build whose public origin is `origin` (absolute Link
 * headers). `built` carries what only the built files tell: per-twin token
 * routes (src/http/twin-tokens.ts) and the inline script hashes for the CSP
 * (src/http/csp.ts); src/http/build-routes.ts reads them.
 */
export interface Built {
  twinHeaders?: Route[];
  scriptHashes?: string[];
  slugRoutes?: Route[];
  /** SEARCH_BACKEND=postgres: listing pages, twins and .json files are answered by the page function. */
  pagesFromDatabase?: boolean;
}

export function routes(origin: string, built: Built = {}): Route[] {
  const twinHeaders = built.twinHeaders ?? [];
  const html = htmlSecurityHeaders(built.scriptHashes ?? []);
  return [
    // Headers every response carries; caching for the prebuilt files (functions set their own).
    // Every answer gets the non-HTML policy; page routes below replace it with the pages' own.
    {
      src: '^/.*$',
      headers: { ...SECURITY_HEADERS, ...NOT_HTML_HEADERS, ...transportHeaders(origin), ...CORS_HEADERS },
      continue: true,
    },
    {
      src: `^(?!${API_RE}/(?:listings|manuals|mcp|fallback)(?:/|$)).*$`,
      methods: ['GET', 'HEAD'],
      headers: { 'Cache-Control': CACHE.static },
      continue: true,
    },
    { src: '^/_astro/.*$', headers: { 'Cache-Control': CACHE.immutable }, continue: true },
    {
      src: String.raw`^/.+\.md$`,
      headers: { 'Content-Type': CONTENT_TYPES.md, 'Content-Signal': CONTENT_SIGNAL, Vary: 'Accept' },
      continue: true,
    },
    { src: String.raw`^/.+\.json$`, headers: { 'Content-Type': CONTENT_TYPES.json }, continue: true },
    {
      src: String.raw`^/\.well-known/api-catalog$`,
      headers: { 'Content-Type': CONTENT_TYPES.linkset },
      continue: true,
    },
    {
      src: `^${esc(MCP_PATHS.wellKnownServerCard)}$`,
      headers: { 'Content-Type': CONTENT_TYPES.serverCard },
      continue: true,
    },
    { src: `^${esc(MCP_PATHS.aiCatalog)}$`, headers: { 'Content-Type': CONTENT_TYPES.aiCatalog }, continue: true },
    // The registry's domain proof is plain text; when none is configured the 404 below answers instead.
    { src: `^${esc(MCP_PATHS.registryAuth)}$`, headers: { 'Content-Type': CONTENT_TYPES.txt }, continue: true },
    // Pages vary on Accept; their twin link is added in the hit phase, so a 404 never advertises one.
    { src: '^/$', headers: { ...html, Vary: 'Accept', 'Content-Signal': CONTENT_SIGNAL }, continue: true },
    { src: PAGE, headers: { ...html, Vary: 'Accept', 'Content-Signal': CONTENT_SIGNAL }, continue: true },
    { src: `^${API_RE}/?$`, headers: { Link: apiLinks(origin) }, continue: true },
    negotiateInCode('^/$'),
    negotiateInCode(PAGE),

    // Vercel runs a phase's `continue` routes before its others, so the table is written in that order.
    // The API index answers with and without the trailing slash (before the slash redirect).
    {
      src: `^${API_RE}/?$`,
      methods: ['GET', 'HEAD'],
      dest: `${API_BASE_PATH}/index.json`,
      headers: { 'Content-Type': CONTENT_TYPES.json },
    },
    // Not for a path that starts with `//`: Location `//host` would send the client to another site.
    { src: '^/(?!/)(.+)/$', headers: { Location: '/$1' }, status: 308 },

    // CORS preflight, then every write method except POST /mcp: 405 with Allow (the fallback function writes the body).
    {
      src: `^${API_RE}/mcp$`,
      methods: ['OPTIONS'],
      status: 204,
      headers: { ...PREFLIGHT_HEADERS, 'Access-Control-Allow-Methods': ALLOW.mcp, Allow: ALLOW.mcp },
    },
    {
      src: '^/.*$',
      methods: ['OPTIONS'],
      status: 204,
      headers: { ...PREFLIGHT_HEADERS, 'Access-Control-Allow-Methods': ALLOW.read, Allow: ALLOW.read },
    },
    { src: `^(?!${API_RE}/mcp$)(/.*)$`, methods: [...REFUSED_METHODS], dest: `/${FUNCTIONS.fallback}?path=$1` },

    // API paths onto their files and functions. A glossary request with a term is a lookup (a function).
    {
      src: `^${API_RE}/glossary$`,
      methods: ['GET', 'HEAD'],
      has: [{ type: 'query', key: 'term' }],
      dest: `/${FUNCTIONS.glossary}`,
    },
    {
      src: `^${API_RE}/(${STATIC_API.join('|')})$`,
      dest: `${API_BASE_PATH}/$1.json`,
      headers: { 'Content-Type': CONTENT_TYPES.json },
    },
    // Checklist and guide slugs in any case (./slug-routes.ts), then as written.
    ...(built.slugRoutes ?? []),
    {
      src: `^${API_RE}/(${STATIC_API_DETAIL.join('|')})/([^/]+?)(?:\\.json)?$`,
      dest: `${API_BASE_PATH}/$1/$2.json`,
      headers: { 'Content-Type': CONTENT_TYPES.json },
    },
    { src: `^${API_RE}/listings/([^/]+)$`, dest: `/${FUNCTIONS.listing}?slug_or_id=$1` },
    { src: `^${API_RE}/manuals/([^/]+)$`, dest: `/${FUNCTIONS.manual}?public_id=$1` },
    // The MCP server card at <endpoint>/server-card (SEP-2127), a static file; /mcp itself is the function.
    {
      src: `^${esc(MCP_PATHS.serverCard)}$`,
      methods: ['GET', 'HEAD'],
      dest: `${MCP_PATHS.serverCard}.json`,
      headers: { 'Content-Type': CONTENT_TYPES.serverCard, 'Cache-Control': CACHE.static },
    },

    // A listing page by public id: the lookup function knows the slug (308) or answers the HTML 404.
    {
      src: LISTING_ID_PAGE,
      methods: ['GET', 'HEAD'],
      dest: `/${FUNCTIONS.listing}?slug_or_id=$1&${PAGE_SUFFIX_PARAM}=$2`,
    },

    // Pages: serve the twin when markdown is asked for.
    ...negotiate('^/$', '/index.md'),
    ...negotiate(PAGE, '/$1.md'),

    { handle: 'filesystem' },

    // SEARCH_BACKEND=postgres: what follows the catalog has no file; the page function answers it from the database.
    ...(built.pagesFromDatabase ? LIVE_ROUTES : []),
    { src: '^(/api(?:/.*)?)$', dest: `/${FUNCTIONS.fallback}?path=$1` },
    // A miss answers in the type asked for (src/http/not-found.ts): JSON, markdown, plain text for other files…
    ...missRoutes(`/${FUNCTIONS.fallback}`),
    // …and pages the HTML 404 page (headers set for a missed twin must not describe it).
    {
      src: '^/.*$',
      dest: `/${NOT_FOUND_FILES.html}`,
      status: 404,
      headers: { ...html, 'Content-Type': CONTENT_TYPES.html },
    },

    // A page that exists points at its markdown twin.
    { handle: 'hit' },
    { src: '^/$', headers: { Link: `${twinLink(origin, '/index.md')}, ${apiLinks(origin)}` }, continue: true },
    { src: PAGE, headers: { Link: twinLink(origin, '/$1.md') }, continue: true },
    // Token estimates of twins, on the file served: a negotiated twin (`Accept: text/markdown`) hits its .md too.
    ...twinHeaders,
    // What a script on another origin may read of a file: the exposable headers it carries (policy.ts), no more.
    { src: '^/.*$', headers: expose('ETag'), continue: true },
    { src: String.raw`^/.+\.md$`, headers: expose('ETag', 'Content-Signal', 'x-markdown-tokens'), continue: true },
    { src: '^/$', headers: expose('ETag', 'Content-Signal', 'Link'), continue: true },
    { src: PAGE, headers: expose('ETag', 'Content-Signal', 'Link'), continue: true },
    { src: `^${API_RE}/index\\.json$`, headers: expose('ETag', 'Link'), continue: true },
  ];
}
