// Where the embedded database of a running `SEARCH_BACKEND=postgres npm
// start` can be found: a small file beside the build output, written when the
// server's database is ready and removed when it stops. `npm run index:sync`
// without DATABASE_URL reads it, so the documented next step works as it is.
// It holds a password for a loopback-only throwaway server: mode 600, and
// .vercel/ is git-ignored.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';

export const LOCAL_STATE_FILE = '.vercel/embedded-postgres.json';

export const LocalDatabase = z.object({
  url: z.string(),
  /** The `npm start` process that owns the server. */
  pid: z.number().int(),
  /** What it synced: index:sync keeps to the same folder and origin unless told otherwise. */
  content_dir: z.string(),
  site: z.string(),
  started_at: z.string(),
});
export type LocalDatabase = z.infer<typeof LocalDatabase>;

const file = (root: string) => resolve(root, LOCAL_STATE_FILE);

export function recordLocalDatabase(state: Omit<LocalDatabase, 'started_at'>, root = process.cwd()): void {
  const f = file(root);
  mkdirSync(dirname(f), { recursive: true });
  writeFileSync(f, `${JSON.stringify({ ...state, started_at: new Date().toISOString() }, null, 2)}\n`, { mode: 0o600 });
}

/** Removes the file if it still names this process (a second `npm start` may have written its own). */
export function forgetLocalDatabase(pid = process.pid, root = process.cwd()): void {
  const found = readState(root);
  if (found && found.pid === pid) rmSync(file(root), { force: true });
}

function readState(root: string): LocalDatabase | undefined {
  try {
    const r = LocalDatabase.safeParse(JSON.parse(readFileSync(file(root), 'utf8')));
    return r.success ? r.data : undefined;
  } catch {
    return undefined;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The database of an `npm start` running from `root`, if there is one. */
export function findLocalDatabase(root = process.cwd()): LocalDatabase | undefined {
  const found = readState(root);
  return found && alive(found.pid) ? found : undefined;
}
