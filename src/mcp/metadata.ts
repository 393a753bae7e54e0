// Who the MCP server says it is, written once: the SDK server, the GET
// discovery document and the server card all read it from here.
import { API_VERSION, SERVICE_NAME } from '../config.ts';
import { CACHE } from '../http/policy.ts';

export const SERVER_INFO = {
  name: `${SERVICE_NAME.toLowerCase()}-agent-api`,
  title: `${SERVICE_NAME} agent API`,
  version: API_VERSION,
  description: `Read-only tools over ${SERVICE_NAME}'s used production machines, their manuals, and buyer research (glossary, inspection checklists, buyer guides, market snapshot).`,
} as const;

/** What a model should know before it calls anything. */
export const INSTRUCTIONS = [
  `${SERVICE_NAME} lists used production machines, their manuals, and buyer research. Every tool is read-only and free to call again.`,
  'Search first, then get: search_listings (compact items by default; fields=all for full records) and then get_listing with an id or slug from the results; search_manuals then get_manual; list_checklists then get_checklist; get_glossary, list_guides, get_market_snapshot and get_site_facts need no search.',
  'search and fetch are the same data in the shape ChatGPT connectors use: search returns ids, fetch returns the full text of one.',
  'Prices are sellers\' asking prices on live listings, not closed-transaction comparables: say so when you quote them.',
  'Cite the canonical url (or canonical_url) of what you use, with the attribution text the results carry.',
].join(' ');

/** Icons for clients that show one; the site favicon, served from the origin. */
export const icons = (origin: string) => [{ src: `${origin}/favicon.svg`, mimeType: 'image/svg+xml', sizes: ['any'] }];

/** Lists (tools, templates, discover) change only with a deploy: cacheable by anyone for as long as the CDN keeps the static files. */
export const LIST_TTL_MS = Number(/s-maxage=(\d+)/.exec(CACHE.static)![1]) * 1000;

/** Where the server card (SEP-2127 draft) is published, from the origin. */
export const SERVER_CARD_PATH = '/.well-known/mcp/server-card.json';
