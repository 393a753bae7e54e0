// Realistic example bodies for the OpenAPI document, typed against the same
// zod schemas so the type checker (and the OpenAPI tests, with ajv) keep them
// honest. Every URL starts with the origin the document is built for. This
// file has the listings, manuals and searches, and gathers the others
// (examples-research.ts, examples-mcp.ts).
import type { z } from 'zod';
import type { Listing, Manual } from '../schemas/public.ts';
import type { ListingDocument, ManualDocument } from '../schemas/documents.ts';
import type { ValidationError } from '../schemas/errors.ts';
import { ListingSearchParams, MAX_PER_PAGE, ManualSearchParams } from '../schemas/query.ts';
import { parseParams } from '../schemas/parse-params.ts';
import { manualDocument as manualDocumentOf } from '../catalog/documents.ts';
import { listingLookupBody, listingSearchBody, manualSearchBody } from '../core/search-documents.ts';
import { group } from '../search/price-context.ts';
import { publicListing } from '../catalog/publish.ts';
import { ListingRecord } from '../schemas/content.ts';
import { API_BASE_PATH } from '../config.ts';
import type { ListingSearchDocument, ManualSearchDocument } from '../schemas/responses.ts';
import { researchExamples } from './examples-research.ts';
import { relatedManuals } from '../search/related.ts';
import { mcpExamples } from './examples-mcp.ts';

type Out<T extends z.ZodType> = z.output<T>;

/**
 * The example listing as an editor commits it: the document shows it after
 * the same projection every real listing goes through, so a new public field
 * appears in the examples without an edit here.
 */
const EXAMPLE_LISTING_RECORD: z.input<typeof ListingRecord> = {
  record_id: 1,
  public_id: 'lst_7k2m9q4x',
  slug: 'heidelberg-polar-115-x-guillotine-cutter-2008',
  moderation_status: 'approved',
  status: 'available',
  title: 'Heidelberg Polar 115 X guillotine cutter, 2008',
  category: 'print-finishing-bindery',
  make: 'Heidelberg',
  model: 'Polar 115 X',
  year: 2008,
  condition: 'good',
  operational_status: 'under_power',
  location: { city: 'Dayton', region: 'Ohio', region_code: 'OH', country: 'US' },
  price: { amount: 38500, currency: 'USD', on_request: false },
  power: { voltage: 480, phase: 3, frequency_hz: 60, notes: 'Converted from 400 V by the previous owner.' },
  photos: [
    {
      url: 'https://images.secondline-demo.com/lst_7k2m9q4x/1.jpg',
      alt: 'Polar 115 X cutter, operator side',
      width: 1600,
      height: 1200,
    },
  ],
  shipping_notes: 'Buyer arranges rigging; loading dock on site.',
  description:
    'Programmable hydraulic guillotine with **Compucut** interface, air table and light barriers. Knife sharpened in 2024.',
  specs: [
    { label: 'Cutting width', value: '115 cm' },
    { label: 'Programs', value: '199' },
  ],
  seller: {
    name: 'Great Lakes Print Equipment',
    type: 'dealer',
    verified: true,
    contact_name: null,
    email: null,
    phone: null,
  },
  listed_at: '2025-09-14T15:02:00Z',
  updated_at: '2025-10-02T09:30:00Z',
  sold_at: null,
};

/** What the listing search answers to `raw` (a 422 body): the parser's own words, never a copy of them. */
function refusal(raw: Record<string, string>): Out<typeof ValidationError> {
  const r = parseParams(ListingSearchParams, raw);
  if (r.ok) throw new Error(`the example query ${JSON.stringify(raw)} is accepted; pick one the parser refuses`);
  return { detail: r.errors };
}

/** What the listing search echoes as `query` for `raw`: the parser's own result. */
function accepted(raw: Record<string, string>) {
  const r = parseParams(ListingSearchParams, raw);
  if (!r.ok) throw new Error(`the example query ${JSON.stringify(raw)} is refused`);
  return r.value;
}

/** The queries the 422 examples show, each with its summary (the query string). */
export const REFUSED = {
  range: { page: '0', per_page: String(MAX_PER_PAGE + 1) },
  enum: { condition: 'shiny' },
  int: { page: 'two' },
} as const;

