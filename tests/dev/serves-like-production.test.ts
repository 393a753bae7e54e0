// `npm run dev` serves what production serves, and nothing else: every path
// answers with the status and type the built site answers with (the suite's
// server), bodies equal where they do not depend on the dev tooling; no raw
// file of the project (content/ with the sellers' phones, src/, api/, the
// build output) leaves by its path, whatever its spelling; search, lookups
// and MCP answer through the functions' own handlers and follow an edit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fullRenderMs, publicSlugs, startDevServer, within, type DevServer } from '../support/dev-server.ts';
import { base } from '../support/http.ts';

let dev: DevServer;
beforeAll(async () => {
  dev = await startDevServer();
  for (const f of EXTRA) if (existsSync(f)) cpSync(f, join(dev.root, f));
}, 120_000);
afterAll(() => dev?.stop());

interface Answer {
  status: number;
  type: string;
  location: string;
  text: string;
}
async function ask(origin: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const r = await fetch(`${origin}${path}`, { redirect: 'manual', ...init, signal: AbortSignal.timeout(30_000) });
  const text = (await r.text()).replaceAll(origin, 'ORIGIN');
  return {
    status: r.status,
    type: (r.headers.get('content-type') ?? '').split(';')[0],
    location: (r.headers.get('location') ?? '').replace(origin, 'ORIGIN'),
    text,
  };
}
const both = (path: string, init?: RequestInit) => Promise.all([ask(dev.origin, path, init), ask(base(), path, init)]);

/** Every file under `dir` of the dev server's project folder, relative to that folder. */
function files(dir: string): string[] {
  return readdirSync(join(dev.root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dev.root, join(e.parentPath, e.name)));
}

/** What else a checkout holds that no one may fetch: the build output, the generated data, test fixtures with contacts. */
const EXTRA = [
  '.vercel/output/config.json',
  '.vercel/output/build-info.json',
  '.generated/data/research.json',
  'tests/fixtures/contact-corpus.ts',
  'README.md',
];

const sample = JSON.parse(readFileSync(join('content/listings', readdirSync('content/listings').sort()[0]), 'utf8'));
const listing = (await (await fetch(`${base()}/api/agents/v1/listings?per_page=1`)).json()).items[0];
const manual = (await (await fetch(`${base()}/api/agents/v1/manuals?per_page=1`)).json()).items[0];

