// Builds the project in a temporary copy (node_modules linked), so another
// catalog can be built without touching the .vercel/output that tests or
// `npm start` may be serving. Shared by tests/support/isolated-build.ts and
// scripts/bench/scale.mjs.
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync, spawnSync } from 'node:child_process';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PROJECT_FILES = ['src', 'api', 'public', 'scripts', 'astro.config.mjs', 'package.json', 'tsconfig.json'];
const TIME = '/usr/bin/time';

/** A fresh copy of the project's build inputs in a temp folder, node_modules linked. */
export function isolatedRoot(prefix = 'secondline-build-') {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const f of PROJECT_FILES) cpSync(join(ROOT, f), join(root, f), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  return root;
}

/**
 * The build inputs of a git revision (`main`, a commit) in a temp folder, node_modules linked: the
 * baseline a benchmark builds beside the working tree, from the same node_modules and catalog.
 */
export function revisionRoot(ref, prefix = 'secondline-baseline-') {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const tar = execFileSync('git', ['-C', ROOT, 'archive', '--format=tar', ref, ...PROJECT_FILES], {
    maxBuffer: 512 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', root], { input: tar });
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  return root;
}

/**
 * Runs `scripts/build.mjs` in an isolated copy for `contentDir` and `site`.
 * Returns the output folder, the exit status, the logs, the wall time and the
 * peak resident memory (kB) of the largest process of the build (GNU time's
 * %M, which covers the Astro child too), or null without /usr/bin/time.
 * `inherit: true` streams the logs instead of capturing them; `strict: true` builds with --strict.
 */
export function isolatedBuild({ contentDir, site, env = {}, inherit = false, strict = false, root = isolatedRoot() }) {
  const args = ['scripts/build.mjs', ...(strict ? ['--strict'] : [])];
  const timed = existsSync(TIME);
  const t0 = performance.now();
  const r = spawnSync(
    timed ? TIME : process.execPath,
    timed ? ['-f', '\n[time] maxrss_kb=%M', process.execPath, ...args] : args,
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, ...env, CONTENT_DIR: resolve(contentDir), SITE: site },
      maxBuffer: 256 * 1024 * 1024,
      stdio: inherit ? ['ignore', 'inherit', 'pipe'] : 'pipe',
    },
  );
  const wallMs = performance.now() - t0;
  const stderr = r.stderr ?? '';
  const m = /\[time\] maxrss_kb=(\d+)/.exec(stderr);
  if (inherit) process.stderr.write(stderr.replace(/\n?\[time\] maxrss_kb=\d+\n?/, ''));
  return {
    root,
    output: join(root, '.vercel/output'),
    status: r.status ?? 1,
    stdout: r.stdout ?? '',
    stderr,
    wallMs,
    maxRssKb: m ? Number(m[1]) : null,
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}
