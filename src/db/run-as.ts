// Who the embedded PostgreSQL runs as, and whether that user can reach a path.
// PostgreSQL refuses to run as root, so under root (every container, CI) its
// binaries run as a `postgres` user, created when missing. That user is
// "other" to root's folders: a clone in a `mktemp -d` folder (mode 700) or
// under /root cannot be entered, which is why src/db/postgres-binaries.ts
// checks reachability before it runs anything.
import { execFileSync, type ExecFileSyncOptionsWithStringEncoding } from 'node:child_process';
import { realpathSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { EmbeddedPostgresError, USE_OWN_DATABASE } from './embedded-error.ts';

/** The account the server runs as under root. */
const POSTGRES_USER = 'postgres';
const NOLOGIN = '/usr/sbin/nologin';

export interface RunAs {
  name: string;
  uid: number;
  gid: number;
  groups: number[];
}

const QUIET: ExecFileSyncOptionsWithStringEncoding = { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] };
const ids = (flag: string) => execFileSync('id', [flag, POSTGRES_USER], QUIET).trim().split(/\s+/).map(Number);

function lookup(): RunAs | undefined {
  try {
    const [uid] = ids('-u');
    const [gid] = ids('-g');
    return { name: POSTGRES_USER, uid, gid, groups: ids('-G') };
  } catch {
    return undefined;
  }
}

function create(): void {
  // The group may exist without the user (a half-removed package): join it rather than fail.
  const groupExists = (() => {
    try {
      execFileSync('getent', ['group', POSTGRES_USER], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  const group = groupExists ? ['--gid', POSTGRES_USER] : ['--user-group'];
  const account = [...group, '--system', '--no-create-home', '--home-dir', '/nonexistent', '--shell', NOLOGIN];
  execFileSync('useradd', [...account, POSTGRES_USER], { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** undefined when not root (the server runs as the current user); else the `postgres` user, created if missing. */
export function runAs(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const found = lookup();
  if (found) return found;
  try {
    create();
  } catch (e) {
    throw new EmbeddedPostgresError(
      `running as root, PostgreSQL needs a "${POSTGRES_USER}" user, and creating one failed (${firstLine(e)})`,
      `create it (useradd --system --user-group ${POSTGRES_USER}), run as another user, ${USE_OWN_DATABASE}`,
      { cause: e },
    );
  }
  const made = lookup();
  if (!made) {
    const problem = `the "${POSTGRES_USER}" user was created but cannot be found`;
    throw new EmbeddedPostgresError(problem, `check /etc/passwd, ${USE_OWN_DATABASE}`);
  }
  return made;
}

const firstLine = (e: unknown) =>
  String((e as { stderr?: Buffer }).stderr ?? (e as Error).message ?? e)
    .trim()
    .split('\n')[0];

/** The permission bits that apply to `user` for a file, as the kernel picks them (ACLs aside). */
function bits(path: string, user: RunAs): number {
  const st = statSync(path);
  if (st.uid === user.uid) return (st.mode >> 6) & 7;
  if (user.groups.includes(st.gid) || st.gid === user.gid) return (st.mode >> 3) & 7;
  return st.mode & 7;
}

const EXECUTE = 1;
const READ = 4;

/**
 * Can `user` enter every folder on the way to `path` (and read and run it,
 * with `runnable`)? No user means the current one, who can.
 */
export function reachable(path: string, user: RunAs | undefined, runnable = false): boolean {
  if (!user) return true;
  let p: string;
  try {
    p = realpathSync(resolve(path));
  } catch {
    return false;
  }
  if (runnable && (bits(p, user) & (READ | EXECUTE)) !== (READ | EXECUTE)) return false;
  for (let dir = runnable ? dirname(p) : p; ; dir = dirname(dir)) {
    if (!(bits(dir, user) & EXECUTE)) return false;
    if (dir === dirname(dir)) return true;
  }
}
