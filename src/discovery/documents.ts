// The discovery files: llms.txt, robots.txt, sitemap.xml and the RFC 9727
// API catalog. Pure functions of the catalog, like the twins.
import type { PublicCatalog } from '../catalog/publish.ts';
import { API_BASE_PATH, SERVICE_NAME } from '../config.ts';
import { CONTENT_SIGNAL, CONTENT_TYPES } from '../http/policy.ts';
import { PAGES, pageTwinUrl, pageUrl } from '../present/pages.ts';
import { mcpUrls } from '../mcp/metadata.ts';
import { NO_PLAN_NEEDED, planPhrases } from '../schemas/plans.ts';

const line = (title: string, url: string, note?: string) =>
  `- [${title.replace(/[[\]]/g, '')}](${url})${note ? `: ${note}` : ''}`;

export function llmsTxt(c: PublicCatalog): string {
  const o = c.origin;
  const api = `${o}${API_BASE_PATH}`;
  const mcp = mcpUrls(o);
  const d = c.site.data;
  return `${[
    `# ${SERVICE_NAME}`,
    `> ${d.one_liner}`,
    `${d.description} Everything listed here is public and read-only. Cite the canonical page URL of what you use (each twin and API response names it). Prices are sellers' asking prices on live listings, not closed-transaction comparables. Research content (glossary, checklists, guides, market snapshot) is CC BY 4.0.`,
    `Plans: ${planPhrases().join('; ')}. ${NO_PLAN_NEEDED}`,
    `To use the tools from an MCP client (Claude, Cursor, ChatGPT connectors, the MCP Inspector), add the server by URL:`,
    '```json\n' +
      JSON.stringify({ mcpServers: { [SERVICE_NAME.toLowerCase()]: { url: mcp.endpoint } } }, null, 2) +
      '\n```',
    'Or call it directly, no session needed:',
    '```sh\n' +
      `curl -s ${api}/mcp -H 'Content-Type: application/json' \\\n  -d '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_listings","arguments":{"q":"guillotine cutter","per_page":5}}}'` +
      '\n```',
    '## API',
    [
      line(
        PAGES.forAgents.title,
        `${o}/for-agents.md`,
        'how to call the REST API and the MCP endpoint, citation rules, licence and limits',
      ),
      line('API index', api, 'every endpoint, the OpenAPI document, the MCP endpoint and the agent guide (JSON)'),
      line('OpenAPI 3.1 description', `${o}/openapi.json`, `the REST API under ${api}`),
      line(
        'MCP endpoint',
        mcp.endpoint,
        'Streamable HTTP, stateless, JSON responses; tools and prompts; GET for a discovery document',
      ),
      line('MCP server card', mcp.serverCard, 'identity, transport and protocol versions before connecting (SEP-2127)'),
      line('AI catalog', mcp.aiCatalog, 'lists the MCP server card'),
      line('Site facts', `${api}/site`, `what ${SERVICE_NAME} is, its FAQ and citation text (JSON)`),
      line(
        'Listing search',
        `${api}/listings?q=guillotine`,
        'full text and filters: q, category, condition, make, location, include_sold, page, per_page',
      ),
      line(PAGES.listings.title, `${o}/listings.md`, 'the newest listings and the search parameters'),
      line('Manual search', `${api}/manuals?q=`, 'machine manuals by q, make, model'),
      line(
        PAGES.privacy.title,
        pageTwinUrl(o, 'privacy'),
        'what the API publishes and never publishes; no cookies or tracking',
      ),
      line('Support and contact', mcp.support, `questions, corrections and removal requests: ${d.contact_email}`),
    ].join('\n'),
    '## Research',
    [
      line(PAGES.guides.title, `${o}/guides.md`),
      ...c.guides.map(({ guide: g }) => line(g.title, g.markdown_url, g.summary)),
      line(PAGES.checklists.title, `${o}/checklists.md`),
      ...c.checklists.map(({ checklist: cl }) => line(cl.title, `${cl.url}.md`, cl.summary)),
      line(PAGES.glossary.title, `${o}/glossary.md`, `${c.glossary.length} terms`),
      line(PAGES.snapshot.title, `${o}/market-snapshot.md`, 'asking-price figures and supply per category'),
    ].join('\n'),
    '## Optional',
    [
      line('Home', `${o}/index.md`),
      line('Sitemap', `${o}/sitemap.xml`, 'every page, listings and manuals included'),
      line('API catalog', `${o}/.well-known/api-catalog`, 'RFC 9727 linkset'),
      line('Glossary (JSON)', `${api}/glossary`),
      line('Market snapshot (JSON)', `${api}/snapshot`),
    ].join('\n'),
  ].join('\n\n')}\n`;
}

export function robotsTxt(c: PublicCatalog): string {
  return [
    `# ${SERVICE_NAME} welcomes search engines and AI agents to its public pages and its read-only API.`,
    `# Agent guide: ${c.origin}/for-agents  llms.txt: ${c.origin}/llms.txt`,
    'User-agent: *',
    `Content-Signal: ${CONTENT_SIGNAL}`,
    'Allow: /',
    `Allow: ${API_BASE_PATH}/`,
    'Disallow: /account/',
    '',
    `Sitemap: ${c.origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface SitePage {
  url: string;
  lastmod?: string;
}
type SiteSource = Pick<PublicCatalog, 'origin' | 'snapshot' | 'checklists' | 'guides'>;
const newestOf = (xs: string[]) =>
  xs.reduce<string | undefined>((m, x) => (m === undefined || x > m ? x : m), undefined);

/**
 * The pages around the listings and the manuals, in sitemap order: `before`
 * the listings, the manuals page (`manualsPage`, between listings and
 * manuals) and the pages `after` the manuals. The Postgres page function
 * fills the listings and manuals in from the database.
 */
export function sitePageParts(
  c: SiteSource,
  newestManual: string | undefined,
): { before: SitePage[]; manualsPage: SitePage; after: SitePage[] } {
  const o = c.origin;
  return {
    before: [
      { url: `${o}/`, lastmod: c.snapshot.as_of },
      { url: `${o}/listings`, lastmod: c.snapshot.as_of },
    ],
    manualsPage: { url: `${o}/manuals`, lastmod: newestManual },
    after: [
      { url: `${o}/glossary` },
      { url: `${o}/checklists`, lastmod: newestOf(c.checklists.map((x) => x.checklist.updated_at)) },
      ...c.checklists.map(({ checklist: cl }) => ({ url: cl.url, lastmod: cl.updated_at })),
      { url: `${o}/guides`, lastmod: newestOf(c.guides.map((x) => x.guide.updated_at)) },
      ...c.guides.map(({ guide: g }) => ({ url: g.url, lastmod: g.updated_at })),
      { url: `${o}/market-snapshot`, lastmod: c.snapshot.as_of },
      { url: `${o}/for-agents` },
      { url: pageUrl(o, 'privacy') },
    ],
  };
}

/** Every HTML page, with its last modification where known. */
function sitePages(c: PublicCatalog): SitePage[] {
  const p = sitePageParts(c, newestOf(c.manuals.map((m) => m.updated_at)));
  return [
    ...p.before,
    ...c.listings.map((l) => ({ url: l.url, lastmod: l.updated_at })),
    p.manualsPage,
    ...c.manuals.map((m) => ({ url: m.url, lastmod: m.updated_at })),
    ...p.after,
  ];
}

/** The sitemap protocol's limit of URLs per file; past it /sitemap.xml becomes an index of /sitemaps/{n}.xml. */
export const SITEMAP_LIMIT = 50_000;

export const urlset = (pages: SitePage[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${pages
    .map((p) => `  <url><loc>${xml(p.url)}</loc>${p.lastmod ? `<lastmod>${p.lastmod}</lastmod>` : ''}</url>`)
    .join('\n')}\n</urlset>\n`;

