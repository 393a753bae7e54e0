// The listing tools: search (compact by default), one listing with its price
// context, and several side by side (a batch lookup). Each answers with the
// REST body of the same call (GET /listings, GET /listings/{slug_or_id},
// GET /listings?ids=…) and takes the REST parameters' names and rules.
import type { z } from 'zod';
import { ListingDocument } from '../schemas/documents.ts';
import { ListingLookupParams, ListingSearchParams, MAX_IDS } from '../schemas/query.ts';
import { inputSchema } from '../schemas/param-schemas.ts';
import { MIN_MODEL_COMPARABLES } from '../schemas/public.ts';
import { listingLookupDocument, listingSearchDocument } from '../core/search-documents.ts';
import type { McpContext } from './context.ts';
import { ALL_FIELDS, COMPACT_FACETS, COMPACT_LISTING_FIELDS } from './fields.ts';
import { COMPACT } from '../schemas/listing-keys.ts';
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
  const fields = given(args, 'fields') ? args.fields : COMPACT;
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
      currency: {
        ...props.currency,
        description: "Currency of each listing's price_converted (reference rates: the snapshot's exchange_rates).",
      },
    },
    required: ['ids'],
  };
};

const LookupArgs = LookupListingArgs.extend(inputSchema(ListingLookupParams).shape as { currency: z.ZodType });

export const LISTING_TOOLS = [
  define({
    name: 'search_listings',
    title: 'Search used machine listings',
    description: `Search listings of used production machines; filters are optional and combine, a list (JSON array) means any of its values. Compact items by default, each with price_converted (its asking price in currency). Exact totals, paged; ignored_parameters names what was not applied. Available listings only unless status says sold. ${PRICES}`,
    input: restArgsSchema(ListingSearchParams, {
      fields: {
        default: [COMPACT],
        description: `Listing keys to keep in each item (id, title, url always; a dotted path keeps one nested key). compact (the default here): ${COMPACT_LISTING_FIELDS.slice(3).join(', ')}; all: full records.`,
      },
      facets: {
        default: [COMPACT_FACETS],
        description:
          'Facets over the whole match set: none (the default here; with fields all: all), all, or any of them (price: count, min, quartiles, max).',
      },
    }),
    output: ListingSearchToolResult,
    run: searchListings,
    links: (b) => b.items.map(listingLink),
  }),
  define({
    name: 'get_listing',
    title: 'Get one listing',
    description: `One listing by slug or id (lst_…), sold ones too: every fact, price_converted, price_context (its asking price among comparable live listings of its category, and make and model when ${MIN_MODEL_COMPARABLES}+: counts, percentile, quartiles, their search) and related manuals, checklist, guides. ${PRICES}`,
    input: LookupArgs,
    output: ListingDocument,
    async run(args, ctx) {
      const a = zodArgs(LookupListingArgs, args);
      if (!a.ok) return fail(a.message);
      const p = parseArgs(ListingLookupParams, { currency: args.currency });
      if (!p.ok) return fail(p.message);
      const doc = await listingLookupDocument(ctx.listings, a.value.slug_or_id.trim(), p.value);
      return doc
        ? ok(doc)
        : fail(
            `No listing has the slug or id "${a.value.slug_or_id}". Use search_listings to find listings and pass an id or slug from its items.`,
          );
    },
    links: (b) => [listingLink(b.data)],
  }),
  define({
    name: 'get_listings',
    title: 'Compare listings side by side',
    description: `Several listings (1–${MAX_IDS}, slugs or ids) side by side in full, in the order given, sold ones too, each with price_converted; unknown ids in ids_not_found. ${PRICES}`,
    input: batchInput(),
    output: ListingSearchToolResult,
    async run(args, ctx) {
      const batch = Object.fromEntries(BATCH_ARGS.map((k) => [k, args[k]]));
      if (!given(batch, 'ids'))
        return fail('Invalid arguments. ids: give at least one listing id or slug (from search_listings items).');
      const p = parseArgs(ListingSearchParams, { ...batch, facets: COMPACT_FACETS });
      return p.ok ? ok(await listingSearchDocument(ctx.listings, p.value, p.ignored)) : fail(p.message);
    },
    links: (b) => b.items.map(listingLink),
  }),
];
