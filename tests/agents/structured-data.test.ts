// schema.org JSON-LD on the pages (issue 15 item 1), read from the served
// HTML and compared with the listing's JSON and its markdown twin: one set of
// facts, three renderings.
import { describe, expect, it } from 'vitest';
import { api, base, get } from '../support/http.ts';

type Ld = Record<string, any>;
const ldOf = (html: string): Ld[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const v = JSON.parse(m[1]);
    return Array.isArray(v) ? v : [v];
  });
const ofType = (lds: Ld[], t: string) => lds.find((x) => x['@type'] === t);

/*
 * What Google asks of Product markup (read 2026-11 from
 * https://developers.google.com/search/docs/appearance/structured-data/merchant-listing and
 * https://developers.google.com/search/docs/appearance/structured-data/product-snippet):
 *  - merchant listings, required: Product.name, Product.image, Product.offers; Offer.price (> 0) and
 *    Offer.priceCurrency (or the same inside priceSpecification);
 *  - merchant listings, recommended (those we have facts for): Product.brand.name, Product.description,
 *    Product.sku, Offer.availability, Offer.itemCondition, Offer.url;
 *  - product snippets, required: Product.name and one of offers / review / aggregateRating.
 * A price-on-request listing cannot be a merchant listing (no price); it stays a valid product snippet.
 */
const MERCHANT_REQUIRED = ['name', 'image', 'offers'];
const OFFER_REQUIRED = ['price', 'priceCurrency'];
const PRODUCT_RECOMMENDED = ['brand', 'description', 'sku'];
const OFFER_RECOMMENDED = ['availability', 'itemCondition', 'url'];
const ITEM_CONDITION: Record<string, string> = {
  new: 'NewCondition',
  refurbished: 'RefurbishedCondition',
  'for-parts': 'DamagedCondition',
};

async function listings(extra = '') {
  return (await get(api(`/listings?per_page=50${extra}`))).json.items as Ld[];
}

describe('listing pages: Product with Offer', () => {
  it('meet the merchant-listing and product-snippet requirements and state the same facts as the JSON and the twin', async () => {
    const sample = [...(await listings()), ...(await listings('&include_sold=true&status=sold'))];
    const seen = new Set<string>();
    let priced = 0;
    for (const l of sample.slice(0, 60)) {
      if (seen.has(l.id)) continue;
      seen.add(l.id);
      const html = (await get(l.url)).text;
      const lds = ldOf(html);
      const p = ofType(lds, 'Product')!;
      expect(p, l.url).toBeDefined();
      for (const k of [...MERCHANT_REQUIRED.filter((k) => k !== 'image' || l.photos.length), ...PRODUCT_RECOMMENDED])
        expect(p[k], `${l.url} ${k}`).toBeTruthy();
      for (const k of OFFER_RECOMMENDED) expect(p.offers[k], `${l.url} offers.${k}`).toBeTruthy();
      expect(p.name).toBe(l.title);
      expect(p.url).toBe(l.url);
      expect(p.brand).toEqual({ '@type': 'Brand', name: l.make });
      expect(p.model).toBe(l.model);
      expect(p.productionDate).toBe(l.year === null ? undefined : String(l.year));
      expect(p.image).toEqual(l.photos.map((ph: Ld) => ph.url));
      expect(p.offers.itemCondition).toBe(`https://schema.org/${ITEM_CONDITION[l.condition] ?? 'UsedCondition'}`);
      expect(p.offers.availability).toBe(`https://schema.org/${l.status === 'sold' ? 'SoldOut' : 'InStock'}`);
      expect(p.offers.seller).toEqual({ '@type': 'Organization', name: l.seller.name });
      if (!l.price.on_request && l.price.amount !== null) {
        priced++;
        for (const k of OFFER_REQUIRED) expect(p.offers[k], `${l.url} offers.${k}`).toBeDefined();
        expect(p.offers.price).toBeGreaterThan(0);
        expect(p.offers.price).toBe(l.price.amount);
        expect(p.offers.priceCurrency).toBe(l.price.currency);
      } else {
        expect(p.offers.price).toBeUndefined();
      }
      // The twin prints the same facts.
      // Markdown escapes ([, *, _...) removed: the reader sees the same text.
      const twin = (await get(l.markdown_url)).text.replace(/\\(.)/g, '$1');
      for (const fact of [l.title, l.make, l.model, l.condition_label, l.seller.name])
        expect(twin, `${l.markdown_url} ${fact}`).toContain(fact);
      if (l.year !== null) expect(twin).toContain(String(l.year));
      expect(twin).toContain(l.status === 'sold' ? 'Sold' : 'Available');

      const crumbs = ofType(lds, 'BreadcrumbList')!;
      expect(crumbs.itemListElement.map((i: Ld) => i.position)).toEqual([1, 2, 3]);
      expect(crumbs.itemListElement[0].item).toBe(`${base()}/listings`);
      expect(crumbs.itemListElement[1].name).toBe(l.category_label);
      expect(crumbs.itemListElement.at(-1).item).toBe(l.url);
    }
    expect(seen.size).toBeGreaterThan(20);
    expect(priced).toBeGreaterThan(10);
    expect(sample.some((l) => l.status === 'sold')).toBe(true);
  });

  it('never lets listing text close the script element', async () => {
    for (const l of (await listings()).slice(0, 20)) {
      const html = (await get(l.url)).text;
      for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g))
        expect(m[1]).not.toMatch(/</);
    }
  });
});

