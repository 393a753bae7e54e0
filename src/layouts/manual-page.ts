// The look of a manual page (/manuals/{id}), as a function: everything inside
// <main> plus the head values Base.astro takes, like ./listing-page.ts. The
// static build renders it per manual inside Base (src/pages/manuals/[id].astro);
// with the Postgres backend the page function (src/functions/live-pages.ts)
// fills Astro's shell of it per request, so both print the same page.
import type { Listing, Manual } from '../schemas/public.ts';
import { citation } from '../catalog/attribution.ts';
import { API_BASE_PATH } from '../config.ts';
import { escHtml as e, factsHtml } from '../present/html.ts';
import { manualFacts, manualLede } from '../present/manual.ts';
import type { GuideSource } from '../present/category.ts';
import { without } from '../present/segments.ts';
import { listingCardHtml } from '../present/listing-card.ts';
import { truncate } from '../present/render-markdown.ts';
import { fileSize } from '../present/format.ts';
import type { ListingPage } from './listing-page.ts';

export type ManualPageContext = GuideSource & { origin: string };

/**
 * The card of each listing a manual page showed, by listing: a page shows up to ten listings of its make, so at
 * 100,000 listings 18,394 manual pages show 173,920 cards of 2,000 listings, and a card formats its price
 * (toLocaleString, which builds a number formatter on every call: two thirds of rendering a page). Kept by identity,
 * as present/listing.ts keeps a listing's facts: a catalog's listings are never changed (an edit is a new object).
 */
const cards = new WeakMap<Listing, string>();
function cardOf(l: Listing): string {
  let html = cards.get(l);
  if (html === undefined) cards.set(l, (html = listingCardHtml(l)));
  return html;
}

export function manualPage(c: ManualPageContext, m: Manual, listings: Listing[]): ListingPage {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'DigitalDocument',
    name: m.title,
    url: m.url,
    identifier: m.id,
    description: m.description,
    inLanguage: m.language,
    numberOfPages: m.pages,
    encodingFormat: m.format,
    dateModified: m.updated_at,
    about: { '@type': 'Product', brand: { '@type': 'Brand', name: m.make }, model: m.model },
  };
  const b: string[] = [];
  b.push(`<h1>${e(m.title)}</h1>`, `<p class="lede">${e(manualLede(m))}</p>`);
  b.push(factsHtml(without(manualFacts(c, m), 'download_url'), c.origin));
  b.push(
    `<p><a class="button" href="${e(m.download_url)}">Download the ${e(m.format.toUpperCase())} (${e(fileSize(m.file_size_bytes))})</a></p>`,
  );
  b.push(
    `<section aria-labelledby="about"><h2 id="about">Description</h2><p class="prose">${e(m.description)}</p></section>`,
  );
  if (listings.length) {
    b.push(
      `<section aria-labelledby="listings"><h2 id="listings">Listings of this make</h2><ul class="cards">${listings.map(cardOf).join('')}</ul></section>`,
    );
  }
  b.push(
    `<section class="cite" aria-labelledby="cite"><h2 id="cite">Cite this manual</h2><p>${e(citation(m.title, m.url))}</p><p>Also as <a href="${e(`${m.url}.md`)}" type="text/markdown">markdown</a>.</p></section>`,
  );
  return {
    title: m.title,
    description: truncate(`${manualLede(m)} ${m.description}`),
    canonical: m.url,
    markdown: `${m.url}.md`,
    json: `${c.origin}${API_BASE_PATH}/manuals/${m.id}`,
    jsonLd,
    body: b.join('\n'),
  };
}
