// Every kind of human page, in a real browser: it renders its main facts,
// names its canonical URL and markdown twin, keeps landmarks and heading
// order, and passes axe-core without serious or critical violations.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MAX_BODY_TEXT } from '../../src/mcp/rpc-errors.ts';
import {
  baseUrl,
  getJson,
  headingLevels,
  headingsInOrder,
  launch,
  newContext,
  screenshot,
  seriousViolations,
} from './browser.ts';

let browser: Browser;
let ctx: BrowserContext;
const B = baseUrl();
const API = `${B}/api/agents/v1`;

interface PageCase {
  name: string;
  path: string;
  /** Canonical URL (absolute) and markdown twin URL (absolute). */
  canonical: string;
  twin: string;
  h1: string;
  /** Texts that must appear in the page's main content. */
  facts: string[];
  /** Texts that must appear in the markdown twin. */
  twinFacts?: string[];
}

const cases: PageCase[] = [];

const money = (amount: number, currency: string) => {
  const d = Number.isInteger(amount) ? 0 : 2;
  return `${amount.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d })} ${currency}`;
};
const priceOf = (l: any) => (l.price.on_request ? 'Price on request' : money(l.price.amount, l.price.currency));

// The pages to check, found through the API at collection time so each is its own test.
const site = await getJson(`${API}/site`);
const origin = new URL(site.home).origin;
const search = await getJson(`${API}/listings?include_sold=true&per_page=50`);
const available = search.items.find((l: any) => l.status === 'available');
const sold = search.items.find((l: any) => l.status === 'sold');
const glossary = (await getJson(`${API}/glossary`)).data.terms;
const checklists = (await getJson(`${API}/checklists`)).data.checklists;
const guides = (await getJson(`${API}/guides`)).data.guides;
const snapshot = (await getJson(`${API}/snapshot`)).data;
const manuals = await getJson(`${API}/manuals?per_page=1`);

const addCase = (
  name: string,
  path: string,
  h1: string,
  facts: string[],
  twinFacts?: string[],
  twin = `${origin}${path === '/' ? '/index' : path}.md`,
) => cases.push({ name, path, canonical: `${origin}${path}`, twin, h1, facts, twinFacts });

// The seller plans as the seed states them (CONTRACT.md §3), on the home page and in the agent guide.
const PLANS = ['Basic: free, 1 listing', 'Pro: 49 USD per month', 'Enterprise: 149 USD per month, with API access'];
addCase('home', '/', site.data.name, [site.data.slogan, site.data.faq[0].q, site.data.facts[0].value, ...PLANS], PLANS);
addCase('browse', '/listings', 'Browse used equipment listings', ['Keywords', 'Include sold listings']);
for (const l of [available, sold].filter(Boolean)) {
  const facts = [
    priceOf(l),
    l.condition_label,
    l.make,
    l.model,
    l.location.display,
    l.seller.name,
    ...(l.year ? [String(l.year)] : []),
  ];
  addCase(
    `${l.status} listing`,
    `/listings/${l.slug}`,
    l.title,
    l.status === 'sold' ? [...facts, 'Sold'] : facts,
    [l.title, l.condition_label, l.location.display, l.seller.name, l.url, ...(l.status === 'sold' ? ['Sold'] : [])],
    l.markdown_url,
  );
}
const m = manuals.items[0];
if (m)
  addCase('manual', `/manuals/${m.id}`, m.title, [m.make, m.model, String(m.pages)], [m.title, m.download_url, m.url]);
addCase(
  'glossary',
  '/glossary',
  'Used equipment glossary',
  [glossary[0].term, 'CC BY 4.0'],
  [glossary[0].term, 'CC BY 4.0'],
);
addCase('checklist index', '/checklists', 'Used equipment inspection checklists', [checklists[0].title, 'CC BY 4.0']);
const cl = await getJson(`${API}/checklists/${checklists[0].slug}`);
addCase(
  'checklist',
  `/checklists/${cl.data.slug}`,
  cl.data.title,
  [cl.data.sections[0].title, cl.data.sections[0].items[0].text, 'CC BY 4.0'],
  [cl.data.sections[0].items[0].text, 'CC BY 4.0'],
);
addCase('guide index', '/guides', 'Buyer guides and category overviews', [guides[0].title]);
for (const kind of ['buyer_guide', 'category_landing']) {
  const g = guides.find((x: any) => x.kind === kind);
  if (g)
    addCase(
      kind.replace('_', ' '),
      `/guides/${g.slug}`,
      g.title,
      [g.summary, 'CC BY 4.0'],
      [g.title, 'CC BY 4.0'],
      g.markdown_url,
    );
}
addCase(
  'market snapshot',
  '/market-snapshot',
  'Used equipment market snapshot',
  [
    'not closed-transaction comparables',
    'CC BY 4.0',
    snapshot.categories[0].label,
    String(snapshot.totals.live_listings),
  ],
  ['not closed-transaction comparables', 'CC BY 4.0'],
);
addCase(
  'agent guide',
  '/for-agents',
  'Secondline for agents',
  [
    `${origin}/api/agents/v1`,
    `${origin}/api/agents/v1/mcp`,
    '"mcpServers"',
    'npx @modelcontextprotocol/inspector',
    'tools/call',
    'search_listings',
    'get_site_facts',
    'fetch',
    '422',
    'per_page',
    MAX_BODY_TEXT,
    'CC BY 4.0',
    'canonical_url',
    ...PLANS,
  ],
  ['"mcpServers"', 'tools/list', 'CC BY 4.0', 'canonical_url', ...PLANS],
);

beforeAll(async () => {
  browser = await launch();
  ctx = await newContext(browser);
});

