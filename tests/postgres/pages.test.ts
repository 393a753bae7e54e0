// Listing pages from the database: a SEARCH_BACKEND=postgres build writes no
// file per listing, and /listings/{slug}, its .md twin and its .json are
// answered by the page function from the records index:sync stored, over
// HTTP through the routing table, with what the static build would have
// written for them: the page in the same shell, the twin, and the JSON byte
// for byte the API lookup's body.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { readContent } from '../../src/catalog/read-content.ts';
import { publish } from '../../src/catalog/publish.ts';
import { compileShell, listingPage } from '../../src/layouts/listing-page.ts';
import { listingMarkdown } from '../../src/markdown/listing-twin.ts';
import { manualsByMachine } from '../../src/build/listing-pages.ts';
import { manualPage } from '../../src/layouts/manual-page.ts';
import { snapshotPage } from '../../src/layouts/snapshot-page.ts';
import { manualMarkdown } from '../../src/markdown/manual-twin.ts';
import { catalogTotals } from '../../src/catalog/totals.ts';
import { categoryListings, relatedListings } from '../../src/markdown/related.ts';
import { browseMarkdown, homeMarkdown } from '../../src/markdown/site-twins.ts';
import { manualsMarkdown } from '../../src/markdown/manual-twin.ts';
import { guideMarkdown } from '../../src/markdown/research-twins.ts';
import { PAGE_FILES } from '../../src/functions/listing-pages.ts';
import { CACHE } from '../../src/http/policy.ts';
import { snapshotDocument } from '../../src/catalog/documents.ts';
import { snapshotMarkdown } from '../../src/markdown/research-twins.ts';
import { sitemapXml } from '../../src/discovery/documents.ts';
import { jsonText } from '../../src/http/json.ts';
import { get } from '../support/http.ts';

const site = inject('baseUrl');
const output = inject('pgOutput');
const c = publish(readContent('content'), site);
const manualsOf = manualsByMachine(c.manuals);
const shell = readFileSync(join(output, 'functions/pages/live.func/data', PAGE_FILES.shell), 'utf8');
const fill = compileShell(shell);
const sample = c.listings.filter((_, i) => i % 9 === 0);

describe('a postgres build reads the listings pages show from the database, not the content folder', () => {
  it("prints the whole catalog's counts and newest listings and manuals, as a build from the content folder would", () => {
    const file = (f: string) => readFileSync(join(output, 'static', f), 'utf8');
    expect(file('index.md')).toBe(homeMarkdown(c));
    expect(file('listings.md')).toBe(browseMarkdown(c));
    expect(file('manuals.md')).toBe(manualsMarkdown(c));
    for (const { guide, body } of c.guides) {
      const listings = guide.kind === 'category_landing' ? categoryListings(c, guide.category) : [];
      expect(file(`guides/${guide.slug}.md`), guide.slug).toBe(guideMarkdown(guide, body, { listings }));
    }
    const totals = catalogTotals(c);
    expect(file('listings/index.html')).toContain(`${totals.available} listings available`);
    for (const make of totals.makes.filter((m) => /^[A-Za-z ]+$/.test(m)))
      expect(file('listings/index.html')).toContain(`value="${make}"`);
  });
});

