// Builds the sample catalog once and serves the build output for every test
// file, exactly as `npm start` would. TEST_BASE_URL points the suite at a
// server that is already running instead.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { TestProject } from 'vitest/node';
import { loadBuildOutput } from '../../src/server/build-output-server.ts';
import { serveHandler } from '../../src/server/node-http.ts';
import { buildFingerprint } from '../../src/build/fingerprint.ts';
import { contentDir } from '../../src/config.ts';

export const TEST_PORT = Number(process.env.TEST_PORT || 4329);
export const TEST_SITE = `http://127.0.0.1:${TEST_PORT}`;

let server: Server | undefined;

/** The sample catalog built for TEST_SITE into .vercel/output, unless it already is. */
export function ensureTestBuild() {
  const info = '.vercel/output/build-info.json';
  const fresh =
    existsSync(info) &&
    JSON.parse(readFileSync(info, 'utf8')).fingerprint === buildFingerprint(contentDir({}), TEST_SITE, 'bundled', '');
  if (!fresh) {
    const r = spawnSync(process.execPath, ['scripts/build.mjs', '--strict'], {
      stdio: 'inherit',
      env: { ...process.env, SITE: TEST_SITE, CONTENT_DIR: '', SEARCH_BACKEND: '', MCP_REGISTRY_AUTH: '' },
    });
    if (r.status !== 0) throw new Error('the build failed; see above');
  }
}

export default async function setup(project: TestProject) {
  let base = process.env.TEST_BASE_URL;
  if (!base) {
    ensureTestBuild();
    // This project's server answers from the bundled index, whatever the shell says (the postgres project has its own).
    delete process.env.SEARCH_BACKEND;
    const output = await loadBuildOutput('.vercel/output');
    server = await serveHandler(output.handle, { port: TEST_PORT, host: '127.0.0.1' });
    base = TEST_SITE;
  }
  process.env.TEST_BASE_URL = base;
  project.provide('baseUrl', base);
  return async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
