// A listing as a search result card: the browse page renders it on the
// server (ListingCard.astro) and in the browser (its search script imports
// this module), and the twins' result lines read the same values. Browser-safe:
// no Node module, no catalog.
import type { Listing } from '../schemas/public.ts';
import { priceValue } from './format.ts';
import { escHtml } from './html.ts';
import { day } from './segments.ts';

export const isSold = (l: Pick<Listing, 'status'>) => l.status === 'sold';

/** The fields a search result card reads (a projection of the public record, as the browse page gets it from the API). */
export type CardListing = Pick<
  Listing,
  'slug' | 'title' | 'status' | 'sold_at' | 'price' | 'condition_label' | 'year' | 'make' | 'model' | 'location'
>;

export interface ListingCard {
  href: string;
  title: string;
  /** `Sold 2025-10-02`, or null while available. */
  sold: string | null;
  price: string;
  /** Condition, year and machine; then the place. */
  meta: [string, string];
}

/** One search result, as the browse page, the home page and the twins' result lines show it. */
export function listingCard(l: CardListing): ListingCard {
  return {
    href: `/listings/${encodeURIComponent(l.slug)}`,
    title: l.title,
    sold: isSold(l) ? `Sold${l.sold_at ? ` ${day(l.sold_at)}` : ''}` : null,
    price: priceValue(l.price),
    meta: [[l.condition_label, l.year ?? 'Year unknown', `${l.make} ${l.model}`].join(' · '), l.location.display],
  };
}

/** The card as HTML: one `<li>`, the same markup on the server and in the browser. */
export function listingCardHtml(l: CardListing, level: 2 | 3 = 3): string {
  const c = listingCard(l);
  const e = escHtml;
  return [
    '<li class="card">',
    `<h${level}><a href="${e(c.href)}">${e(c.title)}</a></h${level}>`,
    c.sold ? `<p><span class="badge sold">${e(c.sold)}</span></p>` : '',
    `<p class="price">${e(c.price)}</p>`,
    ...c.meta.map((m) => `<p class="meta">${e(m)}</p>`),
    '</li>',
  ].join('');
}
