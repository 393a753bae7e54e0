// `SEARCH_BACKEND=postgres npm start` without DATABASE_URL prints the
// DATABASE_URL of its embedded database, and `npm run index:sync` run beside
// it (same folder, no DATABASE_URL) finds that database by itself, with the
// server's content folder and origin; once the server stops, index:sync says
// what to do instead.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { LOCAL_STATE_FILE } from '../../src/db/local-state.ts';
import { freePort } from '../support/isolated-build.ts';

const ROOT = resolve('.');
const folder = mkdtempSync(join(tmpdir(), 'secondline-local-'));
let server: ChildProcess | undefined;
afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

/** What `npm start` runs before it builds: the database part of scripts/start.mjs, in `folder`. */
function startDatabase(env: Record<string, string>): Promise<{ child: ChildProcess; out: () => string }> {
  const code = `const m = await import(${JSON.stringify(join(ROOT, 'src/search/postgres/local.ts'))}); await m.prepareSearchDatabase(); setInterval(() => {}, 1e6);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: folder,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (d) => (text += d));
  child.stderr!.on('data', (d) => (text += d));
  return new Promise((res, rej) => {
    const timer = setTimeout(() => rej(new Error(`no database within 90 s:\n${text}`)), 90_000);
    child.stdout!.on('data', () => {
      if (/finds it by itself/.test(text)) {
        clearTimeout(timer);
        res({ child, out: () => text });
      }
    });
    child.once('exit', (c) => rej(new Error(`exited ${c}:\n${text}`)));
  });
}

const indexSync = (env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [join(ROOT, 'scripts/index-sync.mjs')], {
    cwd: folder,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, DATABASE_URL: '', CONTENT_DIR: '', SITE: '', ...env },
  });

test('npm start prints DATABASE_URL; index:sync beside it finds the database, its content folder and origin', {
  timeout: 240_000,
}, async () => {
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const started = await startDatabase({
    DATABASE_URL: '',
    EMBEDDED_PG_PORT: String(await freePort()),
    PORT: String(port),
    SITE: site,
    CONTENT_DIR: join(ROOT, 'content'),
  });
  server = started.child;
  const url = /DATABASE_URL=(postgres:\/\/\S+)/.exec(started.out())?.[1];
  expect(url).toMatch(/^postgres:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/secondline$/);
  expect(existsSync(join(folder, LOCAL_STATE_FILE))).toBe(true);

  const r = indexSync();
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  expect(r.stdout).toContain(`DATABASE_URL=${url}`);
  // The same content and origin as the server: nothing to change.
  expect(r.stdout).toMatch(/listings: 0 upserted, 0 deleted, [1-9]\d* unchanged/);

  // Stopped (Ctrl-C, kill): the record goes, and index:sync says what to do.
  server.kill('SIGTERM');
  await new Promise((res) => server!.once('exit', res));
  expect(existsSync(join(folder, LOCAL_STATE_FILE))).toBe(false);
  const after = indexSync();
  expect(after.status).toBe(2);
  expect(after.stderr).toMatch(
    /DATABASE_URL is not set, and no `SEARCH_BACKEND=postgres npm start` runs in this folder/,
  );
});
