// The look of a listing page (/listings/{slug}), as a function: everything
// inside <main> plus the head values Base.astro takes. Listing pages are not
// rendered by Astro one by one (300,000 routes at 100,000 listings take far
// too long): `[slug].astro` renders the Base shell once with placeholders,
// and src/build/listing-pages.ts fills it with this function's output for
// every listing in one streaming pass; with the Postgres backend the page
// function (src/functions/live-pages.ts) fills the same shell per request.
// What the page says comes from the listing presenter (src/present/listing.ts);
// this file only lays it out.
import type { PublicCatalog } from '../catalog/publish.ts';
import type { Listing, Manual } from '../schemas/public.ts';
import { PRICE_NOTICE, citation } from '../catalog/attribution.ts';
import { SERVICE_NAME } from '../config.ts';
import { renderMarkdown, plainText, truncate } from '../present/render-markdown.ts';
import { listingLd } from '../structured-data/listing.ts';
import { documentTypeLabel } from '../present/format.ts';
import { machineManuals } from '../present/manual.ts';
import { escHtml as e, factsHtml, siteHref, valueHtml } from '../present/html.ts';
import {
  NO_SHIPPING,
  NO_SPECS,
  STILL_PUBLISHED,
  isPriced,
  isSold,
  listingFacts,
  listingTrail,
  sellerFacts,
  soldNotice,
} from '../present/listing.ts';
import { valueText, without } from '../present/segments.ts';

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

export interface ListingPage {
  title: string;
  description: string;
  canonical: string;
  markdown: string;
  json: string;
  jsonLd: unknown;
  body: string;
}

/** What a listing page shows of the catalog beyond the listing and its manuals. */
export type ListingPageContext = Pick<PublicCatalog, 'origin' | 'site' | 'guides'>;

export function listingPage(c: ListingPageContext, l: Listing, manuals: Manual[]): ListingPage {
  const o = c.origin;
  const sold = isSold(l);
  const facts = listingFacts(c, l);
  const price = valueText(facts.find((f) => f.key === 'price')!.value);
  const description = truncate(
    `${sold ? 'Sold. ' : ''}${l.title}: ${isPriced(l) ? `asking ${price}` : 'price on request'}, ${l.condition_label.toLowerCase()}, ${l.location.display}. ${plainText(l.description)}`,
    160,
  );
  const trail = listingTrail(c, l);

  const b: string[] = [];
  b.push(
    `<nav class="breadcrumb" aria-label="Breadcrumb"><ol>${trail
      .map(
        (t, i) =>
          `<li><a href="${e(siteHref(t.url, o))}"${i === trail.length - 1 ? ' aria-current="page"' : ''}>${e(t.name)}</a></li>`,
      )
      .join('')}</ol></nav>`,
  );
  b.push(`<h1>${e(l.title)}</h1>`);
  if (sold) b.push(`<p class="sold-banner"><strong>${valueHtml(soldNotice(l), o)}</strong> ${e(STILL_PUBLISHED)}</p>`);
  b.push('<div class="listing-top"><div>');
  b.push(
    l.photos.length
      ? `<ul class="photos" aria-label="Photos">${l.photos.map((p, i) => `<li><figure><img src="${e(p.url)}" alt="${e(p.alt)}" width="${e(p.width)}" height="${e(p.height)}" loading="${i === 0 ? 'eager' : 'lazy'}" decoding="async"></figure></li>`).join('')}</ul>`
      : '<p class="no-photo">No photos</p>',
  );
  b.push('</div><section class="panel" aria-labelledby="key-facts"><h2 id="key-facts">Key facts</h2>');
  b.push(
    `<p class="price">${e(price)}${isPriced(l) ? '<span class="kind"> asking price</span>' : ''}${sold ? ' <span class="badge sold">Sold</span>' : ''}</p>`,
  );
  b.push(factsHtml(without(facts, 'price'), o));
  b.push(`<p class="notice">${e(PRICE_NOTICE)}</p></section></div>`);
  b.push('<section aria-labelledby="specs"><h2 id="specs">Specifications</h2>');
  b.push(
    l.specs.length
      ? `<table class="specs"><tbody>${l.specs.map((s) => `<tr><th scope="row">${e(s.label)}</th><td>${e(s.value)}</td></tr>`).join('')}</tbody></table>`
      : `<p>${e(NO_SPECS)}</p>`,
  );
  b.push('</section>');
  b.push(
    `<section aria-labelledby="description"><h2 id="description">Description</h2><div class="prose">${renderMarkdown(l.description, { headingBase: 3, untrusted: true })}</div></section>`,
  );
  b.push(
    `<section aria-labelledby="shipping"><h2 id="shipping">Shipping</h2><p>${e(l.shipping_notes ?? NO_SHIPPING)}</p></section>`,
  );
  const email = c.site.data.contact_email;
  b.push(`<section aria-labelledby="seller"><h2 id="seller">Seller</h2>${factsHtml(sellerFacts(l), o)}`);
  b.push(
    `<p>Seller contact details are not published. Inquiries go through ${e(SERVICE_NAME)}: write to <a href="${e(`mailto:${email}?subject=${encodeURIComponent(`Listing ${l.id}`)}`)}">${e(email)}</a> quoting listing ID <code>${e(l.id)}</code>.</p></section>`,
  );
  if (manuals.length) {
    const { shown, all } = machineManuals(o, l, manuals);
    const more = all
      ? `<p><a href="${e(siteHref(all.href, o))}">All ${all.count} manuals for this machine</a></p>`
      : '';
    b.push(
      `<section aria-labelledby="manuals"><h2 id="manuals">Manuals for this machine</h2><ul class="plain-list">${shown.map((m) => `<li><a href="${e(siteHref(m.url, o))}">${e(m.title)}</a> (${e(documentTypeLabel(m.document_type))})</li>`).join('')}</ul>${more}</section>`,
    );
  }
  b.push(
    `<section class="cite" aria-labelledby="cite"><h2 id="cite">Cite this listing</h2><p>${e(citation(l.title, l.url))}</p><p>Also as <a href="${e(l.markdown_url)}" type="text/markdown">markdown</a> and <a href="${e(l.json_url)}" type="application/json">JSON</a>.</p></section>`,
  );
  return {
    title: l.title,
    description,
    canonical: l.url,
    markdown: l.markdown_url,
    json: l.json_url,
    jsonLd: listingLd(c, l),
    body: b.join('\n'),
  };
}

