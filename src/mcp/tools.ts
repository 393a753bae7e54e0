// The MCP tools: each one a REST resource or search, with input and output
// schemas generated from the same zod schemas as the REST API, and results
// that are the REST bodies themselves.
import { z } from 'zod';
import { tidy, type JsonSchema } from '../openapi/components.ts';
import { ListingSearchDocument, ManualSearchDocument } from '../openapi/search-schemas.ts';
import {
  ChecklistDocument, ChecklistIndexDocument, GlossaryDocument, GuideIndexDocument, ListingDocument, ManualDocument, SiteDocument, SnapshotDocument,
} from '../schemas/public.ts';
import { ListingSearchParams, ManualSearchParams, parseQuery, querySchema, type ParamSpec } from '../schemas/query.ts';
import { CATEGORIES } from '../schemas/vocabulary.ts';
import {
  listingLookupDocument, listingSearchDocument, manualLookupDocument, manualSearchDocument,
} from '../core/search-documents.ts';
import { listingMarkdown, manualMarkdown } from '../markdown/twins.ts';
import type { ListingSearch, ManualSearch } from '../search/index.ts';
import type { ResearchData } from '../build/research-data.ts';
import {
  ChecklistArgs, FetchArgs, FetchResult, GlossaryArgs, LookupListingArgs, LookupManualArgs, NoArgs, SearchArgs, SearchResults,
} from './schemas.ts';

export interface McpContext { listings: ListingSearch; manuals: ManualSearch; research: ResearchData }

export type ToolOutcome = { ok: true; body: unknown } | { ok: false; message: string };

export interface Tool {
  name: string;
  title: string;
  description: string;
  inputSchema: JsonSchema;
  outputSchema: JsonSchema;
  run(args: Record<string, unknown>, ctx: McpContext): ToolOutcome;
}

const CITE = 'Cite the canonical_url (or each item\'s url) and use the attribution text when you quote it.';
const PRICES = 'Prices are sellers\' asking prices on live listings, not closed-transaction comparables.';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = tidy(z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' })) as JsonSchema;
  return rest;
};

const ok = (body: unknown): ToolOutcome => ({ ok: true, body });
const fail = (message: string): ToolOutcome => ({ ok: false, message });

