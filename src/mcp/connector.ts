// `search` and `fetch` in the shapes OpenAI documents for connectors: search
// over listings, manuals and research returns {results:[{id,title,url}]};
// fetch by one of those ids returns {id,title,text,url,metadata}. Both answer
// exactly one text content item holding that JSON (./server.ts).
import { ListingSearchParams, ManualSearchParams } from '../schemas/query.ts';
import { parseParams } from '../schemas/parse-params.ts';
import { listingMarkdown } from '../markdown/listing-twin.ts';
import { manualMarkdown } from '../markdown/manual-twin.ts';
import { blend, type BlendDoc } from '../search/blend.ts';
import { didYouMean } from '../search/understand/corrections.ts';
import type { ResearchDocument } from '../build/research-data.ts';
import type { McpContext } from './context.ts';

/** Results of the search tool at most. */
const SEARCH_RESULTS = 20;

/**
 * Listings (read as the listing search reads q: constraints, machine types in any language), manuals and research,
 * ranked together (src/search/blend.ts) by the words asked about and the kind of answer the intent words ask for.
 */
export async function searchEverything(query: string, ctx: McpContext) {
  // Defaults come from the REST parser, so new listing parameters need no change here.
  const parsed = parseParams(ListingSearchParams, { q: query, per_page: '10' });
  if (!parsed.ok) return [];
  const listings = await ctx.listings.searchListings(parsed.value);
  const u = listings.understood;
  const phrases = u?.phrases ?? [];
  // What the buyer asked about: the words of the text search (makes included), corrected where a correction answered.
  const text = u ? didYouMean(u.text, u.corrections) : parsed.value.q;
  const manualQuery = parseParams(ManualSearchParams, { q: text || parsed.value.q, per_page: '10' });
  const manuals = manualQuery.ok ? await ctx.manuals.searchManuals(manualQuery.value) : { items: [] };
  const docs: BlendDoc[] = [
    ...listings.items.map((l) =>
      catalogDoc(
        'listing',
        l,
        `${l.category_label} ${l.description} ${l.specs.map((x) => `${x.label} ${x.value}`).join(' ')}`,
      ),
    ),
    ...manuals.items.map((m) => catalogDoc('manual', m, `${m.document_type} manual ${m.description}`)),
    ...ctx.research.documents.map(researchDoc),
  ];
  const categories = phrases.flatMap((p) => (p.category ? [p.category] : []));
  const listingFilter = phrases.some((p) => p.applied && p.filter && p.kind !== 'type');
  return blend(docs, { text, intents: u?.intents ?? [], categories, listings: listingFilter }, SEARCH_RESULTS).map(
    (d) => ({ id: d.id, title: d.title, url: d.url }),
  );
}

/** A listing or manual as the blend ranks it: title, make and model weigh most, then the rest of its text. */
const catalogDoc = (
  kind: 'listing' | 'manual',
  r: { id: string; title: string; url: string; category?: string | null; make: string; model: string },
  rest: string,
): BlendDoc => ({
  kind,
  id: r.id,
  title: r.title,
  url: r.url,
  category: r.category,
  fields: [
    [r.title, 3],
    [`${r.make} ${r.model}`, 3],
    [rest, 1],
  ],
});

const RESEARCH_KIND: Record<string, BlendDoc['kind']> = { glossary_term: 'glossary', checklist: 'checklist' };

const researchDoc = (d: ResearchDocument): BlendDoc => ({
  kind: RESEARCH_KIND[d.metadata.type ?? ''] ?? 'guide',
  id: d.id,
  title: d.title,
  url: d.url,
  category: d.metadata.category,
  fields: [
    [d.keywords, 3],
    [d.text.slice(0, 600), 2],
    [d.text, 1],
  ],
});

/** What the twins need to link a category to its overview, from the research the function carries. */
export const twinSource = (ctx: McpContext) => ({
  origin: ctx.listings.origin,
  guides: ctx.research.guideIndex.data.guides.map((guide) => ({ guide })),
});

export async function fetchById(id: string, ctx: McpContext) {
  if (/^lst_/i.test(id)) {
    const l = await ctx.listings.getListing(id);
    return (
      l && {
        id: l.id,
        title: l.title,
        text: listingMarkdown(twinSource(ctx), l),
        url: l.url,
        metadata: {
          type: 'listing',
          status: l.status,
          category: l.category,
          make: l.make,
          model: l.model,
          year: l.year,
          condition: l.condition,
          condition_label: l.condition_label,
          price: l.price.amount === null ? 'on request' : `${l.price.amount} ${l.price.currency}`,
          price_amount: l.price.amount,
          price_currency: l.price.currency,
          price_type: 'asking',
          location: l.location.display,
          country: l.location.country,
          json_url: l.json_url,
        },
      }
    );
  }
  if (/^man_/i.test(id)) {
    const m = await ctx.manuals.getManual(id);
    return (
      m && {
        id: m.id,
        title: m.title,
        text: manualMarkdown(twinSource(ctx), m),
        url: m.url,
        metadata: {
          type: 'manual',
          make: m.make,
          model: m.model,
          year: m.year,
          document_type: m.document_type,
          language: m.language,
          download_url: m.download_url,
        },
      }
    );
  }
  const d = ctx.research.documents.find((x) => x.id === id);
  return d && { id: d.id, title: d.title, text: d.text, url: d.url, metadata: d.metadata };
}
