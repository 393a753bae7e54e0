// The REST operations of the OpenAPI document, path by path.
import { API_BASE_PATH, API_VERSION, SERVICE_NAME } from '../config.ts';
import { SNAPSHOT_CURRENCY } from '../catalog/snapshot.ts';
import { CC_BY } from '../catalog/attribution.ts';
import { ListingLookupParams, ListingSearchParams, ManualSearchParams } from '../schemas/query.ts';
import { MIN_MODEL_COMPARABLES } from '../schemas/public.ts';
import { MAX_IGNORED_NAMES } from '../schemas/echo-bound.ts';
import { ECHO_PREFIX_CHARS, ECHO_WHOLE_BELOW } from '../schemas/echo.ts';
import type { examples } from './examples.ts';
import { json, type operations, queryParameters, successHeaders, type Obj } from './operations.ts';
import { referenceRates } from './prose.ts';

export const OPENAPI_VERSION = '3.1.0';

/** The one required path parameter of a single-resource path (a key of a record, never empty). */
const pathParam = (name: string, description: string, example: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string', minLength: 1 },
  example,
});

export function restPaths(
  origin: string,
  ex: ReturnType<typeof examples>,
  { get, ref }: ReturnType<typeof operations>,
): Obj {
  const api = `${origin}${API_BASE_PATH}`;
  const rates = referenceRates();
  return {
    '/site': get({
      tag: 'Site',
      id: 'getSite',
      summary: 'Facts about the marketplace',
      description: `Who ${SERVICE_NAME} is, what it offers, and how to cite it: the facts agents most often need, an FAQ, the contact address and links to the agent guide and llms.txt. Unlike the other single resources this body has no \`canonical_url\`; \`license_research\` is the licence of the research content.`,
      schema: 'SiteDocument',
      example: { summary: 'Site facts', value: ex.site },
    }),
    '/listings': get({
      tag: 'Listings',
      id: 'searchListings',
      summary: 'Search used-equipment listings',
      description: `Full-text search and filters over the live listings, ranked by relevance (newest first when \`q\` is empty; ties by newest \`listed_at\`, then \`id\`).

- Filters combine with AND. \`category\` and \`condition\` accept the slug or its label in any case; \`query\` echoes the slug, and \`null\` there means no filter.
- \`facets\` count the whole match set before paging **with every active filter applied** (a \`category\` filter leaves one category facet); each entry is \`{value, label, count}\`, highest count first (ties by value), values with no match left out.
- Sold listings are left out unless \`status\` (or \`include_sold=true\`) asks for them; a sold listing is always reachable by lookup (GET /listings/{slug_or_id}). \`ids\` is a batch lookup.
- A list parameter's repeated and comma-separated values are one union; any other repeated parameter takes its last value. Parameters not understood or not applied are named in \`ignored_parameters\` (at most ${MAX_IGNORED_NAMES} names, one of ${ECHO_WHOLE_BELOW} characters or more cut to its first ${ECHO_PREFIX_CHARS} and …, then \`… and N more\`).
- \`canonical_url\` is the browse page with the same filters, the page to cite; \`links.self\`/\`next\`/\`prev\` are the API's absolute URLs (or \`null\`).`,
      parameters: queryParameters(ListingSearchParams),
      schema: 'ListingSearchDocument',
      search: true,
      example: { summary: 'q=polar cutter, category=print-finishing-bindery, location=OH', value: ex.listingSearch },
    }),
    '/listings/{slug_or_id}': get({
      tag: 'Listings',
      id: 'getListing',
      summary: 'One listing by slug or public id',
      description: `The full listing, by its slug or its public id (\`lst_…\`); both give the same body, which without parameters is also served byte-for-byte at \`/listings/{slug}.json\`. Sold listings are found too (\`status: sold\`, \`sold_at\` set) so that earlier citations keep working. Seller contact details are never included: inquiries go through the marketplace page at \`canonical_url\`.

- \`data.price_converted\` is the asking price in \`currency\` at the reference rates (${rates}).
- \`price_context\` says where the asking price sits among comparable live listings: the other priced, available listings of its category, and of its make and model within the category when there are at least ${MIN_MODEL_COMPARABLES}; counts below, equal and above, the percentile rank, their quartiles in \`currency\`, and the search (\`search_url\`) and browse page (\`page_url\`) listing them. Asking prices, not closed-transaction comparables.
- Parameters other than \`currency\` are named in \`ignored_parameters\`.`,
      parameters: [
        ...queryParameters(ListingLookupParams),
        pathParam(
          'slug_or_id',
          'Listing slug (e.g. `heidelberg-polar-115-x-guillotine-cutter-2008`) or public id (e.g. `lst_7k2m9q4x`).',
          ex.listing.slug,
        ),
      ],
      schema: 'ListingDocument',
      notFound: 'ListingNotFound',
      search: true,
      example: { summary: 'An available listing', value: ex.listingDocument },
    }),
    '/manuals': get({
      tag: 'Manuals',
      id: 'searchManuals',
      summary: 'Search equipment manuals',
      description:
        'Full-text search over manual titles, makes, models and descriptions, with `make` and `model` filters (`model` ignores case, spaces and hyphens, so `SM52` finds `SM 52`). Ranked by relevance when `q` is given, else in catalogue order (make, model, title). `facets.make` counts the whole match set before paging, with the active filters applied. A page past the end returns no items and the true `total`.',
      parameters: queryParameters(ManualSearchParams),
      schema: 'ManualSearchDocument',
      search: true,
      example: { summary: 'make=heidelberg, model=SM52', value: ex.manualSearch },
    }),
    '/manuals/{public_id}': get({
      tag: 'Manuals',
      id: 'getManual',
      summary: 'One manual by public id',
      description: 'Details of one manual and its `download_url`. Cite `canonical_url`.',
      parameters: [pathParam('public_id', 'Public manual id (`man_…`).', ex.manual.id)],
      schema: 'ManualDocument',
      notFound: 'ManualNotFound',
      example: { summary: 'An operator manual', value: ex.manualDocument },
    }),
    '/glossary': get({
      tag: 'Research',
      id: 'getGlossary',
      summary: 'Glossary of used-equipment terms',
      description: `Every glossary term with its markdown definition, aliases and related terms, sorted by term. ${CC_BY.name}; each term's \`url\` is an anchor on the glossary page. With \`term\`, only the entries it names (a lookup, the same as the MCP tool get_glossary); 404 when none does.`,
      parameters: [
        {
          name: 'term',
          in: 'query',
          required: false,
          description:
            'A term, alias or slug: case, accents and punctuation are ignored (`as is where is` finds "As is, where is"), a term named inside a longer one is found, and small misspellings (one edit from 4 letters, two from 8, per word) are forgiven. Absent or empty: every term.',
          schema: { type: 'string', maxLength: 100, default: '' },
          example: 'as is where is',
        },
      ],
      schema: 'GlossaryDocument',
      notFound: 'GlossaryTermNotFound',
      example: { summary: 'Glossary (one term shown)', value: ex.glossary },
    }),
    '/checklists': get({
      tag: 'Research',
      id: 'listChecklists',
      summary: 'Inspection checklists (index)',
      description: `Summaries of every inspection checklist, with \`api_url\` for the full checklist. ${CC_BY.name}.`,
      schema: 'ChecklistIndexDocument',
      example: { summary: 'Checklist index (one shown)', value: ex.checklistIndex },
    }),
    '/checklists/{slug}': get({
      tag: 'Research',
      id: 'getChecklist',
      summary: 'One inspection checklist',
      description: `The full checklist: sections of items, each with a severity (\`critical\`, \`important\`, \`advisory\`). ${CC_BY.name}.`,
      parameters: [pathParam('slug', 'Checklist slug, as in the index.', ex.checklist.data.slug)],
      schema: 'ChecklistDocument',
      notFound: 'ChecklistNotFound',
      example: { summary: 'A checklist', value: ex.checklist },
    }),
    '/guides': get({
      tag: 'Research',
      id: 'listGuides',
      summary: 'Buyer guides and category landings',
      description: `Every buyer guide (\`kind: buyer_guide\`) and category overview (\`kind: category_landing\`), buyer guides first. The text itself is on the human page (\`url\`) and its markdown twin (\`markdown_url\`). ${CC_BY.name}.`,
      schema: 'GuideIndexDocument',
      example: { summary: 'Guide index (one shown)', value: ex.guides },
    }),
    '/guides/{slug}': get({
      tag: 'Research',
      id: 'getGuide',
      summary: 'One buyer guide or category landing',
      description: `The guide's facts as in the index plus its text as markdown in \`body\` (the same text as the page and its twin). ${CC_BY.name}.`,
      parameters: [pathParam('slug', 'Guide slug, as in the index.', ex.guide.data.slug)],
      schema: 'GuideDocument',
      notFound: 'GuideNotFound',
      example: { summary: 'A guide', value: ex.guide },
    }),
    '/snapshot': get({
      tag: 'Research',
      id: 'getMarketSnapshot',
      summary: 'Market snapshot by category',
      description: `Aggregate figures per category over approved live listings, computed at build time: counts, asking-price quartiles in ${SNAPSHOT_CURRENCY} (\`null\` when nothing is priced), median year, top makes and conditions. Currency conversion uses fixed reference rates (${rates}); listings in other currencies are left out of price figures. \`as_of\` is the latest \`updated_at\` among the listings. Asking prices, not comparables. ${CC_BY.name}.`,
      schema: 'SnapshotDocument',
      example: { summary: 'Snapshot (one category shown)', value: ex.snapshot },
    }),
    '/openapi.json': {
      get: {
        tags: ['Meta'],
        operationId: 'getOpenApi',
        summary: 'This OpenAPI document',
        description: `This document, also served at \`${origin}/openapi.json\`. Paths are relative to the server URL \`${api}\`.`,
        parameters: [{ $ref: '#/components/parameters/If-None-Match' }],
        responses: {
          200: {
            description: 'OK',
            headers: successHeaders,
            content: json(
              {
                type: 'object',
                description: 'OpenAPI 3.1 document',
                properties: {
                  openapi: { type: 'string', pattern: '^3\\.1\\.' },
                  info: { type: 'object' },
                  paths: { type: 'object' },
                },
                required: ['openapi', 'info', 'paths'],
                additionalProperties: true,
              },
              {
                default: {
                  summary: 'Abbreviated',
                  value: {
                    openapi: OPENAPI_VERSION,
                    info: { title: 'Secondline agent API', version: API_VERSION },
                    servers: [{ url: api }],
                    paths: {},
                  },
                },
              },
            ),
          },
          304: ref('NotModified'),
          405: ref('MethodNotAllowed'),
        },
      },
    },
  };
}
