// The one choke point between content and the world. Everything published
// (static files, the search index, functions, MCP) is read from the
// PublicCatalog this returns, never from raw records: only approved records
// pass, seller contact fields are dropped and contact details written into
// free text are scrubbed, and each record is projected onto its public schema.
import type { RawContent } from './read-content.ts';
import type { ListingRecord, ManualRecord } from '../schemas/content.ts';
import type { Checklist, Guide, GlossaryTerm, Listing, Manual, SiteDocument, Snapshot } from '../schemas/public.ts';
import { categoryLabel, conditionLabel } from '../schemas/vocabulary.ts';
import { scrubContacts, scrubNullable } from './scrub-contacts.ts';
import { countryName } from './countries.ts';
import { computeSnapshot } from './snapshot.ts';
import { API_BASE_PATH, SERVICE_NAME } from '../config.ts';
import { CC_BY, citation } from './attribution.ts';

export interface PublicCatalog {
  origin: string;
  /** Approved listings, available and sold, newest `listed_at` first, then id. */
  listings: Listing[];
  manuals: Manual[];
  glossary: GlossaryTerm[];
  checklists: { checklist: Checklist; intro: string }[];
  guides: { guide: Guide; body: string }[];
  site: SiteDocument;
  snapshot: Snapshot;
}

const utc = (iso: string) => new Date(iso).toISOString().replace('.000Z', 'Z');

export function publicListing(r: ListingRecord, origin: string): Listing {
  const loc = r.location;
  const region = scrubNullable(loc.region);
  const city = scrubContacts(loc.city);
  return {
    id: r.public_id,
    slug: r.slug,
    title: scrubContacts(r.title),
    url: `${origin}/listings/${r.slug}`,
    markdown_url: `${origin}/listings/${r.slug}.md`,
    json_url: `${origin}/listings/${r.slug}.json`,
    category: r.category,
    category_label: categoryLabel(r.category),
    make: r.make,
    model: r.model,
    year: r.year,
    condition: r.condition,
    condition_label: conditionLabel(r.condition),
    operational_status: r.operational_status,
    location: {
      city,
      region,
      region_code: loc.region_code,
      country: loc.country,
      display: [city, loc.region_code ?? region, countryName(loc.country)].filter(Boolean).join(', '),
    },
    price: { amount: r.price.amount, currency: r.price.currency, on_request: r.price.on_request, type: 'asking' },
    power: r.power && { ...r.power, notes: scrubNullable(r.power.notes) },
    photos: r.photos.map((p) => ({ url: p.url.startsWith('/') ? `${origin}${p.url}` : p.url, alt: scrubContacts(p.alt), width: p.width, height: p.height })),
    shipping_notes: scrubNullable(r.shipping_notes),
    description: scrubContacts(r.description),
    specs: r.specs.map((s) => ({ label: scrubContacts(s.label), value: scrubContacts(s.value) })),
    // contact_name, email and phone are deliberately not copied.
    seller: { name: scrubContacts(r.seller.name), type: r.seller.type, verified: r.seller.verified },
    status: r.status,
    listed_at: utc(r.listed_at),
    updated_at: utc(r.updated_at),
    sold_at: r.sold_at && utc(r.sold_at),
  };
}

export function publicManual(r: ManualRecord, origin: string): Manual {
  return {
    id: r.public_id,
    title: scrubContacts(r.title),
    url: `${origin}/manuals/${r.public_id}`,
    api_url: `${origin}${API_BASE_PATH}/manuals/${r.public_id}`,
    markdown_url: `${origin}/manuals/${r.public_id}.md`,
    make: r.make,
    model: r.model,
    year: r.year,
    category: r.category,
    document_type: r.document_type,
    language: r.language,
    pages: r.pages,
    file_size_bytes: r.file_size_bytes,
    format: r.format,
    download_url: r.download_url,
    description: scrubContacts(r.description),
    updated_at: utc(r.updated_at),
  };
}

export const newestFirst = (a: { listed_at: string; id: string }, b: { listed_at: string; id: string }) =>
  a.listed_at < b.listed_at ? 1 : a.listed_at > b.listed_at ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

export function publish(raw: RawContent, origin: string): PublicCatalog {
  const listings = raw.listings.filter((r) => r.moderation_status === 'approved').map((r) => publicListing(r, origin)).sort(newestFirst);
  const manuals = raw.manuals.filter((r) => r.moderation_status === 'approved').map((r) => publicManual(r, origin))
    .sort((a, b) => a.make.localeCompare(b.make) || a.model.localeCompare(b.model) || a.title.localeCompare(b.title) || a.id.localeCompare(b.id));

  const glossary = raw.glossary.map(({ slug, data, body }) => ({
    slug, term: data.term, definition: scrubContacts(body), aliases: data.aliases, related: data.related, category: data.category,
    url: `${origin}/glossary#${slug}`,
  })).sort((a, b) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' }));

  const checklists = raw.checklists.map(({ slug, data, body }) => ({
    checklist: {
      slug, title: data.title, category: data.category, summary: data.summary,
      item_count: data.sections.reduce((n, s) => n + s.items.length, 0),
      url: `${origin}/checklists/${slug}`, api_url: `${origin}${API_BASE_PATH}/checklists/${slug}`, markdown_url: `${origin}/checklists/${slug}.md`, updated_at: utc(data.updated_at),
      sections: data.sections.map((s) => ({ title: s.title, items: s.items.map((i) => ({ text: scrubContacts(i.text), severity: i.severity })) })),
    },
    intro: scrubContacts(body),
  })).sort((a, b) => a.checklist.title.localeCompare(b.checklist.title));

  const guides = raw.guides.map(({ slug, data, body }) => ({
    guide: {
      slug, kind: data.kind, title: data.title, category: data.category, summary: data.summary,
      url: `${origin}/guides/${slug}`, api_url: `${origin}${API_BASE_PATH}/guides/${slug}`, markdown_url: `${origin}/guides/${slug}.md`, updated_at: utc(data.updated_at),
    },
    body: scrubContacts(body),
  })).sort((a, b) => (a.guide.kind === b.guide.kind ? a.guide.title.localeCompare(b.guide.title) : a.guide.kind === 'buyer_guide' ? -1 : 1));

  const s = raw.site;
  const home = `${origin}/`;
  const site: SiteDocument = {
    source: SERVICE_NAME,
    home,
    attribution: citation(SERVICE_NAME, home),
    license_research: CC_BY,
    for_agents: `${origin}/for-agents`,
    data: {
      name: s.name, slogan: s.slogan, description: s.description, one_liner: s.one_liner, url: home,
      facts: s.facts, knows_about: s.knows_about, faq: s.faq, contact_email: s.contact_email,
      citation: `${s.name} (${home}), used-equipment marketplace. Cite the canonical URL of each listing, manual or research page you use.`,
      agent_guide: `${origin}/for-agents`, llms_txt: `${origin}/llms.txt`,
    },
  };

  return { origin, listings, manuals, glossary, checklists, guides, site, snapshot: computeSnapshot(listings) };
}
