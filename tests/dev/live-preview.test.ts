// The editor's loop under `npm run dev`: a change under the content folder shows
// on its pages, twins and static API files within 2 s without a restart; a file
// that breaks the schema is named with its field on every page while the rest
// keeps working; fixing it brings the page back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../support/isolated-build.ts';

const LIVE_MS = 2000;
const dir = mkdtempSync(join(tmpdir(), 'secondline-dev-'));
cpSync('content', dir, { recursive: true });
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
let dev: ChildProcess;
let log = '';

const get = async (path: string) => {
  const r = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(20_000) });
  return { status: r.status, type: r.headers.get('content-type') ?? '', text: await r.text() };
};

/** Polls until `ok` holds, and returns how long that took; fails after `ms`. */
async function within(ms: number, what: string, ok: () => Promise<boolean>): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    if (await ok()) return performance.now() - t0;
    if (performance.now() - t0 > ms) throw new Error(`${what}: not seen within ${ms} ms\n${log.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const edit = (rel: string, change: (text: string) => string) => {
  const file = join(dir, rel);
  writeFileSync(file, change(readFileSync(file, 'utf8')));
};

const withoutTestRunner = (env: NodeJS.ProcessEnv) => Object.fromEntries(Object.entries(env).filter(([k]) => !k.startsWith('VITEST') && k !== 'TEST'));

beforeAll(async () => {
  dev = spawn(process.execPath, [resolve('node_modules/astro/bin/astro.mjs'), 'dev', '--port', String(port), '--host', '127.0.0.1'], {
    // Astro changes its behaviour under a test runner (VITEST*, NODE_ENV=test): start it as an editor would.
    env: { ...withoutTestRunner(process.env), NODE_ENV: 'development', CONTENT_DIR: dir, SITE: origin, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  dev.stdout!.on('data', (d) => (log += d));
  dev.stderr!.on('data', (d) => (log += d));
  await within(90_000, 'the dev server', async () => (await get('/glossary').catch(() => ({ status: 0 }))).status === 200);
}, 120_000);

afterAll(() => {
  if (dev?.pid) {
    try {
      process.kill(-dev.pid, 'SIGTERM');
    } catch { /* already gone */ }
  }
  rmSync(dir, { recursive: true, force: true });
});

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
    expect(log).toMatch(new RegExp(`listings/${file.replace(/[.]/g, '\\.')} → condition`));

    writeFileSync(join(dir, 'listings', file), original);
    await within(LIVE_MS, 'the listing back', async () => (await get(`/listings/${slug}`)).status === 200);
    expect((await get('/glossary')).text).not.toContain('role="alert"');
  });
});
