// The prose of the OpenAPI document: what the contract leaves open, decided
// and said here. Every figure in it (limits, rates, error codes, the tool
// list) is read from the code that enforces it, so the words cannot drift.
import { INVALID_PARAMS, INVALID_REQUEST, METHOD_NOT_FOUND, PARSE_ERROR } from '@modelcontextprotocol/server';
import { API_BASE_PATH, MCP_PATHS, SERVICE_NAME } from '../config.ts';
import { REFERENCE_RATES, SNAPSHOT_CURRENCY } from '../catalog/snapshot.ts';
import { CC_BY } from '../catalog/attribution.ts';
import { NO_PLAN_NEEDED, planPhrases } from '../schemas/plans.ts';
import { MAX_PER_PAGE, MAX_Q_CHARS, MAX_Q_TERMS } from '../schemas/query.ts';
import { CONTENT_TYPES } from '../http/policy.ts';
import { MAX_BODY_TEXT, RPC_ERRORS } from '../mcp/rpc-errors.ts';
import { TOOLS } from '../mcp/tools.ts';
import { validationTypesProse } from '../schemas/validation-errors.ts';

/** The snapshot's fixed conversion rates, as a reader wants them (`1 EUR = 1.08 USD`). */
export const referenceRates = () =>
  Object.entries(REFERENCE_RATES)
    .filter(([c]) => c !== SNAPSHOT_CURRENCY)
    .map(([c, r]) => `1 ${c} = ${r} ${SNAPSHOT_CURRENCY}`)
    .join(', ');

/** `info.description`: what a reader needs before the first call. */
export function apiDescription(): string {
  const rates = referenceRates();
  return `Public, read-only API of ${SERVICE_NAME}, a marketplace for used industrial equipment, for AI agents and other programs: \
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
- \`q\` is cut to ${MAX_Q_CHARS} characters and ${MAX_Q_TERMS} terms (not refused).
- \`per_page\` is 1 to ${MAX_PER_PAGE}; \`page\` starts at 1, and a page past the end returns 200 with no items and the true \`total\`.
- The MCP endpoint refuses request bodies over ${MAX_BODY_TEXT} (${RPC_ERRORS.tooLarge.status}).
- No rate limit is promised or enforced by the service itself; the hosting platform may answer 429 to abusive traffic, so keep \
to a few requests per second and back off on 429 or 5xx.

## Caching
Static resources (site, glossary, checklists, guides, snapshot, listing and manual lookups served from files, this document) are \
cacheable at the CDN (\`s-maxage\`, \`stale-while-revalidate\`) and answer conditional requests (\`If-None-Match\` → 304) where the \
platform allows. Search results are cacheable for a short time. Respect \`Cache-Control\`.

## Errors
Errors are JSON under the API base, never an HTML page, and \`detail\` follows one convention (FastAPI's two shapes): \
a **string** when the request as a whole cannot be answered, an **array** when particular inputs are invalid. \
Read it as \`typeof detail === "string" ? detail : detail.map((e) => e.msg)\`.
- 404 \`{"detail":"Listing not found"}\` for an unknown slug or id (likewise \`Manual not found\`, \
\`Checklist not found\`, \`Guide not found\`); 404 \`{"detail":"Not Found"}\` for an unknown path under the API base.
- 405 \`{"detail":"Method Not Allowed"}\` with \`Allow\` for a method other than GET, HEAD or OPTIONS (or POST on /mcp).
- 503 with \`Retry-After\` when the search database cannot answer (\`detail\` says when to retry).
- 422 for invalid search parameters, as FastAPI with Pydantic v2 writes it: one entry per failing parameter \
\`{type, loc, msg, input, ctx?}\`, \`loc\` = \`["query", name]\` (or \`["query", name, index]\` for one value of a \
list). \
\`type\` is one of: ${validationTypesProse()}.
- \`OPTIONS\` on any path is a CORS preflight answered 204.
- Outside the API a miss answers in the type asked for: \`/listings/{slug}.json\` exactly like the lookup's 404, a \
missing markdown twin (\`.md\`, or \`Accept: text/markdown\`) a markdown 404 page, any other missing file plain text, \
a page the HTML 404 page.

## Other ways in
Every human page has a markdown twin (\`Accept: text/markdown\` or \`?format=md\`); listings also at \`/listings/{slug}.md\` and \
\`/listings/{slug}.json\` (the latter byte-for-byte the body of GET /listings/{slug_or_id}). The same data is offered as MCP tools at \
\`/mcp\`. This document is served at \`/openapi.json\` and \`${API_BASE_PATH}/openapi.json\`.`;
}

/** The POST /mcp operation's description. */
export function mcpPostDescription(versions: readonly string[], templates: readonly string[]): string {
  return `Model Context Protocol over Streamable HTTP, **stateless**: no \`Mcp-Session-Id\` is issued or needed, and a \`tools/call\` works without a prior \`initialize\`. One JSON-RPC 2.0 message per POST, \`Content-Type: application/json\`; answers are always a single \`application/json\` body, never an event stream, also when \`Accept\` is absent or lists \`application/json\` alone.

Protocol versions (${versions.join(', ')}), both generations on this one endpoint: **2026-07-28** has no \`initialize\` and no session; clients call \`server/discover\` and put the protocol version and client capabilities in each request's \`_meta\` (with \`MCP-Protocol-Version\`, \`Mcp-Method\` and \`Mcp-Name\` headers); results carry \`resultType\`, and \`tools/list\`, \`prompts/list\`, \`resources/templates/list\`, \`resources/list\`, \`resources/read\` and \`server/discover\` carry \`ttlMs\` and \`cacheScope: "public"\`. The 2025-era versions negotiate with \`initialize\`, \`notifications/initialized\` (202, no body) and \`ping\`, still stateless.

Tools (read-only, idempotent; arguments use the REST parameter names; results carry \`structuredContent\` equal to the REST body plus the same JSON as a text block, and \`resource_link\` items for what they name): ${TOOLS.map((t) => `\`${t.name}\``).join(', ')}. \`search_listings\` gives compact items unless \`fields=all\`; \`search\` and \`fetch\` have the shape OpenAI documents for connectors, exactly one text item holding the JSON (their links are the results' \`url\`s). Prompts (\`prompts/list\`, \`prompts/get\`): one inspection prompt per checklist (optional \`listing\` argument), \`compare_listings\` and \`fair_price_check\`. Resources through templates: ${templates.map((t) => `\`${t}\``).join(', ')}. Server card (SEP-2127): \`${MCP_PATHS.serverCard}\` as \`${CONTENT_TYPES.serverCard}\`, listed in \`${MCP_PATHS.aiCatalog}\` (and at \`${MCP_PATHS.wellKnownServerCard}\` for scanners).

JSON-RPC errors (HTTP 200 unless said otherwise): parse error ${PARSE_ERROR} and invalid request ${INVALID_REQUEST} (HTTP ${RPC_ERRORS.invalid.status}), unknown method ${METHOD_NOT_FOUND}, unknown tool ${INVALID_PARAMS}. Invalid tool arguments and unknown ids are tool results with \`isError: true\` and a message saying what to change. Bodies over ${MAX_BODY_TEXT}: ${RPC_ERRORS.tooLarge.status}.`;
}
