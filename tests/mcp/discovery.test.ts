// Finding the MCP server before connecting: the server card where SEP-2127
// puts it (<endpoint>/server-card, application/mcp-server-card+json), the AI
// catalog that lists it, the copy scanners probe, the PNG icon, the links
// from llms.txt, the agent guide, the API catalog and the API index, and the
// card agreeing with what the server says once connected.
import { describe, expect, it } from 'vitest';
import { crc32, inflateSync } from 'node:zlib';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { api, base, get } from '../support/http.ts';
import { SERVER_CARD_SCHEMA } from '../support/schemas/server-card.schema.ts';
import { connect } from './clients.ts';

const CARD_TYPE = 'application/mcp-server-card+json';
const card = () => api('/mcp/server-card');
const validateCard = addFormats(new Ajv2020({ strict: false, allErrors: true })).compile(SERVER_CARD_SCHEMA);

/** PNG chunks, each CRC checked: what a decoder reads first. */
function pngChunks(bytes: Buffer) {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + length);
    expect(bytes.readUInt32BE(at + 8 + length), `${type} CRC`).toBe(
      crc32(bytes.subarray(at + 4, at + 8 + length)) >>> 0,
    );
    chunks.push({ type, data });
    at += 12 + length;
  }
  return chunks;
}

