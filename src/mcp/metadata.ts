// Who the MCP server says it is and where its descriptions live, written
// once: the SDK server (serverInfo), the GET discovery document, the server
// card, the registry's server.json, the AI catalog, llms.txt, the agent guide
// and the API catalog all read them from here.
import { API_VERSION, ICON_PNG, MCP_PATHS, SERVICE_NAME } from '../config.ts';
import { CACHE } from '../http/policy.ts';
import { SUPPORT_SECTION_ID, pageUrl } from '../present/pages.ts';

/**
 * `description` is at most 100 characters: the server-card extension and the
 * official registry both cap it there (their schemas, tests/mcp/discovery.test.ts),
 * and serverInfo says the same as the card.
 */
export const SERVER_INFO = {
  name: `${SERVICE_NAME.toLowerCase()}-agent-api`,
  title: `${SERVICE_NAME} agent API`,
  version: API_VERSION,
  description: `Search ${SERVICE_NAME}'s used production machines, their manuals and buyer research. Read-only.`,
} as const;

/** What a model should know before it calls anything. */
export const INSTRUCTIONS = [
  `${SERVICE_NAME} lists used production machines, their manuals, and buyer research. Every tool is read-only and free to call again.`,
  'Search first, then get: search_listings (compact items by default; fields=all for full records) and then get_listing with an id or slug from the results; search_manuals then get_manual; list_checklists then get_checklist; get_glossary, list_guides, get_market_snapshot and get_site_facts need no search.',
  'search and fetch are the same data in the shape ChatGPT connectors use: search returns ids, fetch returns the full text of one.',
  'Prompts: one inspection prompt per equipment category (optionally for one listing), compare_listings and fair_price_check.',
  "Prices are sellers' asking prices on live listings, not closed-transaction comparables: say so when you quote them.",
  'Cite the canonical url (or canonical_url) of what you use, with the attribution text the results carry.',
].join(' ');

/** Lists (tools, prompts, templates, discover) change only with a deploy: cacheable by anyone for as long as the CDN keeps the static files. */
export const LIST_TTL_MS = Number(/s-maxage=(\d+)/.exec(CACHE.static)![1]) * 1000;

/** The server's name in reverse-DNS form with one slash: the site's host, reversed, then the server name. */
export const reverseDnsName = (origin: string) =>
  `${new URL(origin).hostname.split('.').reverse().join('.')}/${SERVER_INFO.name}`;

/** Every URL the descriptions of the server point at, for one public origin. */
export function mcpUrls(origin: string) {
  const privacy = pageUrl(origin, 'privacy');
  return {
    endpoint: `${origin}${MCP_PATHS.endpoint}`,
    serverCard: `${origin}${MCP_PATHS.serverCard}`,
    wellKnownServerCard: `${origin}${MCP_PATHS.wellKnownServerCard}`,
    aiCatalog: `${origin}${MCP_PATHS.aiCatalog}`,
    agentGuide: pageUrl(origin, 'forAgents'),
    openapi: `${origin}/openapi.json`,
    privacyPolicy: privacy,
    /** The support and contact section of the privacy page. */
    support: `${privacy}#${SUPPORT_SECTION_ID}`,
  };
}

/** Icons for clients that show one: the PNG every client must support first, then the scalable favicon. */
export const icons = (origin: string) => [
  { src: `${origin}${ICON_PNG.path}`, mimeType: 'image/png', sizes: [`${ICON_PNG.size}x${ICON_PNG.size}`] },
  { src: `${origin}/favicon.svg`, mimeType: 'image/svg+xml', sizes: ['any'] },
];