afterAll(async () => {
  await browser?.close();
});

async function open(path: string): Promise<Page> {
  const page = await ctx.newPage();
  const res = await page.goto(`${B}${path}`, { waitUntil: 'load' });
  expect(res?.status(), path).toBe(200);
  return page;
}

describe('human pages', () => {
  it('found a page of each kind to check', () => {
    expect(available, 'an available listing').toBeTruthy();
    expect(cases.length).toBeGreaterThanOrEqual(12);
  });

  it.each(cases)('$name ($path) renders its facts, links its twin and passes axe', async (c) => {
    const page = await open(c.path);
    try {
      // Heading, landmarks, language.
      expect(await page.locator('h1').count(), c.name).toBe(1);
      expect((await page.locator('h1').innerText()).trim(), c.name).toBe(c.h1);
      expect(await page.locator('main#main').count()).toBe(1);
      expect(await page.locator('header nav[aria-label="Main"]').count()).toBe(1);
      expect(await page.locator('footer').count()).toBe(1);
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      expect(headingsInOrder(await headingLevels(page)), `${c.name}: heading levels ${await headingLevels(page)}`).toBe(
        true,
      );

      // Facts.
      const main = await page.locator('main').innerText();
      for (const f of c.facts) expect(main, `${c.name} shows "${f}"`).toContain(f);

      // Canonical and markdown alternate, absolute.
      expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(c.canonical);
      const twin = await page.getAttribute('link[rel="alternate"][type="text/markdown"]', 'href');
      expect(twin, `${c.name} markdown alternate`).toBe(c.twin);

      // Every img has an alt attribute (axe checks this too; stated for clarity).
      expect(await page.locator('img:not([alt])').count()).toBe(0);

      // JSON-LD parses where present.
      for (const ld of await page.locator('script[type="application/ld+json"]').allTextContents())
        expect(() => JSON.parse(ld)).not.toThrow();

      // Accessibility.
      const violations = await seriousViolations(page);
      expect(violations, `${c.name}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
    } finally {
      await page.close();
    }

    // The twin: markdown, titled, with the facts, ending with the citation and canonical URL.
    const md = await fetch(c.twin.replace(new URL(c.twin).origin, B)).then(async (r) => ({
      status: r.status,
      text: await r.text(),
    }));
    expect(md.status, c.twin).toBe(200);
    expect(md.text.startsWith('# '), `${c.name} twin starts with # Title`).toBe(true);
    expect(md.text.split('\n')[0]).toContain(c.h1.split(' ')[0]);
    expect(md.text).toMatch(new RegExp(`Canonical URL: ${c.canonical.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n?$`));
    expect(md.text).toContain('Source: ');
    for (const f of c.twinFacts ?? []) expect(md.text, `${c.name} twin has "${f}"`).toContain(f);
  });

  it('a sold listing is clearly marked', async () => {
    expect(sold, 'the sample catalog has a sold listing').toBeDefined();
    const page = await open(`/listings/${sold!.slug}`);
    try {
      await expect(page.locator('.sold-banner').innerText()).resolves.toMatch(/^Sold on /);
      const ld = [JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)]
        .flat()
        .find((x) => x['@type'] === 'Product');
      expect(ld.offers.availability).toBe('https://schema.org/SoldOut');
    } finally {
      await page.close();
    }
  });

  it('a listing page carries Product/Offer JSON-LD with the asking price', async () => {
    const page = await open(`/listings/${available.slug}`);
    try {
      const ld = [JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)]
        .flat()
        .find((x) => x['@type'] === 'Product');
      expect(ld['@type']).toBe('Product');
      expect(ld.url).toBe(available.url);
      expect(ld.offers.availability).toBe('https://schema.org/InStock');
      expect(ld.offers.priceSpecification.priceCurrency).toBe(available.price.currency);
      if (!available.price.on_request) {
        expect(ld.offers.priceSpecification.price).toBe(available.price.amount);
        expect(ld.offers.priceSpecification.name).toBe('Asking price');
      }
      expect(await page.getAttribute('link[rel="alternate"][type="application/json"]', 'href')).toBe(
        available.json_url,
      );
    } finally {
      await page.close();
    }
  });

  it('glossary terms have slug anchors and DefinedTermSet JSON-LD', async () => {
    const terms = (await getJson(`${API}/glossary`)).data.terms;
    const page = await open('/glossary');
    try {
      for (const t of terms.slice(0, 20)) expect(await page.locator(`[id="${t.slug}"]`).innerText()).toContain(t.term);
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
      expect(ld['@type']).toBe('DefinedTermSet');
      expect(ld.hasDefinedTerm.length).toBe(terms.length);
    } finally {
      await page.close();
    }
  });

  it('the 404 page is a page for humans and passes axe', async () => {
    const page = await ctx.newPage();
    try {
      const res = await page.goto(`${B}/no-such-page-here`);
      expect(res?.status()).toBe(404);
      await expect(page.locator('h1').innerText()).resolves.toBe('Page not found');
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  // SCREENSHOT=1 refreshes docs/listing-page.png; otherwise the shot is only taken, so runs leave the tree clean.
  it('a listing page renders to a screenshot (SCREENSHOT=1 writes docs/listing-page.png)', async () => {
    const page = await open(`/listings/${available.slug}`);
    try {
      const write = process.env.SCREENSHOT === '1';
      if (write) mkdirSync('docs', { recursive: true });
      const png = await screenshot(page, { path: write ? 'docs/listing-page.png' : undefined, fullPage: false });
      expect(png.length).toBeGreaterThan(10_000);
    } finally {
      await page.close();
    }
  });
});
