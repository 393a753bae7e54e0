// The OpenAPI 3.1 description of the agent API: the machine-readable form of
// the public contract. Schemas come from the zod definitions the handlers use;
// what the contract leaves open is decided, and said, in the descriptions here.
import { API_BASE_PATH, API_VERSION, SERVICE_NAME } from '../config.ts';
import { REFERENCE_RATES, SNAPSHOT_CURRENCY } from '../catalog/snapshot.ts';
import { CC_BY } from '../catalog/attribution.ts';
import { apiIndex } from './api-index.ts';
import { NO_PLAN_NEEDED, planPhrases } from '../catalog/plans.ts';
import { ListingSearchParams, ManualSearchParams, type ParamSpec } from '../schemas/query.ts';
import { componentSchemas, parameterSchema, schemaRef, standalone, type JsonSchema } from './components.ts';
import { examples } from './examples.ts';

export const OPENAPI_VERSION = '3.1.0';
export const CONTACT_EMAIL = 'agents@secondline-demo.com';

const rates = Object.entries(REFERENCE_RATES).filter(([c]) => c !== SNAPSHOT_CURRENCY).map(([c, r]) => `1 ${c} = ${r} ${SNAPSHOT_CURRENCY}`).join(', ');

const DESCRIPTION = `Public, read-only API of ${SERVICE_NAME}, a marketplace for used industrial equipment, for AI agents and other programs: \
live listings, equipment manuals, and buyer research (glossary, inspection checklists, buyer guides, a market snapshot). \
No key, no account, no cookies; every response carries \`Access-Control-Allow-Origin: *\`.

## Citing
Every single resource comes in an envelope \`{source, home, attribution, canonical_url, license?, notice?, data}\`. \
\`canonical_url\` is the human page to cite and \`attribution\` is ready-made citation text naming ${SERVICE_NAME} and that URL. \
In search results, cite each item's \`url\`. Every URL in a response is absolute.

## Licence
Research content (glossary, checklists, guides and the market snapshot) is licensed [${CC_BY.name}](${CC_BY.url}): \
reuse it with attribution and a link to the \`canonical_url\`. Listings and manuals are the sellers' and publishers' material: \
quote and link, do not republish them wholesale.

## Plans
Reading needs no plan, key or account. ${NO_PLAN_NEEDED} Sellers list on one of three plans: ${planPhrases().join('; ')}.

## Prices
Prices are sellers' **asking prices on live listings, not closed-transaction comparables** (\`price.type\` is always \`asking\`; \
\`amount\` is \`null\` when the price is on request). Listing and snapshot bodies repeat this in \`notice\`.

## Market snapshot
Computed at build time over approved live listings. Asking prices are converted to ${SNAPSHOT_CURRENCY} with fixed reference rates \
(${rates}), not a live feed; listings in any other currency are left out of the price figures but still counted. \
Quartiles interpolate linearly between closest ranks and are rounded to whole units.

## Limits
- \`q\` is cut to 200 characters and 32 terms (not refused).
- \`per_page\` is 1 to 50; \`page\` starts at 1, and a page past the end returns 200 with no items and the true \`total\`.
- The MCP endpoint refuses request bodies over 64 KiB (413).
- No rate limit is promised or enforced by the service itself; the hosting platform may answer 429 to abusive traffic, so keep \
to a few requests per second and back off on 429 or 5xx.

## Caching
Static resources (site, glossary, checklists, guides, snapshot, listing and manual lookups served from files, this document) are \
cacheable at the CDN (\`s-maxage\`, \`stale-while-revalidate\`) and answer conditional requests (\`If-None-Match\` → 304) where the \
platform allows. Search results are cacheable for a short time. Respect \`Cache-Control\`.

## Errors
Errors are JSON, never an HTML page: unknown slug or id → 404 \`{"detail":"Listing not found"}\` (likewise \`Manual not found\`, \
\`Checklist not found\`, \`Guide not found\`); unknown path under the API base → 404 \`{"detail":"Not Found"}\`; a method other than GET, HEAD or \
OPTIONS (or POST on /mcp) → 405 \`{"detail":"Method Not Allowed"}\` with \`Allow\`; invalid search parameters → 422 in the \
FastAPI / Pydantic v2 shape, one entry per failing parameter. \`OPTIONS\` on any path is a CORS preflight answered 204.

## Other ways in
Every human page has a markdown twin (\`Accept: text/markdown\` or \`?format=md\`); listings also at \`/listings/{slug}.md\` and \
\`/listings/{slug}.json\` (the latter byte-for-byte the body of GET /listings/{slug_or_id}). The same data is offered as MCP tools at \
\`/mcp\`. This document is served at \`/openapi.json\` and \`${API_BASE_PATH}/openapi.json\`.`;

