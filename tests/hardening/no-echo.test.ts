// Never a 500 and never an echo, on the MCP endpoint: JSON-RPC ids of every
// JSON shape (5,000-deep nesting included) are answered with the same id when
// JSON-RPC allows it and -32600 (id null) otherwise; long strings planted in
// every place a request can carry one (headers the SDK checks, method, tool
// name, arguments, resource URI, prompt name, id) never come back longer than
// a short prefix, and no answer is large. Over REST, a 422 repeats at most
// the first ECHO_PREFIX_CHARS of a long refused value.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { api, get } from '../support/http.ts';
import { checkProperty } from '../support/property.ts';
import { MAX_ID_CHARS } from '../../src/mcp/rpc-errors.ts';
import { ECHO_PREFIX_CHARS as QUOTE_PREFIX_CHARS, ECHO_WHOLE_BELOW } from '../../src/schemas/echo.ts';

/** No error answer to a request carrying a long string is bigger than this. */
const MAX_ERROR_BODY = 2048;

async function post(body: string, headers: Record<string, string> = {}) {
  const res = await fetch(api('/mcp'), {
    method: 'POST',
    body,
    signal: AbortSignal.timeout(10_000),
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
  });
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json };
}

const deep = (n: number, open: string, close: string) => `${open.repeat(n)}1${close.repeat(n)}`;

describe('JSON-RPC ids', () => {
  it.each([
    ['an object 5,000 levels deep', deep(5000, '{"a":', '}')],
    ['an array 5,000 levels deep', deep(5000, '[', ']')],
    ['an object', '{"x":1}'],
    ['a boolean', 'true'],
    [`a string of ${MAX_ID_CHARS + 1} characters`, JSON.stringify('i'.repeat(MAX_ID_CHARS + 1))],
    ['a 60 KB string', JSON.stringify('i'.repeat(60_000))],
  ])('%s: 400, -32600, id null, a short body', async (_name, id) => {
    const r = await post(`{"jsonrpc":"2.0","id":${id},"method":"ping"}`);
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 } });
    expect(r.text.length).toBeLessThan(300);
  });

  it('any JSON value as id: the same id back when JSON-RPC allows it, otherwise -32600 with id null; never a 5xx', async () => {
    const id = fc.oneof(
      fc.jsonValue({ maxDepth: 4 }),
      fc.string({ maxLength: 2 * MAX_ID_CHARS }),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    );
    await checkProperty(
      'any JSON value as id',
      fc.asyncProperty(id, async (v) => {
        const r = await post(JSON.stringify({ jsonrpc: '2.0', id: v, method: 'ping' }));
        expect(r.status, r.text.slice(0, 200)).toBeLessThan(500);
        // MCP's RequestId is a string or an integer (the SDK's schema): a fraction is an invalid request too.
        const allowed = v === null || Number.isSafeInteger(v) || (typeof v === 'string' && v.length <= MAX_ID_CHARS);
        if (allowed && v !== null) {
          expect(r.status).toBe(200);
          expect(r.json.id).toEqual(JSON.parse(JSON.stringify(v)));
        } else if (!allowed) {
          expect(r.status).toBe(400);
          expect(r.json).toMatchObject({ id: null, error: { code: -32600 } });
        }
      }),
    );
  });
});

