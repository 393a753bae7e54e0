// The MCP tools read q as the REST search does, get_glossary lists terms without a term, and the
// connector search ranks research, manuals and listings together by the words and the intent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, get } from '../support/http.ts';
import { connect, type McpTestClient } from './clients.ts';

let client: McpTestClient;
beforeAll(async () => {
  client = await connect('v2 (2026-07-28)', api('/mcp'));
});
afterAll(async () => {
  await client?.close();
});
const call = async (name: string, args: Record<string, unknown> = {}) => {
  const r = await client.callTool(name, args);
  expect(r.isError, JSON.stringify(r.content)).toBeFalsy();
  return r.structuredContent as any;
};

describe('MCP reads q as buyers say it', () => {
  it('search_listings: the same understood block and answer as REST', async () => {
    const q = 'gebrauchte Etikettiermaschine ab Baujahr 2010 in Deutschland';
    const m = await call('search_listings', { q, fields: 'all' });
    const rest = (await get(api(`/listings?q=${encodeURIComponent(q)}`))).json;
    expect(m.understood).toEqual(rest.understood);
    expect(m.items.map((l: any) => l.id)).toEqual(rest.items.map((l: any) => l.id));
    for (const l of m.items) expect(l.year >= 2010 && l.location.country === 'DE').toBe(true);
  });

  it('get_glossary: no term gives the list of terms, a term its definition', async () => {
    const list = await call('get_glossary');
    const rest = (await get(api('/glossary'))).json;
    expect(list.data.terms.map((t: any) => t.slug)).toEqual(rest.data.terms.map((t: any) => t.slug));
    expect(list.data.terms.every((t: any) => t.definition === undefined && t.url)).toBe(true);
    const one = await call('get_glossary', { term: 'as is where is' });
    expect(one.data.terms.map((t: any) => t.term)).toEqual(['As is, where is']);
    expect(one.data.terms[0].definition.length).toBeGreaterThan(20);
  });
});

describe('search ranks research, manuals and listings together', () => {
  it.each([
    ['spindle taper', /^glossary:spindle-taper$/],
    ['guillotine inspection checklist', /^checklist:/],
    ['Spritzgießmaschine gebraucht kaufen worauf achten', /^checklist:plastics/],
    ['what is a buckle folder', /^glossary:buckle-folder$/],
    ['Fanuc 0i-MF manual', /^man_/],
    ['Heidelberg buckle folder', /^lst_/],
  ])('%s', async (query, first) => {
    const r = await call('search', { query });
    expect(r.results[0]?.id).toMatch(first);
  });
});
