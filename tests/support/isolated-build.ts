// Builds the project in a temporary copy (node_modules linked), so a test can
// build another catalog without touching the .vercel/output the suite serves.
// The copying and building live in scripts/lib/isolated-build.mjs (shared with
// the scale benchmark).
import type { Server } from 'node:http';
import { loadBuildOutput } from '../../src/server/build-output-server.ts';
import { serveHandler } from '../../src/server/node-http.ts';
import { isolatedBuild as build } from '../../scripts/lib/isolated-build.mjs';
export { isolatedRoot } from '../../scripts/lib/isolated-build.mjs';

export interface IsolatedBuild {
  root: string;
  output: string;
  status: number;
  stdout: string;
  stderr: string;
  wallMs: number;
  maxRssKb: number | null;
  cleanup(): void;
}

/** `root`: a project copy prepared beforehand (isolatedRoot), e.g. with a previous build's files in .vercel/output. */
export function isolatedBuild(opts: {
  contentDir: string;
  site: string;
  env?: Record<string, string>;
  root?: string;
  strict?: boolean;
}): IsolatedBuild {
  return build(opts) as IsolatedBuild;
}

export async function serveOutput(output: string, port: number): Promise<Server> {
  const out = await loadBuildOutput(output);
  return serveHandler(out.handle, { port, host: '127.0.0.1' });
}

/**
 * A port the OS has just handed out on loopback. Isolated builds bake their
 * origin into every file, so they take a fresh port each run instead of a
 * fixed one another process (a second suite, a developer's server) may hold.
 */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}