/** Number of chunk files: 0 while everything fits in /sitemap.xml. */
export const sitemapChunks = (c: PublicCatalog) => {
  const n = sitePages(c).length;
  return n <= SITEMAP_LIMIT ? 0 : Math.ceil(n / SITEMAP_LIMIT);
};

export function sitemapXml(c: PublicCatalog): string {
  const chunks = sitemapChunks(c);
  return chunks ? sitemapIndex(c.origin, chunks, c.snapshot.as_of) : urlset(sitePages(c));
}

/** The index of `chunks` sitemap files (/sitemaps/{n}.xml). */
export function sitemapIndex(origin: string, chunks: number, asOf: string): string {
  const maps = Array.from(
    { length: chunks },
    (_, i) => `  <sitemap><loc>${xml(`${origin}/sitemaps/${i + 1}.xml`)}</loc><lastmod>${asOf}</lastmod></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps.join('\n')}\n</sitemapindex>\n`;
}

/** Chunk `n` (from 1) of a sitemap index. */
export const sitemapChunkXml = (c: PublicCatalog, n: number) =>
  urlset(sitePages(c).slice((n - 1) * SITEMAP_LIMIT, n * SITEMAP_LIMIT));

/** RFC 9727 API catalog, an RFC 9264 linkset (application/linkset+json). */
export function apiCatalog(c: PublicCatalog) {
  const o = c.origin;
  const api = `${o}${API_BASE_PATH}`;
  const urls = mcpUrls(o);
  const mcp = urls.endpoint;
  const doc = [
    { href: `${o}/for-agents`, type: 'text/html', title: `${PAGES.forAgents.title}: REST, MCP, citation rules` },
    { href: `${o}/for-agents.md`, type: 'text/markdown', title: `${PAGES.forAgents.title} (markdown)` },
  ];
  return {
    linkset: [
      {
        anchor: api,
        'service-desc': [
          {
            href: `${o}/openapi.json`,
            type: 'application/vnd.oai.openapi+json',
            title: `${SERVICE_NAME} agent API, OpenAPI 3.1`,
          },
          {
            href: `${api}/openapi.json`,
            type: 'application/vnd.oai.openapi+json',
            title: `${SERVICE_NAME} agent API, OpenAPI 3.1 (under the API base)`,
          },
        ],
        'service-doc': doc,
        'service-meta': [
          { href: `${api}/site`, type: 'application/json', title: `Facts about ${SERVICE_NAME}` },
          { href: `${o}/llms.txt`, type: 'text/plain', title: 'llms.txt' },
        ],
        related: [{ href: mcp, type: 'application/json', title: 'MCP endpoint (Streamable HTTP, stateless)' }],
        'privacy-policy': [{ href: urls.privacyPolicy, type: 'text/html', title: PAGES.privacy.title }],
      },
      {
        anchor: mcp,
        'service-doc': doc,
        'service-meta': [
          {
            href: mcp,
            type: 'application/json',
            title: 'MCP discovery document (GET): server, protocol versions, tools',
          },
          { href: urls.serverCard, type: CONTENT_TYPES.serverCard, title: 'MCP server card (SEP-2127)' },
          { href: urls.aiCatalog, type: CONTENT_TYPES.aiCatalog, title: 'AI catalog listing the MCP server card' },
        ],
        'privacy-policy': [{ href: urls.privacyPolicy, type: 'text/html', title: PAGES.privacy.title }],
      },
      {
        anchor: `${o}/.well-known/api-catalog`,
        item: [
          { href: api, title: `${SERVICE_NAME} agent API (REST, read-only)` },
          { href: mcp, title: `${SERVICE_NAME} MCP endpoint` },
        ],
      },
    ],
  };
}