describe('npm run dev: no raw file of the project by its path', () => {
  const project = () => [
    ...files('content'),
    ...files('src'),
    ...files('api'),
    'package.json',
    'astro.config.mjs',
    ...EXTRA.filter((f) => existsSync(join(dev.root, f))),
  ];
  // Five spellings of every file, and the extension-less one (a page path: Astro renders the 404 page, the costly case)
  // for every api/ file and one in five others, so the sweep leaves the other dev test its two seconds.
  const spellings = (p: string, i: number) => [
    `/${p}`,
    `/${encodeURIComponent(p)}`,
    `/${p.replace(/^(.)/, (c) => `%${c.charCodeAt(0).toString(16)}`)}`,
    `/@fs${join(dev.root, p)}`,
    `//${p}`,
    ...(p.startsWith('api/') || i % 5 === 0 ? [`/${p.replace(/\.[^.]+$/, '')}`] : []),
  ];
  /** Lines of the file that no public answer carries (its first distinctive ones). */
  const marks = (p: string) =>
    readFileSync(join(dev.root, p), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.length > 24)
      .slice(0, 3);
  // Stylesheets are the one exception: the pages load them from src/ in dev (Vite's hot update), production from /_astro/.
  const stylesheet = (p: string) => p.startsWith('src/') && p.endsWith('.css');

  it('every file of the project, 5 or 6 spellings each: never the file, and the answer production gives', async () => {
    const leaks: string[] = [];
    const all = project();
    expect(all.length).toBeGreaterThan(600);
    for (const [i, p] of all.filter((x) => !stylesheet(x)).entries()) {
      const own = marks(p);
      for (const path of spellings(p, i)) {
        const [d, prod] = await both(path);
        if (own.some((m) => d.text.includes(m)) || d.type === 'text/javascript')
          leaks.push(`${path}: the file itself (${d.status} ${d.type})`);
        // The local server reads `//x/y` as host x (node's URL resolution, a 400 when x cannot be a host); the CDN and dev
        // read a path. So `//` spellings are held to never leaking, not to production's answer.
        else if (!path.startsWith('//') && (d.status !== prod.status || d.type !== prod.type)) {
          leaks.push(`${path}: dev ${d.status} ${d.type}, production ${prod.status} ${prod.type}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  }, 600_000);

  it("a listing file with the seller's telephone: the JSON 404 production answers", async () => {
    const [d] = await both(`/content/listings/${sample.slug}.json`);
    expect(d).toMatchObject({ status: 404, type: 'application/json', text: '{"detail":"Not Found"}' });
  });
});

describe('npm run dev: every path answers as production does', () => {
  const paths = () => [
    '/',
    '/index.md',
    '/listings',
    '/listings.md',
    '/manuals.md',
    '/glossary.md',
    '/checklists.md',
    '/guides.md',
    '/for-agents.md',
    '/llms.txt',
    '/robots.txt',
    `/listings/${listing.slug}.md`,
    `/listings/${listing.slug}.json`,
    `/listings/${listing.slug}`,
    `/listings/${listing.id}`,
    `/listings/${listing.id}.md`,
    `/listings/${listing.id}.json`,
    `/listings/${listing.id.toUpperCase()}.json`,
    '/listings/nope',
    '/listings/nope.md',
    '/listings/nope.json',
    '/listings/lst_00000000zz.json',
    '/listings/lst_00000000zz.md',
    `/manuals/${manual.id}`,
    `/manuals/${manual.id}.md`,
    `/listings/${listing.slug}.txt`,
    `/listings/${listing.slug}.markdown`,
    `/listings/${listing.slug}.JSON`,
    `/listings/${listing.slug}.xml`,
    '/guides/',
    '/nope',
    '/nope.md',
    '/nope.json',
    '/nope.yaml',
    '/api/agents/v1',
    '/api/agents/v1/',
    '/api/agents/v1/site',
    '/api/agents/v1/glossary',
    '/api/agents/v1/glossary?term=Anilox%20Roll',
    '/api/agents/v1/glossary?term=nope-nope',
    '/api/agents/v1/glossary?term=',
    '/api/agents/v1/listings?q=folder&per_page=3',
    '/api/agents/v1/listings?page=0&price_min=x',
    `/api/agents/v1/listings/${listing.slug}`,
    `/api/agents/v1/listings/${listing.id}.json`,
    '/api/agents/v1/listings/nope',
    '/api/agents/v1/manuals?per_page=2',
    `/api/agents/v1/manuals/${manual.id}`,
    '/api/agents/v1/manuals/nope',
    '/api/agents/v1/checklists/nope',
    '/api/agents/v1/nope',
    '/api/agents/v1/mcp',
    '/openapi.json',
  ];
  const typed = new Set(['application/json', 'text/markdown', 'text/plain']);

  it('status, type, redirect target and (JSON, markdown, text) body', async () => {
    const differ: string[] = [];
    for (const path of paths()) {
      const [d, prod] = await both(path);
      const same =
        d.status === prod.status &&
        d.type === prod.type &&
        d.location === prod.location &&
        (!typed.has(d.type) || d.text === prod.text);
      if (!same)
        differ.push(
          `${path}: dev ${d.status} ${d.type} ${d.location} ${d.text.slice(0, 120)} | production ${prod.status} ${prod.type} ${prod.location} ${prod.text.slice(0, 120)}`,
        );
    }
    expect(differ).toEqual([]);
  });

  it('methods: preflight, 405 with Allow, MCP over POST', async () => {
    for (const [path, method] of [
      ['/api/agents/v1/listings', 'OPTIONS'],
      ['/api/agents/v1/mcp', 'OPTIONS'],
      ['/glossary', 'DELETE'],
      ['/api/agents/v1/site', 'PUT'],
    ]) {
      const [d, prod] = await both(path, { method });
      expect(`${method} ${path} ${d.status} ${d.text}`).toBe(`${method} ${path} ${prod.status} ${prod.text}`);
    }
    const body = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'get_listing', arguments: { slug_or_id: listing.id } },
    });
    const init = {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    };
    const [d, prod] = await both('/api/agents/v1/mcp', init);
    expect(d.status).toBe(200);
    expect(JSON.parse(d.text).result.structuredContent).toEqual(JSON.parse(prod.text).result.structuredContent);
  });
});

describe('npm run dev: the API follows an edit', () => {
  // Held to a full rebuild's time measured just before (tests/dev/live-preview.test.ts says why), not to fixed seconds.
  it("a changed title is found by search, shown by the lookup, the twins and MCP within 3 full rebuilds' time", async () => {
    const full = await fullRenderMs(dev.origin, await publicSlugs(dev.origin));
    const file = join(dev.dir, 'listings', `${listing.slug}.json`);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/"title": "([^"]*)"/, '"title": "$1 Quokkamatic"'));
    const search = async () =>
      (await ask(dev.origin, '/api/agents/v1/listings?q=quokkamatic')).text.includes(listing.id);
    await within(3 * full, `search (a full rebuild: ${Math.round(full)} ms)`, search, () => dev.log());
    for (const path of [
      `/api/agents/v1/listings/${listing.slug}`,
      `/listings/${listing.slug}.md`,
      `/listings/${listing.slug}.json`,
    ]) {
      expect((await ask(dev.origin, path)).text, path).toContain('Quokkamatic');
    }
  });
});
