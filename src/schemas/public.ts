// The public resources: exactly what leaves the build. OpenAPI, MCP output
// schemas and the TypeScript types of every output are generated from here.
import { z } from 'zod';
import {
  Category,
  Condition,
  DocumentType,
  GuideKind,
  ListingStatus,
  OperationalStatus,
  SellerType,
  Severity,
} from './vocabulary-enums.ts';
import { ListingId, ManualId } from './content.ts';
import { ConvertedPrice, Quartiles } from './price-context.ts';

export { ConvertedPrice, MIN_MODEL_COMPARABLES, PriceContext } from './price-context.ts';
export { Facet, ListingFacets, PriceStats } from './facets.ts';

const url = z.string().describe('absolute URL');
const timestamp = z.string().describe('ISO 8601 UTC timestamp');

export const License = z
  .object({ name: z.literal('CC BY 4.0'), url: z.literal('https://creativecommons.org/licenses/by/4.0/') })
  .describe('Licence of research content. Cite the canonical_url when you reuse it.');

export const Location = z.object({
  city: z.string(),
  region: z.string().nullable().describe('full region name, e.g. Ohio or Bavaria'),
  region_code: z.string().nullable().describe('short region code such as OH or ON, null where none is used'),
  country: z.string().describe('ISO 3166-1 alpha-2 country code'),
  display: z.string().describe('human-readable location'),
});

export const Price = z.object({
  amount: z.number().nullable().describe('asking price; null when the price is on request'),
  currency: z.string().describe('ISO 4217 currency code'),
  on_request: z.boolean(),
  type: z.literal('asking').describe('always an asking price on a live listing, never a closed-transaction price'),
});

export const Listing = z.object({
  id: ListingId.describe('public listing id (prefix lst_), stable, never a slug'),
  slug: z.string(),
  title: z.string(),
  url: url.describe('canonical human page: cite this'),
  markdown_url: url,
  json_url: url,
  category: Category,
  category_label: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.number().int().nullable(),
  condition: Condition,
  condition_label: z.string(),
  operational_status: OperationalStatus,
  location: Location,
  price: Price,
  power: z
    .object({
      voltage: z.number().int().nullable(),
      phase: z.number().int().nullable(),
      frequency_hz: z.number().int().nullable(),
      notes: z.string().nullable(),
    })
    .nullable(),
  photos: z.array(z.object({ url, alt: z.string(), width: z.number().int(), height: z.number().int() })),
  shipping_notes: z.string().nullable(),
  description: z.string().describe('markdown'),
  specs: z.array(z.object({ label: z.string(), value: z.string() })),
  seller: z
    .object({ name: z.string(), type: SellerType, verified: z.boolean() })
    .describe('who sells; contact goes through the marketplace, never directly'),
  status: ListingStatus,
  listed_at: timestamp,
  updated_at: timestamp,
  sold_at: timestamp.nullable(),
});

/** A listing as the API answers it: the published record, then its price in the currency asked for. */
export const ListingView = Listing.extend({ price_converted: ConvertedPrice.nullable() });

export const Manual = z.object({
  id: ManualId.describe('public manual id (prefix man_)'),
  title: z.string(),
  url: url.describe('canonical human page: cite this'),
  api_url: url.describe('this manual as JSON'),
  markdown_url: url.describe('markdown twin of the page'),
  make: z.string(),
  model: z.string(),
  year: z.number().int().nullable(),
  category: Category.nullable(),
  document_type: DocumentType,
  language: z.string().describe('BCP 47 language tag'),
  pages: z.number().int(),
  file_size_bytes: z.number().int(),
  format: z.string(),
  download_url: url,
  description: z.string(),
  updated_at: timestamp,
});

export const GlossaryTerm = z.object({
  slug: z.string(),
  term: z.string(),
  definition: z.string().describe('markdown'),
  aliases: z.array(z.string()),
  related: z.array(z.string()).describe('slugs of related terms'),
  category: Category.nullable(),
  url,
});

export const ChecklistSummary = z.object({
  slug: z.string(),
  title: z.string(),
  category: Category,
  summary: z.string(),
  item_count: z.number().int(),
  url,
  api_url: url,
  markdown_url: url,
  updated_at: timestamp,
});

export const Checklist = ChecklistSummary.extend({
  sections: z.array(
    z.object({ title: z.string(), items: z.array(z.object({ text: z.string(), severity: Severity })) }),
  ),
});

export const Guide = z.object({
  slug: z.string(),
  kind: GuideKind,
  title: z.string(),
  category: Category.nullable(),
  summary: z.string(),
  url,
  api_url: url,
  markdown_url: url,
  updated_at: timestamp,
});

export const Snapshot = z.object({
  as_of: timestamp,
  currency: z.string(),
  totals: z.object({
    live_listings: z.number().int(),
    sold_listings: z.number().int(),
    priced_listings: z.number().int(),
    makes: z.number().int(),
  }),
  categories: z.array(
    z.object({
      slug: Category,
      label: z.string(),
      live_listings: z.number().int(),
      priced_listings: z.number().int(),
      price_on_request: z.number().int(),
      asking_price: Quartiles.nullable().describe(
        'asking prices of live listings in the snapshot currency; null when none is priced',
      ),
      median_year: z.number().nullable(),
      top_makes: z.array(z.object({ make: z.string(), count: z.number().int() })),
      conditions: z.array(z.object({ condition: Condition, count: z.number().int() })),
    }),
  ),
  exchange_rates: z
    .object({
      as_of: z.string().describe('date the reference rates were fixed'),
      base: z.string().describe('ISO 4217 currency the rates are expressed in'),
      rates: z
        .record(z.string(), z.number())
        .describe('value of one unit of each currency in `base` (EUR: 1.08 means 1 EUR = 1.08 USD)'),
    })
    .describe('fixed reference rates used to convert asking prices (price filters and sorts of the listing search)'),
});

export const SiteData = z.object({
  name: z.string(),
  slogan: z.string(),
  description: z.string(),
  one_liner: z.string(),
  url,
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
  knows_about: z.array(z.string()),
  faq: z.array(z.object({ q: z.string(), a: z.string() })),
  contact_email: z.string(),
  citation: z.string(),
  agent_guide: url,
  llms_txt: url,
});

export const SiteDocument = z.object({
  source: z.string(),
  home: url,
  attribution: z.string(),
  license_research: z
    .string()
    .describe(
      'the licence of the research content (glossary, checklists, guides, snapshot), as a sentence with its URL',
    ),
  for_agents: url,
  data: SiteData,
});

export type Listing = z.infer<typeof Listing>;
export type ListingView = z.infer<typeof ListingView>;
export type Manual = z.infer<typeof Manual>;
export type GlossaryTerm = z.infer<typeof GlossaryTerm>;
export type ChecklistSummary = z.infer<typeof ChecklistSummary>;
export type Checklist = z.infer<typeof Checklist>;
export type Guide = z.infer<typeof Guide>;
export type Snapshot = z.infer<typeof Snapshot>;
export type SiteDocument = z.infer<typeof SiteDocument>;