describe('server card at <endpoint>/server-card', () => {
  it('is served with its media type, cacheable, with an ETag that answers 304, open to browsers', async () => {
    const r = await get(card(), { headers: { accept: CARD_TYPE } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe(CARD_TYPE);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.headers.get('access-control-expose-headers')).toMatch(/ETag/i);
    expect(r.headers.get('cache-control')).toMatch(/public.*max-age=\d+/);
    const etag = r.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await get(card(), { headers: { 'if-none-match': etag! } })).status).toBe(304);
    // Any Accept gets the card (a scanner asking for JSON too); a write method is refused.
    expect((await get(card(), { headers: { accept: 'application/json' } })).json).toEqual(r.json);
    const post = await get(card(), { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toMatch(/GET/);
  });

  it("validates against the extension's schema (transcribed from schema.ts), with a description of at most 100 characters and no tool list", async () => {
    const c = (await get(card())).json;
    expect(validateCard(c), JSON.stringify(validateCard.errors)).toBe(true);
    expect(c.description.length).toBeLessThanOrEqual(100);
    // Primitives are listed at run time, never on the card.
    for (const key of ['tools', 'prompts', 'resources', 'resourceTemplates', 'capabilities'])
      expect(c, key).not.toHaveProperty(key);
    expect(c.remotes).toEqual([expect.objectContaining({ type: 'streamable-http', url: api('/mcp') })]);
    expect(c.name).toBe(`${new URL(base()).hostname.split('.').reverse().join('.')}/secondline-agent-api`);
  });

  it('the transcribed schema is not a rubber stamp: it refuses what the extension refuses', () => {
    const ok = {
      $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
      name: 'com.example/x',
      version: '1.0.0',
      description: 'x',
    };
    expect(validateCard(ok)).toBe(true);
    for (const bad of [
      { ...ok, description: 'x'.repeat(101) },
      { ...ok, name: 'no-slash' },
      { ...ok, name: 'a/b/c' },
      { ...ok, $schema: 'https://example.com/s.json' },
      { ...ok, remotes: [{ type: 'websocket', url: 'https://x.example/mcp' }] },
      { ...ok, remotes: [{ type: 'sse', url: 'ftp://x' }] },
      { ...ok, icons: [{ src: 'not a uri' }] },
      Object.fromEntries(Object.entries(ok).filter(([k]) => k !== 'version')),
    ])
      expect(validateCard(bad), JSON.stringify(bad)).toBe(false);
  });

  it('says what the server says once connected (server/discover on 2026-07-28, initialize on 2025-11-25)', async () => {
    const c = (await get(card())).json;
    for (const kind of ['v2 (2026-07-28)', 'v1 (2025-11-25)'] as const) {
      const client = await connect(kind, api('/mcp'));
      try {
        const info = client.serverInfo();
        expect(info, kind).toMatchObject({
          name: 'secondline-agent-api',
          version: c.version,
          title: c.title,
          description: c.description,
        });
        expect(info.icons?.map((i: any) => i.src)).toEqual(c.icons.map((i: any) => i.src));
        expect(c.remotes[0].supportedProtocolVersions).toContain(client.protocolVersion);
      } finally {
        await client.close();
      }
    }
  });

  it('links the privacy policy and support, which answer', async () => {
    const c = (await get(card())).json;
    expect(c._meta.privacyPolicy).toBe(`${base()}/privacy`);
    expect(c._meta.support).toBe(`${base()}/privacy#support`);
    expect(c._meta.supportEmail).toMatch(/^[^@\s]+@[^@\s]+$/);
    const page = await get(c._meta.privacyPolicy);
    expect(page.status).toBe(200);
    expect(page.text).toContain('id="support"');
    expect(page.text).toContain(c._meta.supportEmail);
  });

  it('has a PNG icon that is a real 256×256 RGBA image, then the SVG favicon', async () => {
    const c = (await get(card())).json;
    expect(c.icons[0]).toMatchObject({ mimeType: 'image/png', sizes: ['256x256'] });
    expect(c.icons[1]).toMatchObject({ mimeType: 'image/svg+xml' });
    const res = await fetch(c.icons[0].src);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const chunks = pngChunks(Buffer.from(await res.arrayBuffer()));
    expect(chunks.map((x) => x.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const ihdr = chunks[0].data;
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).toEqual([256, 256, 8, 6]);
    // Every row decompresses: a filter byte and 256 RGBA pixels.
    expect(inflateSync(chunks[1].data).length).toBe(256 * (256 * 4 + 1));
  });
});

describe('finding the card', () => {
  it('/.well-known/ai-catalog.json lists it by URL with its media type', async () => {
    const r = await get(`${base()}/.well-known/ai-catalog.json`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/ai-catalog+json');
    expect(r.json.specVersion).toBe('1.0');
    const entries = r.json.entries.filter((e: any) => e.type === CARD_TYPE);
    expect(entries).toHaveLength(1);
    expect(entries[0].url).toBe(card());
    expect(entries[0].identifier).toMatch(/^urn:air:[^:]+:mcp:secondline-agent-api$/);
    // The client flow of docs/discovery.md: catalog → entry url with the card's media type → card.
    const followed = await get(entries[0].url, { headers: { accept: CARD_TYPE } });
    expect(followed.headers.get('content-type')).toBe(CARD_TYPE);
    expect(followed.json.remotes[0].url).toBe(api('/mcp'));
  });

  it('scanners still find the same card at /.well-known/mcp/server-card.json', async () => {
    const old = await get(`${base()}/.well-known/mcp/server-card.json`);
    expect(old.status).toBe(200);
    expect(old.headers.get('content-type')).toBe(CARD_TYPE);
    expect(old.json).toEqual((await get(card())).json);
  });

  it('llms.txt, the agent guide (page and twin), the API catalog, the API index and GET /mcp link it', async () => {
    for (const page of ['/llms.txt', '/for-agents.md', '/for-agents', '/.well-known/api-catalog']) {
      const text = (await get(`${base()}${page}`)).text;
      expect(text, page).toContain(card());
      expect(text, page).toContain(`${base()}/.well-known/ai-catalog.json`);
    }
    const catalog = (await get(`${base()}/.well-known/api-catalog`)).json;
    const meta = catalog.linkset.find((l: any) => l.anchor === api('/mcp'))['service-meta'];
    expect(meta).toContainEqual(expect.objectContaining({ href: card(), type: CARD_TYPE }));
    expect((await get(api(''))).json.mcp_server_card).toBe(card());
    const discovery = (await get(api('/mcp'))).json;
    expect(discovery).toMatchObject({ server_card: card(), ai_catalog: `${base()}/.well-known/ai-catalog.json` });
  });

  it("the OpenAPI document describes GET /mcp/server-card with the card's media type", async () => {
    const doc = (await get(`${base()}/openapi.json`)).json;
    const op = doc.paths['/mcp/server-card'].get;
    expect(Object.keys(op.responses[200].content)).toEqual([CARD_TYPE]);
    expect(op.responses[200].content[CARD_TYPE].examples.default.value).toMatchObject({
      remotes: [{ type: 'streamable-http' }],
    });
  });
});
