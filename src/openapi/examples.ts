// Realistic example bodies for the OpenAPI document, typed against the same
// zod schemas so the type checker (and the OpenAPI tests, with ajv) keep them
// honest. Every URL starts with the origin the document is built for.
import { EXCHANGE_RATES } from '../catalog/exchange-rates.ts';
import type { z } from 'zod';
import type {
  ChecklistDocument, ChecklistIndexDocument, GlossaryDocument, GuideDocument, GuideIndexDocument, Listing, ListingDocument, Manual,
  ManualDocument, SiteDocument, SnapshotDocument, ValidationError,
} from '../schemas/public.ts';
import type { ListingSearchDocument, ManualSearchDocument } from './search-schemas.ts';
import type { JsonRpcErrorResponse, JsonRpcMessage, JsonRpcResultResponse, McpDiscovery } from './mcp-schemas.ts';
import { CC_BY, PRICE_NOTICE, RESEARCH_LICENSE_TEXT, citation } from '../catalog/attribution.ts';
import { PLANS_LABEL, plansFact } from '../catalog/plans.ts';
import { API_BASE_PATH, API_VERSION, SERVICE_NAME } from '../config.ts';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/server';
import { discoveryDocument } from '../mcp/discovery.ts';

type Out<T extends z.ZodType> = z.output<T>;

