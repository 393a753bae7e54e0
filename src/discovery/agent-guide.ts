// The agent guide (/for-agents and its twin): how to call the REST API and
// the MCP endpoint, and how to cite. Its tables and limits are generated
// (./agent-guide-tables.ts); the prose around them states no number or list
// that code enforces.
import type { PublicCatalog } from '../catalog/publish.ts';
import { CC_BY, PRICE_NOTICE, citation } from '../catalog/attribution.ts';
import { NO_PLAN_NEEDED, planPhrases } from '../schemas/plans.ts';
import { API_BASE_PATH, API_VERSION, RELATED_MANUALS_MAX, SERVICE_NAME } from '../config.ts';
import { CONTENT_TYPES } from '../http/policy.ts';
import { PROTOCOL_VERSIONS } from '../mcp/protocol.ts';
import { mcpUrls } from '../mcp/metadata.ts';
import { PAGES, pageTwinUrl, pageUrl, type PageName } from '../present/pages.ts';
import { ListingSearchParams, ManualSearchParams } from '../schemas/query.ts';
import { parseParams } from '../schemas/parse-params.ts';
import { CATEGORIES, CONDITIONS } from '../schemas/vocabulary.ts';
import { QUERY_CURRENCIES } from '../schemas/exchange-rates.ts';
import { MAX_IGNORED_NAMES } from '../schemas/echo-bound.ts';
import { ECHO_PREFIX_CHARS, ECHO_WHOLE_BELOW } from '../schemas/echo.ts';
import { MIN_MODEL_COMPARABLES } from '../schemas/public.ts';
import {
  endpointTable,
  limitLines,
  listingKeys,
  parameterTable,
  promptTable,
  rpcErrors,
  toolTable,
} from './agent-guide-tables.ts';
import { doc, trailer } from '../markdown/twin-kit.ts';

const sh = (...lines: string[]) => ['```sh', ...lines, '```'].join('\n');
const json = (v: unknown) => ['```json', JSON.stringify(v, null, 2), '```'].join('\n');
const bullets = (lines: string[]) => lines.map((l) => `- ${l}`).join('\n');
/** The 422 body the API gives for one more than the largest page: the example is the real answer. */
function tooManyPerPage() {
  const r = parseParams(ListingSearchParams, { per_page: '100' });
  return r.ok ? {} : { detail: r.errors };
}

const TWINS: PageName[] = [
  'home',
  'listings',
  'manuals',
  'glossary',
  'checklists',
  'guides',
  'snapshot',
  'forAgents',
  'privacy',
];

