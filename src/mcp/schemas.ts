// Tool argument and result schemas that exist only for MCP. Search
// parameters and response bodies come from src/schemas and src/openapi.
import { z } from 'zod';
import { ListingSearchDocument } from '../schemas/responses.ts';

export const LookupListingArgs = z.object({
  slug_or_id: z
    .string()
    .min(1)
    .describe('Listing slug (e.g. polar-n-115-plus-2008-dayton) or public id (lst_…), any case.'),
});
export const LookupManualArgs = z.object({ public_id: z.string().min(1).describe('Public manual id (man_…).') });
export const GlossaryArgs = z.object({
  term: z
    .string()
    .optional()
    .describe(
      'A term, alias or slug (case, punctuation and small misspellings forgiven). Leave out for the list of terms.',
    ),
});
export const ChecklistArgs = z.object({
  slug: z.string().min(1).describe('Checklist slug from list_checklists, as in GET /checklists/{slug} (any case).'),
});
export const NoArgs = z.object({});
export const SearchArgs = z.object({
  query: z.string().describe('What to look for: machine types, makes, models, or research topics.'),
});
export const FetchArgs = z.object({ id: z.string().min(1).describe('An id returned by the search tool.') });

export const SearchResults = z.object({
  results: z.array(z.object({ id: z.string(), title: z.string(), url: z.string().describe('canonical URL to cite') })),
});

export const FetchResult = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string().describe('the markdown twin of the page'),
  url: z.string().describe('canonical URL to cite'),
  metadata: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});

/** search_listings' result: the REST body, whose items are projected like REST `fields` (compact by default). */
export const ListingSearchToolResult = ListingSearchDocument;
