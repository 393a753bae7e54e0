// A generated catalog of 2,000 listings builds (in a temporary copy of the
// project: the suite's .vercel/output is untouched), serves, and passes the
// same contract checks as the sample catalog, plus counts checked against
// the generator's own files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { freePort, isolatedBuild, serveOutput, type IsolatedBuild } from '../support/isolated-build.ts';
import { ALL_SECTIONS, CONTRACT_CHECKER } from '../support/contract-checker.ts';

const N = 2000;
const PORT = Number(process.env.SCALE_TEST_PORT) || (await freePort());
const SITE = `http://127.0.0.1:${PORT}`;
// MCP is checked once its function exists (it is being written).

let dir: string;
let build: IsolatedBuild;
let server: Server | undefined;
let approved = 0;
let approvedAvailable = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'secondline-gen-'));
  execFileSync(process.execPath, [
    'scripts/generate-catalog.mjs',
    '--listings',
    String(N),
    '--manuals',
    '100',
    '--seed',
    'scale-test',
    '--out',
    dir,
    '--quiet',
  ]);
  for (const f of readdirSync(join(dir, 'listings'))) {
    const r = JSON.parse(readFileSync(join(dir, 'listings', f), 'utf8'));
    if (r.moderation_status !== 'approved') continue;
    approved++;
    if (r.status !== 'sold') approvedAvailable++;
  }
  build = isolatedBuild({ contentDir: dir, site: SITE });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout.slice(-4000)}\n${build.stderr.slice(-4000)}`);
  server = await serveOutput(build.output, PORT);
}, 240_000);

afterAll(async () => {
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  build?.cleanup();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const get = async (path: string) => {
  const res = await fetch(`${SITE}${path}`);
  expect(res.status, path).toBe(200);
  return res.json() as Promise<any>;
};
const sum = (f: { count: number }[]) => f.reduce((s, e) => s + e.count, 0);

describe(`a generated catalog of ${N} listings`, () => {
  it('publishes every approved listing and nothing else', async () => {
    const info = JSON.parse(readFileSync(join(build.output, 'build-info.json'), 'utf8'));
    expect(info.listings).toBe(approved);
    expect((await get('/api/agents/v1/listings?include_sold=true&per_page=1')).total).toBe(approved);
    expect((await get('/api/agents/v1/listings?per_page=1')).total).toBe(approvedAvailable);
    const pages = readdirSync(join(build.output, 'static/listings')).filter((f) => f.endsWith('.json'));
    expect(pages.length).toBe(approved);
  });

  it('has facets that sum to the total, with and without words and filters', async () => {
    for (const q of [
      '',
      'q=press',
      'q=cutter&location=US',
      'category=packaging&include_sold=true',
      'q=hours&condition=good',
    ]) {
      const body = await get(`/api/agents/v1/listings?${q}`);
      for (const k of ['category', 'condition'] as const) expect(sum(body.facets[k]), `${q} ${k}`).toBe(body.total);
      expect(sum(body.facets.make), `${q} make`).toBe(body.total);
    }
  });

  it('serves a listing page, its twin and its JSON, agreeing with the lookup', async () => {
    const first = (await get('/api/agents/v1/listings?per_page=1')).items[0];
    const html = await (await fetch(`${SITE}/listings/${first.slug}`)).text();
    expect(html).toContain(`<h1>`);
    expect(html).toContain(first.id);
    expect(html).not.toContain('__SL_');
    const md = await (await fetch(`${SITE}/listings/${first.slug}`, { headers: { accept: 'text/markdown' } })).text();
    expect(md.startsWith(`# `)).toBe(true);
    const lookup = await (await fetch(`${SITE}/api/agents/v1/listings/${first.slug}`)).text();
    const file = await (await fetch(`${SITE}/listings/${first.slug}.json`)).text();
    expect(lookup).toBe(file);
  });

  // The server runs in this process: the checker must run asynchronously.
  it('passes the shared contract checker', async () => {
    const r = await new Promise<{ code: number; out: string }>((done) => {
      execFile(
        process.execPath,
        [CONTRACT_CHECKER, SITE, '--only', ALL_SECTIONS],
        { timeout: 120_000, maxBuffer: 16 * 1024 * 1024 },
        (err, stdout, stderr) =>
          done({ code: err ? ((err as any).code ?? 1) : 0, out: `${stdout.slice(-4000)}\n${stderr.slice(-2000)}` }),
      );
    });
    expect(r.code, r.out).toBe(0);
  }, 150_000);
});
