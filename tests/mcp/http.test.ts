// The MCP endpoint over plain HTTP, as simple clients and curl use it: the
// guards in front of the SDK, both protocol generations on the wire, the GET
// discovery document and the CORS preflight (the server card: discovery.test.ts).
import { describe, expect, it } from 'vitest';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import Ajv2020 from 'ajv/dist/2020.js';
import { api, get } from '../support/http.ts';
import { operationResponseSchema } from '../support/openapi.ts';
import { MAX_BODY_BYTES, MAX_BODY_TEXT } from '../../src/mcp/rpc-errors.ts';
import { TOOLS } from '../../src/mcp/tools.ts';

const rpc = (body: unknown, headers: Record<string, string> = {}) =>
  get(api('/mcp'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('JSON-RPC over HTTP', () => {
  it.each(SUPPORTED_PROTOCOL_VERSIONS)('negotiates protocol version %s', async (v) => {
    const r = await rpc({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: v, capabilities: {}, clientInfo: { name: 't', version: '1' } },
    });
    expect(r.json.result.protocolVersion).toBe(v);
    expect(r.json.result.capabilities.tools).toBeDefined();
  });

  it('answers tools/call without initialize, in JSON whatever Accept says (absent, application/json alone, even text/html)', async () => {
    for (const accept of [undefined, 'application/json', 'text/html']) {
      const r = await get(api('/mcp'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}) },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 2,
          method: 'tools/call',
          params: { name: 'get_site_facts', arguments: {} },
        }),
      });
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toMatch(/^application\/json/);
      expect(r.json.result.structuredContent.data.name).toBeTruthy();
    }
  });

  it('ping', async () => {
    expect((await rpc({ jsonrpc: '2.0', id: 3, method: 'ping' })).json).toEqual({ jsonrpc: '2.0', id: 3, result: {} });
  });

  it.each([
    ['malformed JSON', '{"jsonrpc": "2.0", "id": 7, "method": ', -32700],
    ['not JSON-RPC', { hello: 'world' }, -32600],
    ['a batch', [{ jsonrpc: '2.0', id: 1, method: 'ping' }], -32600],
    ['unknown method', { jsonrpc: '2.0', id: 4, method: 'listings/delete' }, -32601],
    [
      'unknown tool',
      { jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'buy_machine', arguments: {} } },
      -32602,
    ],
  ])('%s → %i', async (_name, body, code) => {
    const r = await rpc(body);
    expect(r.status).toBeLessThan(500);
    expect(r.json.error.code).toBe(code);
  });

  it('a notification is 202 with an empty body', async () => {
    const r = await rpc({ jsonrpc: '2.0', method: 'notifications/initialized' });
    expect(r.status).toBe(202);
    expect(r.text).toBe('');
  });

  it(`a body over ${MAX_BODY_TEXT} is 413, and the connection still works after it`, async () => {
    const r = await rpc({ jsonrpc: '2.0', id: 9, method: 'tools/list', params: { pad: 'x'.repeat(MAX_BODY_BYTES) } });
    expect(r.status).toBe(413);
    expect((await rpc({ jsonrpc: '2.0', id: 10, method: 'ping' })).status).toBe(200);
  });

  it('a non-JSON content type is 415', async () => {
    const r = await rpc('ping', { 'content-type': 'text/plain' });
    expect(r.status).toBe(415);
  });

  it('POST responses are not cached, and carry CORS and nosniff', async () => {
    const r = await rpc({ jsonrpc: '2.0', id: 11, method: 'ping' });
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('GET /mcp', () => {
  it('is a discovery document', async () => {
    const r = await get(api('/mcp'));
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ transport: 'streamable-http', endpoint: api('/mcp') });
    expect(r.json.protocol_versions).toContain('2025-11-25');
    expect(r.json.protocol_versions).toContain('2026-07-28');
    expect(r.json.tools).toHaveLength(TOOLS.length);
    expect(r.json.agent_guide).toMatch(/\/for-agents$/);
    // The body is parsed through the schema the OpenAPI document publishes: no key it does not describe.
    const validate = new Ajv2020({ strict: false, allErrors: true, validateFormats: false }).compile(
      operationResponseSchema('/mcp', 'get', 200)!,
    );
    expect(validate(r.json), JSON.stringify(validate.errors)).toBe(true);
  });

  it('refuses a GET that only asks for an event stream', async () => {
    const r = await get(api('/mcp'), { headers: { accept: 'text/event-stream' } });
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('GET, POST, OPTIONS');
  });

  it('DELETE is 405 (no sessions to end)', async () => {
    const r = await get(api('/mcp'), { method: 'DELETE' });
    expect(r.status).toBe(405);
  });
});

describe('2026-07-28 on the wire', () => {
  const meta = {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientInfo': { name: 't', version: '1' },
    'io.modelcontextprotocol/clientCapabilities': {},
  };
  const modern = (id: number, method: string, params: Record<string, unknown> = {}, name?: string) =>
    rpc(
      { jsonrpc: '2.0', id, method, params: { ...params, _meta: meta } },
      { 'mcp-protocol-version': '2026-07-28', 'mcp-method': method, ...(name ? { 'mcp-name': name } : {}) },
    );

  it('server/discover names the server, its versions and instructions, cacheable by anyone', async () => {
    const r = await modern(1, 'server/discover');
    expect(r.status).toBe(200);
    expect(r.json.result.supportedVersions ?? r.json.result.protocolVersions).toContain('2026-07-28');
    expect(r.json.result.instructions).toMatch(/asking prices/);
    expect(r.json.result).toMatchObject({ cacheScope: 'public' });
  });

  it('tools/call without initialize, with resultType', async () => {
    const r = await modern(2, 'tools/call', { name: 'get_site_facts', arguments: {} }, 'get_site_facts');
    expect(r.status).toBe(200);
    expect(r.json.result.resultType).toBe('complete');
    expect(r.json.result.structuredContent.data.name).toBeTruthy();
  });
});

describe('CORS preflight of /mcp', () => {
  // What a browser asks before a 2026-07-28 POST (Mcp-Method, Mcp-Name next to MCP-Protocol-Version) or a 2025-era one.
  const asked = [
    'content-type, mcp-protocol-version, mcp-method, mcp-name',
    'Content-Type, Accept, MCP-Protocol-Version, Mcp-Method, Mcp-Name, Mcp-Session-Id, Last-Event-ID',
  ];
  it.each(asked)('allows %s', async (headers) => {
    const r = await get(api('/mcp'), {
      method: 'OPTIONS',
      headers: {
        origin: 'https://agent.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': headers,
      },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.headers.get('access-control-allow-methods')).toMatch(/\bPOST\b/);
    const allowed = (r.headers.get('access-control-allow-headers') ?? '').split(',').map((h) => h.trim().toLowerCase());
    for (const h of headers.split(',').map((x) => x.trim().toLowerCase())) expect(allowed, h).toContain(h);
  });
});
