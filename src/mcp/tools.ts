// The MCP tools: each one a REST resource or search, with input and output
// schemas generated from the same zod schemas as the REST API, and results
// that are the REST bodies themselves. Order here is the order tools/list
// gives (deterministic: search first, then lookups, then research).
import { ManualSearchDocument } from '../schemas/responses.ts';
import { SiteDocument } from '../schemas/public.ts';
import {
  ChecklistDocument,
  ChecklistIndexDocument,
  GlossaryToolResult,
  GuideIndexDocument,
  ManualDocument,
  SnapshotDocument,
} from '../schemas/documents.ts';
import { ListingSearchParams, ManualSearchParams } from '../schemas/query.ts';
import { checklistKey, findGlossaryTerms } from '../search/research.ts';
import { manualLookupDocument, manualSearchDocument } from '../core/search-documents.ts';
import { fetchById, searchEverything } from './connector.ts';
import { restArgsSchema } from './input-schema.ts';
import { LISTING_TOOLS } from './listing-tools.ts';
import {
  CITE,
  PRICES,
  checklistLink,
  define,
  fail,
  guideLink,
  manualLink,
  ok,
  parseArgs,
  zodArgs,
  type Tool,
} from './tool-kit.ts';
import {
  ChecklistArgs,
  FetchArgs,
  FetchResult,
  GlossaryArgs,
  LookupManualArgs,
  NoArgs,
  SearchArgs,
  SearchResults,
} from './schemas.ts';

export type { Tool } from './tool-kit.ts';

export const TOOLS: Tool[] = [
  ...LISTING_TOOLS,
  define({
    name: 'search_manuals',
    title: 'Search machine manuals',
    description: `Search the manual library (operator, service, parts, electrical and other documents) by text, make and model. model ignores case, spaces and hyphens (SM52 finds SM 52). Each manual has a download_url and a page url to cite.`,
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
    description: `One manual by public id (man_…): make, model, document type, language, pages, size, format and download URL.`,
    input: LookupManualArgs,
    output: ManualDocument,
    async run(args, ctx) {
      const a = zodArgs(LookupManualArgs, args);
      if (!a.ok) return fail(a.message);
      const doc = await manualLookupDocument(ctx.manuals, a.value.public_id.trim());
      return doc
        ? ok(doc)
        : fail(`No manual has the id "${a.value.public_id}". Use search_manuals and pass an id from its items.`);
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
      if (!a.value.term?.trim())
        return ok({
          ...all,
          data: {
            terms: all.data.terms.map(({ slug, term, aliases, category, url }) => ({
              slug,
              term,
              aliases,
              category,
              url,
            })),
          },
        });
      const found = findGlossaryTerms(all.data.terms, a.value.term);
      if (!found.length)
        return fail(
          `No glossary term matches "${a.value.term.slice(0, 100)}". Call get_glossary without a term for the list of all ${all.data.terms.length} terms.`,
        );
      return ok({ ...all, data: { terms: found } });
    },
  }),
  define({
    name: 'list_checklists',
    title: 'List inspection checklists',
    description: `The inspection checklists, one per equipment category, with their slugs and item counts. Use get_checklist for the items.`,
    input: NoArgs,
    output: ChecklistIndexDocument,
    run: (_args, ctx) => ok(ctx.research.checklistIndex),
    links: (b) => b.data.checklists.map(checklistLink),
  }),
  define({
    name: 'get_checklist',
    title: 'Get an inspection checklist',
    description: `What to check before buying a used machine of one category, in sections, each item marked critical, important or advisory. Pass a checklist slug from list_checklists (the key of GET /checklists/{slug}); a category slug or label is answered with the slug of its checklist.`,
    input: ChecklistArgs,
    output: ChecklistDocument,
    run(args, ctx) {
      const a = zodArgs(ChecklistArgs, args);
      if (!a.ok) return fail(a.message);
      const doc = ctx.research.checklists[checklistKey(a.value.slug)];
      if (doc) return ok(doc);
      // The key is the REST path's; a category named instead gets its checklist's slug to call again with.
      const category = ListingSearchParams.category.parse(a.value.slug);
      const hint =
        category.ok && Object.values(ctx.research.checklists).find((d) => d.data.category === category.value);
      return fail(
        `No checklist "${a.value.slug}".${hint ? ` The checklist for that category is "${hint.data.slug}".` : ''} Known slugs: ${Object.keys(ctx.research.checklists).join(', ')}.`,
      );
    },
    links: (b) => [checklistLink(b.data)],
  }),
  define({
    name: 'list_guides',
    title: 'List buyer guides and category overviews',
    description: `Buyer guides (how to judge, inspect, ship and price used machines) and one overview per category, each with a page url and a markdown_url to read it.`,
    input: NoArgs,
    output: GuideIndexDocument,
    run: (_args, ctx) => ok(ctx.research.guideIndex),
    links: (b) => b.data.guides.map(guideLink),
  }),
  define({
    name: 'get_market_snapshot',
    title: 'Market snapshot',
    description: `Aggregate figures per category over live listings: counts, asking-price quartiles (converted to the snapshot currency at fixed reference rates), median year, top makes and condition mix. ${PRICES}`,
    input: NoArgs,
    output: SnapshotDocument,
    run: (_args, ctx) => ok(ctx.research.snapshot),
  }),
  define({
    name: 'get_site_facts',
    title: 'About the marketplace',
    description:
      'What the marketplace is, who it serves, what a listing includes, how inquiries work, licences, agent access and contact: the facts to describe or cite the service itself.',
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
    // No resource_links: OpenAI's connectors take exactly one text item (src/mcp/call.ts); each result carries its url.
  }),
  define({
    name: 'fetch',
    title: 'Fetch a search result',
    description: `The full text (markdown) of a result of the search tool, by its id, with its canonical URL and metadata (for listings: condition, price, year, location).`,
    input: FetchArgs,
    output: FetchResult,
    async run(args, ctx) {
      const a = zodArgs(FetchArgs, args);
      if (!a.ok) return fail(a.message);
      const doc = await fetchById(a.value.id.trim(), ctx);
      return doc
        ? ok(doc)
        : fail(
            `Unknown id "${a.value.id}". Use an id returned by the search tool (lst_…, man_…, glossary:…, checklist:…, guide:…).`,
          );
    },
  }),
];

export const TOOL_BY_NAME = new Map(TOOLS.map((t) => [t.name, t]));
