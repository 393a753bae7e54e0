// The deployable artifact as the real Vercel CLI builds it. In a temporary
// copy of the project (node_modules linked, the suite's .vercel/output
// untouched) it runs `npm run build`, keeps that output, then runs
// `vercel build` offline (a hand-written .vercel/project.json; no login; no
// network where `unshare -n` is available) and checks that vercel.json makes
// Vercel run our build and ship exactly its output: the same files, the same
// functions (not zero-config re-builds of api/*.ts), a routing table that
// differs only by Vercel's documented stable reordering, bundles that answer
// requests from their own indexes, and no private data anywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import { FUNCTIONS, type Route } from '../../src/http/routes.ts';
import { leakRules, scanTree } from '../../src/build/leak-scan.ts';
import { readContent } from '../../src/catalog/read-content.ts';
import { loadBuildOutput } from '../../src/server/build-output-server.ts';
import { listFiles } from '../privacy/crawl.ts';

const CLI = resolve('node_modules/vercel/dist/vc.js');
const FILES = [
  'src',
  'api',
  'public',
  'scripts',
  'content',
  'astro.config.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vercel.json',
];
const SITE = 'http://127.0.0.1:4349';
const PROJECT = { projectId: 'prj_local', orgId: 'team_local', settings: { framework: null } };

const offline = spawnSync('unshare', ['-n', 'true']).status === 0;
let root: string;
let ours: string;
let theirs: string;
let cli: { status: number | null; log: string };

beforeAll(() => {
  if (!existsSync(CLI)) return;
  root = mkdtempSync(join(tmpdir(), 'secondline-vercel-'));
  for (const f of FILES) if (existsSync(f)) cpSync(f, join(root, f), { recursive: true });
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
  const env = { ...process.env, SITE, CONTENT_DIR: '', ASTRO_TELEMETRY_DISABLED: '1' };

  // Our deploy path first: npm run build, kept aside.
  const b = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: root,
    env,
    encoding: 'utf8',
    maxBuffer: 256 << 20,
  });
  if (b.status !== 0) throw new Error(`npm run build failed in the copy:\n${b.stderr}\n${b.stdout.slice(-3000)}`);
  ours = join(root, 'output-npm');
  renameSync(join(root, '.vercel/output'), ours);

  // Then the Vercel CLI on the same sources. node_modules is already there: tell it not to install.
  mkdirSync(join(root, '.vercel'), { recursive: true });
  writeFileSync(join(root, '.vercel/project.json'), JSON.stringify(PROJECT));
  const cmd = [process.execPath, CLI, 'build', '--yes'];
  const r = spawnSync(offline ? 'unshare' : cmd[0], offline ? ['-n', ...cmd] : cmd.slice(1), {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 << 20,
    env: {
      ...env,
      VERCEL_INSTALL_COMPLETED: '1',
      VERCEL_TELEMETRY_DISABLED: '1',
      PATH: `${resolve('node_modules/.bin')}:${process.env.PATH}`,
    },
  });
  cli = { status: r.status, log: `${r.stdout}\n${r.stderr}` };
  theirs = join(root, '.vercel/output');
}, 600_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** The CLI is a devDependency: its absence is a broken install, not a reason to skip. */
const needCli = () => {
  expect(existsSync(CLI), 'the vercel CLI is installed (devDependency "vercel")').toBe(true);
};
const sha = (p: string) => createHash('sha1').update(readFileSync(p)).digest('hex');
const IGNORED = (f: string) => f === 'config.json' || f === 'build-info.json' || f.startsWith('diagnostics/');

/**
 * What Vercel's route merge (@vercel/routing-utils mergeRoutes) does to a
 * builder's routes: within each phase, `continue` routes first (not those
 * with `override`, such as a middleware route), then the others, each group
 * in its original order.
 */
function vercelOrder(rs: Route[]): Route[] {
  const out: Route[] = [];
  let phase: Route[] = [];
  const first = (r: Route) => r.continue && !r.override;
  const flush = () => {
    out.push(...phase.filter(first), ...phase.filter((r) => !first(r)));
    phase = [];
  };
  for (const r of rs) {
    if (r.handle) {
      flush();
      out.push(r);
    } else phase.push(r);
  }
  flush();
  return out;
}

