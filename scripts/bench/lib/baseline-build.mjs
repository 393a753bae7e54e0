// A build of another commit (e.g. main before a change) in a temporary
// folder, to measure against in the same run: `git archive` of the ref with
// this clone's node_modules linked, built by the shared isolated build
// (scripts/lib/isolated-build.mjs) for the same SITE, from its own content.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, isolatedBuild } from '../../lib/isolated-build.mjs';

export function buildRef(ref, site) {
  if (!/^[\w./^~-]+$/.test(ref)) throw new Error(`not a git ref: ${ref}`);
  const root = mkdtempSync(join(tmpdir(), 'secondline-baseline-'));
  const tar = spawnSync('git', ['archive', '--format=tar', ref], { cwd: ROOT, maxBuffer: 1 << 30 });
  const untar = tar.status === 0 && spawnSync('tar', ['-x', '-C', root], { input: tar.stdout });
  if (untar?.status !== 0) {
    rmSync(root, { recursive: true, force: true });
    throw new Error(`git archive ${ref}: ${tar.stderr || untar?.stderr}`);
  }
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  console.log(`baseline: building ${ref} in ${root} for ${site}`);
  const b = isolatedBuild({ contentDir: join(root, 'content'), site, root, inherit: false });
  if (b.status !== 0) {
    b.cleanup();
    throw new Error(`the build of ${ref} failed:\n${b.stderr.slice(-2000)}`);
  }
  return { output: b.output, root, cleanup: b.cleanup };
}
