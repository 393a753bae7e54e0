// The listing presenter: what a listing shows, in order, wherever it is shown.
// The listing page, its markdown twin, the JSON-LD, the search cards (server
// and browser) and the twins' search lines all read these functions, so a new
// public listing field is one fact added here.
import type { Listing } from '../schemas/public.ts';
import { money, operationalLabel, powerText, sellerTypeLabel, yearText } from './format.ts';
import { categorySegment, categoryUrl, type GuideSource } from './category.ts';
import type { Fact, Segment } from './segments.ts';

type Catalog = GuideSource & { origin: string };

import { isSold } from './listing-card.ts';

export { isSold };
export const isPriced = (l: Pick<Listing, 'price'>) => !l.price.on_request && l.price.amount !== null;

const soldValue = (l: Listing): Segment[] => ['Sold', ...(l.sold_at ? [' (', { date: l.sold_at }, ')'] : [])];

/**
 * The last listing's facts: its page, JSON-LD and twin each show them one after the other, and formatting the
 * price (toLocaleString) is most of what they cost. Kept by identity, so an edited listing or catalog is a new key.
 */
let last: { c: Catalog; l: Listing; facts: Fact[] } | undefined;

/** The key facts of a listing, in the order every output shows them (callers read them, never change them). */
export function listingFacts(c: Catalog, l: Listing): Fact[] {
  if (last?.c !== c || last.l !== l) last = { c, l, facts: factsOf(c, l) };
  return last.facts;
}

function factsOf(c: Catalog, l: Listing): Fact[] {
  return [
    isPriced(l)
      ? { key: 'price', label: 'Asking price', value: [money(l.price.amount!, l.price.currency)] }
      : { key: 'price', label: 'Price', value: ['Price on request'] },
    { key: 'condition', label: 'Condition', value: [l.condition_label] },
    { key: 'year', label: 'Year', value: [yearText(l.year)] },
    { key: 'make', label: 'Make', value: [l.make] },
    { key: 'model', label: 'Model', value: [l.model] },
    { key: 'category', label: 'Category', value: [categorySegment(c, l.category, l.category_label)] },
    { key: 'location', label: 'Location', value: [l.location.display] },
    { key: 'operational_status', label: 'Operational status', value: [operationalLabel(l.operational_status)] },
    { key: 'power', label: 'Power', value: [powerText(l.power)] },
    { key: 'status', label: 'Status', value: isSold(l) ? soldValue(l) : ['Available'] },
    { key: 'listed_at', label: 'Listed', value: [{ date: l.listed_at }] },
    { key: 'updated_at', label: 'Updated', value: [{ date: l.updated_at }] },
    { key: 'id', label: 'Listing ID', value: [{ code: l.id }] },
  ];
}

/** Who sells it, as far as it is published (never a contact: inquiries go through the marketplace). */
export function sellerFacts(l: Listing): Fact[] {
  return [
    { key: 'seller.name', label: 'Name', value: [l.seller.name] },
    { key: 'seller.type', label: 'Type', value: [sellerTypeLabel(l.seller.type)] },
    {
      key: 'seller.verified',
      label: 'Verified',
      value: [l.seller.verified ? { text: 'Yes', badge: 'verified' } : 'No'],
    },
  ];
}

/** The sentence a sold listing opens with. */
export const soldNotice = (l: Listing): Segment[] => [
  `Sold${l.sold_at ? ' on ' : ''}`,
  ...(l.sold_at ? [{ date: l.sold_at }] : []),
  '.',
];

export const NO_SPECS = 'No specifications given.';
export const NO_SHIPPING = 'No shipping notes given.';
export const STILL_PUBLISHED = 'This listing is no longer available; it stays published for reference.';

/** The trail a listing page's breadcrumb shows and its BreadcrumbList states: Listings › category › this machine. */
export function listingTrail(c: Catalog, l: Listing): { name: string; url: string }[] {
  return [
    { name: 'Listings', url: `${c.origin}/listings` },
    { name: l.category_label, url: categoryUrl(c, l.category) },
    { name: `${l.make} ${l.model}`, url: l.url },
  ];
}
