// Builds killed at random points while `npm run serve` answers requests. In
// an isolated copy of the project with a small catalog: one good build, then
// builds killed with SIGKILL at points a seeded RNG picks over the build's
// measured duration (the whole process group, or the build process alone,
// leaving Astro to notice), a build whose leak scan fails, and one that
// completes. Requests for static files and functions run all along. Every
// answer is a 200; .vercel/output always resolves to a finished build; the
// failed build's file is never served; the completed build is served within
// seconds without a restart; and `npm run serve` started with the link
// removed serves the last good build and says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/isolated-build.ts';
import { SEED } from '../support/property.ts';
import { rng } from '../search/helpers.ts';

import { isolatedRoot } from '../../scripts/lib/isolated-build.mjs';

const KILLS = 3;
const LISTINGS = 12;
const PORT = await freePort();
const SITE = `http://127.0.0.1:${PORT}`;
const random = rng(SEED);

let root: string;
let content: string;
let server: ChildProcess | undefined;
let serverLog = '';
const answers: { path: string; status: number; build: number }[] = [];
let stop = false;
let firstBuildMs = 0;

const env = () => ({ ...process.env, SITE, CONTENT_DIR: content, PORT: String(PORT), HOST: '127.0.0.1' });
const buildSync = () => {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: root,
    env: env(),
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  return { ...r, ms: performance.now() - t0 };
};
/** The same, without blocking this process: the request loops run in it. */
const buildAsync = (): Promise<{ status: number | null; stderr: string }> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/build.mjs'], {
      cwd: root,
      env: env(),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    child.once('exit', (status) => resolve({ status, stderr }));
  });
const output = () => join(root, '.vercel/output');
const served = () => realpathSync(output());
const finished = (dir: string) => existsSync(join(dir, 'build-info.json'));
const retitle = (title: string) => {
  const file = join(content, 'listings', readdirSync(join(content, 'listings')).sort()[0]);
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), title }, null, 2));
  return JSON.parse(readFileSync(file, 'utf8')).slug as string;
};

function serve(extraEnv: Record<string, string> = {}): Promise<{ child: ChildProcess; out: () => string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/serve.mjs'], {
      cwd: root,
      env: { ...env(), ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${out}`)), 30_000);
    child.stdout!.on('data', (d) => {
      out += d;
      if (/Serving/.test(out)) {
        clearTimeout(timer);
        resolve({ child, out: () => out });
      }
    });
    child.stderr!.on('data', (d) => (out += d));
    child.once('exit', (code) => reject(new Error(`serve exited (${code}):\n${out}`)));
  });
}

/** Static pages, twins, API files and a function, taken from the first build's files. */
function pathsOf(dir: string): string[] {
  const files = readdirSync(join(dir, 'static'), { recursive: true }) as string[];
  const pages = files.filter((f) => f.endsWith('index.html')).map((f) => `/${f.replace(/\/?index\.html$/, '')}`);
  const other = files.filter((f) => /\.(md|json|txt|xml|css)$/.test(f)).map((f) => `/${f}`);
  return [...pages, ...other, '/api/agents/v1/listings?q=press', '/api/agents/v1/site'];
}

/** Pause between a loop's requests: enough of them to cover every moment of a build, without taking its CPU. */
const REQUEST_GAP_MS = 5;

async function requestLoop(paths: string[], build: () => number) {
  let i = 0;
  while (!stop) {
    await new Promise((r) => setTimeout(r, REQUEST_GAP_MS));
    const path = paths[i++ % paths.length];
    try {
      const res = await fetch(`${SITE}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      answers.push({ path, status: res.status, build: build() });
    } catch (e) {
      answers.push({ path: `${path} (${(e as Error).message})`, status: 0, build: build() });
    }
  }
}

