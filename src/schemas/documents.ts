// The envelopes every answer wears: a resource document (`source`, `home`,
// `attribution`, `canonical_url`, `data`), the search document (`query` echo,
// `understood`, `relaxed`, `ignored_parameters`, paging, facets) and the API
// index. Built around the resources of ./public.ts; OpenAPI and the MCP output
// schemas read them from here.
import { z } from 'zod';
import { Understood } from './understood.ts';
import { MAX_IGNORED_NAMES } from './echo-bound.ts';
import { ManualId } from './content.ts';
import { PriceContext } from './price-context.ts';
import { RELATED_MANUALS_MAX } from '../config.ts';
import { Checklist, ChecklistSummary, GlossaryTerm, Guide, License, ListingView, Manual, Snapshot } from './public.ts';

const url = z.string().describe('absolute URL');

const envelopeFields = {
  source: z.string().describe('the service that publishes this resource'),
  home: url,
  attribution: z.string().describe('ready-made citation text naming the service and canonical_url'),
  canonical_url: url.describe('the page to cite'),
};

/** `{ source, home, attribution, canonical_url, license?, notice?, data }` around one resource. */
const resourceDocument = <T extends z.ZodType>(data: T, opts: { license?: boolean; notice?: boolean } = {}) =>
  z.object({
    ...envelopeFields,
    ...(opts.license ? { license: License } : {}),
    ...(opts.notice
      ? { notice: z.string().describe('prices are asking prices on live listings, not closed-transaction comparables') }
      : {}),
    data,
  });

const Relaxed = z
  .object({
    dropped: z.array(z.string()).describe('filler words left out of the query'),
    mode: z
      .enum(['all', 'any'])
      .describe('all: every remaining word had to match; any: listings holding any word, ranked by how many'),
  })
  .nullable()
  .describe('null when the query matched as asked; otherwise what was loosened because the exact query found nothing');

const ignoredParameters = z
  .array(z.string())
  .describe(
    `parameters or arguments that were not understood or not applied, [] when none (at most ${MAX_IGNORED_NAMES}, each cut as a 422 cuts its input, then "… and N more")`,
  );

export const searchDocument = <T extends z.ZodType, Q extends z.ZodType, F extends z.ZodType>(
  item: T,
  query: Q,
  facets: F,
  opts: { notice?: boolean; relaxed?: boolean; batch?: boolean } = {},
) =>
  z.object({
    source: z.string(),
    home: url,
    attribution: z.string().describe('ready-made citation text naming the service and canonical_url'),
    canonical_url: url.describe(
      "the browse page with the same filters: the page to cite (each item's url for one item)",
    ),
    ...(opts.notice ? { notice: z.string() } : {}),
    query: query.describe('every parameter as parsed'),
    total: z.number().int().describe('exact size of the whole match set'),
    page: z.number().int(),
    per_page: z.number().int(),
    total_pages: z.number().int(),
    items: z.array(item),
    facets: facets.describe('counts over the whole match set, before paging'),
    ignored_parameters: ignoredParameters,
    ...(opts.batch
      ? {
          ids_not_found: z
            .array(z.string())
            .optional()
            .describe('with `ids`: the ids and slugs that name no published listing'),
        }
      : {}),
    ...(opts.relaxed ? { relaxed: Relaxed, understood: Understood } : {}),
    links: z.object({ self: url, next: url.nullable(), prev: url.nullable() }),
  });

const link = { title: z.string(), url: url.describe('the page'), api_url: url.describe('its JSON') };
export const Related = z
  .object({
    manuals: z
      .array(z.object({ id: ManualId, ...link }))
      .max(RELATED_MANUALS_MAX)
      .describe(`manuals of the same make and model, the first ${RELATED_MANUALS_MAX} in manual order`),
    manuals_total: z.number().int().nonnegative().describe('manuals of the same make and model in all'),
    manuals_search: url.describe('the manual search for this make and model: every manual of the machine'),
    checklist: z
      .object({ slug: z.string(), ...link })
      .nullable()
      .describe("the inspection checklist of the listing's category"),
    guides: z
      .array(z.object({ slug: z.string(), ...link }))
      .describe("buyer guides and the landing of the listing's category"),
  })
  .describe('resources about this listing');
export type Related = z.infer<typeof Related>;

export const ListingDocument = resourceDocument(ListingView, { notice: true }).extend({
  price_context: PriceContext,
  related: Related,
  ignored_parameters: ignoredParameters,
});
export const ManualDocument = resourceDocument(Manual).extend({ ignored_parameters: ignoredParameters });
export const GlossaryDocument = resourceDocument(z.object({ terms: z.array(GlossaryTerm) }), { license: true });
/** MCP get_glossary: the entries a term names (as GlossaryDocument), or without a term the list of terms (no definitions). */
export const GlossaryToolResult = resourceDocument(
  z.object({
    terms: z
      .array(GlossaryTerm.partial({ definition: true, related: true }))
      .describe('with a term: its entries in full; without: every term without its definition'),
  }),
  { license: true },
);
export const ChecklistIndexDocument = resourceDocument(z.object({ checklists: z.array(ChecklistSummary) }), {
  license: true,
});
export const ChecklistDetail = Checklist.extend({
  intro: z.string().describe("the checklist's introduction in markdown (empty when it has none)"),
});
export const ChecklistDocument = resourceDocument(ChecklistDetail, { license: true });
export const GuideIndexDocument = resourceDocument(z.object({ guides: z.array(Guide) }), { license: true });
export const GuideDetail = Guide.extend({ body: z.string().describe('the guide text in markdown') });
export const GuideDocument = resourceDocument(GuideDetail, { license: true });
export const SnapshotDocument = resourceDocument(Snapshot, { license: true, notice: true });

export const ApiEndpoint = z.object({
  method: z.string().describe('HTTP method'),
  path: z.string().describe('path template under the API base'),
  url: url.describe('absolute URL of the path template'),
  summary: z.string(),
});

/** What `GET /api/agents/v1` answers: the way in for a program that knows only the base URL. */
export const ApiIndex = z.object({
  source: z.string(),
  home: url,
  name: z.string(),
  version: z.string(),
  description: z.string(),
  api_base: url,
  openapi: url.describe('the OpenAPI 3.1 document'),
  mcp: url.describe('the MCP endpoint (Streamable HTTP)'),
  mcp_server_card: url.describe('the MCP server card (SEP-2127), at the endpoint + /server-card'),
  agent_guide: url,
  privacy_policy: url.describe('what the API publishes and never publishes, and how to reach support'),
  llms_txt: url,
  endpoints: z
    .array(ApiEndpoint)
    .describe('every other operation of the OpenAPI document (all but this index), in its order'),
});

export type ApiIndex = z.infer<typeof ApiIndex>;
