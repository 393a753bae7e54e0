// The listing tools: search (compact by default), one listing with its price
// context, and several side by side (a batch lookup). Each answers with the
// REST body of the same call (GET /listings, GET /listings/{slug_or_id},
// GET /listings?ids=…) and takes the REST parameters' names and rules.
import { z } from 'zod';
import { ListingDocument } from '../schemas/public.ts';
import { ListingLookupParams, ListingSearchParams, MAX_IDS, MAX_PER_PAGE, inputSchema } from '../schemas/query.ts';
import { MIN_MODEL_COMPARABLES } from '../schemas/public.ts';
import { listingLookupDocument, listingSearchDocument } from '../core/search-documents.ts';
import type { McpContext } from './context.ts';
import { ALL_FIELDS, COMPACT_FACETS, COMPACT_LISTING_FIELDS } from './fields.ts';
import { restArgsSchema } from './input-schema.ts';
import { PRICES, define, fail, listingLink, ok, parseArgs, zodArgs, type ToolOutcome } from './tool-kit.ts';
import { ListingSearchToolResult, LookupListingArgs } from './schemas.ts';

const given = (args: Record<string, unknown>, k: string) => {
  const v = args[k];
  return v !== undefined && v !== null && (typeof v === 'string' ? v.trim() !== '' : !Array.isArray(v) || v.length > 0);
};

/**
 * The REST search with MCP's compact defaults: `fields` the compact item and
 * `facets` none, unless the caller asks; `fields=all` is the REST body itself.
 */
async function searchListings(args: Record<string, unknown>, ctx: McpContext): Promise<ToolOutcome> {
  const all = given(args, 'fields') && [args.fields].flat().some((f) => String(f).trim().toLowerCase() === ALL_FIELDS);
  const fields = given(args, 'fields') ? args.fields : COMPACT_LISTING_FIELDS.join(',');
  const facets = given(args, 'facets') ? args.facets : all ? undefined : COMPACT_FACETS;
  const p = parseArgs(ListingSearchParams, { ...args, fields, facets });
  return p.ok ? ok(await listingSearchDocument(ctx.listings, p.value, p.ignored)) : fail(p.message);
}

const withoutDefault = ({ default: _d, ...rest }: Record<string, unknown>) => rest;

/** get_listings takes the batch lookup's arguments only; anything else is named as not applied (src/mcp/call.ts). */
const BATCH_ARGS = ['ids', 'currency'] as const;
const batchInput = () => {
  const all = restArgsSchema(ListingSearchParams);
  const props = all.properties as Record<string, Record<string, unknown>>;
  return {
    ...all,
    properties: {
      ids: withoutDefault({ ...props.ids, minItems: 1, maxItems: MAX_IDS }),
      currency: { ...props.currency, description: 'Currency of each listing\'s price_converted (reference rates: the snapshot\'s exchange_rates).' },
    },
    required: ['ids'],
  };
};

const LookupArgs = LookupListingArgs.extend(inputSchema(ListingLookupParams).shape as { currency: z.ZodType });

export const LISTING_TOOLS = [
  define({
    name: 'search_listings',
    title: 'Search used machine listings',
    description: `Search listings of used production machines; every filter is optional and they combine. Lists (condition, country, status, ids, fields, facets) are JSON arrays: several values = any of them. Items are compact by default (fields ["all"] for full records) and each carries price_converted, its asking price in currency. Paged (per_page 1–${MAX_PER_PAGE}) with exact totals; ignored_parameters names what was not applied; relaxed says when words were loosened. Only available listings unless status says sold. ${PRICES}`,
    input: restArgsSchema(ListingSearchParams, {
      fields: {
        default: [...COMPACT_LISTING_FIELDS],
        description: 'Listing keys to keep in each item (id, title and url always; dotted paths such as location.display keep one nested key). Default here: the compact item; ["all"]: full records.',
      },
      facets: {
        default: [COMPACT_FACETS],
        description: 'Facets over the whole match set: none (the default here), all, or any of category, condition, make, country, year, price (price: count, min, quartiles, max in currency). With fields ["all"], every facet unless this says otherwise.',
      },
    }),
    output: ListingSearchToolResult,
    run: searchListings,
    links: (b) => b.items.map(listingLink),
  }),
  define({
    name: 'get_listing',
    title: 'Get one listing',
    description: `One listing by slug or public id (lst_…), sold ones too, with every published fact, price_converted (its asking price in currency), price_context (where that price sits among comparable live listings of its category, and of its make and model when there are at least ${MIN_MODEL_COMPARABLES}: counts, percentile, quartiles, the search listing them) and related manuals, checklist and guides. ${PRICES}`,
    input: LookupArgs,
    output: ListingDocument,
    async run(args, ctx) {
      const a = zodArgs(LookupListingArgs, args);
      if (!a.ok) return fail(a.message);
      const p = parseArgs(ListingLookupParams, { currency: args.currency });
      if (!p.ok) return fail(p.message);
      const doc = await listingLookupDocument(ctx.listings, a.value.slug_or_id.trim(), p.value);
      return doc ? ok(doc) : fail(`No listing has the slug or id "${a.value.slug_or_id}". Use search_listings to find listings and pass an id or slug from its items.`);
    },
    links: (b) => [listingLink(b.data)],
  }),
  define({
    name: 'get_listings',
    title: 'Compare listings side by side',
    description: `Several listings (1–${MAX_IDS}) by slug or public id, full records side by side in the order given, sold ones included, each with price_converted in currency; ids that name no listing are listed in ids_not_found. The body of GET /listings?ids=…. ${PRICES}`,
    input: batchInput(),
    output: ListingSearchToolResult,
    async run(args, ctx) {
      const batch = Object.fromEntries(BATCH_ARGS.map((k) => [k, args[k]]));
      if (!given(batch, 'ids')) return fail('Invalid arguments. ids: give at least one listing id or slug (from search_listings items).');
      const p = parseArgs(ListingSearchParams, { ...batch, facets: COMPACT_FACETS });
      return p.ok ? ok(await listingSearchDocument(ctx.listings, p.value, p.ignored)) : fail(p.message);
    },
    links: (b) => b.items.map(listingLink),
  }),
];