describe('builds killed at random points while the server answers', () => {
  let loops: Promise<void>[] = [];
  let buildNo = 0;
  let good: string;

  beforeAll(async () => {
    root = isolatedRoot('atomic-build-');
    content = mkdtempSync(join(tmpdir(), 'atomic-content-'));
    cpSync('content', content, { recursive: true });
    for (const f of readdirSync(join(content, 'listings')).sort().slice(LISTINGS)) rmSync(join(content, 'listings', f));
    const first = buildSync();
    if (first.status !== 0) throw new Error(`the first build failed:\n${first.stderr}\n${first.stdout.slice(-2000)}`);
    firstBuildMs = first.ms;
    good = served();
    const s = await serve();
    server = s.child;
    server.stdout!.on('data', (d) => (serverLog += d));
    server.stderr!.on('data', (d) => (serverLog += d));
    server.once('exit', (code, signal) => (serverLog += `\n[exited ${code} ${signal}]`));
    const paths = pathsOf(good);
    loops = [requestLoop(paths, () => buildNo), requestLoop([...paths].reverse(), () => buildNo)];
  }, 300_000);

  afterAll(async () => {
    stop = true;
    await Promise.all(loops);
    server?.kill();
    if (root) rmSync(root, { recursive: true, force: true });
    if (content) rmSync(content, { recursive: true, force: true });
  });

  it(`kills ${KILLS} builds at seeded random points; the last good build answers throughout`, async () => {
    for (let k = 0; k < KILLS; k++) {
      buildNo++;
      retitle(`Killed build ${k}`);
      const at = Math.round(firstBuildMs * (0.05 + 0.9 * random()));
      const wholeGroup = random() < 0.67;
      const child = spawn(process.execPath, ['scripts/build.mjs'], {
        cwd: root,
        env: env(),
        stdio: 'ignore',
        detached: true,
      });
      const exited = new Promise((r) => child.once('exit', r));
      await new Promise((r) => setTimeout(r, at));
      try {
        process.kill(wholeGroup ? -child.pid! : child.pid!, 'SIGKILL');
      } catch {
        /* it had finished */
      }
      await exited;
      const now = served();
      console.log(
        `[atomic] build ${k} killed at ${at} ms of ~${Math.round(firstBuildMs)} (${wholeGroup ? 'process group' : 'build process only'}); serving ${now === good ? 'the last good build' : 'the build it had published'}`,
      );
      expect(finished(now), `${now} is not a finished build`).toBe(true);
      good = now;
    }
  }, 300_000);

  it('a build whose leak scan fails publishes nothing', async () => {
    buildNo++;
    writeFileSync(join(root, 'public', 'leak.txt'), 'Call the seller: +49 171 4010017 or seller.private@gmx.de\n');
    const r = await buildAsync();
    rmSync(join(root, 'public', 'leak.txt'));
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/would publish private data/);
    expect(served()).toBe(good);
    expect((await fetch(`${SITE}/leak.txt`)).status).toBe(404);
  }, 300_000);

  it('a completed build is served without a restart', async () => {
    buildNo++;
    const slug = retitle('Completed build title 4711');
    const r = await buildAsync();
    expect(r.status, r.stderr.slice(-2000)).toBe(0);
    expect(served()).not.toBe(good);
    const page = await (await fetch(`${SITE}/listings/${slug}`)).text();
    expect(page).toContain('Completed build title 4711');
    expect(serverLog).toMatch(/now serving/);
  }, 300_000);

  it('every request during all of it was answered 200', async () => {
    stop = true;
    await Promise.all(loops);
    const failed = answers.filter((a) => a.status !== 200);
    if (failed.length) console.log(serverLog.slice(-3000));
    console.log(
      `[atomic] ${answers.length} requests during ${buildNo} builds (${KILLS} killed, 1 failing its leak scan): ${failed.length} not 200`,
    );
    expect(answers.length).toBeGreaterThan(100);
    expect(failed.slice(0, 10)).toEqual([]);
  });

  it('npm run serve with .vercel/output removed serves the last good build and says so', async () => {
    rmSync(output(), { force: true });
    const s = await serve({ PORT: String(await freePort()) });
    try {
      expect(s.out()).toMatch(/\.vercel\/output is missing: serving the last good build/);
      const port = /127\.0\.0\.1:(\d+)/.exec(s.out())![1];
      expect((await fetch(`http://127.0.0.1:${port}/llms.txt`)).status).toBe(200);
    } finally {
      s.child.kill();
    }
  }, 60_000);
});
