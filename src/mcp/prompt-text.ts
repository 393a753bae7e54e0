// The text of the MCP prompts (./prompts.ts): instructions for the model,
// then the facts it needs, taken from the same places the tools read (the
// listing twin, the checklist twin, the market snapshot, the listing search),
// and the tools to call for more. Markdown, one user message.
import { PRICE_NOTICE } from '../catalog/attribution.ts';
import { SERVICE_NAME } from '../config.ts';
import { money, priceValue, yearText } from '../present/format.ts';
import { listingMarkdown } from '../markdown/listing-twin.ts';
import type { Checklist, Listing } from '../schemas/public.ts';
import { ListingSearchParams } from '../schemas/query.ts';
import { parseParams } from '../schemas/parse-params.ts';
import { categoryLabel } from '../schemas/vocabulary.ts';
import { twinSource } from './connector.ts';
import type { McpContext } from './context.ts';
import { inSentence } from './prompts.ts';

/** Comparable listings a fair-price prompt shows at most. */
const COMPARABLES = 5;

const HOW_TO_ASK = `Questions go to the seller through ${SERVICE_NAME}'s inquiry form on the listing page, quoting the listing id; ${SERVICE_NAME} publishes no seller e-mail address or telephone number.`;

/**
 * A twin inside the prompt, its headings two levels down (its `# Title`
 * becomes `###` under the prompt's `##` section). Twins escape a `#` that
 * opens seller text, so every line opening with `#` is a heading.
 */
const nested = (markdown: string) => markdown.trim().replace(/^(#{1,4}) /gm, '##$1 ');

const lines = (...parts: (string | false | undefined)[]) =>
  parts.filter((p) => p !== false && p !== undefined).join('\n\n');

/** One line of key facts: title, price, year, condition, location, status, URL. */
const summary = (l: Listing) =>
  `- **${l.title}** (\`${l.id}\`): ${priceValue(l.price)}; ${yearText(l.year)}; ${l.condition_label}; ${l.location.display}; ${l.status}. ${l.url}`;

export function checklistPromptText(ctx: McpContext, c: Checklist, listing?: Listing): string {
  const twin = ctx.research.documents.find((d) => d.id === `checklist:${c.slug}`)?.text ?? '';
  const critical = c.sections.flatMap((s) =>
    s.items
      .filter((i) => i.severity === 'critical')
      .map((i) => `- ${s.title}: please confirm, or say what is known: ${i.text}`),
  );
  const other =
    listing && listing.category !== c.category
      ? `Note: this listing is in ${listing.category_label}, not ${categoryLabel(c.category)}; the checklist of its own category may fit better (list_checklists names it).`
      : undefined;
  return lines(
    listing
      ? `I am considering buying this used machine: ${listing.title} (${listing.url}). Help me inspect it before I buy, with the ${SERVICE_NAME} inspection checklist below.`
      : `I am about to buy used equipment (${inSentence(categoryLabel(c.category))}). Help me inspect it before I buy, with the ${SERVICE_NAME} ${inSentence(c.title)} below.`,
    [
      '1. Walk me through the checklist section by section; the critical items decide whether to walk away.',
      listing
        ? '2. Say which items the listing already answers (its facts, specifications and description) and which it leaves open.'
        : '2. Say what to look at, listen for and ask to see running for each item.',
      `3. Turn every critical item the ${listing ? 'listing' : 'seller'} does not settle into a question for the seller (drafts below). ${HOW_TO_ASK}`,
      '4. Cite the checklist and the listing by their URLs.',
    ].join('\n'),
    other,
    listing && `## The listing\n\n${nested(listingMarkdown(twinSource(ctx), listing))}`,
    `## The checklist\n\n${nested(twin)}`,
    critical.length > 0 && `## Questions for the seller (drafts, from the critical items)\n\n${critical.join('\n')}`,
    "More: get_listing for a listing's full record, get_checklist for this checklist as JSON, search_manuals for the make and model's manuals.",
  );
}

export function comparePromptText(_ctx: McpContext, listings: Listing[]): string {
  const categories = [...new Set(listings.map((l) => l.category))];
  return lines(
    `Compare these ${listings.length} used machine listings from ${SERVICE_NAME} for me, side by side: asking price, year, condition, operational status, location and what shipping would involve. Say which one to inspect first and why, and what to ask each seller. ${PRICE_NOTICE}`,
    `## The listings\n\n${listings.map(summary).join('\n')}`,
    [
      'Use the tools for the rest:',
      `- get_listing with each id for specifications, power, shipping notes and the seller's type;`,
      `- get_checklist with ${categories.map((c) => `"${c}"`).join(' or ')} for the inspection checklist of ${categories.length > 1 ? 'each category' : 'the category'};`,
      '- get_market_snapshot for the asking-price quartiles of the category.',
    ].join('\n'),
    `Cite each listing by its URL. ${HOW_TO_ASK}`,
  );
}

export async function fairPricePromptText(ctx: McpContext, l: Listing): Promise<string> {
  const snap = ctx.research.snapshot.data;
  const cat = snap.categories.find((c) => c.slug === l.category);
  const q = parseParams(ListingSearchParams, { category: l.category, make: l.make, per_page: String(COMPARABLES + 1) });
  const found = q.ok ? await ctx.listings.searchListings(q.value) : { items: [] as Listing[] };
  const comparables = found.items.filter((x) => x.id !== l.id).slice(0, COMPARABLES);
  const rate = snap.exchange_rates.rates;
  const quartiles = cat?.asking_price;
  return lines(
    `Is the asking price of this used machine on ${SERVICE_NAME} fair? Weigh it against the market snapshot of its category and the comparable listings below, allowing for year, condition, operational status and what is included, and say what price range to aim for when making an offer. ${PRICE_NOTICE}`,
    `## The listing\n\n${summary(l)}\n- Make and model: ${l.make} ${l.model}`,
    cat
      ? `## ${cat.label}: market snapshot of ${snap.as_of.slice(0, 10)} (${snap.currency})\n\n${[
          `- Live listings: ${cat.live_listings} (${cat.priced_listings} priced, ${cat.price_on_request} on request)`,
          quartiles &&
            `- Asking prices: minimum ${money(quartiles.min, snap.currency)}, lower quartile ${money(quartiles.p25, snap.currency)}, median ${money(quartiles.median, snap.currency)}, upper quartile ${money(quartiles.p75, snap.currency)}, maximum ${money(quartiles.max, snap.currency)}`,
          cat.median_year !== null && `- Median year: ${cat.median_year}`,
          `- Reference rates (${snap.exchange_rates.as_of}, value in ${snap.exchange_rates.base}): ${Object.entries(
            rate,
          )
            .map(([c, v]) => `1 ${c} = ${v}`)
            .join(', ')}`,
        ]
          .filter(Boolean)
          .join('\n')}`
      : `## Market snapshot\n\nThe snapshot has no figures for ${l.category_label}.`,
    `## Comparable live listings (same category and make)\n\n${comparables.map(summary).join('\n') || 'None besides this one.'}`,
    'More: search_listings with other filters (year_min, condition, location) for a wider comparison; get_listing for full records; get_market_snapshot for every category.',
  );
}