/** Tool arguments go through the REST parser, so both reject the same values with the same words. */
function parseArgs<S extends ParamSpec>(spec: S, args: Record<string, unknown>) {
  const raw: Record<string, string | undefined> = {};
  for (const key of Object.keys(spec)) {
    const v = args[key];
    if (v !== undefined && v !== null) raw[key] = typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
  const r = parseQuery(spec, raw);
  if (r.ok) return r;
  const message = r.errors.map((e) => `${e.loc[1]}: ${e.msg} (got ${JSON.stringify(e.input)}).`).join(' ');
  return { ok: false as const, message: `Invalid arguments. ${message} Fix these and call the tool again.` };
}

function zodArgs<T extends z.ZodType>(schema: T, args: Record<string, unknown>): { ok: true; value: z.infer<T> } | { ok: false; message: string } {
  const r = schema.safeParse(args);
  if (r.success) return { ok: true, value: r.data };
  return { ok: false, message: `Invalid arguments. ${r.error.issues.map((i) => `${i.path.join('.') || 'arguments'}: ${i.message}.`).join(' ')}` };
}

const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();

function define<I extends z.ZodType>(t: {
  name: string; title: string; description: string; input: I; output: z.ZodType; run: (args: Record<string, unknown>, ctx: McpContext) => ToolOutcome;
}): Tool {
  return { name: t.name, title: t.title, description: t.description, inputSchema: jsonSchema(t.input, 'input'), outputSchema: jsonSchema(t.output, 'output'), run: t.run };
}

export const TOOLS: Tool[] = [
  define({
    name: 'search_listings',
    title: 'Search used machine listings',
    description: `Search approved listings of used production machines. Use it to find machines by type, make, model, category, condition or location; every filter is optional. q is full text (make and model matches rank first; one typo and plurals are tolerated); category and condition take a slug or label; location takes a two-letter country or region code (DE, OH) or part of a place name. Results are paged (per_page 1–50) with exact totals and facets. Sold listings are left out unless include_sold is true. ${PRICES} ${CITE}`,
    input: querySchema(ListingSearchParams),
    output: ListingSearchDocument,
    run(args, ctx) {
      const p = parseArgs(ListingSearchParams, args);
      return p.ok ? ok(listingSearchDocument(ctx.listings, p.value)) : fail(p.message);
    },
  }),
  define({
    name: 'get_listing',
    title: 'Get one listing',
    description: `One listing by slug or public id (lst_…), with every published fact: price, condition, year, location, power, specs, photos, shipping notes and seller type. Sold listings are found too and say status "sold". ${PRICES} ${CITE}`,
    input: LookupListingArgs,
    output: ListingDocument,
    run(args, ctx) {
      const a = zodArgs(LookupListingArgs, args);
      if (!a.ok) return fail(a.message);
      const doc = listingLookupDocument(ctx.listings, a.value.slug_or_id.trim());
      return doc ? ok(doc) : fail(`No listing has the slug or id "${a.value.slug_or_id}". Use search_listings to find listings and pass an id or slug from its items.`);
    },
  }),
  define({
    name: 'search_manuals',
    title: 'Search machine manuals',
    description: `Search the manual library (operator, service, parts, electrical and other documents) by text, make and model. model ignores case, spaces and hyphens (SM52 finds SM 52). Each manual has a download_url and a page url to cite. ${CITE}`,
    input: querySchema(ManualSearchParams),
    output: ManualSearchDocument,
    run(args, ctx) {
      const p = parseArgs(ManualSearchParams, args);
      return p.ok ? ok(manualSearchDocument(ctx.manuals, p.value)) : fail(p.message);
    },
  }),
  define({
    name: 'get_manual',
    title: 'Get one manual',
    description: `One manual by public id (man_…): make, model, document type, language, pages, size, format and download URL. ${CITE}`,
    input: LookupManualArgs,
    output: ManualDocument,
    run(args, ctx) {
      const a = zodArgs(LookupManualArgs, args);
      if (!a.ok) return fail(a.message);
      const doc = manualLookupDocument(ctx.manuals, a.value.public_id.trim());
      return doc ? ok(doc) : fail(`No manual has the id "${a.value.public_id}". Use search_manuals and pass an id from its items.`);
    },
  }),
  define({
    name: 'get_glossary',
    title: 'Glossary of used equipment terms',
    description: `Definitions of trade terms used in listings and guides (e.g. guillotine cutter, spindle taper, clamping force). Give a term, alias or slug to get just that entry, or nothing for all terms. Research content under CC BY 4.0. ${CITE}`,
    input: GlossaryArgs,
    output: GlossaryDocument,
    run(args, ctx) {
      const a = zodArgs(GlossaryArgs, args);
      if (!a.ok) return fail(a.message);
      const all = ctx.research.glossary;
      const want = a.value.term ? fold(a.value.term) : '';
      if (!want) return ok(all);
      const terms = all.data.terms.filter((t) => [t.slug, t.term, ...t.aliases].some((x) => fold(x) === want));
      const found = terms.length ? terms : all.data.terms.filter((t) => fold(t.term).includes(want) || t.aliases.some((x) => fold(x).includes(want)));
      if (!found.length) return fail(`No glossary term matches "${a.value.term}". Call get_glossary without a term to see all ${all.data.terms.length} terms.`);
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
  }),
  define({
    name: 'get_checklist',
    title: 'Get an inspection checklist',
    description: `What to check before buying a used machine of one category, in sections, each item marked critical, important or advisory. Pass a checklist slug from list_checklists, or a category slug or label. Research content under CC BY 4.0. ${CITE}`,
    input: ChecklistArgs,
    output: ChecklistDocument,
    run(args, ctx) {
      const a = zodArgs(ChecklistArgs, args);
      if (!a.ok) return fail(a.message);
      const key = fold(a.value.slug);
      const docs = Object.values(ctx.research.checklists);
      const category = CATEGORIES.find(([slug, label]) => slug === key || fold(label) === key)?.[0];
      const doc = ctx.research.checklists[key] ?? docs.find((d) => d.data.category === category);
      return doc ? ok(doc) : fail(`No checklist "${a.value.slug}". Known slugs: ${Object.keys(ctx.research.checklists).join(', ')}.`);
    },
  }),
  define({
    name: 'list_guides',
    title: 'List buyer guides and category overviews',
    description: `Buyer guides (how to judge, inspect, ship and price used machines) and one overview per category, each with a page url and a markdown_url to read it. Research content under CC BY 4.0. ${CITE}`,
    input: NoArgs,
    output: GuideIndexDocument,
    run: (_args, ctx) => ok(ctx.research.guideIndex),
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
    run(args, ctx) {
      const a = zodArgs(SearchArgs, args);
      if (!a.ok) return fail(a.message);
      return ok({ results: searchEverything(a.value.query, ctx) });
    },
  }),
  define({
    name: 'fetch',
    title: 'Fetch a search result',
    description: `The full text (markdown) of a result of the search tool, by its id, with its canonical URL and metadata. ${CITE}`,
    input: FetchArgs,
    output: FetchResult,
    run(args, ctx) {
      const a = zodArgs(FetchArgs, args);
      if (!a.ok) return fail(a.message);
      const doc = fetchById(a.value.id.trim(), ctx);
      return doc ? ok(doc) : fail(`Unknown id "${a.value.id}". Use an id returned by the search tool (lst_…, man_…, glossary:…, checklist:…, guide:…).`);
    },
  }),
];

export const TOOL_BY_NAME = new Map(TOOLS.map((t) => [t.name, t]));

function searchEverything(query: string, ctx: McpContext) {
  const q = ListingSearchParams.q.parse(query);
  const text = q.ok ? q.value : '';
  const listings = ctx.listings.searchListings({ q: text, category: null, condition: null, make: '', location: '', include_sold: false, page: 1, per_page: 10 });
  const manuals = ctx.manuals.searchManuals({ q: text, make: '', model: '', page: 1, per_page: 5 });
  const words = fold(text).split(/\s+/).filter((w) => w.length > 1);
  const research = words.length
    ? ctx.research.documents
      .map((d) => ({ d, hits: words.filter((w) => fold(`${d.title} ${d.keywords}`).includes(w.replace(/s$/, ''))).length }))
      .filter((x) => x.hits === words.length)
      .slice(0, 5)
      .map((x) => x.d)
    : [];
  return [
    ...listings.items.map((l) => ({ id: l.id, title: l.title, url: l.url })),
    ...manuals.items.map((m) => ({ id: m.id, title: m.title, url: m.url })),
    ...research.map((d) => ({ id: d.id, title: d.title, url: d.url })),
  ];
}

function fetchById(id: string, ctx: McpContext) {
  if (id.startsWith('lst_')) {
    const l = ctx.listings.getListing(id);
    return l && {
      id: l.id, title: l.title, text: listingMarkdown(l), url: l.url,
      metadata: { type: 'listing', status: l.status, category: l.category, make: l.make, model: l.model, year: l.year, price_amount: l.price.amount, price_currency: l.price.currency, price_type: 'asking', json_url: l.json_url },
    };
  }
  if (id.startsWith('man_')) {
    const m = ctx.manuals.getManual(id);
    return m && {
      id: m.id, title: m.title, text: manualMarkdown(m), url: m.url,
      metadata: { type: 'manual', make: m.make, model: m.model, document_type: m.document_type, language: m.language, download_url: m.download_url },
    };
  }
  const d = ctx.research.documents.find((x) => x.id === id);
  return d && { id: d.id, title: d.title, text: d.text, url: d.url, metadata: d.metadata };
}
