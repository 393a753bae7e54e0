// Builds the project in a temporary copy (node_modules linked), so a test can
// build another catalog without touching the .vercel/output the suite serves.
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import type { Server } from 'node:http';
import { loadBuildOutput } from '../../src/server/build-output-server.ts';
import { serveHandler } from '../../src/server/node-http.ts';

const PROJECT_FILES = ['src', 'api', 'public', 'scripts', 'astro.config.mjs', 'package.json', 'tsconfig.json'];

export interface IsolatedBuild { root: string; output: string; status: number; stdout: string; stderr: string; cleanup(): void }

export function isolatedBuild(opts: { contentDir: string; site: string; env?: Record<string, string> }): IsolatedBuild {
  const root = mkdtempSync(join(tmpdir(), 'secondline-build-'));
  for (const f of PROJECT_FILES) cpSync(f, join(root, f), { recursive: true });
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...opts.env, CONTENT_DIR: resolve(opts.contentDir), SITE: opts.site },
    maxBuffer: 64 * 1024 * 1024,
  });
  return {
    root,
    output: join(root, '.vercel/output'),
    status: r.status ?? 1,
    stdout: r.stdout,
    stderr: r.stderr,
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

export async function serveOutput(output: string, port: number): Promise<Server> {
  const out = await loadBuildOutput(output);
  return serveHandler(out.handle, { port, host: '127.0.0.1' });
}
