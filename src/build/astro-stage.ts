// Astro prerenders into the new build's own folder, never into the served
// output. @astrojs/vercel writes to `<Astro root>/.vercel/output` (emptying
// it first), so Astro runs with a root of its own, `<build>.astro`, while
// reading the project's src/ and public/ (astro.config.mjs reads
// SECONDLINE_ASTRO_ROOT); its output is then moved to the build's folder.
// Every stage sits at the same depth under .vercel/builds, so Astro's scoped
// CSS hashes (from paths relative to the root) are the same for every build
// and unchanged listing pages can be reused.
import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** The environment variable astro.config.mjs reads; set only for a build's Astro child. */
const ASTRO_ROOT_ENV = 'SECONDLINE_ASTRO_ROOT';

export const stageOf = (buildDir: string) => `${buildDir}.astro`;

export function astroBuild(buildDir: string, env: NodeJS.ProcessEnv, quiet = false): Promise<void> {
  const stage = stageOf(buildDir);
  return new Promise<void>((resolve, reject) => {
    const args = ['node_modules/astro/bin/astro.mjs', 'build', ...(quiet ? ['--silent'] : [])];
    const child = spawn(process.execPath, args, {
      stdio: 'inherit',
      env: {
        ...env,
        [ASTRO_ROOT_ENV]: stage,
        ASTRO_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        SECONDLINE_LISTING_SHELL: '1',
      },
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`astro build failed (exit ${code})`));
      const written = join(stage, '.vercel', 'output');
      if (!existsSync(join(written, 'static'))) {
        return reject(new Error(`astro build wrote no ${join(written, 'static')}`));
      }
      renameSync(written, buildDir);
      rmSync(stage, { recursive: true, force: true });
      resolve();
    });
  });
}