describe('vercel build (Vercel CLI, offline)', () => {
  it(`succeeds without a login${offline ? ' and without network' : ''}, running our build`, () => {
    needCli();
    expect(cli.status, cli.log.slice(-4000)).toBe(0);
    expect(cli.log).toContain('Running "npm run build"');
    expect(cli.log).toContain('[build] leak scan');
    expect(cli.log).not.toMatch(/Installing dependencies/);
  });

  it('ships exactly the files of npm run build', () => {
    needCli();
    const a = listFiles(ours)
      .filter((f) => !IGNORED(f))
      .sort();
    const b = listFiles(theirs)
      .filter((f) => !IGNORED(f))
      .sort();
    expect(b).toEqual(a);
    const differ = a.filter((f) => sha(join(ours, f)) !== sha(join(theirs, f)));
    expect(differ).toEqual([]);
  });

  it('keeps our functions: no zero-config re-build of api/*.ts', () => {
    needCli();
    const names = Object.values(FUNCTIONS).filter((n) => existsSync(join(ours, 'functions', `${n}.func`)));
    expect(names.length).toBeGreaterThanOrEqual(5);
    const funcs = listFiles(join(theirs, 'functions'))
      .map((f) => f.replace(/\.func\/.*$/, ''))
      .filter((v, i, all) => all.indexOf(v) === i)
      .sort();
    expect(funcs).toEqual([...names].sort());
    for (const n of names) {
      const dir = join(theirs, 'functions', `${n}.func`);
      const vc = JSON.parse(readFileSync(join(dir, '.vc-config.json'), 'utf8'));
      expect(vc, n).toMatchObject({ runtime: 'nodejs24.x', handler: 'index.mjs', launcherType: 'Nodejs' });
      expect(existsSync(join(dir, 'node_modules')), `${n} was rebuilt by @vercel/node`).toBe(false);
      expect(existsSync(join(dir, 'src')), `${n} was rebuilt by @vercel/node`).toBe(false);
    }
  });

  it("config.json: our routes in Vercel's merge order, nothing added; negotiation and headers before the filesystem", () => {
    needCli();
    const config = JSON.parse(readFileSync(join(theirs, 'config.json'), 'utf8'));
    expect(config.version).toBe(3);
    const rs: Route[] = config.routes;
    const mine: Route[] = JSON.parse(readFileSync(join(ours, 'config.json'), 'utf8')).routes;
    expect(rs).toEqual(vercelOrder(mine));
    // Vercel may add metadata (framework detected from package.json, an empty crons list); nothing else.
    const { framework: _f, crons, routes: _r, ...rest } = config;
    expect(crons ?? []).toEqual([]);
    const { framework: _g, routes: _s, ...mineRest } = JSON.parse(readFileSync(join(ours, 'config.json'), 'utf8'));
    expect(rest).toEqual(mineRest);
    expect(rs.some((r: any) => r.check || r.handle === 'error' || r.handle === 'miss')).toBe(false);
    const fs = rs.findIndex((r) => r.handle === 'filesystem');
    expect(fs).toBeGreaterThan(0);
    const before = rs.slice(0, fs);
    expect(before.some((r) => r.has?.some((h) => h.key === 'accept') && r.dest?.endsWith('.md'))).toBe(true);
    expect(before.some((r) => r.has?.some((h) => h.key === 'format') && r.dest?.endsWith('.md'))).toBe(true);
    expect(before.some((r) => r.headers?.['X-Content-Type-Options'] === 'nosniff' && r.continue)).toBe(true);
    expect(before.some((r) => r.headers?.['Access-Control-Allow-Origin'] === '*' && r.continue)).toBe(true);
    expect(before.some((r) => r.methods?.includes('OPTIONS') && r.status === 204)).toBe(true);
    const hit = rs.findIndex((r) => r.handle === 'hit');
    expect(hit).toBeGreaterThan(fs);
    const after = rs.slice(fs + 1, hit);
    expect(after.some((r) => r.dest?.startsWith(`/${FUNCTIONS.fallback}`))).toBe(true);
    expect(after.at(-1)?.status).toBe(404);
    // The hit phase only adds headers (the twin Link, token estimates, what CORS exposes) to files that exist.
    expect(rs.slice(hit + 1).every((r) => r.continue && r.headers && !r.dest && r.status === undefined)).toBe(true);
    expect(rs.slice(hit + 1).some((r) => r.headers?.Link)).toBe(true);
  });

  it('every function bundle answers a Request from its own index', async () => {
    needCli();
    const load = async (name: string) =>
      (await import(pathToFileURL(join(theirs, 'functions', `${name}.func`, 'index.mjs')).href)).default;
    const search = await load(FUNCTIONS.listings);
    const body = await (await search.fetch(new Request(`${SITE}/api/agents/v1/listings?per_page=2`))).json();
    expect(body.total).toBeGreaterThan(0);
    const lookup = await (await load(FUNCTIONS.listing)).fetch(
      new Request(`${SITE}/api/agents/v1/listings/[slug_or_id]?slug_or_id=${body.items[0].id}`),
    );
    expect(lookup.status).toBe(200);
    const manuals = await (
      await (await load(FUNCTIONS.manuals)).fetch(new Request(`${SITE}/api/agents/v1/manuals?per_page=1`))
    ).json();
    expect(manuals.total).toBeGreaterThan(0);
    const manual = await (await load(FUNCTIONS.manual)).fetch(
      new Request(`${SITE}/api/agents/v1/manuals/[public_id]?public_id=${manuals.items[0].id}`),
    );
    expect(manual.status).toBe(200);
    const nf = await (await load(FUNCTIONS.fallback)).fetch(
      new Request(`${SITE}/api/agents/v1/fallback?path=/api/agents/v1/nope`),
    );
    expect(nf.status).toBe(404);
    if (existsSync(join(theirs, 'functions', `${FUNCTIONS.mcp}.func`))) {
      const mcp = await (await load(FUNCTIONS.mcp)).fetch(
        new Request(`${SITE}/api/agents/v1/mcp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'tools/call',
            params: { name: 'search_listings', arguments: { per_page: 1 } },
          }),
        }),
      );
      expect(mcp.status).toBe(200);
    }
  });

  it('the output routes like ours when served: negotiation, JSON 404s, preflight', async () => {
    needCli();
    const out = await loadBuildOutput(theirs);
    const md = await out.handle(new Request(`${SITE}/glossary`, { headers: { accept: 'text/markdown' } }));
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const nf = await out.handle(new Request(`${SITE}/api/agents/v1/no-such-thing`));
    expect(nf.status).toBe(404);
    expect(await nf.json()).toEqual({ detail: 'Not Found' });
    const pre = await out.handle(new Request(`${SITE}/api/agents/v1/site`, { method: 'OPTIONS' }));
    expect(pre.status).toBe(204);
  });

  it('no file in it holds seller contact data or unapproved records', () => {
    needCli();
    const leaks = scanTree(theirs, leakRules(readContent(join(root, 'content'))), { limit: 50 });
    expect(leaks.map((l) => `${l.kind} "${l.match}" in ${l.where}`)).toEqual([]);
  });
});
