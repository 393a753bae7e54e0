// An adversarial call never makes a large answer: thousands of unknown
// parameters or arguments, or one very long name, are named in
// ignored_parameters within its bound (MAX_IGNORED_NAMES names, each cut, then
// a count), on every REST search and lookup and on every MCP tool of both
// protocol generations; the answer stays about the size of a plain call.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, get } from '../support/http.ts';
import { MAX_IGNORED_NAMES } from '../../src/schemas/echo-bound.ts';
import { ECHO_PREFIX_CHARS } from '../../src/schemas/echo.ts';
import { MAX_NAME_CHARS } from '../../src/schemas/params.ts';

const META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 't', version: '1' },
  'io.modelcontextprotocol/clientCapabilities': {},
};
/** Unknown names as the answer must show them: the first MAX_IGNORED_NAMES, then a count. */
const bounded = (n: number) => [
  ...Array.from({ length: MAX_IGNORED_NAMES }, (_, i) => `x${i}`),
  `… and ${(n - MAX_IGNORED_NAMES).toLocaleString('en-US')} more`,
];
const LONG = 'n'.repeat(60_000);
const CUT = `${'n'.repeat(ECHO_PREFIX_CHARS)}…`;
/** A bound answer is the plain answer plus at most this many bytes. */
const SLACK = 1500;

async function call(era: string, name: string, args: Record<string, unknown>) {
  const modern = era === '2026-07-28';
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': era,
  };
  if (modern) Object.assign(headers, { 'mcp-method': 'tools/call', 'mcp-name': name });
  const params = { name, arguments: args, ...(modern ? { _meta: META } : {}) };
  const r = await get(api('/mcp'), {
    method: 'POST',
    headers,
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params }),
  });
  expect(r.status, r.text.slice(0, 300)).toBe(200);
  expect(r.json.result?.isError, r.text.slice(0, 300)).toBeFalsy();
  return { bytes: Buffer.byteLength(r.text), body: r.json.result.structuredContent };
}

let required: Record<string, Record<string, unknown>>;
let tools: string[];
beforeAll(async () => {
  const listing = (await get(api('/listings?per_page=1'))).json.items[0];
  const manual = (await get(api('/manuals?per_page=1'))).json.items[0];
  const checklist = (await get(api('/checklists'))).json.data.checklists[0];
  required = {
    get_listing: { slug_or_id: listing.id },
    get_listings: { ids: [listing.id] },
    get_manual: { public_id: manual.id },
    get_checklist: { slug: checklist.slug },
    search: { query: 'cutter' },
    fetch: { id: listing.id },
  };
  const r = await get(api('/mcp'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-11-25',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
  });
  tools = r.json.result.tools.map((t: any) => t.name);
});

describe('REST: many unknown parameters, or a long name', () => {
  const and = (path: string) => (path.includes('?') ? '&' : '?');
  const many = (n: number) => Array.from({ length: n }, (_, i) => `x${i}=1`).join('&');
  const paths = async () => {
    const listing = (await get(api('/listings?per_page=1'))).json.items[0];
    const manual = (await get(api('/manuals?per_page=1'))).json.items[0];
    return [
      '/listings?per_page=2',
      '/manuals?per_page=2',
      `/listings/${listing.id}?currency=EUR`,
      `/manuals/${manual.id}`,
    ];
  };

  it('1,000 unknown parameters: twenty named, then how many more; about the size of the plain answer', async () => {
    for (const path of await paths()) {
      const plain = await get(api(path));
      const r = await get(api(`${path}${and(path)}${many(1000)}`));
      expect(r.status, path).toBe(200);
      expect(r.json.ignored_parameters, path).toEqual(bounded(1000));
      expect(r.text.length - plain.text.length, path).toBeLessThan(SLACK);
    }
  });

  it('a name of 6,000 characters is named by its first characters', async () => {
    for (const path of await paths()) {
      const r = await get(api(`${path}${and(path)}${'n'.repeat(6000)}=1`));
      expect(r.json.ignored_parameters, path).toContain(`${'n'.repeat(ECHO_PREFIX_CHARS)}…`);
      expect(r.text.length, path).toBeLessThan((await get(api(path))).text.length + SLACK);
    }
  });
});

describe('REST: a name past MAX_NAME_CHARS', () => {
  it.each([
    ['/listings', 'make'],
    ['/listings', 'model'],
    ['/listings', 'location'],
    ['/manuals', 'make'],
    ['/manuals', 'language'],
  ])(
    '%s?%s= of 6,000 characters: a 422 string_too_long quoting its first characters, not the listing search echoing it',
    async (path, name) => {
      const r = await get(api(`${path}?${name}=${'m'.repeat(6000)}`));
      expect(r.status).toBe(422);
      expect(r.json.detail).toEqual([
        expect.objectContaining({
          type: 'string_too_long',
          loc: ['query', name],
          input: `${'m'.repeat(ECHO_PREFIX_CHARS)}…`,
          ctx: { max_length: MAX_NAME_CHARS },
        }),
      ]);
      expect((await get(api(`${path}?${name}=${'m'.repeat(MAX_NAME_CHARS)}`))).status).toBe(200);
    },
  );
});

describe.each(['2026-07-28', '2025-11-25'])('MCP %s: every tool', (era) => {
  it('5,000 unknown arguments: twenty named, then how many more; about the size of the plain answer', async () => {
    const unknown = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`x${i}`, 1]));
    for (const name of tools) {
      const plain = await call(era, name, required[name] ?? {});
      const r = await call(era, name, { ...unknown, ...required[name] });
      expect(r.body.ignored_parameters, name).toEqual(bounded(5000));
      expect(r.bytes - plain.bytes, name).toBeLessThan(SLACK);
    }
  });

  it('an argument named by 60,000 characters: named by its first characters, never echoed whole', async () => {
    for (const name of tools) {
      const plain = await call(era, name, required[name] ?? {});
      const r = await call(era, name, { ...required[name], [LONG]: 1 });
      expect(r.body.ignored_parameters, name).toEqual([CUT]);
      expect(r.bytes - plain.bytes, name).toBeLessThan(SLACK);
    }
  });
});
