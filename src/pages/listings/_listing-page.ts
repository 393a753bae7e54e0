// The look of a listing page (/listings/{slug}), as a function: everything
// inside <main> plus the head values Base.astro takes. Listing pages are not
// rendered by Astro one by one (300,000 routes at 100,000 listings take far
// too long): `[slug].astro` renders the Base shell once with placeholders,
// and src/build/listing-pages.ts fills it with this function's output for
// every listing in one streaming pass. Edit the listing page here.
// (Files starting with `_` are not routes.)
import type { PublicCatalog } from '../../catalog/publish.ts';
import type { Listing, Manual } from '../../schemas/public.ts';
import { PRICE_NOTICE, citation } from '../../catalog/attribution.ts';
import { SERVICE_NAME } from '../../config.ts';
import { renderMarkdown, plainText, truncate } from '../../markdown/render.ts';
import { categoryGuide } from '../../markdown/twins.ts';
import { listingLd } from '../../structured-data/listing.ts';
import { day, longDate, money, operationalLabel, powerText, sellerTypeLabel, yearText, documentTypeLabel } from '../../markdown/format.ts';

/** Text and attribute escaping (as Astro does for `{expr}`). */
export const escHtml = (s: string | number) =>
  String(s).replace(/[&<>"']/g, (ch) => (ch === '&' ? '&amp;' : ch === '<' ? '&lt;' : ch === '>' ? '&gt;' : ch === '"' ? '&quot;' : '&#39;'));
const e = escHtml;

/** Placeholders `[slug].astro` passes to Base for the shell; plain ASCII so no escaping changes them. */
export const SHELL = {
  slug: '__listing-shell__',
  title: '__SL_TITLE__',
  description: '__SL_DESCRIPTION__',
  canonical: 'http://shell.invalid/__SL_URL__',
  markdown: 'http://shell.invalid/__SL_MD__',
  json: 'http://shell.invalid/__SL_JSON__',
  jsonLd: '__SL_JSONLD__',
  body: '<!--__SL_BODY__-->',
} as const;

export interface ListingPage { title: string; description: string; canonical: string; markdown: string; json: string; jsonLd: unknown; body: string }

export function listingPage(c: PublicCatalog, l: Listing, manuals: Manual[]): ListingPage {
  const sold = l.status === 'sold';
  const guide = categoryGuide(c, l.category);
  const onRequest = l.price.on_request || l.price.amount === null;
  const plain = plainText(l.description);
  const jsonLd = listingLd(c, l);
  const description = truncate(`${sold ? 'Sold. ' : ''}${l.title}: ${onRequest ? 'price on request' : `asking ${money(l.price.amount!, l.price.currency)}`}, ${l.condition_label.toLowerCase()}, ${l.location.display}. ${plain}`, 160);
  const categoryHtml = guide ? `<a href="/guides/${e(guide.slug)}">${e(l.category_label)}</a>` : e(l.category_label);
  const time = (iso: string, text: string) => `<time datetime="${e(iso)}">${e(text)}</time>`;

  const b: string[] = [];
  b.push(`<nav class="breadcrumb" aria-label="Breadcrumb"><ol><li><a href="/listings">Listings</a></li><li>${categoryHtml}</li><li><a href="/listings/${e(l.slug)}" aria-current="page">${e(l.make)} ${e(l.model)}</a></li></ol></nav>`);
  b.push(`<h1>${e(l.title)}</h1>`);
  if (sold) b.push(`<p class="sold-banner"><strong>Sold${l.sold_at ? ` on ${time(l.sold_at, longDate(l.sold_at))}` : ''}.</strong> This listing is no longer available; it stays published for reference.</p>`);
  b.push('<div class="listing-top"><div>');
  b.push(l.photos.length
    ? `<ul class="photos" aria-label="Photos">${l.photos.map((p, i) => `<li><figure><img src="${e(p.url)}" alt="${e(p.alt)}" width="${e(p.width)}" height="${e(p.height)}" loading="${i === 0 ? 'eager' : 'lazy'}" decoding="async"></figure></li>`).join('')}</ul>`
    : '<p class="no-photo">No photos</p>');
  b.push('</div><section class="panel" aria-labelledby="key-facts"><h2 id="key-facts">Key facts</h2>');
  b.push(`<p class="price">${onRequest ? 'Price on request' : e(money(l.price.amount!, l.price.currency))}${onRequest ? '' : '<span class="kind"> asking price</span>'}${sold ? ' <span class="badge sold">Sold</span>' : ''}</p>`);
  const soldText = sold ? `Sold${l.sold_at ? ` (${time(l.sold_at, day(l.sold_at))})` : ''}` : 'Available';
  b.push('<dl class="facts">' + [
    ['Condition', e(l.condition_label)], ['Year', e(yearText(l.year))], ['Make', e(l.make)], ['Model', e(l.model)],
    ['Category', categoryHtml], ['Location', e(l.location.display)], ['Operational status', e(operationalLabel(l.operational_status))],
    ['Power', e(powerText(l.power))], ['Status', soldText], ['Listed', time(l.listed_at, day(l.listed_at))],
    ['Updated', time(l.updated_at, day(l.updated_at))], ['Listing ID', `<code>${e(l.id)}</code>`],
  ].map(([t, d]) => `<dt>${t}</dt><dd>${d}</dd>`).join('') + '</dl>');
  b.push(`<p class="notice">${e(PRICE_NOTICE)}</p></section></div>`);
  b.push('<section aria-labelledby="specs"><h2 id="specs">Specifications</h2>');
  b.push(l.specs.length
    ? `<table class="specs"><tbody>${l.specs.map((s) => `<tr><th scope="row">${e(s.label)}</th><td>${e(s.value)}</td></tr>`).join('')}</tbody></table>`
    : '<p>No specifications given.</p>');
  b.push('</section>');
  b.push(`<section aria-labelledby="description"><h2 id="description">Description</h2><div class="prose">${renderMarkdown(l.description, { headingBase: 3, untrusted: true })}</div></section>`);
  b.push(`<section aria-labelledby="shipping"><h2 id="shipping">Shipping</h2><p>${e(l.shipping_notes ?? 'No shipping notes given.')}</p></section>`);
  const email = c.site.data.contact_email;
  b.push(`<section aria-labelledby="seller"><h2 id="seller">Seller</h2><dl class="facts"><dt>Name</dt><dd>${e(l.seller.name)}</dd><dt>Type</dt><dd>${e(sellerTypeLabel(l.seller.type))}</dd><dt>Verified</dt><dd>${l.seller.verified ? '<span class="badge verified">Yes</span>' : 'No'}</dd></dl>`);
  b.push(`<p>Seller contact details are not published. Inquiries go through ${e(SERVICE_NAME)}: write to <a href="${e(`mailto:${email}?subject=${encodeURIComponent(`Listing ${l.id}`)}`)}">${e(email)}</a> quoting listing ID <code>${e(l.id)}</code>.</p></section>`);
  if (manuals.length) {
    b.push(`<section aria-labelledby="manuals"><h2 id="manuals">Manuals for this machine</h2><ul class="plain-list">${manuals.map((m) => `<li><a href="/manuals/${e(m.id)}">${e(m.title)}</a> (${e(documentTypeLabel(m.document_type))})</li>`).join('')}</ul></section>`);
  }
  b.push(`<section class="cite" aria-labelledby="cite"><h2 id="cite">Cite this listing</h2><p>${e(citation(l.title, l.url))}</p><p>Also as <a href="${e(l.markdown_url)}" type="text/markdown">markdown</a> and <a href="${e(l.json_url)}" type="application/json">JSON</a>.</p></section>`);
  return { title: l.title, description, canonical: l.url, markdown: l.markdown_url, json: l.json_url, jsonLd, body: b.join('\n') };
}

/**
 * Compiles the shell Astro rendered from `[slug].astro` (Base with the SHELL
 * placeholders) into a filler: one pass over the parts, so text of a listing
 * that happens to look like a placeholder is never replaced.
 */
export function compileShell(shell: string): (p: ListingPage) => string {
  const keys: [string, (p: ListingPage) => string][] = [
    // `<` inside JSON-LD must not close the script element (as in Base.astro).
    [JSON.stringify(SHELL.jsonLd), (p) => JSON.stringify(p.jsonLd).replace(/</g, '\\u003c')],
    [SHELL.canonical, (p) => e(p.canonical)],
    [SHELL.markdown, (p) => e(p.markdown)],
    [SHELL.json, (p) => e(p.json)],
    [SHELL.title, (p) => e(p.title)],
    [SHELL.description, (p) => e(p.description)],
    [SHELL.body, (p) => p.body],
  ];
  if (!shell.includes(SHELL.body)) throw new Error('listing page shell: the body placeholder is missing');
  const re = new RegExp(keys.map(([k]) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  const fill = new Map(keys);
  const parts: (string | ((p: ListingPage) => string))[] = [];
  let last = 0;
  for (const m of shell.matchAll(re)) {
    parts.push(shell.slice(last, m.index), fill.get(m[0])!);
    last = m.index + m[0].length;
  }
  parts.push(shell.slice(last));
  return (p) => parts.map((x) => (typeof x === 'string' ? x : x(p))).join('');
}
