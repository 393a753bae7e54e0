// A build of another commit (e.g. main before a change) in a temporary
// folder, to measure against in the same run: `git archive` of the ref, this
// clone's node_modules linked in, `scripts/build.mjs` for the same SITE.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export function buildRef(ref, site) {
  if (!/^[\w./^~-]+$/.test(ref)) throw new Error(`not a git ref: ${ref}`);
  const dir = mkdtempSync(join(tmpdir(), 'secondline-baseline-'));
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  const run = (cmd, args, opts = {}) => {
    const r = spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'], ...opts });
    if (r.status !== 0) {
      cleanup();
      throw new Error(`${cmd} ${args.join(' ')} failed (${r.status})`);
    }
    return r;
  };
  const tar = spawnSync('git', ['archive', '--format=tar', ref], { maxBuffer: 1 << 30 });
  if (tar.status !== 0) throw new Error(`git archive ${ref}: ${tar.stderr}`);
  run('tar', ['-x', '-C', dir], { input: tar.stdout });
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
  console.log(`baseline: building ${ref} in ${dir} for ${site}`);
  run(process.execPath, ['scripts/build.mjs'], { cwd: dir, env: { ...process.env, SITE: site, CONTENT_DIR: '', SEARCH_BACKEND: '' } });
  return { output: join(dir, '.vercel/output'), root: dir, cleanup };
}