/**
 * Astro's escaping of an attribute value (`toAttributeString`: only `&` and `"`); text is escaped as `escHtml`
 * does, the same five characters Astro's `escapeHTML` escapes.
 */
const astroAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Compiles the shell Astro rendered from `[slug].astro` (Base with the SHELL
 * placeholders) into a filler: one pass over the parts, so text of a listing
 * that happens to look like a placeholder is never replaced.
 * `astroAttributes`: escape a placeholder inside a tag as Astro escapes attributes, so a page Astro renders
 * itself (a manual's, under `npm run dev`) and its filled shell are the same bytes; listing pages have always
 * escaped attributes like text (`'` as `&#39;`), and keep their bytes.
 */
export function compileShell(shell: string, { astroAttributes = false } = {}): (p: ListingPage) => string {
  const keys: [string, (p: ListingPage) => string][] = [
    // `<` inside JSON-LD must not close the script element (as in Base.astro).
    [JSON.stringify(SHELL.jsonLd), (p) => JSON.stringify(p.jsonLd).replace(/</g, '\\u003c')],
    [SHELL.canonical, (p) => p.canonical],
    [SHELL.markdown, (p) => p.markdown],
    [SHELL.json, (p) => p.json],
    [SHELL.title, (p) => p.title],
    [SHELL.description, (p) => p.description],
    [SHELL.body, (p) => p.body],
  ];
  const escaped = new Set<string>([SHELL.canonical, SHELL.markdown, SHELL.json, SHELL.title, SHELL.description]);
  if (!shell.includes(SHELL.body)) throw new Error('listing page shell: the body placeholder is missing');
  const re = new RegExp(keys.map(([k]) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  const fill = new Map(keys);
  const parts: (string | ((p: ListingPage) => string))[] = [];
  let last = 0;
  for (const m of shell.matchAll(re)) {
    const value = fill.get(m[0])!;
    // Inside a tag when the last `<` before the placeholder comes after the last `>`.
    const inTag = shell.lastIndexOf('<', m.index) > shell.lastIndexOf('>', m.index);
    const esc = !escaped.has(m[0]) ? undefined : astroAttributes && inTag ? astroAttribute : e;
    parts.push(shell.slice(last, m.index), esc ? (p) => esc(value(p)) : value);
    last = m.index + m[0].length;
  }
  parts.push(shell.slice(last));
  return (p) => parts.map((x) => (typeof x === 'string' ? x : x(p))).join('');
}
