// Sample photos load (issue 15 item 6): every photo a listing publishes is a
// local illustration this server answers, as SVG, with the listing's alt text
// on the page.
import { describe, expect, it } from 'vitest';
import { api, base, get } from '../support/http.ts';

describe('sample photos', () => {
  it('are served from this site and load', async () => {
    const items = (await get(api('/listings?per_page=50'))).json.items;
    const urls = new Set<string>();
    for (const l of items) {
      expect(l.photos.length).toBeGreaterThan(0);
      for (const p of l.photos) {
        expect(p.url.startsWith(`${base()}/illustrations/`), p.url).toBe(true);
        urls.add(p.url);
      }
      const html = (await get(l.url)).text;
      const img = new RegExp(`<img src="${l.photos[0].url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" alt="([^"]*)"`).exec(
        html,
      );
      expect(img, l.url).not.toBeNull();
      expect(
        img![1]
          .replace(/&#39;/g, "'")
          .replace(/&amp;/g, '&')
          .replace(/&quot;/g, '"'),
      ).toBe(l.photos[0].alt);
    }
    for (const u of urls) {
      const r = await get(u);
      expect(r.status, u).toBe(200);
      expect(r.headers.get('content-type'), u).toMatch(/^image\/svg\+xml/);
      expect(r.text).toMatch(/^<svg [^>]*role="img"/);
    }
    expect(urls.size).toBeGreaterThan(5);
  });
});
