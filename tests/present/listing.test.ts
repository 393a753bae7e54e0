// One presenter, every output: for each listing of the sample catalog, every
// fact the listing presenter states appears on the page, in the markdown twin
// and in the JSON-LD (its own property or an additionalProperty); the card
// (which the browse page's script also writes, with innerHTML) escapes seller text.
import { describe, expect, it } from 'vitest';
import { readContent } from '../../src/catalog/read-content.ts';
import { publish } from '../../src/catalog/publish.ts';
import { listingPage } from '../../src/layouts/listing-page.ts';
import { listingMarkdown } from '../../src/markdown/listing-twin.ts';
import { listingFacts, sellerFacts } from '../../src/present/listing.ts';
import { listingCardHtml } from '../../src/present/listing-card.ts';
import { valueText } from '../../src/present/segments.ts';
import { escHtml } from '../../src/present/html.ts';

const c = publish(readContent('content'), 'https://equipment.example');
const visible = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const unescapeMd = (md: string) => md.replace(/\\([\\`*_[\]<>|#+-])/g, '$1');

describe('the listing presenter drives the page, the twin and the JSON-LD', () => {
  it('the sample has sold and available listings, some with a category overview', () => {
    expect(c.listings.some((l) => l.status === 'sold')).toBe(true);
    expect(c.listings.length).toBeGreaterThan(100);
  });

  it('every fact of every listing is on its page and in its twin, label and value', () => {
    const missing: string[] = [];
    for (const l of c.listings) {
      const page = listingPage(c, l, []);
      const text = visible(page.body);
      const md = unescapeMd(listingMarkdown(c, l));
      for (const f of [...listingFacts(c, l), ...sellerFacts(l)]) {
        const value = valueText(f.value);
        // The page shows the price in its own line above the list, with "asking price" beside it.
        if (f.key !== 'price' && !text.includes(`${f.label}${value}`))
          missing.push(`${l.id} page ${f.label}: ${value}`);
        if (!md.includes(`**${f.label}:** `) || !md.includes(value)) missing.push(`${l.id} twin ${f.label}: ${value}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('a fact schema.org has no property for is an additionalProperty of the Product', () => {
    const l = c.listings[0];
    const [product] = listingPage(c, l, []).jsonLd as [{ additionalProperty: { name: string; value: string }[] }];
    const names = product.additionalProperty.map((p) => `${p.name}=${p.value}`);
    for (const f of listingFacts(c, l).filter((x) => ['operational_status', 'power'].includes(x.key))) {
      expect(names).toContain(`${f.label}=${valueText(f.value)}`);
    }
  });

  it('the card escapes what sellers write', () => {
    const l = { ...c.listings[0], title: '<img src=x onerror=alert(1)> & "cutter"' };
    const html = listingCardHtml(l);
    expect(html).not.toContain('<img');
    expect(html).toContain(escHtml(l.title));
  });
});