/** `contact` is the site's contact address (the site facts example shows it). */
export function examples(origin: string, contact: string) {
  const api = `${origin}${API_BASE_PATH}`;

  const listing: Listing = publicListing(ListingRecord.parse(EXAMPLE_LISTING_RECORD), origin);

  const manual: Manual = {
    id: 'man_3f8w2z1c',
    title: 'Heidelberg Speedmaster SM 52 operator manual',
    url: `${origin}/manuals/man_3f8w2z1c`,
    api_url: `${api}/manuals/man_3f8w2z1c`,
    markdown_url: `${origin}/manuals/man_3f8w2z1c.md`,
    make: 'Heidelberg',
    model: 'SM 52',
    year: 2004,
    category: 'print-finishing-bindery',
    document_type: 'operator',
    language: 'en',
    pages: 212,
    file_size_bytes: 18874368,
    format: 'PDF',
    download_url: 'https://files.secondline-demo.com/manuals/man_3f8w2z1c.pdf',
    description: 'Operation, make-ready and daily care of the SM 52 sheetfed offset press.',
    updated_at: '2025-06-30T12:00:00Z',
  };

  // Four comparables of the category (two cheaper, two dearer), too few of the same make and model to show.
  const context = {
    category: group(Float64Array.of(21500, 32000, 44900, 61000), listing.price.amount!),
    model: group(Float64Array.of(36000), listing.price.amount!),
  };
  const listingDocument: Out<typeof ListingDocument> = listingLookupBody(origin, listing, {
    currency: 'USD',
    context,
    ignored: [],
    related: {
      ...relatedManuals(`${api}/manuals`, listing, []),
      checklist: {
        slug: 'print-finishing-bindery-inspection',
        title: 'Print finishing and bindery inspection checklist',
        url: `${origin}/checklists/print-finishing-bindery-inspection`,
        api_url: `${api}/checklists/print-finishing-bindery-inspection`,
      },
      guides: [
        {
          slug: 'buying-a-used-guillotine-cutter',
          title: 'Buying a used guillotine cutter',
          url: `${origin}/guides/buying-a-used-guillotine-cutter`,
          api_url: `${api}/guides/buying-a-used-guillotine-cutter`,
        },
      ],
    },
  });
  const manualDocument: Out<typeof ManualDocument> = manualDocumentOf(origin, manual);

  const price =
    listing.price.amount === null
      ? null
      : {
          count: 1,
          min: listing.price.amount,
          p25: listing.price.amount,
          median: listing.price.amount,
          p75: listing.price.amount,
          max: listing.price.amount,
        };
  const listingSearch: ListingSearchDocument = listingSearchBody(
    origin,
    accepted({ q: 'polar cutter', category: 'print-finishing-bindery', location: 'OH' }),
    {
      total: 1,
      items: [listing],
      facets: {
        category: [{ value: 'print-finishing-bindery', label: 'Print finishing and bindery', count: 1 }],
        condition: [{ value: 'good', label: 'Good', count: 1 }],
        make: [{ value: 'Heidelberg', label: 'Heidelberg', count: 1 }],
        country: [{ value: 'US', label: 'United States', count: 1 }],
        year: { min: listing.year ?? 2008, max: listing.year ?? 2008 },
        price,
      },
      relaxed: null,
      understood: { phrases: [], text: 'polar cutter', intents: [], corrections: [], did_you_mean: null },
    },
  );

  const manualSearchQuery = parseParams(ManualSearchParams, { make: 'heidelberg', model: 'SM52' });
  if (!manualSearchQuery.ok) throw new Error('the example manual search is refused');
  const manualSearch: ManualSearchDocument = manualSearchBody(origin, manualSearchQuery.value, {
    total: 1,
    items: [manual],
    facets: { make: [{ value: 'Heidelberg', label: 'Heidelberg', count: 1 }] },
  });

  const research = researchExamples(origin, contact);
  return {
    listing,
    manual,
    listingDocument,
    manualDocument,
    listingSearch,
    manualSearch,
    ...research,
    validationError: refusal(REFUSED.range),
    enumError: refusal(REFUSED.enum),
    intError: refusal(REFUSED.int),
    ...mcpExamples(origin, contact, listingSearch, research.checklist.data),
  };
}