export function examples(origin: string) {
  const api = `${origin}${API_BASE_PATH}`;
  const home = `${origin}/`;

  const listing: Listing = {
    id: 'lst_7k2m9q4x',
    slug: 'heidelberg-polar-115-x-guillotine-cutter-2008',
    title: 'Heidelberg Polar 115 X guillotine cutter, 2008',
    url: `${origin}/listings/heidelberg-polar-115-x-guillotine-cutter-2008`,
    markdown_url: `${origin}/listings/heidelberg-polar-115-x-guillotine-cutter-2008.md`,
    json_url: `${origin}/listings/heidelberg-polar-115-x-guillotine-cutter-2008.json`,
    category: 'print-finishing-bindery',
    category_label: 'Print finishing and bindery',
    make: 'Heidelberg',
    model: 'Polar 115 X',
    year: 2008,
    condition: 'good',
    condition_label: 'Good',
    operational_status: 'under_power',
    location: { city: 'Dayton', region: 'Ohio', region_code: 'OH', country: 'US', display: 'Dayton, OH, United States' },
    price: { amount: 38500, currency: 'USD', on_request: false, type: 'asking' },
    power: { voltage: 480, phase: 3, frequency_hz: 60, notes: 'Converted from 400 V by the previous owner.' },
    photos: [{ url: 'https://images.secondline-demo.com/lst_7k2m9q4x/1.jpg', alt: 'Polar 115 X cutter, operator side', width: 1600, height: 1200 }],
    shipping_notes: 'Buyer arranges rigging; loading dock on site.',
    description: 'Programmable hydraulic guillotine with **Compucut** interface, air table and light barriers. Knife sharpened in 2024.',
    specs: [{ label: 'Cutting width', value: '115 cm' }, { label: 'Programs', value: '199' }],
    seller: { name: 'Great Lakes Print Equipment', type: 'dealer', verified: true },
    status: 'available',
    listed_at: '2025-09-14T15:02:00Z',
    updated_at: '2025-10-02T09:30:00Z',
    sold_at: null,
  };

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

  const envelope = (title: string, canonical: string) => ({ source: SERVICE_NAME, home, attribution: citation(title, canonical), canonical_url: canonical });

  const listingDocument: Out<typeof ListingDocument> = {
    ...envelope(listing.title, listing.url), notice: PRICE_NOTICE, data: listing,
    related: {
      manuals: [],
      checklist: {
        slug: 'print-finishing-bindery-inspection', title: 'Print finishing and bindery inspection checklist',
        url: `${origin}/checklists/print-finishing-bindery-inspection`, api_url: `${api}/checklists/print-finishing-bindery-inspection`,
      },
      guides: [{
        slug: 'buying-a-used-guillotine-cutter', title: 'Buying a used guillotine cutter',
        url: `${origin}/guides/buying-a-used-guillotine-cutter`, api_url: `${api}/guides/buying-a-used-guillotine-cutter`,
      }],
    },
  };
  const manualDocument: Out<typeof ManualDocument> = { ...envelope(manual.title, manual.url), data: manual };

  const listingSearchSelf = `${api}/listings?q=polar+cutter&category=print-finishing-bindery&location=OH&page=1&per_page=20`;
  const listingSearch: ListingSearchDocument = {
    source: SERVICE_NAME,
    home,
    attribution: citation(`${SERVICE_NAME} listing search`, listingSearchSelf.replace('&page=1&per_page=20', '')),
    notice: PRICE_NOTICE,
    query: {
      q: 'polar cutter', category: 'print-finishing-bindery', condition: null, make: '', location: 'OH', country: [], year_min: null, year_max: null,
      price_min: null, price_max: null, currency: 'USD', sort: 'relevance', include_sold: false, fields: null,
      facets: ['category', 'condition', 'make', 'country', 'year', 'price'], page: 1, per_page: 20,
    },
    total: 1,
    page: 1,
    per_page: 20,
    total_pages: 1,
    items: [listing],
    facets: {
      category: [{ value: 'print-finishing-bindery', label: 'Print finishing and bindery', count: 1 }],
      condition: [{ value: 'good', label: 'Good', count: 1 }],
      make: [{ value: 'Heidelberg', label: 'Heidelberg', count: 1 }],
      country: [{ value: 'US', label: 'United States', count: 1 }],
      year: { min: listing.year ?? 2008, max: listing.year ?? 2008 },
      price: listing.price.amount === null ? null : { min: listing.price.amount, max: listing.price.amount },
    },
    ignored_parameters: [],
    relaxed: null,
    links: { self: listingSearchSelf, next: null, prev: null },
  };

  const manualSearchSelf = `${api}/manuals?make=heidelberg&model=SM52&page=1&per_page=24`;
  const manualSearch: ManualSearchDocument = {
    source: SERVICE_NAME,
    home,
    attribution: citation(`${SERVICE_NAME} manual search`, manualSearchSelf.replace('&page=1&per_page=24', '')),
    query: { q: '', make: 'heidelberg', model: 'SM52', category: null, document_type: null, language: '', page: 1, per_page: 24 },
    total: 1,
    page: 1,
    per_page: 24,
    total_pages: 1,
    items: [manual],
    facets: { make: [{ value: 'Heidelberg', label: 'Heidelberg', count: 1 }] },
    ignored_parameters: [],
    links: { self: manualSearchSelf, next: null, prev: null },
  };

  const site: SiteDocument = {
    source: SERVICE_NAME,
    home,
    attribution: citation(SERVICE_NAME, home),
    license_research: RESEARCH_LICENSE_TEXT,
    for_agents: `${origin}/for-agents`,
    data: {
      name: SERVICE_NAME,
      slogan: 'Used industrial equipment, described properly.',
      description: 'A marketplace for used print finishing, metalworking, packaging, woodworking and other industrial equipment, with manuals and buyer research.',
      one_liner: 'Used industrial equipment marketplace with manuals, checklists and market data.',
      url: home,
      facts: [
        { label: 'type', value: 'Online marketplace for used industrial equipment' },
        { label: 'audience', value: 'Plant managers, printers, machine shops and dealers' },
        { label: 'categories', value: '13 equipment categories' },
        { label: 'what a listing includes', value: 'Make, model, year, condition, power, location, photos, asking price' },
        { label: 'manuals', value: 'Operator, service and parts manuals' },
        { label: 'inquiries', value: 'Through the marketplace; seller contact details are never published' },
        { label: PLANS_LABEL, value: plansFact() },
        { label: 'research license', value: 'CC BY 4.0' },
        { label: 'agent access', value: 'Read-only JSON API, markdown twins and an MCP endpoint; no key' },
        { label: 'contact', value: 'agents@secondline-demo.com' },
      ],
      knows_about: ['used printing equipment', 'guillotine cutters', 'CNC machining centres', 'packaging lines'],
      faq: [{ q: 'Are the prices sale prices?', a: 'No. They are asking prices on live listings, not closed-transaction comparables.' }],
      contact_email: 'agents@secondline-demo.com',
      citation: `${SERVICE_NAME} (${home}), used-equipment marketplace. Cite the canonical URL of each listing, manual or research page you use.`,
      agent_guide: `${origin}/for-agents`,
      llms_txt: `${origin}/llms.txt`,
    },
  };

  const glossary: Out<typeof GlossaryDocument> = {
    ...envelope('Used equipment glossary', `${origin}/glossary`),
    license: CC_BY,
    data: {
      terms: [{
        slug: 'under-power',
        term: 'Under power',
        definition: 'The machine can be **switched on and demonstrated** at its current location, though it may not be in production.',
        aliases: ['under-power', 'powered'],
        related: ['running', 'dismantled'],
        category: null,
        url: `${origin}/glossary#under-power`,
      }],
    },
  };

  const checklistSummary = {
    slug: 'guillotine-cutter-inspection',
    title: 'Guillotine cutter inspection checklist',
    category: 'print-finishing-bindery' as const,
    summary: 'What to check on a used programmable guillotine before you buy.',
    item_count: 3,
    url: `${origin}/checklists/guillotine-cutter-inspection`,
    api_url: `${api}/checklists/guillotine-cutter-inspection`,
    markdown_url: `${origin}/checklists/guillotine-cutter-inspection.md`,
    updated_at: '2025-05-12T08:00:00Z',
  };

  const checklistIndex: Out<typeof ChecklistIndexDocument> = {
    ...envelope('Used equipment inspection checklists', `${origin}/checklists`), license: CC_BY, data: { checklists: [checklistSummary] },
  };

  const checklist: Out<typeof ChecklistDocument> = {
    ...envelope(checklistSummary.title, checklistSummary.url),
    license: CC_BY,
    data: {
      ...checklistSummary,
      intro: 'Check a guillotine cutter under power, with the operator present, before you talk price.',
      sections: [
        { title: 'Safety', items: [{ text: 'Light barrier and two-hand control stop the knife in every mode.', severity: 'critical' }] },
        {
          title: 'Mechanics',
          items: [
            { text: 'Knife and cutting stick: no nicks, stick turned or replaced recently.', severity: 'important' },
            { text: 'Air table blows evenly across the whole surface.', severity: 'advisory' },
          ],
        },
      ],
    },
  };

  const guides: Out<typeof GuideIndexDocument> = {
    ...envelope('Buyer guides and category overviews', `${origin}/guides`),
    license: CC_BY,
    data: {
      guides: [{
        slug: 'buying-a-used-guillotine-cutter',
        kind: 'buyer_guide',
        title: 'Buying a used guillotine cutter',
        category: 'print-finishing-bindery',
        summary: 'Sizes, controls, safety retrofits and what a fair asking price looks like.',
        url: `${origin}/guides/buying-a-used-guillotine-cutter`,
        api_url: `${api}/guides/buying-a-used-guillotine-cutter`,
        markdown_url: `${origin}/guides/buying-a-used-guillotine-cutter.md`,
        updated_at: '2025-04-02T10:00:00Z',
      }],
    },
  };

  const guide: Out<typeof GuideDocument> = {
    ...envelope(guides.data.guides[0].title, guides.data.guides[0].url),
    license: CC_BY,
    data: { ...guides.data.guides[0], body: 'A guillotine cutter is judged first by its knife, its clamp and its safety light curtain...' },
  };

  const snapshot: Out<typeof SnapshotDocument> = {
    ...envelope('Used equipment market snapshot', `${origin}/market-snapshot`),
    license: CC_BY,
    notice: PRICE_NOTICE,
    data: {
      as_of: '2025-10-02T09:30:00Z',
      currency: 'USD',
      totals: { live_listings: 412, sold_listings: 57, priced_listings: 371, makes: 96 },
      categories: [{
        slug: 'print-finishing-bindery',
        label: 'Print finishing and bindery',
        live_listings: 48,
        priced_listings: 43,
        price_on_request: 5,
        asking_price: { min: 2500, p25: 9800, median: 21500, p75: 41000, max: 168000 },
        median_year: 2006,
        top_makes: [{ make: 'Heidelberg', count: 9 }, { make: 'Muller Martini', count: 6 }],
        conditions: [{ condition: 'good', count: 27 }, { condition: 'fair', count: 12 }, { condition: 'excellent', count: 9 }],
      }],
      exchange_rates: { as_of: EXCHANGE_RATES.as_of, base: EXCHANGE_RATES.base, rates: { ...EXCHANGE_RATES.rates } },
    },
  };

  const validationError: Out<typeof ValidationError> = {
    detail: [
      { type: 'greater_than_equal', loc: ['query', 'page'], msg: 'Input should be greater than or equal to 1', input: '0', ctx: { ge: 1 } },
      { type: 'less_than_equal', loc: ['query', 'per_page'], msg: 'Input should be less than or equal to 50', input: '99', ctx: { le: 50 } },
    ],
  };
  const enumError: Out<typeof ValidationError> = {
    detail: [{
      type: 'enum', loc: ['query', 'condition'], msg: "Input should be 'new', 'refurbished', 'excellent', 'good', 'fair', 'poor' or 'for-parts'", input: 'shiny',
      ctx: { expected: "'new', 'refurbished', 'excellent', 'good', 'fair', 'poor' or 'for-parts'" },
    }],
  };
  const intError: Out<typeof ValidationError> = {
    detail: [{ type: 'int_parsing', loc: ['query', 'page'], msg: 'Input should be a valid integer, unable to parse string as an integer', input: 'two' }],
  };

  // The real discovery document (generated through its schema), two tools shown.
  const discovery = discoveryDocument(origin);
  const mcpDiscovery: McpDiscovery = { ...discovery, tools: discovery.tools.slice(0, 2) };

  const rpc = {
    initialize: {
      jsonrpc: '2.0', id: 1, method: 'initialize',
      params: { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 'example-agent', version: '1.0.0' } },
    } satisfies Out<typeof JsonRpcMessage>,
    initialized: { jsonrpc: '2.0', method: 'notifications/initialized' } satisfies Out<typeof JsonRpcMessage>,
    toolsList: { jsonrpc: '2.0', id: 2, method: 'tools/list' } satisfies Out<typeof JsonRpcMessage>,
    toolsCall: {
      jsonrpc: '2.0', id: 3, method: 'tools/call',
      params: { name: 'search_listings', arguments: { q: 'polar cutter', location: 'OH', per_page: 5 } },
    } satisfies Out<typeof JsonRpcMessage>,
    initializeResult: {
      jsonrpc: '2.0', id: 1,
      result: {
        protocolVersion: LATEST_PROTOCOL_VERSION,
        capabilities: { tools: { listChanged: false } },
        serverInfo: { name: 'secondline', version: API_VERSION },
        instructions: 'Read-only tools. Cite the canonical url of every listing, manual or research page you use.',
      },
    } satisfies Out<typeof JsonRpcResultResponse>,
    toolsCallResult: {
      jsonrpc: '2.0', id: 3,
      result: {
        content: [{ type: 'text', text: '{"source":"Secondline","total":1,"…":"the same JSON as structuredContent"}' }],
        structuredContent: listingSearch,
        isError: false,
      },
    } satisfies Out<typeof JsonRpcResultResponse>,
    unknownMethod: { jsonrpc: '2.0', id: 6, error: { code: -32601, message: 'Method not found: listings/delete' } } satisfies Out<typeof JsonRpcErrorResponse>,
    parseError: { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: the body is not valid JSON' } } satisfies Out<typeof JsonRpcErrorResponse>,
    invalidRequest: { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request: expected a JSON-RPC 2.0 message' } } satisfies Out<typeof JsonRpcErrorResponse>,
    tooLarge: { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Request body exceeds 64 KiB' } } satisfies Out<typeof JsonRpcErrorResponse>,
    unsupportedMedia: { jsonrpc: '2.0', id: null, error: { code: -32000, message: 'Unsupported Media Type: Content-Type must be application/json' } } satisfies Out<typeof JsonRpcErrorResponse>,
    notAcceptable: { jsonrpc: '2.0', id: null, error: { code: -32000, message: 'Not Acceptable: this endpoint answers with application/json' } } satisfies Out<typeof JsonRpcErrorResponse>,
  };

  return {
    listing, manual, listingDocument, manualDocument, listingSearch, manualSearch, site, glossary, checklistIndex, checklist, guides, guide,
    snapshot, validationError, enumError, intError, mcpDiscovery, rpc,
  };
}
