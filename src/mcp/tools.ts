// The MCP tools: each one a REST resource or search, with input and output
// schemas generated from the same zod schemas as the REST API, and results
// that are the REST bodies themselves. Order here is the order tools/list
// gives (deterministic: search first, then lookups, then research).
import { z } from 'zod';
import type { JsonSchema } from '../schemas/json-schema.ts';
import { ManualSearchDocument } from '../schemas/responses.ts';
import {
  ChecklistDocument, ChecklistIndexDocument, GlossaryToolResult, GuideIndexDocument, ListingDocument, ManualDocument, SiteDocument, SnapshotDocument,
} from '../schemas/public.ts';
import { ListingSearchParams, MAX_PER_PAGE, ManualSearchParams, parseQuery, type ParamSpec } from '../schemas/query.ts';
import { checklistKey, findGlossaryTerms } from '../search/research.ts';
import { listingLookupDocument, listingSearchDocument, manualLookupDocument, manualSearchDocument } from '../core/search-documents.ts';
import type { McpContext } from './context.ts';
import { fetchById, searchEverything } from './connector.ts';
import { ALL_FIELDS, COMPACT_FACETS, COMPACT_LISTING_FIELDS } from './fields.ts';
import { restArgsSchema, toolSchema } from './input-schema.ts';
import type { Named } from './resources.ts';
import {
  ChecklistArgs, FetchArgs, FetchResult, GlossaryArgs, ListingSearchToolResult, LookupListingArgs, LookupManualArgs, NoArgs, SearchArgs, SearchResults,
} from './schemas.ts';

export type ToolOutcome = { ok: true; body: unknown } | { ok: false; message: string };

export interface Tool {
  name: string;
  title: string;
  description: string;
  inputSchema: JsonSchema;
  outputSchema: JsonSchema;
  /** A promise for the tools that read a search backend (Postgres answers asynchronously). */
  run(args: Record<string, unknown>, ctx: McpContext): ToolOutcome | Promise<ToolOutcome>;
  /** What the result names, for its resource_link items. */
  links(body: any): Named[];
}

const CITE = 'Cite the canonical_url (or each item\'s url) and use the attribution text when you quote it.';
const PRICES = 'Prices are sellers\' asking prices on live listings, not closed-transaction comparables.';

const ok = (body: unknown): ToolOutcome => ({ ok: true, body });
const fail = (message: string): ToolOutcome => ({ ok: false, message });
const none = () => [];

/** Tool arguments go through the REST parser, so both reject the same values with the same words. */
function parseArgs<S extends ParamSpec>(spec: S, args: Record<string, unknown>) {
  const r = parseQuery(spec, args);
  if (r.ok) return r;
  const message = r.errors.map((e) => `${e.loc[1]}: ${e.msg} (got ${JSON.stringify(e.input)}).`).join(' ');
  return { ok: false as const, message: `Invalid arguments. ${message} Fix these and call the tool again.` };
}

function zodArgs<T extends z.ZodType>(schema: T, args: Record<string, unknown>): { ok: true; value: z.infer<T> } | { ok: false; message: string } {
  const r = schema.safeParse(args);
  if (r.success) return { ok: true, value: r.data };
  return { ok: false, message: `Invalid arguments. ${r.error.issues.map((i) => `${i.path.join('.') || 'arguments'}: ${i.message}.`).join(' ')}` };
}

/**
 * The REST search with MCP's compact defaults: `fields` the compact item and
 * `facets` none, unless the caller asks; `fields=all` is the REST body itself.
 */
async function searchListings(args: Record<string, unknown>, ctx: McpContext): Promise<ToolOutcome> {
  const given = (k: string) => {
    const v = args[k];
    return v !== undefined && v !== null && (typeof v === 'string' ? v.trim() !== '' : !Array.isArray(v) || v.length > 0);
  };
  const all = given('fields') && [args.fields].flat().some((f) => String(f).trim().toLowerCase() === ALL_FIELDS);
  const fields = given('fields') ? args.fields : COMPACT_LISTING_FIELDS.join(',');
  const facets = given('facets') ? args.facets : all ? undefined : COMPACT_FACETS;
  const p = parseArgs(ListingSearchParams, { ...args, fields, facets });
  return p.ok ? ok(await listingSearchDocument(ctx.listings, p.value, p.ignored)) : fail(p.message);
}

function define<I extends z.ZodType>(t: {
  name: string; title: string; description: string; input: I | JsonSchema; output: z.ZodType;
  run: Tool['run']; links?: Tool['links'];
}): Tool {
  const inputSchema = t.input instanceof z.ZodType ? toolSchema(t.input, 'input') : t.input;
  return { name: t.name, title: t.title, description: t.description, inputSchema, outputSchema: toolSchema(t.output, 'output'), run: t.run, links: t.links ?? none };
}