type Obj = Record<string, unknown>;

const hdr = (name: string) => ({ $ref: `#/components/headers/${name}` });

const headers = (origin: string): Obj => ({
  'Cache-Control': {
    description: 'Caching policy. Static resources and lookups: CDN-cacheable with `s-maxage` and `stale-while-revalidate`; search results: a short `max-age` and `s-maxage`; MCP answers and errors: `no-store`.',
    schema: { type: 'string' },
    example: 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400',
  },
  ETag: {
    description: 'Validator of the body, where the platform provides one; send it back in `If-None-Match` to get 304.',
    schema: { type: 'string' },
    example: '"5f3a9c1e"',
  },
  'Access-Control-Allow-Origin': {
    description: 'Always `*`: the API is public and read-only and takes no credentials.',
    schema: { type: 'string', const: '*' },
  },
  'X-Content-Type-Options': { description: 'Always `nosniff`.', schema: { type: 'string', const: 'nosniff' } },
  Link: {
    description: 'RFC 8288 links where the platform allows, e.g. to the canonical human page (`rel="canonical"`), its markdown twin (`rel="alternate"; type="text/markdown"`) or this description (`rel="service-desc"`). Informational; the body carries the same URLs.',
    schema: { type: 'string' },
    example: `<${origin}/listings/heidelberg-polar-115-x-guillotine-cutter-2008>; rel="canonical"`,
  },
  Allow: {
    description: 'The methods this path accepts.',
    schema: { type: 'string' },
    example: 'GET, HEAD, OPTIONS',
  },
});

const successHeaders = { 'Cache-Control': hdr('Cache-Control'), ETag: hdr('ETag'), 'Access-Control-Allow-Origin': hdr('Access-Control-Allow-Origin'), 'X-Content-Type-Options': hdr('X-Content-Type-Options'), Link: hdr('Link') };
const errorHeaders = { 'Cache-Control': hdr('Cache-Control'), 'Access-Control-Allow-Origin': hdr('Access-Control-Allow-Origin'), 'X-Content-Type-Options': hdr('X-Content-Type-Options') };

type Example = { summary: string; value: unknown; description?: string };

const json = (schema: Obj, ex: Record<string, Example>) => ({ 'application/json': { schema, examples: ex } });

const ok = (description: string, schemaName: string, ex: Record<string, Example>, headers: Obj = successHeaders) =>
  ({ description, headers, content: json(schemaRef(schemaName), ex) });

const queryParameters = (spec: ParamSpec) => Object.entries(spec).map(([name, p]) => {
  const schema = parameterSchema(p.schema);
  return {
    name,
    in: 'query',
    required: false,
    style: 'form',
    explode: true,
    description: (p.schema.description ?? '') + (schema.type === 'boolean'
      ? ' The schema says boolean (send `true` or `false`); the server is more lenient and also accepts Pydantic\'s boolean words t/f, yes/no, y/n, on/off, 1/0, in any case. Anything else is a 422 `bool_parsing` error.'
      : schema.type === 'integer'
        ? ' An optional sign and decimal digits, surrounding white space ignored; anything else (the empty string included) is a 422 `int_parsing` error.'
        : Array.isArray(schema.enum)
          ? ' The enum lists the canonical slugs a generated client should send; the server is more lenient and also accepts each slug or label in any case (`CNC and metalworking`, `GOOD`). Absent or empty means no filter; any other value is a 422 `enum` error listing the accepted slugs.'
          : ' Absent or empty means no filter.'),
    schema: p.fallback === null || p.fallback === '' ? schema : { ...schema, default: p.fallback },
  };
});