describe('what follows the catalog, from the database', () => {
  it('is not a file of the build', () => {
    for (const f of ['api/agents/v1/snapshot.json', 'market-snapshot.md', 'market-snapshot', 'sitemap.xml'])
      expect(existsSync(join(output, 'static', f)), f).toBe(false);
  });

  it('answers the market snapshot, its twin and the sitemap the static build would write', async () => {
    const snapshot = await get(`${site}/api/agents/v1/snapshot`);
    expect([snapshot.status, snapshot.headers.get('content-type'), snapshot.headers.get('cache-control')]).toEqual([
      200,
      'application/json; charset=utf-8',
      CACHE.live,
    ]);
    expect(snapshot.text).toBe(jsonText(snapshotDocument(c)));
    const page = await get(`${site}/market-snapshot`);
    const fillSnapshot = compileShell(
      readFileSync(join(output, 'functions/pages/live.func/data', PAGE_FILES.snapshotShell), 'utf8'),
      { astroAttributes: true },
    );
    expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    expect(page.text).toBe(fillSnapshot(snapshotPage(c)));
    const twin = await get(`${site}/market-snapshot`, { headers: { accept: 'text/markdown' } });
    expect(twin.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(twin.text).toBe(snapshotMarkdown(c));
    const map = await get(`${site}/sitemap.xml`);
    expect([map.status, map.headers.get('content-type')]).toEqual([200, 'application/xml; charset=utf-8']);
    expect(map.text).toBe(sitemapXml(c));
    expect((await get(`${site}/sitemaps/1.xml`)).status).toBe(404);
  });
});

describe('manual pages from the database', () => {
  const fillManual = compileShell(
    readFileSync(join(output, 'functions/pages/live.func/data', PAGE_FILES.manualShell), 'utf8'),
    { astroAttributes: true },
  );
  it('are not files of the build, and answer what the static build would write', async () => {
    expect(readdirSync(join(output, 'static/manuals')).filter((f) => f !== 'index.html')).toEqual([]);
    for (const m of c.manuals.filter((_, i) => i % 7 === 0)) {
      const page = await get(`${site}/manuals/${m.id}`);
      expect([page.status, page.headers.get('content-type'), page.headers.get('cache-control')], m.id).toEqual([
        200,
        'text/html; charset=utf-8',
        CACHE.live,
      ]);
      expect(page.text).toBe(fillManual(manualPage(c, m, relatedListings(c, m))));
      const twin = await get(`${site}/manuals/${m.id}`, { headers: { accept: 'text/markdown' } });
      expect(twin.text).toBe(manualMarkdown(c, m, { listings: relatedListings(c, m) }));
    }
    const m = c.manuals[0];
    const upper = await get(`${site}/manuals/${m.id.toUpperCase()}.md`);
    expect([upper.status, upper.headers.get('location')]).toEqual([308, `${m.url}.md`]);
    const missing = await get(`${site}/manuals/man_nosuchmanual`);
    expect([missing.status, missing.headers.get('content-type')]).toEqual([404, 'text/html; charset=utf-8']);
  });
});

describe('listing pages from the database', () => {
  it('are not files of the build', () => {
    expect(existsSync(join(output, 'static/listings'))).toBe(true);
    const files = readdirSync(join(output, 'static/listings'));
    expect(files.filter((f) => f !== 'index.html')).toEqual([]);
  });

  it('answer the page, the twin and the JSON the static build would write', async () => {
    for (const l of sample) {
      const page = await get(`${site}/listings/${l.slug}`);
      expect(page.status, l.slug).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.text).toBe(fill(listingPage(c, l, manualsOf(l))));
      expect(page.headers.get('link')).toContain(`<${l.markdown_url}>; rel="alternate"; type="text/markdown"`);
      const md = await get(`${site}/listings/${l.slug}.md`);
      expect(md.status).toBe(200);
      expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(md.text).toBe(listingMarkdown(c, l, { manuals: manualsOf(l) }));
      expect(Number(md.headers.get('x-markdown-tokens'))).toBe(Math.ceil(Buffer.byteLength(md.text) / 4));
      const json = await get(`${site}/listings/${l.slug}.json`);
      const lookup = await get(`${site}/api/agents/v1/listings/${l.slug}`);
      expect(json.status).toBe(200);
      expect(json.text).toBe(lookup.text);
      expect(json.json.data.id).toBe(l.id);
    }
  });

  it('negotiate markdown, revalidate with ETags and are cached for seconds', async () => {
    const l = sample[1];
    const twin = await get(`${site}/listings/${l.slug}`, { headers: { accept: 'text/markdown' } });
    expect(twin.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(twin.text).toBe((await get(`${site}/listings/${l.slug}?format=md`)).text);
    const page = await get(`${site}/listings/${l.slug}`);
    expect(page.headers.get('cache-control')).toBe(CACHE.live);
    expect(page.headers.get('content-security-policy')).toBeTruthy();
    const again = await get(`${site}/listings/${l.slug}`, { headers: { 'if-none-match': page.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect((await get(`${site}/api/agents/v1/listings/${l.slug}`)).headers.get('cache-control')).toBe(CACHE.live);
    expect((await get(`${site}/api/agents/v1/listings?q=press`)).headers.get('cache-control')).toBe(CACHE.live);
    const head = await fetch(`${site}/listings/${l.slug}.json`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('send another spelling to the canonical address, and a missing listing to a 404 of its own type', async () => {
    const l = sample[2];
    const upper = await get(`${site}/listings/${l.slug.toUpperCase()}.md`);
    expect(upper.status).toBe(308);
    expect(upper.headers.get('location')).toBe(`${l.url}.md`);
    const byId = await get(`${site}/listings/${l.id}`);
    expect(byId.status).toBe(308);
    expect(byId.headers.get('location')).toBe(l.url);
    const page = await get(`${site}/listings/no-such-machine`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const json = await get(`${site}/listings/no-such-machine.json`);
    expect([json.status, json.json]).toEqual([404, { detail: 'Listing not found' }]);
    const md = await get(`${site}/listings/no-such-machine.md`);
    expect([md.status, md.headers.get('content-type')]).toEqual([404, 'text/markdown; charset=utf-8']);
    expect((await get(`${site}/listings/${l.slug}`, { method: 'POST' })).status).toBe(405);
  });
});
