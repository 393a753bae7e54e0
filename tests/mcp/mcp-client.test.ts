// The MCP endpoint driven by the official SDK client over HTTP, as Claude,
// ChatGPT connectors, Cursor and the Inspector do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import Ajv2020 from 'ajv/dist/2020.js';
import { api, get } from '../support/http.ts';

let client: Client;
let tools: Awaited<ReturnType<Client['listTools']>>['tools'];
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });

beforeAll(async () => {
  client = new Client({ name: 'secondline-tests', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(api('/mcp'))));
  tools = (await client.listTools()).tools;
});
afterAll(async () => {
  await client?.close();
});

type Result = { structuredContent?: unknown; content: { type: string; text?: string }[]; isError?: boolean };
const call = async (name: string, args: Record<string, unknown> = {}) => (await client.callTool({ name, arguments: args })) as Result;

function expectValid(name: string, r: Result) {
  expect(r.isError, JSON.stringify(r.content)).toBeFalsy();
  const schema = tools.find((t) => t.name === name)!.outputSchema!;
  const validate = ajv.compile(schema);
  expect(validate(r.structuredContent), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
  // The text block carries the same JSON as structuredContent.
  expect(JSON.parse(r.content[0].text!)).toEqual(r.structuredContent);
}

async function sameAsRest(r: Result, path: string) {
  const rest = await get(api(path));
  expect(rest.status).toBe(200);
  expect(r.content[0].text).toBe(rest.text);
}

describe('tools/list', () => {
  it('lists the twelve tools, read-only, with input and output schemas', () => {
    expect(tools.map((t) => t.name).sort()).toEqual(['fetch', 'get_checklist', 'get_glossary', 'get_listing', 'get_manual', 'get_market_snapshot',
      'get_site_facts', 'list_checklists', 'list_guides', 'search', 'search_listings', 'search_manuals']);
    for (const t of tools) {
      expect(t.annotations).toMatchObject({ readOnlyHint: true, idempotentHint: true, openWorldHint: false });
      expect(t.inputSchema.type).toBe('object');
      expect(t.outputSchema?.type).toBe('object');
      expect(t.description!.length).toBeGreaterThan(60);
    }
  });

  it('uses the REST parameter names', () => {
    const props = (n: string) => Object.keys(tools.find((t) => t.name === n)!.inputSchema.properties ?? {});
    expect(props('search_listings')).toEqual(['q', 'category', 'condition', 'make', 'location', 'include_sold', 'page', 'per_page']);
    expect(props('search_manuals')).toEqual(['q', 'make', 'model', 'page', 'per_page']);
    expect(props('get_listing')).toEqual(['slug_or_id']);
    expect(props('get_manual')).toEqual(['public_id']);
  });
});

describe('tools/call returns the REST body', () => {
  it('search_listings', async () => {
    const r = await call('search_listings', { q: 'cutter', category: 'print-finishing-bindery', per_page: 5, include_sold: true });
    expectValid('search_listings', r);
    await sameAsRest(r, '/listings?q=cutter&category=print-finishing-bindery&per_page=5&include_sold=true');
  });

  it('get_listing by slug and by id', async () => {
    const first = ((await call('search_listings', { per_page: 1 })).structuredContent as any).items[0];
    for (const key of [first.slug, first.id]) {
      const r = await call('get_listing', { slug_or_id: key });
      expectValid('get_listing', r);
      await sameAsRest(r, `/listings/${first.slug}`);
    }
  });

  it('search_manuals and get_manual', async () => {
    const r = await call('search_manuals', { per_page: 3 });
    expectValid('search_manuals', r);
    await sameAsRest(r, '/manuals?per_page=3');
    const id = (r.structuredContent as any).items[0].id;
    const m = await call('get_manual', { public_id: id });
    expectValid('get_manual', m);
    await sameAsRest(m, `/manuals/${id}`);
  });

  it.each([
    ['get_glossary', {}, '/glossary'],
    ['list_checklists', {}, '/checklists'],
    ['list_guides', {}, '/guides'],
    ['get_market_snapshot', {}, '/snapshot'],
    ['get_site_facts', {}, '/site'],
  ])('%s', async (name, args, path) => {
    const r = await call(name, args);
    expectValid(name, r);
    await sameAsRest(r, path);
  });

  it('get_checklist by slug and by category', async () => {
    const slug = ((await call('list_checklists')).structuredContent as any).data.checklists[0].slug;
    const r = await call('get_checklist', { slug });
    expectValid('get_checklist', r);
    await sameAsRest(r, `/checklists/${slug}`);
    const byCategory = await call('get_checklist', { slug: 'CNC and metalworking' });
    expectValid('get_checklist', byCategory);
    expect((byCategory.structuredContent as any).data.category).toBe('cnc-metalworking');
  });

  it('get_glossary with a term returns just that entry', async () => {
    const all = (await call('get_glossary')).structuredContent as any;
    const term = all.data.terms[5];
    const r = await call('get_glossary', { term: term.term.toUpperCase() });
    expectValid('get_glossary', r);
    expect((r.structuredContent as any).data.terms.map((t: any) => t.slug)).toContain(term.slug);
  });

  it('search and fetch in the shape ChatGPT connectors use', async () => {
    const r = await call('search', { query: 'guillotine cutter' });
    expectValid('search', r);
    const results = (r.structuredContent as any).results;
    expect(results.length).toBeGreaterThan(0);
    const kinds = new Set<string>();
    for (const hit of results) {
      expect(hit.url).toMatch(/^https?:\/\//);
      const f = await call('fetch', { id: hit.id });
      expectValid('fetch', f);
      const doc = f.structuredContent as any;
      expect(doc.id).toBe(hit.id);
      expect(doc.text).toMatch(/^# /);
      expect(doc.text).toContain(doc.url);
      kinds.add(String(doc.metadata.type));
    }
    expect(kinds.has('listing')).toBe(true);
    expect(kinds.has('glossary_term')).toBe(true);
  });
});

describe('tool errors tell the model what to change', () => {
  it.each([
    ['search_listings', { per_page: 500 }, /per_page: Input should be less than or equal to 50/],
    ['search_listings', { category: 'spaceships' }, /category: Input should be 'print-finishing-bindery'/],
    ['search_listings', { page: 'first' }, /page: Input should be a valid integer/],
    ['search_manuals', { per_page: 0 }, /per_page: Input should be greater than or equal to 1/],
    ['get_listing', { slug_or_id: 'no-such-machine' }, /search_listings/],
    ['get_listing', {}, /slug_or_id/],
    ['get_manual', { public_id: 'man_00000000' }, /search_manuals/],
    ['get_checklist', { slug: 'spaceships' }, /Known slugs/],
    ['get_glossary', { term: 'flux capacitor' }, /without a term/],
    ['fetch', { id: 'nothing' }, /search tool/],
  ])('%s %j', async (name, args, message) => {
    const r = await call(name, args);
    expect(r.isError).toBe(true);
    expect(r.content[0].text).toMatch(message);
  });
});

const rpc = (body: unknown, headers: Record<string, string> = {}) => get(api('/mcp'), {
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('JSON-RPC over HTTP', () => {
  it.each(SUPPORTED_PROTOCOL_VERSIONS)('negotiates protocol version %s', async (v) => {
    const r = await rpc({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: v, capabilities: {}, clientInfo: { name: 't', version: '1' } } });
    expect(r.json.result.protocolVersion).toBe(v);
    expect(r.json.result.capabilities.tools).toBeDefined();
  });

  it('answers tools/call without initialize, with no Accept header or application/json alone', async () => {
    for (const accept of [undefined, 'application/json']) {
      const r = await get(api('/mcp'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}) },
        body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'get_site_facts', arguments: {} } }),
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
    ['unknown tool', { jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'buy_machine', arguments: {} } }, -32602],
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

  it('a body over 64 KiB is 413, and the connection still works after it', async () => {
    const r = await rpc({ jsonrpc: '2.0', id: 9, method: 'tools/list', params: { pad: 'x'.repeat(70 * 1024) } });
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
    expect(r.json.tools).toHaveLength(12);
    expect(r.json.agent_guide).toMatch(/\/for-agents$/);
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
