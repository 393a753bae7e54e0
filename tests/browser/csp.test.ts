// The HTML pages under their Content-Security-Policy (issue 15 item 5): every
// page renders and its script runs with no violation reported, the browse
// page searches, and the policy really is enforced (an injected inline script
// is refused).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, getJson, launch, newContext, seriousViolations } from './browser.ts';

const B = baseUrl();
const API = `${B}/api/agents/v1`;
let browser: Browser;
let paths: string[];

beforeAll(async () => {
  browser = await launch();
  const listing = (await getJson(`${API}/listings?per_page=1`)).items[0];
  const manual = (await getJson(`${API}/manuals?per_page=1`)).items[0];
  const checklist = (await getJson(`${API}/checklists`)).data.checklists[0];
  const guide = (await getJson(`${API}/guides`)).data.guides[0];
  paths = [
    '/',
    '/listings',
    '/manuals',
    new URL(listing.url).pathname,
    '/market-snapshot',
    '/glossary',
    '/checklists',
    new URL(checklist.url).pathname,
    '/guides',
    new URL(guide.url).pathname,
    new URL(manual.url).pathname,
    '/for-agents',
    '/no-such-page',
  ];
});
afterAll(async () => {
  await browser?.close();
});

/** Collects CSP violations both ways: the DOM event and Chromium's console report. */
async function watch(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy/i.test(m.text())) consoleErrors.push(m.text());
  });
  await page.addInitScript(() => {
    (window as any).__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as any).__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return async () => [...consoleErrors, ...(await page.evaluate(() => (window as any).__csp as string[]))];
}

describe('Content-Security-Policy', () => {
  it('is sent on every page with frame-ancestors none and a Permissions-Policy', async () => {
    for (const p of paths) {
      const r = await fetch(`${B}${p}`);
      const csp = r.headers.get('content-security-policy') ?? '';
      expect(csp, p).toMatch(/frame-ancestors 'none'/);
      expect(csp, p).toMatch(/default-src 'none'/);
      expect(csp, p).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(r.headers.get('permissions-policy'), p).toMatch(/camera=\(\)/);
    }
  });

  it('lets every page render with no violation and no serious axe finding', async () => {
    const ctx = await newContext(browser);
    try {
      for (const p of paths) {
        const page = await ctx.newPage();
        const violations = await watch(page);
        await page.goto(`${B}${p}`, { waitUntil: 'load' });
        // The stylesheet applied (a blocked stylesheet leaves the default 8px body margin).
        expect(await page.evaluate(() => document.styleSheets.length), p).toBeGreaterThan(0);
        expect(await violations(), p).toEqual([]);
        expect(await seriousViolations(page), p).toEqual([]);
        await page.close();
      }
    } finally {
      await ctx.close();
    }
  });

  it('lets the browse page script search the API', async () => {
    const ctx = await newContext(browser);
    try {
      const page = await ctx.newPage();
      const violations = await watch(page);
      await page.goto(`${B}/listings`);
      const word = (await getJson(`${API}/listings?per_page=1`)).items[0].make as string;
      await page.getByLabel('Keywords').fill(word);
      const apiCall = page.waitForResponse(
        (r) => r.url().includes('/api/agents/v1/listings?') && r.url().includes('q='),
      );
      await page.getByRole('button', { name: 'Search' }).click();
      expect((await apiCall).status()).toBe(200);
      await expect.poll(() => page.locator('#results-heading').innerText()).toBe('Search results');
      expect(await violations()).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('lets the manuals page script search the API', async () => {
    const ctx = await newContext(browser);
    try {
      const page = await ctx.newPage();
      const violations = await watch(page);
      await page.goto(`${B}/manuals`);
      const m = (await getJson(`${API}/manuals?per_page=1`)).items[0];
      const expected = await getJson(`${API}/manuals?make=${encodeURIComponent(m.make)}&per_page=20`);
      await page.getByLabel('Make').fill(m.make);
      const apiCall = page.waitForResponse(
        (r) => r.url().includes('/api/agents/v1/manuals?') && r.url().includes('make='),
      );
      await page.getByRole('button', { name: 'Search' }).click();
      expect((await apiCall).status()).toBe(200);
      await expect.poll(() => page.locator('#manual-results-heading').innerText()).toBe('Search results');
      const hrefs = await page
        .locator('#manual-results li a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(expected.items.map((x: any) => `/manuals/${x.id}`));
      expect(new URL(page.url()).searchParams.get('make')).toBe(m.make);
      expect(await violations()).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('refuses an inline script the build did not hash', async () => {
    const ctx = await newContext(browser);
    try {
      const page = await ctx.newPage();
      const violations = await watch(page);
      await page.goto(`${B}/glossary`);
      await page.addScriptTag({ content: 'window.__ran = true;' }).catch(() => undefined);
      expect(await page.evaluate(() => (window as any).__ran ?? false)).toBe(false);
      await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
    } finally {
      await ctx.close();
    }
  });
});
