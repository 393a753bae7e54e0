// Database unreachable: the built postgres functions answer 503 with a JSON
// body and Retry-After within the connection limit (never a hang, never a
// 500), and MCP still lists its tools and reports a search as a tool error.
// The "database" here accepts connections and never answers, the worst case.
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../support/isolated-build.ts';

const site = inject('baseUrl');
let blackHole: Server;
const sockets: Socket[] = [];
type Fetch = (request: Request) => Promise<Response>;
const fns: Record<string, Fetch> = {};

beforeAll(async () => {
  const port = await freePort();
  blackHole = createServer((s) => sockets.push(s));
  await new Promise<void>((r) => blackHole.listen(port, '127.0.0.1', r));
  process.env.SEARCH_BACKEND = 'postgres';
  process.env.DATABASE_URL = `postgres://reader:secret@127.0.0.1:${port}/search`;
  for (const name of ['listings', 'listings/[slug_or_id]', 'manuals', 'mcp']) {
    fns[name] = (
      await import(pathToFileURL(join(inject('pgOutput'), 'functions/api/agents/v1', `${name}.func`, 'index.mjs')).href)
    ).default.fetch;
  }
});
afterAll(() => {
  for (const s of sockets) s.destroy();
  blackHole?.close();
});

const mcp = (body: object) =>
  new Request(`${site}/api/agents/v1/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-11-25',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, ...body }),
  });

describe('search database unreachable', () => {
  it.each([
    ['listings', '/listings?q=press'],
    ['listings/[slug_or_id]', '/listings/lst_abc'],
    ['manuals', '/manuals?q=folder'],
  ])('%s: 503 with JSON and Retry-After within 4 s, twice', async (name, path) => {
    for (let i = 0; i < 2; i++) {
      const t0 = performance.now();
      const res = await fns[name](new Request(`${site}/api/agents/v1${path}`));
      const ms = performance.now() - t0;
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const body = await res.json();
      expect(body.detail).toMatch(/temporarily unavailable/);
      expect(JSON.stringify(body)).not.toMatch(/secret|reader|127\.0\.0\.1/);
      expect(ms).toBeLessThan(4000);
    }
  });

  it('MCP lists its tools without the database and reports a search as a tool error', async () => {
    const list = await (await fns.mcp(mcp({ method: 'tools/list', params: {} }))).json();
    expect(list.result.tools.map((t: { name: string }) => t.name)).toContain('search_listings');
    const t0 = performance.now();
    const res = await fns.mcp(
      mcp({ method: 'tools/call', params: { name: 'search_listings', arguments: { q: 'press' } } }),
    );
    expect(res.status).toBe(200);
    const call = await res.json();
    expect(call.result.isError).toBe(true);
    expect(call.result.content[0].text).toMatch(/temporarily unavailable/);
    expect(performance.now() - t0).toBeLessThan(4000);
  });
});
