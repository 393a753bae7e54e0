// Where builds live, and how one becomes the served build. A build is
// written into a fresh folder of its own (.vercel/builds/<stamp>), and only
// once it is whole and its leak scan has passed does .vercel/output, a
// symbolic link, start pointing at it: one rename(2) of a new link over the
// old, which a reader sees either before or after, never half-way. So the
// output Vercel ships (`vercel deploy --prebuilt`, `vercel build`) and the
// one the local server answers from is always a whole, scanned build; a
// build that fails or is killed at any point leaves the last good one in
// place, and the folders of builds that never finished are removed by the
// next build.
import {
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { OUTPUT_DIR } from '../config.ts';

/** What Vercel and the local server read: a link to the current build (the name is config.ts's). */
export { OUTPUT_DIR };
/** Every build's own folder, named by its start time (sortable) and process id. */
const BUILDS_DIR = '.vercel/builds';
/** Written last, after the leak scan: a folder without it is not a finished build and is never served. */
export const BUILD_INFO = 'build-info.json';
/** The layout before builds had folders of their own (a real .vercel/output, and its backup). */
const LEGACY_PREVIOUS = '.vercel/output.previous';
/** Held while a build runs: two builds in one folder would write each other's files. */
const LOCK_FILE = '.vercel/build.lock';
/** Finished builds kept besides the current one, so a request that began on the previous build can finish. */
const KEEP_PREVIOUS = 1;

export const isCompleteBuild = (dir: string) => existsSync(join(dir, BUILD_INFO));

/** A fresh folder name for a build starting now. */
export function newBuildDir(): string {
  const stamp = new Date().toISOString().replace(/[-:.]/g, '');
  return resolve(BUILDS_DIR, `${stamp}-${process.pid}`);
}

/** The build `link` points at, when it points at a finished one. */
export function currentBuild(link = OUTPUT_DIR): string | undefined {
  try {
    const dir = realpathSync(link);
    return isCompleteBuild(dir) ? dir : undefined;
  } catch {
    return undefined;
  }
}

/** Finished builds in this folder, newest first. */
function finishedBuilds(): string[] {
  if (!existsSync(BUILDS_DIR)) return [];
  return readdirSync(BUILDS_DIR)
    .sort()
    .reverse()
    .map((n) => resolve(BUILDS_DIR, n))
    .filter(isCompleteBuild);
}

/**
 * What to serve: the current build, or (when .vercel/output is missing or
 * does not point at a finished build) the newest finished one, with the
 * reason, so `npm run serve` can say what it does.
 */
export function lastGoodBuild(): { dir: string; fallback?: string } | undefined {
  const current = currentBuild();
  if (current) return { dir: current };
  const why =
    existsSync(OUTPUT_DIR) || isLink(OUTPUT_DIR)
      ? `${OUTPUT_DIR} does not point at a finished build`
      : `${OUTPUT_DIR} is missing`;
  const newest = finishedBuilds()[0] ?? (isCompleteBuild(LEGACY_PREVIOUS) ? resolve(LEGACY_PREVIOUS) : undefined);
  return newest ? { dir: newest, fallback: why } : undefined;
}

const isLink = (p: string) => {
  try {
    return lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
};

/**
 * Makes `dir` the served build: a new link renamed over the old one. The
 * link is absolute, so a copy of .vercel/output made by moving the link
 * (as a deploy script might) still finds its files.
 */
export function publishBuild(dir: string): void {
  migrateLegacyOutput();
  const tmp = `${OUTPUT_DIR}.next-${process.pid}`;
  rmSync(tmp, { force: true });
  symlinkSync(resolve(dir), tmp, 'dir');
  renameSync(tmp, OUTPUT_DIR);
}

/**
 * Before builds had folders, .vercel/output was a directory: a finished one
 * moves into .vercel/builds (and stays served through the link); an
 * unfinished one is removed.
 */
export function migrateLegacyOutput(): void {
  for (const legacy of [OUTPUT_DIR, LEGACY_PREVIOUS]) {
    if (!existsSync(legacy) || isLink(legacy)) continue;
    if (isCompleteBuild(legacy)) {
      mkdirSync(BUILDS_DIR, { recursive: true });
      const to = resolve(BUILDS_DIR, `00000000-legacy-${legacy === OUTPUT_DIR ? 'output' : 'previous'}`);
      rmSync(to, { recursive: true, force: true });
      renameSync(legacy, to);
      if (legacy === OUTPUT_DIR) symlinkSync(to, OUTPUT_DIR, 'dir');
    } else rmSync(legacy, { recursive: true, force: true });
  }
}

/** Removes every build folder except the current build, the `KEEP_PREVIOUS` newest finished others, and `keep`. */
export function pruneBuilds(keep: string[] = []): void {
  if (!existsSync(BUILDS_DIR)) return;
  const current = currentBuild();
  const previous = finishedBuilds()
    .filter((d) => d !== current)
    .slice(0, KEEP_PREVIOUS);
  const kept = new Set([current, ...previous, ...keep].filter(Boolean).map((d) => resolve(d!)));
  for (const name of readdirSync(BUILDS_DIR)) {
    const dir = resolve(BUILDS_DIR, name);
    if (!kept.has(dir)) rmSync(dir, { recursive: true, force: true });
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes the build lock or says which build holds it; a lock left by a killed
 * build is taken over. Returns the release.
 */
export function acquireBuildLock(): () => void {
  mkdirSync('.vercel', { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(LOCK_FILE, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, started: new Date().toISOString() }));
      closeSync(fd);
      return () => {
        try {
          if (JSON.parse(readFileSync(LOCK_FILE, 'utf8')).pid === process.pid) unlinkSync(LOCK_FILE);
        } catch {
          /* already gone */
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      let holder: { pid?: number; started?: string } = {};
      try {
        holder = JSON.parse(readFileSync(LOCK_FILE, 'utf8'));
      } catch {
        /* half-written by a build killed while taking it: stale */
      }
      if (holder.pid && holder.pid !== process.pid && alive(holder.pid)) {
        throw new Error(
          `another build (process ${holder.pid}, started ${holder.started}) is running in this folder; ` +
            'wait for it to finish or stop it',
        );
      }
      rmSync(LOCK_FILE, { force: true });
    }
  }
  throw new Error(`could not take the build lock ${LOCK_FILE}`);
}