/** Where a request can carry a string the server might quote back. */
const PLACES: [string, (s: string) => { body: unknown; headers?: Record<string, string> }][] = [
  [
    'Mcp-Protocol-Version header',
    (s) => ({ body: { jsonrpc: '2.0', id: 1, method: 'tools/list' }, headers: { 'mcp-protocol-version': s } }),
  ],
  [
    'Mcp-Method header',
    (s) => ({ body: { jsonrpc: '2.0', id: 1, method: 'tools/list' }, headers: { 'mcp-method': s } }),
  ],
  [
    'Mcp-Name header',
    (s) => ({
      body: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_site_facts', arguments: {} } },
      headers: { 'mcp-name': s },
    }),
  ],
  ['method', (s) => ({ body: { jsonrpc: '2.0', id: 1, method: s } })],
  ['tool name', (s) => ({ body: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: s, arguments: {} } } })],
  [
    'get_listing key',
    (s) => ({
      body: {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'get_listing', arguments: { slug_or_id: s } },
      },
    }),
  ],
  [
    'get_manual id',
    (s) => ({
      body: {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'get_manual', arguments: { public_id: s } },
      },
    }),
  ],
  [
    'get_checklist slug',
    (s) => ({
      body: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_checklist', arguments: { slug: s } } },
    }),
  ],
  [
    'fetch id',
    (s) => ({ body: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'fetch', arguments: { id: s } } } }),
  ],
  [
    'invalid per_page',
    (s) => ({
      body: {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'search_listings', arguments: { per_page: s } },
      },
    }),
  ],
  [
    'resource URI',
    (s) => ({ body: { jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri: `listing://${s}` } } }),
  ],
  ['prompt name', (s) => ({ body: { jsonrpc: '2.0', id: 1, method: 'prompts/get', params: { name: s } } })],
  [
    'protocolVersion of initialize',
    (s) => ({
      body: {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: s, capabilities: {}, clientInfo: { name: 't', version: '1' } },
      },
    }),
  ],
];

describe('no answer repeats a long input', () => {
  it.each(PLACES)('%s: 10 KB in, a short prefix out', async (_name, make) => {
    const planted = `Z${'y'.repeat(10_000)}Z`;
    const { body, headers } = make(planted);
    const r = await post(JSON.stringify(body), headers);
    expect(r.status, r.text.slice(0, 300)).toBeLessThan(500);
    expect(r.text).not.toContain('y'.repeat(QUOTE_PREFIX_CHARS + 1));
    // An answer that is an error is short; one that is not (the SDK ignores a header) is the ordinary result.
    if (r.json?.error || r.json?.result?.isError) expect(r.text.length).toBeLessThan(MAX_ERROR_BODY);
  });

  it('any long string in any of those places, with any characters', async () => {
    const planted = fc.string({ unit: 'grapheme', minLength: 200, maxLength: 3000 }).filter((s) => new Set(s).size > 3);
    await checkProperty(
      'any long string in any place',
      fc.asyncProperty(fc.constantFrom(...PLACES), planted, async ([, make], s) => {
        const { body, headers } = make(s);
        const safeHeaders =
          headers && Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.replace(/[^\x20-\x7e]/g, 'x')]));
        const r = await post(JSON.stringify(body), safeHeaders);
        expect(r.status).toBeLessThan(500);
        for (const form of [s, JSON.stringify(s).slice(1, -1)]) expect(r.text.includes(form.slice(0, 120))).toBe(false);
      }),
    );
  });
});

describe('REST validation errors repeat a short prefix of a long value', () => {
  /** Parameters that refuse a value of any length made of letters (numbers, enums, patterns, pairs). */
  const REFUSING: [string, string][] = [
    ['/listings', 'year_min'],
    ['/listings', 'price_max'],
    ['/listings', 'page'],
    ['/listings', 'per_page'],
    ['/listings', 'sort'],
    ['/listings', 'currency'],
    ['/listings', 'country'],
    ['/listings', 'condition'],
    ['/listings', 'include_sold'],
    ['/listings', 'fields'],
    ['/listings', 'facets'],
    ['/listings', 'status'],
    ['/manuals', 'page'],
    ['/manuals', 'per_page'],
  ];
  it('any refused value up to 600 characters: 422, every input at most the bound, a short body', async () => {
    const value = fc.string({
      minLength: ECHO_WHOLE_BELOW,
      maxLength: 600,
      unit: fc.constantFrom('q', 'Z', 'ä', '😀', '-'),
    });
    await checkProperty(
      'long refused values',
      fc.asyncProperty(fc.constantFrom(...REFUSING), value, async ([path, key], v) => {
        const r = await get(`${api(path)}?${key}=${encodeURIComponent(v)}`);
        expect(r.status, r.text.slice(0, 200)).toBe(422);
        for (const e of r.json.detail)
          expect(Array.from(e.input as string).length).toBeLessThanOrEqual(QUOTE_PREFIX_CHARS + 1);
        expect(r.text.length).toBeLessThan(MAX_ERROR_BODY);
      }),
    );
  });
});
