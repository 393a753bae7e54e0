// An outside validator: Stoplight Prism, in proxy mode in front of the test
// server, checks every response of a crawl of the sample catalog's API
// against the OpenAPI document it reads on its own. Any violation fails.
// Prism listens on loopback and reads the document from a local file with no
// remote references, so it touches no network.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { base } from '../support/http.ts';
import { pool } from '../privacy/crawl.ts';
import { crawlPaths } from './crawl-urls.ts';
import { freePort } from '../support/isolated-build.ts';

const PRISM_PORT = Number(process.env.PRISM_PORT) || (await freePort());
const prismBase = `http://127.0.0.1:${PRISM_PORT}`;
const API = '/api/agents/v1';
/** Prism matches paths relative to the document's server URL (the API base) and forwards them below its upstream. */
const viaPrism = (path: string) => `${prismBase}${path.slice(API.length) || '/'}`;
let prism: ChildProcess | undefined;
let dir: string;
let log = '';

async function waitFor(url: string, ms: number) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      if (Date.now() > end) throw new Error(`Prism did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'prism-'));
  const text = await (await fetch(`${base()}/openapi.json`)).text();
  // Only local references: nothing for Prism to fetch.
  expect(text).not.toMatch(/"\$ref":\s*"(?!#)/);
  const file = join(dir, 'openapi.json');
  writeFileSync(file, text);
  prism = spawn(
    process.execPath,
    [
      resolve('node_modules/@stoplight/prism-cli/dist/index.js'),
      'proxy',
      file,
      `${base()}${API}`,
      '--errors',
      '--validate-request',
      'false',
      '-h',
      '127.0.0.1',
      '-p',
      String(PRISM_PORT),
      '-v',
      'warn',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_PROXY: '*', HTTP_PROXY: '', HTTPS_PROXY: '' } },
  );
  prism.stdout!.on('data', (d) => (log += d));
  prism.stderr!.on('data', (d) => (log += d));
  await waitFor(`${prismBase}/site`, 60_000);
}, 120_000);

afterAll(() => {
  prism?.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe('Prism proxy over every API URL of the sample catalog', () => {
  it('finds no response that disagrees with the document', async () => {
    const paths = await crawlPaths(base());
    expect(paths.length).toBeGreaterThan(300);
    const violations: string[] = [];
    const statuses = new Map<number, number>();
    await pool(paths, 4, async (path) => {
      const [direct, proxied] = await Promise.all([
        fetch(`${base()}${path}`, { signal: AbortSignal.timeout(30_000) }),
        fetch(viaPrism(path), { signal: AbortSignal.timeout(30_000) }),
      ]);
      const body = await proxied.text();
      await direct.arrayBuffer();
      statuses.set(direct.status, (statuses.get(direct.status) ?? 0) + 1);
      const reported = proxied.headers.get('sl-violations');
      if (reported || proxied.status !== direct.status)
        violations.push(`${path} → ${direct.status}/${proxied.status} ${reported ?? body.slice(0, 300)}`);
    });
    console.log(
      `prism: ${paths.length} URLs, statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${violations.length} violations`,
    );
    expect(violations, violations.slice(0, 5).join('\n')).toEqual([]);
    // The crawl reaches the errors too, not only the successes.
    for (const s of [200, 404, 422]) expect(statuses.get(s), `status ${s}`).toBeGreaterThan(0);
  }, 300_000);
});
