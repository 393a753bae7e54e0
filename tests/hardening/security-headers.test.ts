// Headers by policy (src/http/policy.ts, src/http/csp.ts) on every kind of
// answer: CORP and COOP everywhere; a page's CSP (script hashes,
// frame-ancestors 'none') and Permissions-Policy on HTML; the non-HTML
// policy (nothing may run, load or frame) on JSON, twins (by path or by
// negotiation), files, functions and errors; X-Frame-Options everywhere; HSTS
// only when the build's origin is https (the same table served for an https
// origin). And the MCP Origin decision: a public, credential-free endpoint
// answers any Origin alike, never with credentials.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, base, get } from '../support/http.ts';
import { HSTS, NOT_HTML_HEADERS, SECURITY_HEADERS } from '../../src/http/policy.ts';
import { buildRoutes } from '../../src/http/build-routes.ts';
import { loadBuildOutput, type BuildOutput } from '../../src/server/build-output-server.ts';

let slug: string;
beforeAll(async () => {
  slug = (await get(api('/listings?per_page=1'))).json.items[0].slug;
});

type Kind = 'html' | 'other';
const CASES: [string, () => string, Kind, RequestInit?][] = [
  ['home page', () => '/', 'html'],
  ['listing page', () => `/listings/${slug}`, 'html'],
  ['HTML 404', () => '/no-such-page', 'html'],
  // A missing file answers in plain text (src/http/not-found.ts), with the policy of everything that is not a page.
  ['a missing file (plain-text 404)', () => '/no-such-file.css', 'other'],
  ['twin by path', () => `/listings/${slug}.md`, 'other'],
  ['twin by negotiation', () => `/listings/${slug}`, 'other', { headers: { accept: 'text/markdown' } }],
  ['twin by ?format=md', () => '/glossary?format=md', 'other'],
  ['listing JSON file', () => `/listings/${slug}.json`, 'other'],
  ['static API JSON', () => '/api/agents/v1/site', 'other'],
  ['search function', () => '/api/agents/v1/listings?q=press', 'other'],
  ['lookup 404', () => '/api/agents/v1/listings/no-such-listing', 'other'],
  ['422', () => '/api/agents/v1/listings?page=0', 'other'],
  ['405', () => '/api/agents/v1/site', 'other', { method: 'DELETE' }],
  ['preflight', () => '/api/agents/v1/site', 'other', { method: 'OPTIONS' }],
  ['llms.txt', () => '/llms.txt', 'other'],
  ['sitemap', () => '/sitemap.xml', 'other'],
  ['illustration', () => '/illustrations/packaging.svg', 'other'],
  [
    'MCP call',
    () => '/api/agents/v1/mcp',
    'other',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
    },
  ],
  [
    'MCP parse error',
    () => '/api/agents/v1/mcp',
    'other',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' },
  ],
];

function expectPolicy(h: Headers, kind: Kind, what: string) {
  for (const [k, v] of Object.entries(SECURITY_HEADERS)) expect(h.get(k), `${what}: ${k}`).toBe(v);
  expect(h.get('x-frame-options'), what).toBe('DENY');
  const csp = h.get('content-security-policy') ?? '';
  expect(csp, what).toMatch(/frame-ancestors 'none'/);
  if (kind === 'html') {
    expect(csp, what).toMatch(/script-src 'self'/);
    expect(h.get('permissions-policy'), what).toMatch(/camera=\(\)/);
  } else expect(csp, what).toBe(NOT_HTML_HEADERS['Content-Security-Policy']);
}

describe('every kind of answer carries the policy for its kind', () => {
  it.each(CASES)('%s', async (what, path, kind, init) => {
    const r = await get(`${base()}${path()}`, init);
    expect(r.status, what).toBeLessThan(500);
    expectPolicy(r.headers, kind, what);
    // The test server is http: no HSTS, which would lock browsers out of a local server.
    expect(r.headers.get('strict-transport-security'), what).toBeNull();
  });
});

describe('HSTS on an https deployment: the same output served with the routing table written for an https origin', () => {
  const ORIGIN = 'https://agents.example';
  let dir: string;
  let out: BuildOutput;
  beforeAll(async () => {
    const real = realpathSync('.vercel/output');
    dir = mkdtempSync(join(tmpdir(), 'https-table-'));
    mkdirSync(dir, { recursive: true });
    for (const f of ['static', 'functions']) symlinkSync(join(real, f), join(dir, f));
    const config = JSON.parse(readFileSync(join(real, 'config.json'), 'utf8'));
    writeFileSync(join(dir, 'config.json'), JSON.stringify({ ...config, routes: buildRoutes(ORIGIN, real) }));
    writeFileSync(join(dir, 'build-info.json'), '{}');
    out = await loadBuildOutput(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(CASES)('%s', async (what, path, kind, init) => {
    const r = await out.handle(new Request(`${ORIGIN}${path()}`, init as RequestInit));
    expect(r.headers.get('strict-transport-security'), what).toBe(HSTS);
    expectPolicy(r.headers, kind, what);
  });
});

describe('MCP and Origin: a public, credential-free endpoint answers every Origin alike', () => {
  const call = (origin?: string) =>
    get(api('/mcp'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'get_site_facts', arguments: {} },
      }),
    });

  it('the same answer with no Origin, a foreign one, "null" and localhost; never credentials or cookies', async () => {
    const plain = await call();
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3000', 'http://127.0.0.1:1']) {
      const r = await call(origin);
      expect(r.status, origin).toBe(200);
      expect(r.json.result, origin).toEqual(plain.json.result);
      expect(r.headers.get('access-control-allow-origin'), origin).toBe('*');
      expect(r.headers.get('access-control-allow-credentials'), origin).toBeNull();
      expect(r.headers.get('set-cookie'), origin).toBeNull();
    }
  });

  it('a preflight from any origin is allowed, without credentials', async () => {
    const r = await get(api('/mcp'), {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
