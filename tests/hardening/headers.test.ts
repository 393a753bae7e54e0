// Header policy on the paths tests/http does not already cover: preflight on
// functions, pages and /mcp; nosniff, CORS and Cache-Control on every kind of
// answer (functions, errors, pages, twins); conditional GET on every kind of
// static JSON and on twins; no-store on POST /mcp.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, base, get } from '../support/http.ts';

let slug: string;
let listingId: string;
let manualId: string;
let checklist: string;
beforeAll(async () => {
  const l = (await get(api('/listings?per_page=1'))).json.items[0];
  slug = l.slug;
  listingId = l.id;
  manualId = (await get(api('/manuals?per_page=1'))).json.items[0].id;
  checklist = (await get(api('/checklists'))).json.data.checklists[0].slug;
});

const preflight = (url: string) =>
  get(url, {
    method: 'OPTIONS',
    headers: {
      origin: 'https://agent.example',
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'if-none-match',
    },
  });

describe('CORS preflight', () => {
  it('is a 204 with methods, headers and max-age on functions, lookups, pages and unknown API paths', async () => {
    for (const p of [
      api('/listings'),
      api(`/listings/${slug}`),
      api('/manuals'),
      api(`/manuals/${manualId}`),
      `${base()}/listings/${slug}`,
      `${base()}/listings/${slug}.md`,
      api('/no-such-endpoint'),
    ]) {
      const r = await preflight(p);
      expect(r.status, p).toBe(204);
      expect(r.headers.get('access-control-allow-origin'), p).toBe('*');
      expect(r.headers.get('access-control-allow-methods'), p).toMatch(/GET/);
      expect(r.headers.get('access-control-allow-methods'), p).not.toMatch(/POST/);
      expect(r.headers.get('access-control-allow-headers'), p).toMatch(/if-none-match/i);
      expect(Number(r.headers.get('access-control-max-age')), p).toBeGreaterThan(0);
      expect(r.text, p).toBe('');
    }
  });

  it('on /mcp allows POST and the MCP headers', async () => {
    const r = await get(api('/mcp'), {
      method: 'OPTIONS',
      headers: {
        origin: 'https://agent.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, mcp-protocol-version',
      },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(r.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
    expect(r.headers.get('access-control-allow-headers')).toMatch(/mcp-protocol-version/i);
    expect(r.headers.get('allow')).toMatch(/POST/);
  });
});

describe('nosniff, CORS and Cache-Control on every kind of answer', () => {
  const cases: [string, () => string, RequestInit?][] = [
    ['search', () => api('/listings?q=press')],
    ['lookup', () => api(`/listings/${listingId}`)],
    ['manual lookup', () => api(`/manuals/${manualId}`)],
    ['422', () => api('/listings?page=0')],
    ['function 404', () => api('/listings/no-such-listing-4711')],
    ['unknown API path 404', () => api('/no-such-endpoint')],
    ['405', () => api('/listings'), { method: 'DELETE' }],
    ['listing .json', () => `${base()}/listings/${slug}.json`],
    ['listing .md', () => `${base()}/listings/${slug}.md`],
    ['negotiated twin', () => `${base()}/listings/${slug}`, { headers: { accept: 'text/markdown' } }],
    ['HTML page', () => `${base()}/listings/${slug}`],
    ['HTML 404', () => `${base()}/no-such-page`],
    ['openapi', () => `${base()}/openapi.json`],
  ];
  it.each(cases)('%s', async (_name, url, init) => {
    const r = await get(url(), init);
    expect(r.status).toBeLessThan(500);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('cache-control')).toBeTruthy();
    if (/\/api\/|\.md$|\.json$/.test(url()) || init?.headers)
      expect(r.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('errors are not cached as if they were content', async () => {
    for (const u of [api('/listings?page=0'), api('/listings/no-such-listing-4711'), api('/manuals/man_zz00zz00zz')]) {
      const r = await get(u);
      expect(r.headers.get('cache-control'), u).not.toMatch(/max-age=[1-9]\d{3,}/);
    }
  });
});

describe('conditional GET on static JSON and twins', () => {
  const statics = () => [
    `${base()}/listings/${slug}.json`,
    `${base()}/openapi.json`,
    api('/openapi.json'),
    api('/site'),
    api(`/checklists/${checklist}`),
    `${base()}/listings/${slug}.md`,
    `${base()}/llms.txt`,
  ];

  it('ETag, then 304 without a body, keeping ETag and Cache-Control', async () => {
    for (const u of statics()) {
      const a = await get(u);
      expect(a.status, u).toBe(200);
      const etag = a.headers.get('etag');
      expect(etag, u).toMatch(/^(W\/)?"[^"]+"$/);
      const b = await get(u, { headers: { 'if-none-match': etag! } });
      expect(b.status, u).toBe(304);
      expect(b.text, u).toBe('');
      expect(b.headers.get('etag'), u).toBe(etag);
      expect(b.headers.get('cache-control'), u).toBe(a.headers.get('cache-control'));
    }
  });

  it('a weak or listed validator matches; a stale one gets the full body', async () => {
    const u = `${base()}/listings/${slug}.json`;
    const etag = (await get(u)).headers.get('etag')!;
    const strong = etag.replace(/^W\//, '');
    expect((await get(u, { headers: { 'if-none-match': `W/${strong}` } })).status).toBe(304);
    expect((await get(u, { headers: { 'if-none-match': `"stale", ${etag}` } })).status).toBe(304);
    const stale = await get(u, { headers: { 'if-none-match': '"stale"' } });
    expect(stale.status).toBe(200);
    expect(stale.json.data.slug).toBe(slug);
  });

  it('the lookup and the .json file of a listing have the same validator semantics (byte-equal bodies)', async () => {
    const file = await get(`${base()}/listings/${slug}.json`);
    const fn = await get(api(`/listings/${slug}`));
    expect(fn.text).toBe(file.text);
    expect(fn.headers.get('etag')).toBeTruthy();
    expect(
      (await get(api(`/listings/${slug}`), { headers: { 'if-none-match': fn.headers.get('etag')! } })).status,
    ).toBe(304);
  });

  it('HEAD on a function answers headers only', async () => {
    const r = await get(api('/listings?q=press'), { method: 'HEAD' });
    expect(r.status).toBe(200);
    expect(r.text).toBe('');
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const whole = await get(api('/listings?q=press'));
    expect(r.headers.get('content-length')).toBe(String(Buffer.byteLength(whole.text)));
  });

  it('a search answer states its length instead of coming chunked', async () => {
    const r = await get(api('/listings?q=press'));
    expect(r.headers.get('transfer-encoding')).toBeNull();
    expect(Number(r.headers.get('content-length'))).toBe(Buffer.byteLength(r.text));
  });
});

describe('POST /mcp', () => {
  it('is never cached: Cache-Control no-store, with CORS and nosniff', async () => {
    const r = await get(api('/mcp'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toMatch(/no-store/);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    const err = await get(api('/mcp'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(err.status).toBeLessThan(500);
    expect(err.headers.get('cache-control')).toMatch(/no-store/);
  });
});
