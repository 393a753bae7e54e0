// `search` and `fetch` in the shapes OpenAI documents for connectors: search
// over listings, manuals and research returns {results:[{id,title,url}]};
// fetch by one of those ids returns {id,title,text,url,metadata}. Both answer
// exactly one text content item holding that JSON (./server.ts).
import { ListingSearchParams, ManualSearchParams, parseQuery } from '../schemas/query.ts';
import { listingMarkdown } from '../markdown/listing-twin.ts';
import { manualMarkdown } from '../markdown/manual-twin.ts';
import { searchResearch } from '../search/research.ts';
import type { McpContext } from './context.ts';

export async function searchEverything(query: string, ctx: McpContext) {
  // Defaults come from the REST parser, so new listing parameters need no change here.
  const parsed = parseQuery(ListingSearchParams, { q: query, per_page: '10' });
  if (!parsed.ok) return [];
  const text = parsed.value.q;
  const listings = await ctx.listings.searchListings(parsed.value);
  const manualQuery = parseQuery(ManualSearchParams, { q: text, per_page: '5' });
  const manuals = manualQuery.ok ? await ctx.manuals.searchManuals(manualQuery.value) : { items: [] };
  const research = searchResearch(ctx.research.documents, text, 5);
  return [
    ...listings.items.map((l) => ({ id: l.id, title: l.title, url: l.url })),
    ...manuals.items.map((m) => ({ id: m.id, title: m.title, url: m.url })),
    ...research.map((d) => ({ id: d.id, title: d.title, url: d.url })),
  ];
}

/** What the twins need to link a category to its overview, from the research the function carries. */
export const twinSource = (ctx: McpContext) => ({ origin: ctx.listings.origin, guides: ctx.research.guideIndex.data.guides.map((guide) => ({ guide })) });

export async function fetchById(id: string, ctx: McpContext) {
  if (/^lst_/i.test(id)) {
    const l = await ctx.listings.getListing(id);
    return l && {
      id: l.id, title: l.title, text: listingMarkdown(twinSource(ctx), l), url: l.url,
      metadata: {
        type: 'listing', status: l.status, category: l.category, make: l.make, model: l.model, year: l.year,
        condition: l.condition, condition_label: l.condition_label,
        price: l.price.amount === null ? 'on request' : `${l.price.amount} ${l.price.currency}`,
        price_amount: l.price.amount, price_currency: l.price.currency, price_type: 'asking',
        location: l.location.display, country: l.location.country, json_url: l.json_url,
      },
    };
  }
  if (/^man_/i.test(id)) {
    const m = await ctx.manuals.getManual(id);
    return m && {
      id: m.id, title: m.title, text: manualMarkdown(twinSource(ctx), m), url: m.url,
      metadata: { type: 'manual', make: m.make, model: m.model, year: m.year, document_type: m.document_type, language: m.language, download_url: m.download_url },
    };
  }
  const d = ctx.research.documents.find((x) => x.id === id);
  return d && { id: d.id, title: d.title, text: d.text, url: d.url, metadata: d.metadata };
}
