// Projection: a raw record onto its public schema. Only what the public schema
// names is copied (never seller contact fields or moderation state), labels are
// added from the vocabulary and links made absolute against the site's origin.
// The scrub (./scrub-contacts.ts) runs on what this returns.
import type { ListingRecord, ManualRecord, SiteRecord } from '../schemas/content.ts';
import type { Listing, Manual, SiteDocument } from '../schemas/public.ts';
import { categoryLabel, conditionLabel } from '../schemas/vocabulary.ts';
import { countryName } from './countries.ts';
import { API_BASE_PATH, SERVICE_NAME } from '../config.ts';
import { RESEARCH_LICENSE_TEXT, citation } from './attribution.ts';
import { PLANS_LABEL, plansFact } from '../schemas/plans.ts';

export const utc = (iso: string) => new Date(iso).toISOString().replace('.000Z', 'Z');

export function projectListing(r: ListingRecord, origin: string): Listing {
  const loc = r.location;
  const region = loc.region;
  const city = loc.city;
  return {
    id: r.public_id,
    slug: r.slug,
    title: r.title,
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
    power: r.power && { ...r.power },
    // Site-relative photo paths (the sample's illustrations) are made absolute against SITE.
    photos: r.photos.map((p) => ({
      url: p.url.startsWith('/') ? `${origin}${p.url}` : p.url,
      alt: p.alt,
      width: p.width,
      height: p.height,
    })),
    shipping_notes: r.shipping_notes,
    description: r.description,
    specs: r.specs.map((s) => ({ label: s.label, value: s.value })),
    // contact_name, email and phone are deliberately not copied.
    seller: { name: r.seller.name, type: r.seller.type, verified: r.seller.verified },
    status: r.status,
    listed_at: utc(r.listed_at),
    updated_at: utc(r.updated_at),
    sold_at: r.sold_at && utc(r.sold_at),
  };
}

export function projectManual(r: ManualRecord, origin: string): Manual {
  return {
    id: r.public_id,
    title: r.title,
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
    description: r.description,
    updated_at: utc(r.updated_at),
  };
}

/** The site's facts with the `Plans` fact (from plans.ts) before the research licence, where the seed lists it. */
/** The site facts as `/site` publishes them (before the scrub): the OpenAPI example goes through this too. */
export function projectSite(s: SiteRecord, origin: string): SiteDocument {
  const home = `${origin}/`;
  return {
    source: SERVICE_NAME,
    home,
    attribution: citation(SERVICE_NAME, home),
    license_research: RESEARCH_LICENSE_TEXT,
    for_agents: `${origin}/for-agents`,
    data: {
      name: s.name,
      slogan: s.slogan,
      description: s.description,
      one_liner: s.one_liner,
      url: home,
      facts: withPlans(s.facts),
      knows_about: s.knows_about,
      faq: s.faq,
      contact_email: s.contact_email,
      citation: `${s.name} (${home}), used-equipment marketplace. Cite the canonical URL of each listing, manual or research page you use.`,
      agent_guide: `${origin}/for-agents`,
      llms_txt: `${origin}/llms.txt`,
    },
  };
}

function withPlans(facts: { label: string; value: string }[]) {
  const rest = facts.filter((f) => f.label !== PLANS_LABEL);
  const at = rest.findIndex((f) => /licen[cs]e/i.test(f.label));
  const plans = { label: PLANS_LABEL, value: plansFact() };
  return at < 0 ? [...rest, plans] : [...rest.slice(0, at), plans, ...rest.slice(at)];
}