const listingLink = (l: any): Named => ({ scheme: 'listing', key: l.id, title: l.title, url: l.url });
const manualLink = (m: any): Named => ({ scheme: 'manual', key: m.id, title: m.title, url: m.url });
const checklistLink = (c: any): Named => ({ scheme: 'checklist', key: c.slug, title: c.title, url: c.url });
const guideLink = (g: any): Named => ({ scheme: 'guide', key: g.slug, title: g.title, url: g.url });

export const TOOLS: Tool[] = [
  define({
    name: 'search_listings',
    title: 'Search used machine listings',
    description: `Search approved listings of used production machines. Use it to find machines by type, make, model, category, condition, location, year or price; every filter is optional. q is full text and may be the buyer's sentence in EN, DE, FR, NL, IT, ES or PL: price, year, order, condition, place and make phrases become filters (an explicit argument wins) and understood names each (make and model matches rank first; typos and plurals are tolerated); category and condition take a slug or label; location takes a two-letter country or region code (DE, OH), a place name in English or the local language, or USA, UK, Europe, North America; country takes ISO codes (DE,AT,CH); year_min/year_max and price_min/price_max (in currency) bound the results; sort orders them (price_asc, price_desc, year_desc, year_asc, newest, relevance). Items are compact by default (${COMPACT_LISTING_FIELDS.join(', ')}) and facets are left out (facets=all or a list such as make,price to get them); pass fields=all for full records (with every facet) or call get_listing for one. Results are paged (per_page 1–${MAX_PER_PAGE}) with exact totals; ignored_parameters names arguments that were not understood, relaxed says when the words were loosened because the exact query found nothing. Sold listings are left out unless include_sold is true. ${PRICES} ${CITE}`,
    input: restArgsSchema(ListingSearchParams, {
      fields: {
        default: [...COMPACT_LISTING_FIELDS],
        description: `Listing keys to keep in each item (id, title and url are always kept; dotted paths such as location.display keep one nested key). Default here: the compact item. ["all"] returns full records.`,
      },
      facets: {
        default: [COMPACT_FACETS],
        description: 'Facets over the whole match set: none (the default here, to keep a page small), all, or any of category, condition, make, country, year, price. With fields ["all"] every facet is returned unless this says otherwise.',
      },
    }),
    output: ListingSearchToolResult,
    run: searchListings,
    links: (b) => b.items.map(listingLink),
  }),
  define({
    name: 'get_listing',
    title: 'Get one listing',
    description: `One listing by slug or public id (lst_…), with every published fact: price, condition, year, location, power, specs, photos, shipping notes and seller type. Sold listings are found too and say status "sold". ${PRICES} ${CITE}`,
    input: LookupListingArgs,
    output: ListingDocument,
    async run(args, ctx) {
      const a = zodArgs(LookupListingArgs, args);
      if (!a.ok) return fail(a.message);
      const doc = await listingLookupDocument(ctx.listings, a.value.slug_or_id.trim());
      return doc ? ok(doc) : fail(`No listing has the slug or id "${a.value.slug_or_id}". Use search_listings to find listings and pass an id or slug from its items.`);
    },
    links: (b) => [listingLink(b.data)],
  }),
  define({
    name: 'search_manuals',
    title: 'Search machine manuals',
    description: `Search the manual library (operator, service, parts, electrical and other documents) by text, make and model. model ignores case, spaces and hyphens (SM52 finds SM 52). Each manual has a download_url and a page url to cite. ${CITE}`,
    input: restArgsSchema(ManualSearchParams),
    output: ManualSearchDocument,
    async run(args, ctx) {
      const p = parseArgs(ManualSearchParams, args);
      return p.ok ? ok(await manualSearchDocument(ctx.manuals, p.value, p.ignored)) : fail(p.message);
    },
    links: (b) => b.items.map(manualLink),
  }),
  define({
    name: 'get_manual',
    title: 'Get one manual',
    description: `One manual by public id (man_…): make, model, document type, language, pages, size, format and download URL. ${CITE}`,
    input: LookupManualArgs,
    output: ManualDocument,
    async run(args, ctx) {
      const a = zodArgs(LookupManualArgs, args);
      if (!a.ok) return fail(a.message);
      const doc = await manualLookupDocument(ctx.manuals, a.value.public_id.trim());
      return doc ? ok(doc) : fail(`No manual has the id "${a.value.public_id}". Use search_manuals and pass an id from its items.`);
    },
    links: (b) => [manualLink(b.data)],
  }),
  define({
    name: 'get_glossary',
    title: 'Glossary of used equipment terms',
    description: `Definitions of trade terms used in listings and guides (e.g. guillotine cutter, spindle taper, clamping force). Give a term, alias or slug (case, punctuation and small misspellings forgiven) to get its definition; without a term you get the list of terms (slug, term, aliases, url), not the definitions. Research content under CC BY 4.0. ${CITE}`,
    input: GlossaryArgs,
    output: GlossaryToolResult,
    run(args, ctx) {
      const a = zodArgs(GlossaryArgs, args);
      if (!a.ok) return fail(a.message);
      const all = ctx.research.glossary;
      if (!a.value.term?.trim()) return ok({ ...all, data: { terms: all.data.terms.map(({ slug, term, aliases, category, url }) => ({ slug, term, aliases, category, url })) } });
      const found = findGlossaryTerms(all.data.terms, a.value.term);
      if (!found.length) return fail(`No glossary term matches "${a.value.term.slice(0, 100)}". Call get_glossary without a term for the list of all ${all.data.terms.length} terms.`);
      return ok({ ...all, data: { terms: found } });
    },
  }),
  define({
    name: 'list_checklists',
    title: 'List inspection checklists',
    description: `The inspection checklists, one per equipment category, with their slugs and item counts. Use get_checklist for the items. Research content under CC BY 4.0. ${CITE}`,
    input: NoArgs,
    output: ChecklistIndexDocument,
    run: (_args, ctx) => ok(ctx.research.checklistIndex),
    links: (b) => b.data.checklists.map(checklistLink),
  }),
  define({
    name: 'get_checklist',
    title: 'Get an inspection checklist',
    description: `What to check before buying a used machine of one category, in sections, each item marked critical, important or advisory. Pass a checklist slug from list_checklists (the key of GET /checklists/{slug}); a category slug or label is answered with the slug of its checklist. Research content under CC BY 4.0. ${CITE}`,
    input: ChecklistArgs,
    output: ChecklistDocument,
    run(args, ctx) {
      const a = zodArgs(ChecklistArgs, args);
      if (!a.ok) return fail(a.message);
      const doc = ctx.research.checklists[checklistKey(a.value.slug)];
      if (doc) return ok(doc);
      // The key is the REST path's; a category named instead gets its checklist's slug to call again with.
      const category = ListingSearchParams.category.parse(a.value.slug);
      const hint = category.ok && Object.values(ctx.research.checklists).find((d) => d.data.category === category.value);
      return fail(`No checklist "${a.value.slug}".${hint ? ` The checklist for that category is "${hint.data.slug}".` : ''} Known slugs: ${Object.keys(ctx.research.checklists).join(', ')}.`);
    },
    links: (b) => [checklistLink(b.data)],
  }),
  define({
    name: 'list_guides',
    title: 'List buyer guides and category overviews',
    description: `Buyer guides (how to judge, inspect, ship and price used machines) and one overview per category, each with a page url and a markdown_url to read it. Research content under CC BY 4.0. ${CITE}`,
    input: NoArgs,
    output: GuideIndexDocument,
    run: (_args, ctx) => ok(ctx.research.guideIndex),
    links: (b) => b.data.guides.map(guideLink),
  }),
  define({
    name: 'get_market_snapshot',
    title: 'Market snapshot',
    description: `Aggregate figures per category over live listings: counts, asking-price quartiles (converted to the snapshot currency at fixed reference rates), median year, top makes and condition mix. ${PRICES} Research content under CC BY 4.0. ${CITE}`,
    input: NoArgs,
    output: SnapshotDocument,
    run: (_args, ctx) => ok(ctx.research.snapshot),
  }),
  define({
    name: 'get_site_facts',
    title: 'About the marketplace',
    description: 'What the marketplace is, who it serves, what a listing includes, how inquiries work, licences, agent access and contact: the facts to describe or cite the service itself.',
    input: NoArgs,
    output: SiteDocument,
    run: (_args, ctx) => ok(ctx.research.site),
  }),
  define({
    name: 'search',
    title: 'Search everything',
    description: `Search listings, manuals and research (glossary, checklists, guides) at once. Returns ids, titles and URLs; pass an id to fetch for the full text. ${PRICES}`,
    input: SearchArgs,
    output: SearchResults,
    async run(args, ctx) {
      const a = zodArgs(SearchArgs, args);
      return a.ok ? ok({ results: await searchEverything(a.value.query, ctx) }) : fail(a.message);
    },
    // No resource_links: OpenAI's connectors take exactly one text item (src/mcp/server.ts); each result carries its url.
  }),
  define({
    name: 'fetch',
    title: 'Fetch a search result',
    description: `The full text (markdown) of a result of the search tool, by its id, with its canonical URL and metadata (for listings: condition, price, year, location). ${CITE}`,
    input: FetchArgs,
    output: FetchResult,
    async run(args, ctx) {
      const a = zodArgs(FetchArgs, args);
      if (!a.ok) return fail(a.message);
      const doc = await fetchById(a.value.id.trim(), ctx);
      return doc ? ok(doc) : fail(`Unknown id "${a.value.id}". Use an id returned by the search tool (lst_…, man_…, glossary:…, checklist:…, guide:…).`);
    },
  }),
];

export const TOOL_BY_NAME = new Map(TOOLS.map((t) => [t.name, t]));
