// Lean by default: what a client pays in bytes. tools/list stays under 20 KB;
// on 2026-07-28 a result is the REST body plus its resource_links and a short
// summary; on 2025-11-25 the text block is a summary and a compact body, not a
// second copy; a compact search page of 20 stays under 8 KB.
import { describe, expect, it } from 'vitest';
import { api, get } from '../support/http.ts';

const META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 't', version: '1' },
  'io.modelcontextprotocol/clientCapabilities': {},
};

/** One JSON-RPC request as a client of `era` sends it (raw, to count the bytes it receives). */
async function rpc(era: string, method: string, params: Record<string, unknown> = {}) {
  const modern = era === '2026-07-28';
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': era,
  };
  if (modern)
    Object.assign(headers, { 'mcp-method': method, ...(params.name ? { 'mcp-name': String(params.name) } : {}) });
  const r = await get(api('/mcp'), {
    method: 'POST',
    headers,
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: modern ? { ...params, _meta: META } : params }),
  });
  expect(r.status).toBe(200);
  return { bytes: Buffer.byteLength(r.text), result: r.json.result };
}
const size = (x: unknown) => Buffer.byteLength(JSON.stringify(x));
const LIMIT = 20 * 1024;

describe('lean answers', () => {
  it.each(['2026-07-28', '2025-11-25'])('tools/list on %s is under 20 KB', async (era) => {
    const { bytes } = await rpc(era, 'tools/list');
    expect(bytes).toBeLessThanOrEqual(LIMIT);
  });

  it("a compact search page of 20 (search_listings' default) is under 8 KB", async () => {
    const r = await get(api('/listings?fields=compact&facets=none'));
    expect(r.json.items).toHaveLength(20);
    expect(Buffer.byteLength(r.text)).toBeLessThanOrEqual(8 * 1024);
  });

  const calls = async () => {
    const first = (await get(api('/listings?per_page=1'))).json.items[0];
    return [
      ['search_listings', {}, '/listings?fields=compact&facets=none'],
      ['get_listing', { slug_or_id: first.id }, `/listings/${first.id}`],
      ['get_market_snapshot', {}, '/snapshot'],
      ['search_manuals', {}, '/manuals'],
      ['list_checklists', {}, '/checklists'],
    ] as const;
  };

  it('2026-07-28: the REST body, its resource_links and a few lines of summary', async () => {
    for (const [name, args, path] of await calls()) {
      const { bytes, result } = await rpc('2026-07-28', 'tools/call', { name, arguments: args });
      const rest = await get(api(path));
      expect(result.structuredContent, name).toEqual(rest.json);
      const links = result.content.filter((c: any) => c.type === 'resource_link');
      const text = result.content.filter((c: any) => c.type === 'text');
      expect(text, name).toHaveLength(1);
      expect(Buffer.byteLength(text[0].text), name).toBeLessThanOrEqual(600);
      // Beyond the body and the links: the summary, the JSON-RPC frame and the SDK's serverInfo.
      expect(bytes - Buffer.byteLength(rest.text) - size(links), name).toBeLessThanOrEqual(1600);
    }
  });

  it('2025-11-25: the text block is a summary and a compact body, not a second copy of a search', async () => {
    for (const [name, args] of await calls()) {
      const { result } = await rpc('2025-11-25', 'tools/call', { name, arguments: args });
      const text = result.content[0].text as string;
      expect(text.startsWith('{'), name).toBe(false);
      if (name.startsWith('search_'))
        expect(Buffer.byteLength(text), name).toBeLessThan(0.75 * size(result.structuredContent));
      // A resource's facts as lines: never more than the JSON they stand for, summary and notice included.
      else expect(Buffer.byteLength(text), name).toBeLessThan(size(result.structuredContent));
    }
  });
});
