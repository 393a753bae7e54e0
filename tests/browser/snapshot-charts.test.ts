// The market snapshot's charts (issue 15 item 4): in the HTML without
// JavaScript, each an image with a text alternative that states the figures
// the API publishes; no serious axe finding.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, getJson, launch, newContext, seriousViolations } from './browser.ts';

const B = baseUrl();
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('market snapshot charts', () => {
  it('render without JavaScript, named and described with the published figures', async () => {
    const snap = (await getJson(`${B}/api/agents/v1/snapshot`)).data;
    const ctx = await newContext(browser, { javaScriptEnabled: false });
    try {
      const page = await ctx.newPage();
      await page.goto(`${B}/market-snapshot`);
      const charts = page.locator('figure.chart-figure svg[role="img"]');
      expect(await charts.count()).toBe(3);
      for (let i = 0; i < 3; i++) {
        const box = await charts.nth(i).boundingBox();
        expect(box!.height).toBeGreaterThan(100);
      }
      const descs = await page.locator('figure.chart-figure svg desc').allTextContents();
      const priced = snap.categories.find((k: any) => k.asking_price);
      expect(descs[0]).toContain(priced.label);
      expect(descs[0]).toContain(priced.asking_price.median.toLocaleString('en-US', { maximumFractionDigits: 2 }));
      const busiest = [...snap.categories].sort((a: any, b: any) => b.live_listings - a.live_listings)[0];
      expect(descs[1]).toContain(`${busiest.label} ${busiest.live_listings}`);
      const dated = snap.categories.find((k: any) => k.median_year !== null);
      expect(descs[2]).toContain(`${dated.label} ${dated.median_year}`);
      // Accessible names come from the SVG title.
      const names = await page
        .locator('figure.chart-figure svg')
        .evaluateAll((els) => els.map((e) => e.getAttribute('aria-labelledby')));
      expect(names.every((n) => n && n.split(' ').length === 2)).toBe(true);
      // The tables stay.
      expect(
        await page.locator('#prices ~ div table tbody tr, section[aria-labelledby="prices"] tbody tr').count(),
      ).toBe(snap.categories.length);
    } finally {
      await ctx.close();
    }
  });

  it('has no serious axe finding', async () => {
    const ctx = await newContext(browser);
    try {
      const page = await ctx.newPage();
      await page.goto(`${B}/market-snapshot`);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('the twin keeps the tables', async () => {
    const md = await (await fetch(`${B}/market-snapshot.md`)).text();
    expect(md).toMatch(/\|\s*Category\s*\|/);
    expect(md).not.toContain('<svg');
  });
});