/** The agent guide without its title and trailer: the HTML page renders this. */
export function forAgentsBody(c: PublicCatalog): string {
  const o = c.origin;
  const api = `${o}${API_BASE_PATH}`;
  const urls = mcpUrls(o);
  const mcp = urls.endpoint;
  const slug = (c.listings.find((l) => l.status === 'available') ?? c.listings[0])?.slug ?? 'example-slug';
  const otherId = c.listings.find((l) => l.slug !== slug)?.id ?? 'lst_example0';
  const firstChecklist = c.checklists[0]?.checklist.slug ?? 'example-checklist';
  const exampleManual = c.manuals[0];
  const rpc = (id: number, method: string, params?: unknown) => [
    `curl -s '${mcp}' -H 'Content-Type: application/json' -H 'Accept: application/json, text/event-stream' \\`,
    `  -d '${JSON.stringify({ jsonrpc: '2.0', id, method, ...(params ? { params } : {}) })}'`,
  ];
  return [
    `${SERVICE_NAME} is a used-equipment marketplace. Everything on this page is public and read-only: no key, no account, no cookies. Use the REST API, the MCP endpoint or the markdown twin of any page, and cite the canonical page URL of what you use.`,
    '## Quick start',
    sh(
      `# the newest available listings`,
      `curl -s '${api}/listings'`,
      `# full-text search with filters, cheapest first, lean items`,
      `curl -s '${api}/listings?q=guillotine&condition=good&country=DE,AT&sort=price_asc&fields=compact&per_page=5'`,
      `# sold listings in good or better condition, prices shown in euros`,
      `curl -s '${api}/listings?status=sold&condition=good,excellent,refurbished,new&currency=EUR&fields=compact'`,
      `# one listing, by slug or by id, with its price context in Swiss francs`,
      `curl -s '${api}/listings/${slug}?currency=CHF'`,
      `# several listings side by side`,
      `curl -s '${api}/listings?ids=${slug},${otherId}'`,
      `# any page as markdown`,
      `curl -s -H 'Accept: text/markdown' '${o}/listings/${slug}'`,
    ),
    '## Discovery',
    bullets([
      `API index (every endpoint): <${api}>`,
      `OpenAPI 3.1 description (version ${API_VERSION}): <${o}/openapi.json> (also <${api}/openapi.json>)`,
      `API catalog (RFC 9727 linkset): <${o}/.well-known/api-catalog>`,
      `MCP server card (SEP-2127, \`${CONTENT_TYPES.serverCard}\`): <${urls.serverCard}>, listed in the AI catalog <${urls.aiCatalog}> (also at <${urls.wellKnownServerCard}>)`,
      `llms.txt: <${o}/llms.txt>`,
      `Sitemap of every page: <${o}/sitemap.xml>`,
      `Facts about ${SERVICE_NAME}: <${api}/site>`,
    ]),
    '## Markdown twins',
    [
      'Every page answers with markdown when asked with `Accept: text/markdown` (first by q-value) or `?format=md`, and names its twin in `<link rel="alternate" type="text/markdown">` and a `Link` header. A twin starts with `# Title`, carries the facts of the page and ends with the citation line and the canonical URL.',
      '',
      bullets([
        `Listing pages also at \`${o}/listings/{slug}.md\`, and as JSON at \`${o}/listings/{slug}.json\` (the same bytes as the API lookup).`,
        `Manuals at \`${o}/manuals/{id}.md\`, checklists at \`${o}/checklists/{slug}.md\`, guides at \`${o}/guides/{slug}.md\`.`,
        `${TWINS.map((p) => `<${pageTwinUrl(o, p)}>`).join(', ')}.`,
      ]),
    ].join('\n'),
    '## REST API',
    `Base URL: \`${api}\`. Version ${API_VERSION}. JSON (\`application/json; charset=utf-8\`), snake_case keys, \`null\` where a value is unknown, ISO 8601 UTC timestamps, money as numbers with an ISO 4217 currency. \`GET\`, \`HEAD\` and \`OPTIONS\` everywhere; \`POST\` only on \`/mcp\`. CORS is open (\`Access-Control-Allow-Origin: *\`).`,
    endpointTable(o),
    '### Searching listings',
    `\`GET ${api}/listings\``,
    parameterTable(ListingSearchParams),
    `Categories: ${CATEGORIES.map(([s, l]) => `\`${s}\` (${l})`).join(', ')}.`,
    `Conditions: ${CONDITIONS.map(([s, l]) => `\`${s}\` (${l})`).join(', ')}.`,
    bullets([
      '`q` is read as a buyer writes it in English, German, French, Dutch, Italian, Spanish or Polish: price, year, age, order, condition, place, sold and make phrases ("Falzmaschine unter 20.000 € ab 2015 in Deutschland, günstigste zuerst") become the filters of the parameters (a parameter given explicitly wins), machine types in any of those languages find the catalog\'s word, and `understood` in the answer names each phrase read. Ranked by relevance, tolerant of typos and plurals; a word with no match is read as the catalog word one or two edits away before the answer is empty.',
      'A list parameter (`condition`, `country`, `status`, `ids`, `fields`, `facets`) takes repeated values (`country=ES&country=AT`), a comma list (`country=ES,AT`) or both: one union. Any other repeated parameter takes its last value.',
      '`status`: `available` (the default), `sold`, or both (`status=available,sold` or `all`). `ids`: a batch lookup of listings by id or slug, in the order given; ids that name nothing are listed in `ids_not_found`.',
      `\`currency\` (${QUERY_CURRENCIES.join(', ')}: every currency with a published rate) sets the currency of the price bounds and sorts, of \`facets.price\` (count, min, quartiles, max) and of each listing's \`price_converted\`, its asking price converted at the reference rates published in the snapshot (\`exchange_rates\`), beside the seller's \`price\`.`,
      `Every parameter that was not understood or not applied is named in \`ignored_parameters\`: at most ${MAX_IGNORED_NAMES} names (one of ${ECHO_WHOLE_BELOW} characters or more cut to its first ${ECHO_PREFIX_CHARS} and …), then \`… and N more\`.`,
    ]),
    '### Searching manuals',
    `\`GET ${api}/manuals\``,
    parameterTable(ManualSearchParams),
    sh(
      `curl -s '${api}/manuals?make=${encodeURIComponent(exampleManual?.make ?? 'Heidelberg')}&model=${encodeURIComponent(exampleManual?.model ?? 'SM 52')}'`,
    ),
    '### Response shapes',
    bullets([
      'A single resource: `{ source, home, attribution, canonical_url, license?, notice?, data }`. `canonical_url` is the page to cite and `attribution` a ready-made citation; `license` appears on research content, `notice` on listings and the snapshot.',
      "A search: `{ source, home, attribution, canonical_url, notice?, query, total, page, per_page, total_pages, items, facets, ignored_parameters, ids_not_found?, relaxed, understood, links: { self, next, prev } }` (`relaxed` and `understood` on listing searches). `canonical_url` is the browse page with the same filters, the page to cite (or each item's `url`); `query` echoes every parameter as parsed; `understood` names each phrase read out of `q` (price, year, order, condition, place, make, machine type in any of the seven languages) and the filter it became, the words left for text search and any spelling correction used; `facets` counts the whole match set before paging, each entry `{ value, label, count }`; `ignored_parameters` names what was not understood or not applied.",
      `A listing lookup adds \`price_context\` (where its asking price sits among comparable live listings of its category, and of its make and model when there are at least ${MIN_MODEL_COMPARABLES}: counts below, equal and above, percentile rank, quartiles, and the search and browse page listing them), \`related\` (the first ${RELATED_MANUALS_MAX} manuals of its make and model with \`manuals_total\` and \`manuals_search\`, the search that lists them all; its checklist and guides) and \`ignored_parameters\`; it takes \`currency\`.`,
      `A listing: ${listingKeys()}.`,
    ]),
    '### Paging',
    'Follow `links.next` until it is `null`. `total` is the exact size of the match set. A page past the end is a 200 with empty `items` and the true `total`.',
    '### Errors',
    'An invalid parameter is a 422 in the FastAPI / Pydantic v2 shape, one entry per failing parameter; an enum error lists the accepted values:',
    json(tooManyPerPage()),
    'An unknown slug or id is a 404 such as `{"detail":"Listing not found"}`; an unknown path under the API is `{"detail":"Not Found"}`; a write method is a 405 with `Allow`. Errors are always JSON, never an HTML page.',
    '### Caching',
    'Every response carries `Cache-Control`. Static resources (single listings, manuals, research, the site facts, OpenAPI) are cached at the CDN and carry an `ETag`: send `If-None-Match` and get a 304 when nothing changed. Search results are cached for a short time. Please reuse responses rather than polling.',
    '## MCP endpoint',
    `URL: \`${mcp}\`. MCP over Streamable HTTP, stateless: no session id is needed, responses are JSON (no event stream), and \`tools/call\` works without a prior \`initialize\`. Protocol versions: ${PROTOCOL_VERSIONS.join(', ')}. A \`GET\` on the URL returns a discovery document with the tool list.`,
    'Client configuration (Claude Desktop, Cursor and other MCP clients that take a URL):',
    json({ mcpServers: { [SERVICE_NAME.toLowerCase()]: { url: mcp } } }),
    'Try it with the MCP Inspector (choose the Streamable HTTP transport in the web UI, or use the CLI):',
    sh(
      `npx @modelcontextprotocol/inspector`,
      `npx @modelcontextprotocol/inspector --cli ${mcp} --transport http --method tools/list`,
      `npx @modelcontextprotocol/inspector --cli ${mcp} --transport http --method tools/call --tool-name search_listings --tool-arg q=guillotine`,
    ),
    'Or with curl:',
    sh(
      ...rpc(1, 'tools/list'),
      '',
      ...rpc(2, 'tools/call', { name: 'search_listings', arguments: { q: 'guillotine', per_page: 5 } }),
      '',
      ...rpc(3, 'tools/call', { name: 'get_checklist', arguments: { slug: firstChecklist } }),
    ),
    '### Tools',
    'Every tool is read-only and idempotent and takes the REST parameter names (a list as a JSON array); an argument a tool does not declare is named in `ignored_parameters`. Except `search` and `fetch`, each returns the REST body as `structuredContent`; the text block is a short summary on 2026-07-28, a summary and a compact body on 2025-era protocols, and the JSON itself for older clients.',
    toolTable(),
    '`search` and `fetch` answer exactly one text item holding the JSON (the shape OpenAI documents for connectors); each result names its `url`.',
    `Protocol errors: ${rpcErrors()}. Invalid tool arguments and unknown ids come back as a tool result with \`isError: true\` and a message that says what to change.`,
    '### Prompts',
    'Ready-made starting points (`prompts/list`, `prompts/get`), built on the same data as the tools:',
    promptTable(c.checklists.map((x) => x.checklist)),
    '## Citation rules',
    bullets([
      'Cite the `canonical_url` of each listing, manual or research page you use: the human page, not the API URL.',
      `Use the \`attribution\` text of the response, for example: “${citation(PAGES.glossary.title, pageUrl(o, 'glossary'))}”.`,
      `Asking prices are not comparables. ${PRICE_NOTICE}`,
      'Sold listings stay published with `status: "sold"` and `sold_at`; their price is the last asking price, not a sale price.',
      `Listing facts are given by the seller. Inquiries go through ${SERVICE_NAME} (${c.site.data.contact_email}), quoting the listing id; no seller e-mail address or telephone number is published.`,
    ]),
    '## Licence',
    bullets([
      `Research content (glossary, checklists, buyer guides and category overviews, market snapshot) is licensed under ${CC_BY.name} (<${CC_BY.url}>): reuse it with attribution and a link to the canonical URL.`,
      'Listing and manual data are published for reference: quote and summarise them with a citation and link; they are not under an open licence.',
    ]),
    '## Plans',
    bullets([...planPhrases().map((p) => `${p}.`), NO_PLAN_NEEDED]),
    '## Limits',
    bullets(limitLines()),
    '## Privacy and support',
    bullets([
      `What the API publishes and never publishes, and why no cookies or tracking: <${urls.privacyPolicy}> (markdown: <${pageTwinUrl(o, 'privacy')}>).`,
      `Support and contact (questions about the API or data, corrections, a seller's removal request): ${c.site.data.contact_email}, <${urls.support}>.`,
    ]),
  ].join('\n\n');
}

export function forAgentsMarkdown(c: PublicCatalog): string {
  const { title } = PAGES.forAgents;
  return doc(`# ${title}`, forAgentsBody(c), trailer(title, pageUrl(c.origin, 'forAgents')));
}
