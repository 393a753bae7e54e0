// schema.org JSON-LD for a listing page: Product with its Offer, and the
// page's BreadcrumbList. Built from the listing presenter, the same facts the
// page body and the markdown twin print, so the three never disagree: a fact
// schema.org has no property for becomes an additionalProperty by itself.
// Google's merchant-listing and product-snippet requirements are checked in
// tests/agents/structured-data.test.ts.
import type { PublicCatalog } from '../catalog/publish.ts';
import type { Listing } from '../schemas/public.ts';
import { PRICE_NOTICE } from '../catalog/attribution.ts';
import { plainText, truncate } from '../present/render-markdown.ts';
import { isPriced, listingFacts, listingTrail } from '../present/listing.ts';
import { valueText } from '../present/segments.ts';

const SCHEMA = 'https://schema.org';

/** Our conditions on schema.org's OfferItemCondition; every other condition is used. */
const ITEM_CONDITION: Record<string, string> = {
  new: 'NewCondition',
  refurbished: 'RefurbishedCondition',
  'for-parts': 'DamagedCondition',
};
const itemCondition = (condition: string) => `${SCHEMA}/${ITEM_CONDITION[condition] ?? 'UsedCondition'}`;
const availability = (l: Listing) => `${SCHEMA}/${l.status === 'sold' ? 'SoldOut' : 'InStock'}`;

/** Presenter facts that Product and Offer state in their own properties. */
const STATED = new Set([
  'price',
  'condition',
  'year',
  'make',
  'model',
  'category',
  'location',
  'status',
  'listed_at',
  'updated_at',
  'id',
]);

function productLd(c: Pick<PublicCatalog, 'origin' | 'guides'>, l: Listing) {
  const priced = isPriced(l);
  const price = priced ? { price: l.price.amount, priceCurrency: l.price.currency } : {};
  const seller = { '@type': 'Organization', name: l.seller.name };
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    '@id': `${l.url}#product`,
    name: l.title,
    url: l.url,
    sku: l.id,
    category: l.category_label,
    brand: { '@type': 'Brand', name: l.make },
    model: l.model,
    ...(l.year !== null ? { productionDate: String(l.year) } : {}),
    description: truncate(plainText(l.description), 500),
    image: l.photos.map((p) => p.url),
    additionalProperty: [
      ...listingFacts(c, l)
        .filter((f) => !STATED.has(f.key))
        .map((f) => ({ '@type': 'PropertyValue', name: f.label, value: valueText(f.value) })),
      ...l.specs.map((s) => ({ '@type': 'PropertyValue', name: s.label, value: s.value })),
    ],
    offers: {
      '@type': 'Offer',
      url: l.url,
      availability: availability(l),
      itemCondition: itemCondition(l.condition),
      ...price,
      priceSpecification: {
        '@type': 'PriceSpecification',
        name: priced ? 'Asking price' : 'Price on request',
        description: PRICE_NOTICE,
        ...(priced ? price : { priceCurrency: l.price.currency }),
      },
      availableAtOrFrom: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: l.location.city,
          addressRegion: l.location.region_code ?? l.location.region,
          addressCountry: l.location.country,
        },
      },
      seller,
    },
  };
}

const breadcrumbLd = (trail: { name: string; url: string }[]) => ({
  '@context': SCHEMA,
  '@type': 'BreadcrumbList',
  itemListElement: trail.map((t, i) => ({ '@type': 'ListItem', position: i + 1, name: t.name, item: t.url })),
});

/** Everything a listing page carries. */
export const listingLd = (c: Pick<PublicCatalog, 'origin' | 'guides'>, l: Listing) => [
  productLd(c, l),
  breadcrumbLd(listingTrail(c, l)),
];