export function buildOpenApi(origin: string) {
  const ex = examples(origin);
  const api = `${origin}${API_BASE_PATH}`;

  const detail = (summary: string, text: string) => ({ [summary.replace(/\W+/g, '')]: { summary, value: { detail: text } } });

  // Responses shared by several operations. They are written inline in each
  // operation (not as components.responses $refs) so that a JSON pointer to
  // `paths/…/responses/{status}/content/application~1json/schema` always resolves.
  const shared = {
    NotModified: { description: 'Not Modified: the `If-None-Match` validator still matches. No body.', headers: { 'Cache-Control': hdr('Cache-Control'), ETag: hdr('ETag') } },
    ListingNotFound: { description: 'No listing has this slug or id.', headers: errorHeaders, content: json(schemaRef('ErrorDetail'), detail('Listing not found', 'Listing not found')) },
    ManualNotFound: { description: 'No manual has this id.', headers: errorHeaders, content: json(schemaRef('ErrorDetail'), detail('Manual not found', 'Manual not found')) },
    GuideNotFound: { description: 'No guide has this slug.', headers: errorHeaders, content: json(schemaRef('ErrorDetail'), detail('Guide not found', 'Guide not found')) },
    ChecklistNotFound: { description: 'No checklist has this slug.', headers: errorHeaders, content: json(schemaRef('ErrorDetail'), detail('Checklist not found', 'Checklist not found')) },
    MethodNotAllowed: {
      description: 'Method not allowed on this path (the API is read-only: GET, HEAD and OPTIONS, plus POST on /mcp). `Allow` lists what is accepted.',
      headers: { Allow: hdr('Allow'), ...errorHeaders },
      content: json(schemaRef('ErrorDetail'), detail('Method Not Allowed', 'Method Not Allowed')),
    },
    ValidationFailed: {
      description: 'A search parameter is invalid. One entry per failing parameter, as FastAPI with Pydantic v2 writes it (`type`, `loc`, `msg`, `input`, `ctx`).',
      headers: errorHeaders,
      content: json(schemaRef('ValidationError'), {
        range: { summary: 'page=0&per_page=99', value: ex.validationError },
        enum: { summary: 'condition=shiny', value: ex.enumError },
        int: { summary: 'page=two', value: ex.intError },
      }),
    },
  };
  const ref = (name: keyof typeof shared) => shared[name];

  const get = (o: {
    tag: string; id: string; summary: string; description: string; schema: string; example: Example;
    parameters?: unknown[]; notFound?: 'ListingNotFound' | 'ManualNotFound' | 'ChecklistNotFound' | 'GuideNotFound'; search?: boolean; extra200?: Record<string, Example>;
  }) => ({
    get: {
      tags: [o.tag],
      operationId: o.id,
      summary: o.summary,
      description: o.description,
      parameters: [...(o.parameters ?? []), { $ref: '#/components/parameters/If-None-Match' }],
      responses: {
        200: ok('OK', o.schema, { default: o.example, ...o.extra200 }),
        304: ref('NotModified'),
        ...(o.notFound ? { 404: ref(o.notFound) } : {}),
        405: ref('MethodNotAllowed'),
        ...(o.search ? { 422: ref('ValidationFailed') } : {}),
      },
    },
  });

  const paths: Obj = {
    '/site': get({
      tag: 'Site', id: 'getSite', summary: 'Facts about the marketplace',
      description: `Who ${SERVICE_NAME} is, what it offers, and how to cite it: the facts agents most often need, an FAQ, the contact address and links to the agent guide and llms.txt. Unlike the other single resources this body has no \`canonical_url\`; \`license_research\` is the licence of the research content.`,
      schema: 'SiteDocument', example: { summary: 'Site facts', value: ex.site },
    }),
    '/listings': get({
      tag: 'Listings', id: 'searchListings', summary: 'Search used-equipment listings',
      description: `Full-text search and filters over the live listings, ranked by relevance (newest first when \`q\` is empty; ties by newest \`listed_at\`, then \`id\`).

- Filters combine with AND. \`category\` and \`condition\` accept the slug or its label in any case; \`query\` echoes the slug, and \`null\` there means no filter.
- \`facets\` count the whole match set before paging **with every active filter applied** (a \`category\` filter leaves one category facet); each entry is \`{value, label, count}\`, highest count first (ties by value), values with no match left out.
- Sold listings are left out unless \`include_sold=true\`; a sold listing is always reachable by lookup (GET /listings/{slug_or_id}).
- Unknown parameters are ignored; a repeated parameter takes its last value. \`links.next\`/\`prev\` are absolute URLs or \`null\`.`,
      parameters: queryParameters(ListingSearchParams), schema: 'ListingSearchDocument', search: true,
      example: { summary: 'q=polar cutter, category=print-finishing-bindery, location=OH', value: ex.listingSearch },
    }),
    '/listings/{slug_or_id}': get({
      tag: 'Listings', id: 'getListing', summary: 'One listing by slug or public id',
      description: 'The full listing, by its slug or its public id (`lst_…`); both give the same body, which is also served byte-for-byte at `/listings/{slug}.json`. Sold listings are found too (`status: sold`, `sold_at` set) so that earlier citations keep working. Seller contact details are never included: inquiries go through the marketplace page at `canonical_url`.',
      parameters: [{
        name: 'slug_or_id', in: 'path', required: true,
        description: 'Listing slug (e.g. `heidelberg-polar-115-x-guillotine-cutter-2008`) or public id (e.g. `lst_7k2m9q4x`).',
        schema: { type: 'string', minLength: 1 }, example: ex.listing.slug,
      }],
      schema: 'ListingDocument', notFound: 'ListingNotFound', example: { summary: 'An available listing', value: ex.listingDocument },
    }),
    '/manuals': get({
      tag: 'Manuals', id: 'searchManuals', summary: 'Search equipment manuals',
      description: 'Full-text search over manual titles, makes, models and descriptions, with `make` and `model` filters (`model` ignores case, spaces and hyphens, so `SM52` finds `SM 52`). Ranked by relevance when `q` is given, else in catalogue order (make, model, title). `facets.make` counts the whole match set before paging, with the active filters applied. A page past the end returns no items and the true `total`.',
      parameters: queryParameters(ManualSearchParams), schema: 'ManualSearchDocument', search: true,
      example: { summary: 'make=heidelberg, model=SM52', value: ex.manualSearch },
    }),
    '/manuals/{public_id}': get({
      tag: 'Manuals', id: 'getManual', summary: 'One manual by public id',
      description: 'Details of one manual and its `download_url`. Cite `canonical_url`.',
      parameters: [{
        name: 'public_id', in: 'path', required: true, description: 'Public manual id (`man_…`).',
        schema: { type: 'string', minLength: 1 }, example: ex.manual.id,
      }],
      schema: 'ManualDocument', notFound: 'ManualNotFound', example: { summary: 'An operator manual', value: ex.manualDocument },
    }),
    '/glossary': get({
      tag: 'Research', id: 'getGlossary', summary: 'Glossary of used-equipment terms',
      description: `Every glossary term with its markdown definition, aliases and related terms, sorted by term. ${CC_BY.name}; each term's \`url\` is an anchor on the glossary page.`,
      schema: 'GlossaryDocument', example: { summary: 'Glossary (one term shown)', value: ex.glossary },
    }),
    '/checklists': get({
      tag: 'Research', id: 'listChecklists', summary: 'Inspection checklists (index)',
      description: `Summaries of every inspection checklist, with \`api_url\` for the full checklist. ${CC_BY.name}.`,
      schema: 'ChecklistIndexDocument', example: { summary: 'Checklist index (one shown)', value: ex.checklistIndex },
    }),
    '/checklists/{slug}': get({
      tag: 'Research', id: 'getChecklist', summary: 'One inspection checklist',
      description: `The full checklist: sections of items, each with a severity (\`critical\`, \`important\`, \`advisory\`). ${CC_BY.name}.`,
      parameters: [{
        name: 'slug', in: 'path', required: true, description: 'Checklist slug, as in the index.',
        schema: { type: 'string', minLength: 1 }, example: ex.checklist.data.slug,
      }],
      schema: 'ChecklistDocument', notFound: 'ChecklistNotFound', example: { summary: 'A checklist', value: ex.checklist },
    }),
    '/guides': get({
      tag: 'Research', id: 'listGuides', summary: 'Buyer guides and category landings',
      description: `Every buyer guide (\`kind: buyer_guide\`) and category overview (\`kind: category_landing\`), buyer guides first. The text itself is on the human page (\`url\`) and its markdown twin (\`markdown_url\`). ${CC_BY.name}.`,
      schema: 'GuideIndexDocument', example: { summary: 'Guide index (one shown)', value: ex.guides },
    }),
    '/guides/{slug}': get({
      tag: 'Research', id: 'getGuide', summary: 'One buyer guide or category landing',
      description: `The guide's facts as in the index plus its text as markdown in \`body\` (the same text as the page and its twin). ${CC_BY.name}.`,
      parameters: [{
        name: 'slug', in: 'path', required: true, description: 'Guide slug, as in the index.',
        schema: { type: 'string', minLength: 1 }, example: ex.guide.data.slug,
      }],
      schema: 'GuideDocument', notFound: 'GuideNotFound', example: { summary: 'A guide', value: ex.guide },
    }),
    '/snapshot': get({
      tag: 'Research', id: 'getMarketSnapshot', summary: 'Market snapshot by category',
      description: `Aggregate figures per category over approved live listings, computed at build time: counts, asking-price quartiles in ${SNAPSHOT_CURRENCY} (\`null\` when nothing is priced), median year, top makes and conditions. Currency conversion uses fixed reference rates (${rates}); listings in other currencies are left out of price figures. \`as_of\` is the latest \`updated_at\` among the listings. Asking prices, not comparables. ${CC_BY.name}.`,
      schema: 'SnapshotDocument', example: { summary: 'Snapshot (one category shown)', value: ex.snapshot },
    }),
    '/openapi.json': {
      get: {
        tags: ['Meta'], operationId: 'getOpenApi', summary: 'This OpenAPI document',
        description: `This document, also served at \`${origin}/openapi.json\`. Paths are relative to the server URL \`${api}\`.`,
        parameters: [{ $ref: '#/components/parameters/If-None-Match' }],
        responses: {
          200: {
            description: 'OK',
            headers: successHeaders,
            content: json({
              type: 'object',
              description: 'OpenAPI 3.1 document',
              properties: { openapi: { type: 'string', pattern: '^3\\.1\\.' }, info: { type: 'object' }, paths: { type: 'object' } },
              required: ['openapi', 'info', 'paths'],
              additionalProperties: true,
            }, {
              default: { summary: 'Abbreviated', value: { openapi: OPENAPI_VERSION, info: { title: 'Secondline agent API', version: API_VERSION }, servers: [{ url: api }], paths: {} } },
            }),
          },
          304: ref('NotModified'),
          405: ref('MethodNotAllowed'),
        },
      },
    },
    '/mcp': {
      get: {
        tags: ['MCP'], operationId: 'getMcpDiscovery', summary: 'MCP endpoint discovery',
        description: 'How to connect to the MCP endpoint: server name and version, protocol versions, endpoint URL, transport, tool names and descriptions, and links to the agent guide and this document. The endpoint offers no server-to-client event stream: a GET whose `Accept` asks only for `text/event-stream` gets 405, as the Streamable HTTP transport specifies.',
        responses: {
          200: ok('Discovery document', 'McpDiscovery', { default: { summary: 'Discovery (two tools shown)', value: ex.mcpDiscovery } }),
          405: ref('MethodNotAllowed'),
        },
      },
      post: {
        tags: ['MCP'], operationId: 'postMcpMessage', summary: 'Send an MCP JSON-RPC message',
        description: `Model Context Protocol over Streamable HTTP, **stateless**: no \`Mcp-Session-Id\` is issued or needed, and a \`tools/call\` works without a prior \`initialize\`. One JSON-RPC 2.0 message per POST, \`Content-Type: application/json\`; answers are always a single \`application/json\` body, never an event stream, also when \`Accept\` is absent or lists \`application/json\` alone.

Protocol versions (${ex.mcpDiscovery.protocol_versions.join(', ')}), both generations on this one endpoint: **2026-07-28** has no \`initialize\` and no session; clients call \`server/discover\` and put the protocol version and client capabilities in each request's \`_meta\` (with \`MCP-Protocol-Version\`, \`Mcp-Method\` and \`Mcp-Name\` headers); results carry \`resultType\`, and \`tools/list\`, \`resources/templates/list\`, \`resources/list\`, \`resources/read\` and \`server/discover\` carry \`ttlMs\` and \`cacheScope: "public"\`. The 2025-era versions negotiate with \`initialize\`, \`notifications/initialized\` (202, no body) and \`ping\`, still stateless.

Tools (read-only, idempotent; arguments use the REST parameter names; results carry \`structuredContent\` equal to the REST body plus the same JSON as a text block, and \`resource_link\` items for what they name): \`search_listings\` (compact items unless \`fields=all\`), \`get_listing\`, \`search_manuals\`, \`get_manual\`, \`get_glossary\`, \`list_checklists\`, \`get_checklist\`, \`list_guides\`, \`get_market_snapshot\`, \`get_site_facts\`, and \`search\`/\`fetch\` in the shape ChatGPT connectors expect. Resources through templates: ${ex.mcpDiscovery.resource_templates.map((t) => `\`${t}\``).join(', ')}. Server card: \`/.well-known/mcp/server-card.json\`.

JSON-RPC errors (HTTP 200 unless said otherwise): parse error -32700 and invalid request -32600 (HTTP 400), unknown method -32601, unknown tool -32602. Invalid tool arguments and unknown ids are tool results with \`isError: true\` and a message saying what to change. Bodies over 64 KiB: 413.`,
        parameters: [{
          name: 'MCP-Protocol-Version', in: 'header', required: false,
          description: 'Protocol version: on every 2026-07-28 request (matching the body\'s `_meta`), and after `initialize` on the 2025-era versions. Optional for 2025-era clients: the server is stateless.',
          schema: { type: 'string' }, example: ex.mcpDiscovery.protocol_versions[0],
        }],
        requestBody: {
          required: true,
          description: 'A JSON-RPC 2.0 request or notification; at most 64 KiB.',
          content: json(schemaRef('JsonRpcMessage'), {
            initialize: { summary: 'initialize', value: ex.rpc.initialize },
            initialized: { summary: 'notifications/initialized', value: ex.rpc.initialized },
            toolsList: { summary: 'tools/list', value: ex.rpc.toolsList },
            toolsCall: { summary: 'tools/call search_listings', value: ex.rpc.toolsCall },
          }),
        },
        responses: {
          200: {
            description: 'JSON-RPC response: a result, or a JSON-RPC error for unknown methods and tools.',
            headers: errorHeaders,
            content: json(schemaRef('JsonRpcResponse'), {
              initialize: { summary: 'initialize result', value: ex.rpc.initializeResult },
              toolsCall: { summary: 'tools/call result', value: ex.rpc.toolsCallResult },
              unknownMethod: { summary: 'unknown method', value: ex.rpc.unknownMethod },
            }),
          },
          202: { description: 'Notification accepted; no body.', headers: errorHeaders },
          400: {
            description: 'Malformed JSON (-32700) or not a JSON-RPC 2.0 message (-32600).',
            headers: errorHeaders,
            content: json(schemaRef('JsonRpcErrorResponse'), {
              parseError: { summary: 'parse error', value: ex.rpc.parseError },
              invalidRequest: { summary: 'invalid request', value: ex.rpc.invalidRequest },
            }),
          },
          405: ref('MethodNotAllowed'),
          406: {
            description: '`Accept` excludes `application/json` (and `*/*`): the endpoint only answers with JSON.',
            headers: errorHeaders,
            content: json(schemaRef('JsonRpcErrorResponse'), { notAcceptable: { summary: 'not acceptable', value: ex.rpc.notAcceptable } }),
          },
          413: {
            description: 'Request body over 64 KiB.',
            headers: errorHeaders,
            content: json(schemaRef('JsonRpcErrorResponse'), { tooLarge: { summary: 'too large', value: ex.rpc.tooLarge } }),
          },
          415: {
            description: '`Content-Type` is not `application/json`.',
            headers: errorHeaders,
            content: json(schemaRef('JsonRpcErrorResponse'), { unsupported: { summary: 'unsupported media type', value: ex.rpc.unsupportedMedia } }),
          },
        },
      },
    },
  };

  // The index lists every other operation; its example is the index this document yields.
  const indexPath = get({
    tag: 'Meta', id: 'getApiIndex', summary: 'API index',
    description: 'The way in for a program that knows only the base URL (also with a trailing slash): the service, its version, every operation of this document with its absolute URL, this document, the MCP endpoint and its server card, the agent guide and llms.txt.',
    schema: 'ApiIndex', example: { summary: 'API index', value: apiIndex(origin, paths as never) },
  });

  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: `${SERVICE_NAME} agent API`,
      version: API_VERSION,
      summary: `Read-only JSON API over ${SERVICE_NAME}'s used-equipment listings, manuals and buyer research, for AI agents.`,
      description: DESCRIPTION,
      contact: { name: `${SERVICE_NAME} agent support`, email: CONTACT_EMAIL, url: `${origin}/for-agents` },
      license: { name: `${CC_BY.name} (research content)`, url: CC_BY.url },
    },
    servers: [{ url: api, description: `${SERVICE_NAME} agent API v1` }],
    security: [],
    tags: [
      { name: 'Site', description: 'Facts about the marketplace and how to cite it.' },
      { name: 'Listings', description: 'Used equipment for sale (asking prices, not comparables).' },
      { name: 'Manuals', description: 'Operator, service and parts manuals.' },
      { name: 'Research', description: `Glossary, inspection checklists, buyer guides and the market snapshot (${CC_BY.name}).` },
      { name: 'MCP', description: 'The same data as Model Context Protocol tools (Streamable HTTP, stateless, JSON responses).' },
      { name: 'Meta', description: 'The API index and this description.' },
    ],
    externalDocs: { description: 'Agent guide', url: `${origin}/for-agents` },
    paths: { '/': indexPath, ...paths },
    components: {
      schemas: componentSchemas(),
      headers: headers(origin),
      parameters: {
        'If-None-Match': {
          name: 'If-None-Match', in: 'header', required: false,
          description: 'An `ETag` from an earlier response; an unchanged resource answers 304 with no body.',
          schema: { type: 'string' }, example: '"5f3a9c1e"',
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApi>;

let reference: OpenApiDocument | undefined;
const doc = () => (reference ??= buildOpenApi('http://localhost:4321'));

const templates = () => Object.keys(doc().paths).map((t) => ({
  template: t,
  re: new RegExp(`^${t.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/**
 * The JSON Schema (self-contained, draft 2020-12, for Ajv2020) of the JSON
 * body of one documented response, or undefined when the response has no
 * JSON body or is not documented. `path` is relative to the server
 * (`/listings/{slug_or_id}`), or a concrete path, with or without the API base
 * (`/api/agents/v1/listings/lst_7k2m9q4x`); exact templates win over matches.
 */
export function operationResponseSchema(path: string, method: string, status: number | string): JsonSchema | undefined {
  const rel = path.startsWith(API_BASE_PATH) ? path.slice(API_BASE_PATH.length) || '/' : path;
  const paths = doc().paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
  const template = rel in paths ? rel : templates().find((t) => t.re.test(rel))?.template;
  if (!template) return undefined;
  const response = paths[template][method.toLowerCase()]?.responses[String(status)] as Obj | undefined;
  const content = response?.content as Record<string, { schema: JsonSchema }> | undefined;
  const schema = content?.['application/json']?.schema;
  return schema ? standalone(schema) : undefined;
}

export { componentSchemas, standalone };
