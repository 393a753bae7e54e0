// The editor's loop under `npm run dev`: a change under the content folder shows
// on its pages, twins and static API files within 2 s without a restart; a file
// that breaks the schema is named with its field on every page while the rest
// keeps working; fixing it brings the page back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startDevServer, within as waitFor, type DevServer } from '../support/dev-server.ts';

const LIVE_MS = 2000;
let dev: DevServer;
let dir: string;
let origin: string;

const get = async (path: string) => {
  const r = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(20_000) });
  return { status: r.status, type: r.headers.get('content-type') ?? '', text: await r.text() };
};

const within = (ms: number, what: string, ok: () => Promise<boolean>) => waitFor(ms, what, ok, () => dev.log());

const edit = (rel: string, change: (text: string) => string) => {
  const file = join(dir, rel);
  writeFileSync(file, change(readFileSync(file, 'utf8')));
};

beforeAll(async () => {
  dev = await startDevServer();
  ({ dir, origin } = dev);
}, 120_000);

afterAll(() => dev?.stop());

describe('npm run dev: live preview of content', () => {
  it('an edited glossary term shows on the page, its twin and the static API JSON within 2 s', async () => {
    const file = readdirSync(join(dir, 'glossary')).sort()[0];
    edit(`glossary/${file}`, (t) => `${t.trimEnd()}\n\nLive preview marker one.\n`);
    const ms = await within(LIVE_MS, 'glossary page', async () => (await get('/glossary')).text.includes('Live preview marker one'));
    expect(ms).toBeLessThan(LIVE_MS);
    expect((await get('/glossary.md')).text).toContain('Live preview marker one');
    const api = await get('/api/agents/v1/glossary');
    expect(api.status).toBe(200);
    expect(api.type).toMatch(/^application\/json/);
    expect(JSON.parse(api.text).data.terms.some((t: any) => t.definition.includes('Live preview marker one'))).toBe(true);
  });

  it('an edited guide shows within 2 s', async () => {
    const file = readdirSync(join(dir, 'guides')).sort()[0];
    edit(`guides/${file}`, (t) => `${t.trimEnd()}\n\nLive preview marker two.\n`);
    await within(LIVE_MS, 'guide page', async () => (await get(`/guides/${file.replace(/\.md$/, '')}`)).text.includes('Live preview marker two'));
  });

  it('an edited listing shows within 2 s; a broken one is named with its field on every page, and comes back when fixed', async () => {
    const file = readdirSync(join(dir, 'listings')).sort()[0];
    const slug = file.replace(/\.json$/, '');
    const original = readFileSync(join(dir, 'listings', file), 'utf8');
    edit(`listings/${file}`, (t) => t.replace(/"title": "([^"]*)"/, '"title": "$1 (live preview marker three)"'));
    await within(LIVE_MS, 'listing page', async () => (await get(`/listings/${slug}`)).text.includes('live preview marker three'));

    edit(`listings/${file}`, (t) => t.replace(/"condition": "[^"]*"/, '"condition": "shiny"'));
    await within(LIVE_MS, 'the problem on another page', async () => {
      const page = (await get('/glossary')).text;
      return page.includes('role="alert"') && page.includes(`listings/${file}`) && page.includes('condition');
    });
    expect((await get(`/listings/${slug}`)).status).toBe(404);
    expect((await get('/market-snapshot')).status).toBe(200);
    expect(dev.log()).toMatch(new RegExp(`listings/${file.replace(/[.]/g, '\\.')} → condition`));

    writeFileSync(join(dir, 'listings', file), original);
    await within(LIVE_MS, 'the listing back', async () => (await get(`/listings/${slug}`)).status === 200);
    expect((await get('/glossary')).text).not.toContain('role="alert"');
  });

  it('a copy of a live listing (every field the same, a name that sorts first) is withheld, naming both files; the original keeps its page', async () => {
    const file = readdirSync(join(dir, 'listings')).sort().slice(1)
      .find((f) => JSON.parse(readFileSync(join(dir, 'listings', f), 'utf8')).moderation_status === 'approved')!;
    const record = JSON.parse(readFileSync(join(dir, 'listings', file), 'utf8'));
    const copy = join(dir, 'listings', '0-copy.json');
    writeFileSync(copy, JSON.stringify({ ...record, title: `${record.title} (copy)` }, null, 2));
    await within(LIVE_MS, 'the copy named with the original', async () => {
      const page = (await get('/glossary')).text;
      return page.includes('listings/0-copy.json') && page.includes(`already used by`) && page.includes(`listings/${file}`);
    });
    for (const path of [`/listings/${record.slug}`, `/listings/${record.slug}.json`, `/api/agents/v1/listings/${record.public_id}`]) {
      const r = await get(path);
      expect(r.status, path).toBe(200);
      expect(r.text, path).not.toContain('(copy)');
    }
    rmSync(copy);
    await within(LIVE_MS, 'the notice gone', async () => !(await get('/glossary')).text.includes('role="alert"'));
  });
});
