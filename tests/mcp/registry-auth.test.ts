// /.well-known/mcp-registry-auth as the official registry fetches it (GET,
// Accept: text/plain, User-Agent mcp-registry/1.0, no redirect followed):
// 404 when no key is configured (the suite's build), and in a build with
// MCP_REGISTRY_AUTH set, 200 with the proof record as text/plain, at most
// 4096 bytes. A malformed key fails the build before any output is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { generateKeyPairSync } from 'node:crypto';
import { base, get } from '../support/http.ts';
import { freePort, isolatedBuild, serveOutput, type IsolatedBuild } from '../support/isolated-build.ts';
import { contentDir } from '../../src/config.ts';

const PATH = '/.well-known/mcp-registry-auth';
const asTheRegistry = { headers: { accept: 'text/plain', 'user-agent': 'mcp-registry/1.0' } };
const key = generateKeyPairSync('ed25519')
  .publicKey.export({ format: 'der', type: 'spki' })
  .subarray(-32)
  .toString('base64');

describe("without MCP_REGISTRY_AUTH (the suite's build)", () => {
  it('answers 404, not a page that would pass for a proof', async () => {
    const r = await get(`${base()}${PATH}`, asTheRegistry);
    expect(r.status).toBe(404);
    expect(r.text).not.toMatch(/v=MCPv1/);
  });
});

describe('with MCP_REGISTRY_AUTH set', () => {
  let build: IsolatedBuild;
  let server: Server;
  let site: string;

  beforeAll(async () => {
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    build = isolatedBuild({
      contentDir: contentDir({}),
      site,
      env: { MCP_REGISTRY_AUTH: `v=MCPv1; k=ed25519; p=${key}` },
    });
    expect(build.status, build.stderr.slice(-2000)).toBe(0);
    server = await serveOutput(build.output, port);
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    build?.cleanup();
  });

  it('answers 200 with the record as text/plain, no redirect, within 4096 bytes', async () => {
    const r = await get(`${site}${PATH}`, asTheRegistry);
    expect(r.status).toBe(200);
    expect(r.headers.get('location')).toBeNull();
    expect(r.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(r.text.trim()).toBe(`v=MCPv1; k=ed25519; p=${key}`);
    expect(Buffer.byteLength(r.text)).toBeLessThanOrEqual(4096);
  });

  it('a malformed key fails the build, naming the variable', () => {
    const bad = isolatedBuild({
      contentDir: contentDir({}),
      site,
      env: { MCP_REGISTRY_AUTH: 'v=MCPv1; k=ed25519; p=not-a-key' },
    });
    try {
      expect(bad.status).not.toBe(0);
      expect(bad.stderr + bad.stdout).toMatch(/MCP_REGISTRY_AUTH: p= is not base64/);
    } finally {
      bad.cleanup();
    }
  });
});
