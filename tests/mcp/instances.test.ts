// The MCP server and its lists are built once per function instance, not per
// request (MCP TypeScript SDK issue #2090), and the endpoint stays stateless:
// the handler the MCP function runs, in process over the built data, counts
// the server instances it builds per protocol era. Sequential traffic builds
// one per era; concurrent traffic at most one per request in flight; an
// instance that answered `initialize` is never handed to another client, so
// no answer depends on what an earlier client negotiated.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMcpContext } from '../../src/mcp/context.ts';
import { mcpHandler } from '../../src/mcp/endpoint.ts';

const DATA = '.vercel/output/functions/api/agents/v1/mcp.func/data';
const URL_ = 'http://127.0.0.1/api/agents/v1/mcp';
const meta = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 't', version: '1' },
  'io.modelcontextprotocol/clientCapabilities': {},
};

let handle: ReturnType<typeof mcpHandler>;
beforeAll(() => {
  handle = mcpHandler(() => loadMcpContext(DATA));
});

const post = async (body: unknown, headers: Record<string, string> = {}) => {
  const r = await handle(
    new Request(URL_, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  );
  const text = await r.text();
  return { status: r.status, text, json: text ? JSON.parse(text) : undefined };
};
const legacyCall = (id: number | string, name: string, args: Record<string, unknown> = {}) =>
  post({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });
const modernCall = (id: number, name: string, args: Record<string, unknown> = {}) =>
  post(
    { jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args, _meta: meta } },
    { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': name },
  );

describe('server instances per function instance', () => {
  it('sequential requests of either era reuse one instance per era', async () => {
    for (let i = 0; i < 60; i++) {
      expect((await legacyCall(i, 'get_site_facts')).json.result.structuredContent.data.name).toBeTruthy();
      expect((await modernCall(i, 'list_guides')).json.result.resultType).toBe('complete');
      expect(
        (await post({ jsonrpc: '2.0', id: `p${i}`, method: 'prompts/list' })).json.result.prompts.length,
      ).toBeGreaterThan(2);
    }
    expect(handle.instances()).toEqual({ modern: 1, legacy: 1 });
  });

  it('concurrent requests, even with the same JSON-RPC id, each get their own answer; instances never exceed the requests in flight', async () => {
    const before = handle.instances();
    const queries = ['cutter', 'folder', 'lathe', 'conveyor', 'press', 'saw', 'mill', 'laser', 'stitcher', 'extruder'];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        legacyCall(7, 'search_listings', { q: queries[i % queries.length], per_page: 3 }),
      ),
    );
    answers.forEach((a, i) => {
      expect(a.json.id).toBe(7);
      expect(a.json.result.structuredContent.query.q).toBe(queries[i % queries.length]);
    });
    const after = handle.instances();
    expect(after.legacy - before.legacy).toBeLessThanOrEqual(40);
    // Back to sequential: the instances built for the burst are reused, none is built.
    for (let i = 0; i < 40; i++) await legacyCall(i, 'get_glossary');
    expect(handle.instances()).toEqual(after);
  });

  it('an instance that answered initialize is not reused: a later client sees no trace of that negotiation', async () => {
    handle = mcpHandler(() => loadMcpContext(DATA)); // one idle instance, so the dropped one shows
    const list = () => post({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const fresh = (await list()).text;
    const before = handle.instances().legacy;
    expect(before).toBe(1);
    const init = await post({
      jsonrpc: '2.0',
      id: 2,
      method: 'initialize',
      params: {
        protocolVersion: '2024-10-07',
        capabilities: { sampling: {} },
        clientInfo: { name: 'old', version: '0' },
      },
    });
    expect(init.json.result.protocolVersion).toBe('2024-10-07');
    expect((await post({ jsonrpc: '2.0', method: 'notifications/initialized' })).status).toBe(202);
    for (let i = 0; i < 5; i++) expect((await list()).text).toBe(fresh);
    // The initialize instance was dropped and one built in its place; nothing more.
    expect(handle.instances().legacy).toBe(before + 1);
  });
});