describe('research pages', () => {
  it('the market snapshot is a Dataset with a licence and its downloads', async () => {
    const d = ofType(ldOf((await get(`${base()}/market-snapshot`)).text), 'Dataset')!;
    const snap = (await get(api('/snapshot'))).json;
    expect(d.license).toBe(snap.license.url);
    expect(d.dateModified).toBe(snap.data.as_of);
    expect(d.distribution.map((x: Ld) => x.contentUrl)).toEqual([api('/snapshot'), `${base()}/market-snapshot.md`]);
  });

  it('the glossary is a DefinedTermSet with every term', async () => {
    const set = ofType(ldOf((await get(`${base()}/glossary`)).text), 'DefinedTermSet')!;
    const terms = (await get(api('/glossary'))).json.data.terms;
    expect(set.hasDefinedTerm.map((t: Ld) => t.name)).toEqual(terms.map((t: Ld) => t.term));
    expect(set.license).toMatch(/creativecommons/);
  });

  it('a checklist is a HowTo with every item as a step, in order', async () => {
    const summary = (await get(api('/checklists'))).json.data.checklists[0];
    const cl = (await get(summary.api_url)).json.data;
    const how = ofType(ldOf((await get(cl.url)).text), 'HowTo')!;
    expect(how.name).toBe(cl.title);
    expect(how.step.map((s: Ld) => s.itemListElement.map((i: Ld) => i.text))).toEqual(
      cl.sections.map((s: Ld) => s.items.map((i: Ld) => i.text)),
    );
  });
});

describe('single resources link their three forms', () => {
  it('manuals, checklists and guides carry url, api_url and markdown_url, and each answers', async () => {
    const manual = (await get(api('/manuals?per_page=1'))).json.items[0];
    const checklist = (await get(api('/checklists'))).json.data.checklists[0];
    const guide = (await get(api('/guides'))).json.data.guides[0];
    for (const r of [manual, checklist, guide]) {
      for (const k of ['url', 'api_url', 'markdown_url']) {
        expect(r[k], k).toMatch(/^http/);
        const res = await get(r[k]);
        expect(res.status, r[k]).toBe(200);
      }
      expect((await get(r.markdown_url)).headers.get('content-type')).toMatch(/^text\/markdown/);
      expect((await get(r.api_url)).headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('the checklist detail carries its intro, the same text as the twin opens with', async () => {
    const summary = (await get(api('/checklists'))).json.data.checklists[0];
    const cl = (await get(summary.api_url)).json.data;
    expect(typeof cl.intro).toBe('string');
    expect(cl.intro.length).toBeGreaterThan(20);
    const twin = (await get(summary.markdown_url)).text;
    expect(twin).toContain(cl.intro.split('\n')[0].trim().slice(0, 60));
  });
});
