// `search` and `fetch` as OpenAI documents them for connectors: exactly one
// content item, of type text, holding the JSON (equal to structuredContent);
// the links stay in structuredContent (each result's url). The other tools
// keep their resource_link items. Through every official client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/http.ts';
import { CLIENT_KINDS, connect, type McpTestClient } from './clients.ts';

const QUERIES = ['guillotine cutter', 'folder', 'cnc lathe', 'spindle', 'conveyor belt', 'heidelberg', 'zzzz-nothing'];

describe.each(CLIENT_KINDS)('%s client', (kind) => {
  let client: McpTestClient;
  beforeAll(async () => {
    client = await connect(kind, api('/mcp'));
  });
  afterAll(async () => {
    await client?.close();
  });

  const oneTextItem = (r: any) => {
    expect(r.isError).toBeFalsy();
    expect(r.content).toHaveLength(1);
    expect(r.content[0].type).toBe('text');
    expect(JSON.parse(r.content[0].text)).toEqual(r.structuredContent);
  };

  it('search answers one text item for every query, hits or none', async () => {
    let fetched = 0;
    for (const query of QUERIES) {
      const r = await client.callTool('search', { query });
      oneTextItem(r);
      for (const hit of r.structuredContent.results) expect(hit.url).toMatch(/^https?:\/\//);
      // fetch each kind of result once per query: one text item too, its url the canonical page.
      for (const hit of r.structuredContent.results.slice(0, 3)) {
        const f = await client.callTool('fetch', { id: hit.id });
        oneTextItem(f);
        expect(f.structuredContent).toMatchObject({ id: hit.id, url: hit.url });
        fetched += 1;
      }
    }
    expect(fetched).toBeGreaterThan(5);
  });

  it('an unknown id is a tool error with one text item that says what to do', async () => {
    const r = await client.callTool('fetch', { id: 'lst_nothing00' });
    expect(r.isError).toBe(true);
    expect(r.content).toHaveLength(1);
    expect(r.content[0].text).toMatch(/search tool/);
  });

  it('the other tools keep their resource_links', async () => {
    const r = await client.callTool('search_listings', { per_page: 3 });
    expect(r.content[0].type).toBe('text');
    expect(r.content.slice(1).map((c: any) => c.type)).toEqual(['resource_link', 'resource_link', 'resource_link']);
  });
});
