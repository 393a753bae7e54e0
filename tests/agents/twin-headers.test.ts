// Issue 15 item 2 and the guide detail of item 3, through HTTP against the
// built server: token estimates and content signals on twins, content signals
// on pages and in robots.txt, service-desc / api-catalog links, and
// /api/agents/v1/guides/{slug} with its markdown body.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, base, get } from '../support/http.ts';
import { CONTENT_SIGNAL } from '../../src/http/policy.ts';
import { PER_FILE_LIMIT, estimateTokens } from '../../src/http/twin-tokens.ts';

const STATIC = '.vercel/output/static';
let slugs: string[];
beforeAll(async () => {
  slugs = (await get(api('/listings?per_page=50'))).json.items.map((l: { slug: string }) => l.slug);
});

describe('markdown twins', () => {
  it('carry Content-Signal, an ETag that revalidates, and x-markdown-tokens', async () => {
    for (const p of ['/index.md', '/glossary.md', '/guides.md', `/listings/${slugs[0]}.md`]) {
      const r = await get(`${base()}${p}`);
      expect(r.status, p).toBe(200);
      expect(r.headers.get('content-signal'), p).toBe(CONTENT_SIGNAL);
      expect(Number(r.headers.get('x-markdown-tokens')), p).toBeGreaterThan(0);
      const etag = r.headers.get('etag');
      expect(etag, p).toMatch(/^"/);
      expect((await get(`${base()}${p}`, { headers: { 'if-none-match': etag! } })).status, p).toBe(304);
    }
  });

  it('estimate exactly where twins are few (one route per file)', async () => {
    const r = await get(`${base()}/glossary.md`);
    expect(Number(r.headers.get('x-markdown-tokens'))).toBe(estimateTokens(Buffer.byteLength(r.text)));
  });

  it('never under-estimate a listing twin (class route: the largest, rounded up)', async () => {
    const files = readdirSync(`${STATIC}/listings`).filter((f) => f.endsWith('.md'));
    const max = Math.max(...files.map((f) => estimateTokens(statSync(`${STATIC}/listings/${f}`).size)));
    for (const s of slugs.slice(0, 10)) {
      const r = await get(`${base()}/listings/${s}.md`);
      const said = Number(r.headers.get('x-markdown-tokens'));
      expect(said).toBeGreaterThanOrEqual(estimateTokens(Buffer.byteLength(r.text)));
      expect(said).toBeGreaterThanOrEqual(max);
      expect(said - max).toBeLessThan(50);
    }
  });

  it('negotiated markdown carries the content signal too', async () => {
    const r = await get(`${base()}/glossary`, { headers: { accept: 'text/markdown' } });
    expect(r.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(r.headers.get('content-signal')).toBe(CONTENT_SIGNAL);
  });

  it('keep the routing table small: per-file token routes only for small folders', () => {
    const config = JSON.parse(readFileSync('.vercel/output/config.json', 'utf8'));
    const tokenRoutes = config.routes.filter(
      (r: { headers?: Record<string, string> }) => r.headers?.['x-markdown-tokens'],
    );
    const perFolder = new Map<string, number>();
    for (const r of tokenRoutes) {
      const folder = String(r.src).replace(/[^/]*$/, '');
      perFolder.set(folder, (perFolder.get(folder) ?? 0) + 1);
    }
    for (const [folder, n] of perFolder) expect(n, folder).toBeLessThanOrEqual(PER_FILE_LIMIT);
    expect(config.routes.length).toBeLessThan(2048);
  });
});

describe('pages and discovery', () => {
  it('pages carry Content-Signal, and HTML never carries a token count', async () => {
    for (const p of ['/', '/glossary', `/listings/${slugs[0]}`, '/market-snapshot']) {
      const r = await get(`${base()}${p}`);
      expect(r.headers.get('content-type'), p).toMatch(/^text\/html/);
      expect(r.headers.get('content-signal'), p).toBe(CONTENT_SIGNAL);
      expect(r.headers.get('x-markdown-tokens'), p).toBeNull();
    }
  });

  it('robots.txt states the same content signal', async () => {
    const r = await get(`${base()}/robots.txt`);
    expect(r.text).toContain(`Content-Signal: ${CONTENT_SIGNAL}`);
  });

  it('the home page and the API index link the OpenAPI description and the API catalog', async () => {
    for (const p of [`${base()}/`, api('')]) {
      const link = (await get(p)).headers.get('link') ?? '';
      expect(link, p).toContain(`<${api('/openapi.json')}>; rel="service-desc"`);
      expect(link, p).toContain(`<${base()}/.well-known/api-catalog>; rel="api-catalog"`);
    }
    // The targets exist.
    expect((await get(api('/openapi.json'))).status).toBe(200);
  });
});

describe('guide detail JSON', () => {
  it('serves every guide with its facts and its markdown body, the same text as the twin', async () => {
    const guides = (await get(api('/guides'))).json.data.guides;
    expect(guides.length).toBeGreaterThan(0);
    for (const g of guides.slice(0, 5)) {
      for (const p of [api(`/guides/${g.slug}`), api(`/guides/${g.slug}.json`)]) {
        const r = await get(p);
        expect(r.status, p).toBe(200);
        expect(r.headers.get('content-type'), p).toMatch(/^application\/json/);
        expect(r.json.data).toMatchObject(g);
        expect(r.json.data.body.length, p).toBeGreaterThan(50);
      }
      const twin = (await get(g.markdown_url)).text;
      const body = (await get(api(`/guides/${g.slug}`))).json.data.body as string;
      expect(twin).toContain(
        body
          .split('\n')
          .find((line: string) => line.trim().length > 40)!
          .trim(),
      );
    }
  });

  it('answers an unknown slug with a JSON 404', async () => {
    const r = await get(api('/guides/no-such-guide'));
    expect(r.status).toBe(404);
    expect(r.json).toEqual({ detail: 'Guide not found' });
  });
});

describe('/manuals', () => {
  it('lists the most recently updated manuals in the HTML, and its twin does too', async () => {
    const html = await get(`${base()}/manuals`);
    expect(html.status).toBe(200);
    const md = await get(`${base()}/manuals.md`);
    expect(md.headers.get('content-type')).toMatch(/^text\/markdown/);
    const manuals = (await get(api('/manuals?per_page=50'))).json;
    const linked = [...html.text.matchAll(/href="\/manuals\/(man_[a-z0-9]+)"/g)].map((m) => m[1]);
    expect(linked.length).toBe(Math.min(20, manuals.total));
    for (const id of linked.slice(0, 5)) expect(md.text).toContain(`/manuals/${id}`);
    expect(html.text).toContain(`<link rel="alternate" type="text/markdown" href="${base()}/manuals.md"`);
    const neg = await get(`${base()}/manuals`, { headers: { accept: 'text/markdown' } });
    expect(neg.text).toBe(md.text);
  });
});
