// The privacy and support page and what it promises: what the API publishes
// (the public listing schema's fields, generated), what it never publishes,
// no cookies or tracking (checked on every page of the sitemap, the API and
// MCP), how a seller asks for removal, and the support section that the
// footer of every page, the server card, llms.txt and the agent guide link.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api, base, get } from '../support/http.ts';

const page = () => `${base()}/privacy`;
const SECTIONS = ['summary', 'published', 'never-published', 'cookies', 'removal', 'support'];

describe('privacy and support page', () => {
  it('has every section, anchored, with the contact address, and the sitemap lists it', async () => {
    const r = await get(page());
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/html/);
    for (const id of SECTIONS) expect(r.text, id).toContain(`<section id="${id}"`);
    const contact = (await get(api('/site'))).json.data.contact_email;
    expect(r.text).toContain(contact);
    expect((await get(`${base()}/sitemap.xml`)).text).toContain(`<loc>${page()}</loc>`);
  });

  it('names every field a published listing has, and no other', async () => {
    const listing = (await get(api('/listings?per_page=1&fields=all'))).json.items[0];
    const twin = (await get(`${page()}.md`)).text;
    const line = twin.split('\n').find((l) => l.startsWith('- Listings that'))!;
    const named = [...line.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]);
    expect(named.sort()).toEqual(Object.keys(listing).sort());
  });

  it('has a markdown twin, by Accept and by .md, with the same sections', async () => {
    const byAccept = await get(page(), { headers: { accept: 'text/markdown' } });
    const byPath = await get(`${page()}.md`);
    expect(byAccept.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(byAccept.text).toBe(byPath.text);
    expect(byPath.text).toMatch(/^# Privacy and support\n/);
    for (const title of [
      'What the API publishes',
      'What it never publishes',
      'Cookies and tracking',
      'Removal and corrections',
      'Support and contact',
    ]) {
      expect(byPath.text).toContain(`## ${title}`);
    }
    expect(byPath.text).toContain(`Canonical URL: ${page()}`);
    expect((await get(page())).headers.get('link')).toContain(`<${page()}.md>; rel="alternate"`);
  });

  it("every page's footer links the privacy page and support; llms.txt and the agent guide do too", async () => {
    for (const p of [
      '/',
      '/listings',
      '/manuals',
      '/glossary',
      '/checklists',
      '/guides',
      '/market-snapshot',
      '/for-agents',
      '/privacy',
    ]) {
      const html = (await get(`${base()}${p}`)).text;
      const footer = html.slice(html.indexOf('<footer'));
      expect(footer, p).toContain('href="/privacy"');
      expect(footer, p).toContain('href="/privacy#support"');
    }
    const llms = (await get(`${base()}/llms.txt`)).text;
    expect(llms).toContain(`${page()}.md`);
    expect(llms).toContain(`${page()}#support`);
    const guide = (await get(`${base()}/for-agents.md`)).text;
    expect(guide).toContain('## Privacy and support');
    expect(guide).toContain(`${page()}#support`);
  });
});

describe('no cookies, no tracking', () => {
  it('no response sets a cookie: every page in the sitemap, its twin, the API and MCP', async () => {
    const urls = [...(await get(`${base()}/sitemap.xml`)).text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(50);
    const responses = await Promise.all([
      ...urls.flatMap((u) => [get(u), get(u === `${base()}/` ? `${base()}/index.md` : `${u}.md`)]),
      get(api('/listings?q=cutter')),
      get(api('/site')),
      get(api('/mcp')),
      get(api('/mcp/server-card')),
      get(api('/mcp'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
      }),
    ]);
    for (const r of responses) expect(r.headers.get('set-cookie')).toBeNull();
  });

  it('pages load no third-party script and their policy lets only their own run', async () => {
    for (const p of ['/', '/listings', '/privacy', '/for-agents']) {
      const r = await get(`${base()}${p}`);
      const csp = r.headers.get('content-security-policy') ?? '';
      expect(csp, p).toMatch(/script-src 'self'/);
      expect(csp, p).toMatch(/connect-src 'self'/);
      for (const src of r.text.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) expect(src[1], p).toMatch(/^\/(?!\/)/);
    }
  });

  it('no script the site ships touches cookies or storage', () => {
    const dir = '.vercel/output/static/_astro';
    const scripts = readdirSync(dir).filter((f) => f.endsWith('.js'));
    const html = ['index.html', 'listings/index.html', 'privacy/index.html'].map((f) =>
      readFileSync(join('.vercel/output/static', f), 'utf8'),
    );
    for (const text of [...scripts.map((f) => readFileSync(join(dir, f), 'utf8')), ...html]) {
      expect(text).not.toMatch(/document\.cookie|localStorage|sessionStorage|indexedDB|navigator\.sendBeacon/);
    }
  });
});
