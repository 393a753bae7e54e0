// `npm run dev` (Astro's dev server with src/dev/) on a copy of the sample
// content, started as an editor starts it, for the tests in tests/dev/. Each
// server runs in its own copy of the project: Astro refuses a second dev
// server in one project folder, and the test files run side by side.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort, isolatedRoot } from './isolated-build.ts';

/** `root`: the project folder it runs in; `dir`: its content folder (`root/content`, as in a checkout). */
export interface DevServer {
  origin: string;
  root: string;
  dir: string;
  log(): string;
  stop(): void;
}

const withoutTestRunner = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([k]) => !k.startsWith('VITEST') && k !== 'TEST'));

/** Polls until `ok` holds, and returns how long that took; fails after `ms` with the server's log. */
export async function within(ms: number, what: string, ok: () => Promise<boolean>, log = () => ''): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    if (await ok()) return performance.now() - t0;
    if (performance.now() - t0 > ms) throw new Error(`${what}: not seen within ${ms} ms\n${log().slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The slugs of every public listing the dev server at `origin` serves (its search API, page by page). */
export async function publicSlugs(origin: string): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; ; page++) {
    const r = await (await fetch(`${origin}/api/agents/v1/listings?per_page=50&page=${page}`)).json();
    slugs.push(...r.items.map((i: { slug: string }) => i.slug));
    if (!r.items.length || slugs.length >= r.total) return slugs;
  }
}

/**
 * What a full rebuild costs the dev server at `origin` right now, at the least: the time it takes to render every
 * public listing page once (a full rebuild makes at least those), estimated from every `step`-th page. Live preview
 * is held to a part of it measured in the same run, so a busy machine slows the bound and the edit alike.
 */
export async function fullRenderMs(origin: string, slugs: string[], step = 5): Promise<number> {
  const sample = slugs.filter((_, i) => i % step === 0);
  // One page first, untimed: work an earlier edit left for the next listing page is not part of the estimate.
  await (await fetch(`${origin}/listings/${slugs[1]}`)).text();
  const t0 = performance.now();
  for (const slug of sample) {
    const r = await fetch(`${origin}/listings/${slug}`);
    await r.text();
    if (r.status !== 200) throw new Error(`/listings/${slug}: ${r.status}, not the page`);
  }
  return ((performance.now() - t0) * slugs.length) / sample.length;
}

export async function startDevServer(): Promise<DevServer> {
  const root = isolatedRoot('secondline-dev-project-');
  const dir = join(root, 'content');
  cpSync('content', dir, { recursive: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let text = '';
  const dev: ChildProcess = spawn(
    process.execPath,
    [resolve('node_modules/astro/bin/astro.mjs'), 'dev', '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: root,
      // Astro changes its behaviour under a test runner (VITEST*, NODE_ENV=test): start it as an editor would.
      env: {
        ...withoutTestRunner(process.env),
        NODE_ENV: 'development',
        CONTENT_DIR: dir,
        SITE: origin,
        ASTRO_TELEMETRY_DISABLED: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  dev.stdout!.on('data', (d) => (text += d));
  dev.stderr!.on('data', (d) => (text += d));
  const stop = () => {
    try {
      if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await within(
      90_000,
      'the dev server',
      async () =>
        (await fetch(`${origin}/glossary`).then(
          (r) => r.status,
          () => 0,
        )) === 200,
      () => text,
    );
  } catch (e) {
    stop();
    throw e;
  }
  return { origin, root, dir, log: () => text, stop };
}
