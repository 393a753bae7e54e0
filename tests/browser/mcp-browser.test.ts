// What a browser-based MCP client meets, in Chromium from another origin: the
// real CORS preflight of a 2026-07-28 request (Mcp-Method, Mcp-Name,
// MCP-Protocol-Version) and of a 2025-era one passes, a header nobody allows
// is refused (so the browser does check), the server card is readable with
// its ETag; and the PNG icon, decoded by Chromium, looks like Chromium's own
// rendering of the favicon it is drawn from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch } from './browser.ts';

const B = baseUrl();
const MCP = `${B}/api/agents/v1/mcp`;
let browser: Browser;
let other: Server;
let page: Page;

beforeAll(async () => {
  // Another origin (another port): a blank page whose scripts call the API cross-origin.
  other = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>agent</title>'),
  );
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  browser = await launch();
  page = await (await browser.newContext()).newPage();
  await page.goto(`http://127.0.0.1:${(other.address() as { port: number }).port}/`);
});
afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (other ? other.close(() => resolve()) : resolve()));
});

/** fetch() in the page; a CORS refusal comes back as `{ error }`. */
const call = (url: string, init: Record<string, unknown>) =>
  page.evaluate(
    async ([u, i]) => {
      try {
        const r = await fetch(u as string, i as RequestInit);
        return {
          status: r.status,
          body: await r.text(),
          etag: r.headers.get('etag'),
          type: r.headers.get('content-type'),
        };
      } catch (e) {
        return { error: String(e) };
      }
    },
    [url, init] as const,
  );

const meta = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'browser', version: '1' },
  'io.modelcontextprotocol/clientCapabilities': {},
};

describe('MCP from a browser on another origin', () => {
  it('a 2026-07-28 request with Mcp-Method and Mcp-Name passes the preflight', async () => {
    const r: any = await call(MCP, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2026-07-28',
        'mcp-method': 'tools/call',
        'mcp-name': 'get_site_facts',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'get_site_facts', arguments: {}, _meta: meta },
      }),
    });
    expect(r.error).toBeUndefined();
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body).result.structuredContent.data.name).toBeTruthy();
  });

  it('a 2025-era request with MCP-Protocol-Version passes too', async () => {
    const r: any = await call(MCP, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'mcp-protocol-version': '2025-11-25' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'prompts/list' }),
    });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body).result.prompts.length).toBeGreaterThan(2);
  });

  it('a header the preflight does not allow is refused by the browser (the check is real)', async () => {
    const r: any = await call(MCP, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-not-allowed': '1' },
      body: '{}',
    });
    expect(r.error).toMatch(/Failed to fetch/);
  });

  it('the server card is readable, with its media type and ETag', async () => {
    const r: any = await call(`${MCP}/server-card`, { headers: { accept: 'application/mcp-server-card+json' } });
    expect(r.status).toBe(200);
    expect(r.type).toBe('application/mcp-server-card+json');
    expect(r.etag).toBeTruthy();
    expect(JSON.parse(r.body).remotes[0].url).toBe(MCP);
  });
});

describe('the PNG icon', () => {
  it('is what Chromium draws from the favicon at 256×256', async () => {
    const card = JSON.parse(((await call(`${MCP}/server-card`, {})) as any).body);
    const [png, svg] = card.icons.map((i: any) => i.src);
    const diff = await page.evaluate(
      async ([pngUrl, svgUrl]) => {
        const pixels = async (src: string) => {
          const img = new Image();
          img.crossOrigin = 'anonymous';
          img.src = src;
          await img.decode();
          const c = document.createElement('canvas');
          c.width = c.height = 256;
          const g = c.getContext('2d')!;
          g.drawImage(img, 0, 0, 256, 256);
          return { natural: [img.naturalWidth, img.naturalHeight], data: g.getImageData(0, 0, 256, 256).data };
        };
        const a = await pixels(pngUrl),
          b = await pixels(svgUrl);
        let sum = 0,
          worst = 0,
          off = 0;
        for (let i = 0; i < a.data.length; i++) {
          const d = Math.abs(a.data[i] - b.data[i]);
          sum += d;
          worst = Math.max(worst, d);
          if (d > 64) off += 1;
        }
        return {
          natural: a.natural,
          mean: sum / a.data.length,
          worst,
          off,
          corner: [...a.data.slice(0, 4)],
          centreAlpha: a.data[(128 * 256 + 128) * 4 + 3],
        };
      },
      [png, svg] as const,
    );
    expect(diff.natural).toEqual([256, 256]);
    expect(diff.corner[3]).toBe(0); // the rounded corner is transparent
    expect(diff.centreAlpha).toBe(255);
    // Differences only in antialiasing along edges: small on average, few channels far off.
    expect(diff.mean).toBeLessThan(0.5);
    expect(diff.off).toBeLessThan(256 * 256 * 4 * 0.001);
  });
});
