// The prebuilt API files and pages through the local server: status, content
// type, headers, and bodies against the OpenAPI document.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, base, get } from '../support/http.ts';
import { openApiValidator } from '../support/openapi.ts';

let oa: Awaited<ReturnType<typeof openApiValidator>>;
beforeAll(async () => {
  oa = await openApiValidator(base());
});

const JSON_CT = 'application/json; charset=utf-8';
const MD_CT = 'text/markdown; charset=utf-8';
const HTML_CT = 'text/html; charset=utf-8';

function commonHeaders(r: { headers: Headers }) {
  expect(r.headers.get('access-control-allow-origin')).toBe('*');
  expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  expect(r.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
  expect(r.headers.get('cache-control')).toMatch(/stale-while-revalidate=\d+/);
}

describe('static API resources', () => {
  for (const path of ['/site', '/glossary', '/checklists', '/guides', '/snapshot']) {
    it(`GET ${path} is JSON that matches its OpenAPI schema`, async () => {
      const r = await get(api(path));
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe(JSON_CT);
      commonHeaders(r);
      expect(oa.check(path, 'get', 200, r.json)).toEqual([]);
    });
  }

  it('every checklist detail matches its schema, and its index entry', async () => {
    const index = (await get(api('/checklists'))).json;
    expect(index.data.checklists.length).toBeGreaterThanOrEqual(13);
    for (const c of index.data.checklists) {
      const r = await get(c.api_url);
      expect(r.status).toBe(200);
      expect(oa.check('/checklists/{slug}', 'get', 200, r.json)).toEqual([]);
      expect(r.json.data.item_count).toBe(r.json.data.sections.reduce((n: number, s: any) => n + s.items.length, 0));
    }
  });

  it('unknown checklist is a JSON 404', async () => {
    const r = await get(api('/checklists/no-such-checklist'));
    expect(r.status).toBe(404);
    expect(r.headers.get('content-type')).toBe(JSON_CT);
    expect(r.json).toEqual({ detail: 'Checklist not found' });
  });

  it('answers a conditional GET with 304', async () => {
    const first = await get(api('/glossary'));
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get(api('/glossary'), { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('serves the same OpenAPI 3.1 document at both addresses', async () => {
    const a = await get(`${base()}/openapi.json`);
    const b = await get(api('/openapi.json'));
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toBe(JSON_CT);
    expect(a.text).toBe(b.text);
    expect(a.json.openapi).toMatch(/^3\.1\./);
    expect(a.json.info.version).toBe('1.0.0');
  });

  it('snapshot figures are consistent with the search totals', async () => {
    const snap = (await get(api('/snapshot'))).json.data;
    const live = (await get(api('/listings?per_page=1'))).json.total;
    expect(snap.totals.live_listings).toBe(live);
    for (const c of snap.categories) {
      const r = (await get(api(`/listings?category=${c.slug}&per_page=1`))).json.total;
      expect(c.live_listings).toBe(r);
      if (c.asking_price)
        expect(c.asking_price.min <= c.asking_price.median && c.asking_price.median <= c.asking_price.max).toBe(true);
    }
  });
});

describe('methods and unknown paths', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s on a static API file is a JSON 405 with Allow', async (method) => {
    const r = await get(api('/glossary'), { method });
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(r.json).toEqual({ detail: 'Method Not Allowed' });
  });

  it('POST on a page is 405 too', async () => {
    const r = await get(`${base()}/glossary`, { method: 'POST' });
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toMatch(/GET/);
  });

  it('OPTIONS is a CORS preflight', async () => {
    const r = await get(api('/site'), {
      method: 'OPTIONS',
      headers: { origin: 'https://agent.example', 'access-control-request-method': 'GET' },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.headers.get('access-control-allow-methods')).toMatch(/GET/);
    expect(r.headers.get('access-control-allow-headers')).toBeTruthy();
  });

  it('HEAD answers headers without a body', async () => {
    const r = await get(api('/site'), { method: 'HEAD' });
    expect(r.status).toBe(200);
    expect(r.text).toBe('');
  });

  it('unknown API path is a JSON 404, never an HTML page', async () => {
    for (const p of ['/no-such-endpoint', '/listings/a/b', '/../../etc/passwd', '/%2e%2e/site']) {
      const r = await get(api(p));
      expect(r.status, p).toBe(404);
      expect(r.headers.get('content-type'), p).toBe(JSON_CT);
    }
  });

  it('unknown page is an HTML 404', async () => {
    const r = await get(`${base()}/no-such-page`);
    expect(r.status).toBe(404);
    expect(r.headers.get('content-type')).toBe(HTML_CT);
  });

  it('a trailing slash redirects to the canonical path', async () => {
    const r = await get(`${base()}/glossary/`);
    expect(r.status).toBe(308);
    expect(r.headers.get('location')).toBe('/glossary');
  });
});

describe('pages and their markdown twins', () => {
  const pages = ['/', '/glossary', '/checklists', '/guides', '/market-snapshot', '/for-agents', '/listings'];

  it.each(pages)('%s is HTML that links its twin, and varies on Accept', async (p) => {
    const r = await get(`${base()}${p}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe(HTML_CT);
    expect(r.headers.get('vary')).toMatch(/accept/i);
    expect(r.headers.get('link')).toMatch(/rel="alternate"; type="text\/markdown"/);
    expect(r.text).toMatch(/<link[^>]+rel="alternate"[^>]+type="text\/markdown"/);
  });

  it.each(pages)('%s answers markdown by Accept and by ?format=md', async (p) => {
    for (const init of [
      { headers: { accept: 'text/markdown' } },
      { headers: { accept: 'text/html;q=0.5, text/markdown' } },
    ]) {
      const r = await get(`${base()}${p}`, init);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe(MD_CT);
      expect(r.headers.get('vary')).toMatch(/accept/i);
      expect(r.text).toMatch(/^# \S/);
    }
    const q = await get(`${base()}${p === '/' ? '/' : p}?format=md`);
    expect(q.headers.get('content-type')).toBe(MD_CT);
  });

  it('a browser Accept header still gets HTML', async () => {
    const r = await get(`${base()}/glossary`, {
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(r.headers.get('content-type')).toBe(HTML_CT);
  });

  it('llms.txt, robots.txt, sitemap.xml and the API catalog are served', async () => {
    const llms = await get(`${base()}/llms.txt`);
    expect(llms.text).toMatch(/^# /);
    expect(llms.text).toContain(`${base()}/api/agents/v1/mcp`);
    expect(llms.text).toContain('"mcpServers"');
    const robots = await get(`${base()}/robots.txt`);
    expect(robots.text).toMatch(/Disallow: \/account\//);
    expect(robots.text).toMatch(/Sitemap: /);
    const sitemap = await get(`${base()}/sitemap.xml`);
    expect(sitemap.text).toContain(`<loc>${base()}/glossary</loc>`);
    const catalog = await get(`${base()}/.well-known/api-catalog`);
    expect(catalog.headers.get('content-type')).toMatch(/^application\/linkset\+json/);
    expect(JSON.stringify(catalog.json)).toContain('/openapi.json');
  });
});
