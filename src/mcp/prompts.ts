// MCP prompts: one per inspection checklist ("inspect a used guillotine
// before buying": the checklist, optionally one listing's facts, and the
// questions for the seller), plus compare_listings and fair_price_check. Each
// is built on what the tools return (the same core and research documents),
// so a prompt never states a fact the tools would not. Defined once per
// function instance from the research data it carries (./server.ts).
import type { Checklist, Listing } from '../schemas/public.ts';
import type { McpContext } from './context.ts';
import { checklistPromptText, comparePromptText, fairPricePromptText } from './prompt-text.ts';

interface PromptArgument {
  name: string;
  description: string;
  required: boolean;
}
export interface PromptSummary {
  name: string;
  title: string;
  description: string;
  arguments: PromptArgument[];
}

/** What prompts/get answers when the arguments are wrong: the message says what to change. */
export class PromptArgumentError extends Error {}

export interface Prompt extends PromptSummary {
  /** The prompt's text for these arguments (strings, as MCP sends them). */
  text(args: Record<string, string>, ctx: McpContext): Promise<string>;
}

/** Listings a compare_listings prompt takes. */
const COMPARE_MIN = 2;
const COMPARE_MAX = 5;

const LISTING_ARG = 'listing';
const listingKeyHelp = 'slug (e.g. polar-n-115-plus-2008-dayton) or public id (lst_…) of a listing';

/** The listing named by `key`, or an argument error that says how to find one. */
async function listing(ctx: McpContext, key: string): Promise<Listing> {
  const found = key.trim() ? await ctx.listings.getListing(key.trim()) : undefined;
  if (!found)
    throw new PromptArgumentError(
      `No listing has the slug or id "${key}". Use the search_listings tool to find one and pass its id or slug.`,
    );
  return found;
}

/** A label inside a sentence: lower-cased unless it opens with an acronym (CNC). */
export const inSentence = (label: string) =>
  /^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);

/** The prompt name of a checklist: inspect_ and its slug without the -inspection suffix, in snake case. */
const inspectPromptName = (checklistSlug: string) =>
  `inspect_${checklistSlug.replace(/-inspection$/, '').replace(/-/g, '_')}`;

/** The prompts over these checklists (the research the function carries). */
export function promptsFor(checklists: Checklist[]): Prompt[] {
  const inspect = checklists.map(
    (c): Prompt => ({
      name: inspectPromptName(c.slug),
      title: `Inspect before buying: ${c.title.replace(/ inspection checklist$/i, '')}`,
      description: `${c.summary} The ${inSentence(c.title)} (${c.item_count} items), optionally with one listing's facts and the questions to ask its seller.`,
      arguments: [{ name: LISTING_ARG, description: `Optional: the ${listingKeyHelp} to inspect.`, required: false }],
      async text(args, context) {
        const key = args[LISTING_ARG]?.trim();
        return checklistPromptText(context, c, key ? await listing(context, key) : undefined);
      },
    }),
  );
  return [
    ...inspect,
    {
      name: 'compare_listings',
      title: 'Compare used machine listings',
      description: `Compare ${COMPARE_MIN} to ${COMPARE_MAX} listings side by side (price, year, condition, location, status) and say which to inspect first and what to ask.`,
      arguments: [
        {
          name: 'listings',
          description: `${COMPARE_MIN} to ${COMPARE_MAX} listing slugs or ids (lst_…), comma-separated.`,
          required: true,
        },
      ],
      async text(args, context) {
        const keys = [
          ...new Set(
            (args.listings ?? '')
              .split(',')
              .map((k) => k.trim())
              .filter(Boolean),
          ),
        ];
        if (keys.length < COMPARE_MIN || keys.length > COMPARE_MAX) {
          throw new PromptArgumentError(
            `Pass ${COMPARE_MIN} to ${COMPARE_MAX} different listing slugs or ids in "listings", comma-separated (got ${keys.length}).`,
          );
        }
        return comparePromptText(context, await Promise.all(keys.map((k) => listing(context, k))));
      },
    },
    {
      name: 'fair_price_check',
      title: 'Check whether an asking price is fair',
      description:
        "Weigh one listing's asking price against the market snapshot of its category and comparable live listings (asking prices, not sold prices).",
      arguments: [{ name: LISTING_ARG, description: `The ${listingKeyHelp}.`, required: true }],
      async text(args, context) {
        return fairPricePromptText(context, await listing(context, args[LISTING_ARG] ?? ''));
      },
    },
  ];
}

/** Name, title, description and arguments, as prompts/list and the discovery document give them. */
export const promptSummary = ({ name, title, description, arguments: a }: Prompt): PromptSummary => ({
  name,
  title,
  description,
  arguments: a,
});
