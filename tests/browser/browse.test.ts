// The browse page: readable without JavaScript (the newest listings are in
// the HTML), and with JavaScript the form searches the public API and
// re-renders results, count and paging, keeping the URL in step.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, getJson, launch, newContext, seriousViolations } from './browser.ts';

const B = baseUrl();
const API = `${B}/api/agents/v1`;
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const slugOf = (href: string | null) => href?.replace(/^.*\/listings\//, '') ?? '';

describe('browse page', () => {
  it('shows the 20 newest available listings without JavaScript', async () => {
    const newest = await getJson(`${API}/listings?per_page=20`);
    const ctx = await newContext(browser, { javaScriptEnabled: false });
    try {
      const page = await ctx.newPage();
      expect((await page.goto(`${B}/listings`))?.status()).toBe(200);
      const hrefs = await page
        .locator('#results li.card h3 a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs.length).toBe(Math.min(20, newest.total));
      // Same listings, same order as the API's newest-first default.
      expect(hrefs.map(slugOf)).toEqual(newest.items.map((l: any) => l.slug));
      await expect(page.locator('#result-count').innerText()).resolves.toMatch(/newest/);
      // Key facts on each card.
      const first = newest.items[0];
      const card = await page.locator('#results li.card').first().innerText();
      expect(card).toContain(first.title);
      expect(card).toContain(first.condition_label);
      expect(card).toContain(first.location.display);
      // The form is a real form with labelled fields.
      for (const id of ['f-q', 'f-category', 'f-condition', 'f-make', 'f-location', 'f-sold']) {
        expect(await page.locator(`label[for="${id}"]`).count(), id).toBe(1);
      }
    } finally {
      await ctx.close();
    }
  });

  it('passes axe with JavaScript on', async () => {
    const ctx = await newContext(browser);
    try {
      const page = await ctx.newPage();
      await page.goto(`${B}/listings`);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('searches the API with JavaScript and updates results, count and URL', async () => {
    const newest = await getJson(`${API}/listings?per_page=20`);
    const word = newest.items[0].make as string;
    const expected = await getJson(`${API}/listings?q=${encodeURIComponent(word)}&per_page=20`);
    const ctx = await newContext(browser);
    try {
      const page = await ctx.newPage();
      await page.goto(`${B}/listings`);
      await page.getByLabel('Keywords').fill(word);
      const apiCall = page.waitForResponse(
        (r) => r.url().includes('/api/agents/v1/listings?') && r.url().includes('q='),
      );
      await page.getByRole('button', { name: 'Search' }).click();
      expect((await apiCall).status()).toBe(200);
      await expect.poll(() => page.locator('#result-count').innerText()).toMatch(/found|No listings/);
      expect(new URL(page.url()).searchParams.get('q')).toBe(word);
      expect(await page.locator('#results-heading').innerText()).toBe('Search results');
      const hrefs = await page
        .locator('#results li.card h3 a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs.map(slugOf)).toEqual(expected.items.map((l: any) => l.slug));
      if (expected.total > 0)
        expect(await page.locator('#result-count').innerText()).toContain(
          `${expected.total.toLocaleString('en-US')} listing`,
        );
      // The live region is announced politely.
      expect(await page.getAttribute('#result-count', 'aria-live')).toBe('polite');
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('reads its initial state from the URL and pages through results', async () => {
    const all = await getJson(`${API}/listings?include_sold=true&per_page=1`);
    const ctx = await newContext(browser);
    try {
      const page = await ctx.newPage();
      // per_page is fixed at 20 on the page; use include_sold so there is the most to page through.
      await page.goto(`${B}/listings?include_sold=true`);
      await expect.poll(() => page.locator('#result-count').innerText()).toMatch(/found|No listings/);
      expect(await page.getByLabel('Include sold listings').isChecked()).toBe(true);
      expect(await page.locator('#result-count').innerText()).toContain(`${all.total.toLocaleString('en-US')} listing`);
      if (all.total > 20) {
        await page.getByRole('link', { name: 'Next page' }).click();
        await expect.poll(() => page.locator('#result-count').innerText()).toMatch(/page 2 of/);
        expect(new URL(page.url()).searchParams.get('page')).toBe('2');
        const p2 = await getJson(`${API}/listings?include_sold=true&page=2&per_page=20`);
        const hrefs = await page
          .locator('#results li.card h3 a')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        expect(hrefs.map(slugOf)).toEqual(p2.items.map((l: any) => l.slug));
        await page.goBack();
        await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe(null);
      }
    } finally {
      await ctx.close();
    }
  });

  it("a search envelope's canonical_url (the page to cite) shows the same listings, filters the form has no field for included", async () => {
    const body = await getJson(
      `${API}/listings?status=all&condition=good,fair&country=US,CA&sort=price_asc&currency=EUR&per_page=20`,
    );
    expect(body.canonical_url).toBe(
      `${B}/listings?condition=good,fair&country=US,CA&currency=EUR&sort=price_asc&status=available,sold`,
    );
    expect(body.attribution).toContain(body.canonical_url);
    const ctx = await newContext(browser);
    try {
      const page = await ctx.newPage();
      await page.goto(body.canonical_url);
      await expect.poll(() => page.locator('#result-count').innerText()).toMatch(/found|No listings/);
      const hrefs = await page
        .locator('#results li.card h3 a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs.map(slugOf)).toEqual(body.items.map((l: any) => l.slug));
    } finally {
      await ctx.close();
    }
  });

  it('shows a validation message from a 422 instead of failing silently', async () => {
    const ctx = await newContext(browser);
    try {
      const page = await ctx.newPage();
      await page.goto(`${B}/listings?page=0`);
      await expect.poll(() => page.locator('#result-count').innerText()).toMatch(/check the search/i);
    } finally {
      await ctx.close();
    }
  });
});
