// Example bodies of the site facts and the research resources (glossary,
// checklists, guides, snapshot) for the OpenAPI document, typed against the
// zod schemas they illustrate.
import type { z } from 'zod';
import { EXCHANGE_RATES } from '../schemas/exchange-rates.ts';
import type { SiteDocument } from '../schemas/public.ts';
import type {
  ChecklistDocument,
  ChecklistIndexDocument,
  GlossaryDocument,
  GuideDocument,
  GuideIndexDocument,
  SnapshotDocument,
} from '../schemas/documents.ts';
import { CC_BY, PRICE_NOTICE, citation } from '../catalog/attribution.ts';
import { projectSite } from '../catalog/project.ts';
import { SiteRecord } from '../schemas/content.ts';
import { API_BASE_PATH, SERVICE_NAME } from '../config.ts';

type Out<T extends z.ZodType> = z.output<T>;

/** The envelope every single resource's example carries. */
const exampleEnvelope = (origin: string) => (title: string, canonical: string) => ({
  source: SERVICE_NAME,
  home: `${origin}/`,
  attribution: citation(title, canonical),
  canonical_url: canonical,
});

/** `contact` is the site's contact address, as the site facts publish it. */
export function researchExamples(origin: string, contact: string) {
  const api = `${origin}${API_BASE_PATH}`;
  const envelope = exampleEnvelope(origin);

  // The site facts as an editor writes them, published by the same projection as /site (which adds the Plans fact).
  const site: SiteDocument = projectSite(
    SiteRecord.parse({
      name: SERVICE_NAME,
      slogan: 'Used industrial equipment, described properly.',
      description:
        'A marketplace for used print finishing, metalworking, packaging, woodworking and other industrial equipment, with manuals and buyer research.',
      one_liner: 'Used industrial equipment marketplace with manuals, checklists and market data.',
      facts: [
        { label: 'type', value: 'Online marketplace for used industrial equipment' },
        { label: 'audience', value: 'Plant managers, printers, machine shops and dealers' },
        { label: 'categories', value: '13 equipment categories' },
        {
          label: 'what a listing includes',
          value: 'Make, model, year, condition, power, location, photos, asking price',
        },
        { label: 'manuals', value: 'Operator, service and parts manuals' },
        { label: 'inquiries', value: 'Through the marketplace; seller contact details are never published' },
        { label: 'research license', value: 'CC BY 4.0' },
        { label: 'agent access', value: 'Read-only JSON API, markdown twins and an MCP endpoint; no key' },
        { label: 'contact', value: contact },
      ],
      knows_about: ['used printing equipment', 'guillotine cutters', 'CNC machining centres', 'packaging lines'],
      faq: [
        {
          q: 'Are the prices sale prices?',
          a: 'No. They are asking prices on live listings, not closed-transaction comparables.',
        },
      ],
      contact_email: contact,
    }),
    origin,
  );

  const glossary: Out<typeof GlossaryDocument> = {
    ...envelope('Used equipment glossary', `${origin}/glossary`),
    license: CC_BY,
    data: {
      terms: [
        {
          slug: 'under-power',
          term: 'Under power',
          definition:
            'The machine can be **switched on and demonstrated** at its current location, though it may not be in production.',
          aliases: ['under-power', 'powered'],
          related: ['running', 'dismantled'],
          category: null,
          url: `${origin}/glossary#under-power`,
        },
      ],
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
    ...envelope('Used equipment inspection checklists', `${origin}/checklists`),
    license: CC_BY,
    data: { checklists: [checklistSummary] },
  };

  const checklist: Out<typeof ChecklistDocument> = {
    ...envelope(checklistSummary.title, checklistSummary.url),
    license: CC_BY,
    data: {
      ...checklistSummary,
      intro: 'Check a guillotine cutter under power, with the operator present, before you talk price.',
      sections: [
        {
          title: 'Safety',
          items: [{ text: 'Light barrier and two-hand control stop the knife in every mode.', severity: 'critical' }],
        },
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
      guides: [
        {
          slug: 'buying-a-used-guillotine-cutter',
          kind: 'buyer_guide',
          title: 'Buying a used guillotine cutter',
          category: 'print-finishing-bindery',
          summary: 'Sizes, controls, safety retrofits and what a fair asking price looks like.',
          url: `${origin}/guides/buying-a-used-guillotine-cutter`,
          api_url: `${api}/guides/buying-a-used-guillotine-cutter`,
          markdown_url: `${origin}/guides/buying-a-used-guillotine-cutter.md`,
          updated_at: '2025-04-02T10:00:00Z',
        },
      ],
    },
  };

  const guide: Out<typeof GuideDocument> = {
    ...envelope(guides.data.guides[0].title, guides.data.guides[0].url),
    license: CC_BY,
    data: {
      ...guides.data.guides[0],
      body: 'A guillotine cutter is judged first by its knife, its clamp and its safety light curtain...',
    },
  };

  const snapshot: Out<typeof SnapshotDocument> = {
    ...envelope('Used equipment market snapshot', `${origin}/market-snapshot`),
    license: CC_BY,
    notice: PRICE_NOTICE,
    data: {
      as_of: '2025-10-02T09:30:00Z',
      currency: 'USD',
      totals: { live_listings: 412, sold_listings: 57, priced_listings: 371, makes: 96 },
      categories: [
        {
          slug: 'print-finishing-bindery',
          label: 'Print finishing and bindery',
          live_listings: 48,
          priced_listings: 43,
          price_on_request: 5,
          asking_price: { min: 2500, p25: 9800, median: 21500, p75: 41000, max: 168000 },
          median_year: 2006,
          top_makes: [
            { make: 'Heidelberg', count: 9 },
            { make: 'Muller Martini', count: 6 },
          ],
          conditions: [
            { condition: 'good', count: 27 },
            { condition: 'fair', count: 12 },
            { condition: 'excellent', count: 9 },
          ],
        },
      ],
      exchange_rates: { as_of: EXCHANGE_RATES.as_of, base: EXCHANGE_RATES.base, rates: { ...EXCHANGE_RATES.rates } },
    },
  };

  return { site, glossary, checklistIndex, checklist, guides, guide, snapshot };
}
