// Every tool through each official client: the negotiated protocol version,
// structuredContent valid against the tool's outputSchema and equal to the
// REST body for the same arguments, and the text block each generation gets
// (src/mcp/result-text.ts): a summary on 2026-07-28, the summary and a compact
// body on 2025-11-25, the body itself on 2024-10-07.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import { api, get } from '../support/http.ts';
import { CACHE } from '../../src/http/policy.ts';
import { COMPACT_LISTING_FIELDS } from '../../src/mcp/fields.ts';
import { MAX_PER_PAGE } from '../../src/schemas/query.ts';
import { CLIENT_KINDS, connect, type McpTestClient } from './clients.ts';
import { compactBody, summaryText } from '../../src/mcp/result-text.ts';

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
const EXPECTED_VERSION = {
  'v2 (2026-07-28)': '2026-07-28',
  'v1 (2025-11-25)': '2025-11-25',
  'v1 (2024-10-07)': '2024-10-07',
} as const;

describe.each(CLIENT_KINDS)('%s client', (kind) => {
  let client: McpTestClient;
  let tools: any[];
  let listed: Awaited<ReturnType<McpTestClient['listTools']>>;
  const called = new Set<string>();

  beforeAll(async () => {
    client = await connect(kind, api('/mcp'));
    listed = await client.listTools();
    tools = listed.tools;
  });
  afterAll(async () => {
    await client?.close();
  });

  async function call(name: string, args: Record<string, unknown> = {}) {
    called.add(name);
    const r = await client.callTool(name, args);
    expect(r.isError, JSON.stringify(r.content)).toBeFalsy();
    const validate = ajv.compile(tools.find((t) => t.name === name)!.outputSchema);
    expect(validate(r.structuredContent), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    const text = r.content[0].text;
    if (name === 'search' || name === 'fetch') expect(JSON.parse(text)).toEqual(r.structuredContent);
    else if (kind.startsWith('v2')) expect(text).toBe(summaryText(r.structuredContent));
    else if (kind.includes('2025-11-25')) {
      const notice = r.structuredContent.notice ? [r.structuredContent.notice] : [];
      expect(text).toBe([summaryText(r.structuredContent), ...notice, compactBody(r.structuredContent)].join('\n'));
    } else expect(JSON.parse(text)).toEqual(r.structuredContent);
    return r;
  }

  async function sameAsRest(r: any, path: string) {
    const rest = await get(api(path));
    expect(rest.status).toBe(200);
    expect(r.structuredContent).toEqual(rest.json);
  }

  it(`negotiates ${EXPECTED_VERSION[kind]}`, () => {
    expect(client.protocolVersion).toBe(EXPECTED_VERSION[kind]);
  });

  it('lists the tools in a fixed order, with complete metadata and strict-client schemas', () => {
    expect(tools.map((t) => t.name)).toEqual([
      'search_listings',
      'get_listing',
      'get_listings',
      'search_manuals',
      'get_manual',
      'get_glossary',
      'list_checklists',
      'get_checklist',
      'list_guides',
      'get_market_snapshot',
      'get_site_facts',
      'search',
      'fetch',
    ]);
    for (const t of tools) {
      expect(t.title).toBeTruthy();
      expect(t.annotations).toMatchObject({
        readOnlyHint: true,
        idempotentHint: true,
        destructiveHint: false,
        openWorldHint: false,
      });
      expect(t.inputSchema.type).toBe('object');
      expect(t.outputSchema?.type).toBe('object');
      // An argument with a default is never required.
      for (const name of t.inputSchema.required ?? [])
        expect(t.inputSchema.properties[name].default, `${t.name}.${name}`).toBeUndefined();
    }
    const sl = tools[0].inputSchema;
    expect(sl.required ?? []).toEqual([]);
    expect(Object.keys(sl.properties)).toEqual(
      expect.arrayContaining([
        'q',
        'category',
        'condition',
        'make',
        'location',
        'include_sold',
        'page',
        'per_page',
        'fields',
      ]),
    );
    expect(sl.properties.category.enum).toEqual(expect.arrayContaining(['cnc-metalworking', 'CNC and metalworking']));
    expect(sl.properties.condition.items.enum).toEqual(expect.arrayContaining(['for-parts', 'For parts']));
    expect(tools[3].inputSchema.required ?? []).toEqual([]);
  });

  it('lists are cacheable by anyone for as long as the CDN keeps the data (2026-07-28 only)', () => {
    if (!kind.startsWith('v2')) return expect(listed.ttlMs).toBeUndefined();
    expect(listed.cacheScope).toBe('public');
    expect(listed.ttlMs).toBe(Number(/s-maxage=(\d+)/.exec(CACHE.static)![1]) * 1000);
  });

  it('search_listings: compact items by default, REST body with the same fields', async () => {
    const args = { q: 'cutter', category: 'print-finishing-bindery', per_page: 5, include_sold: true };
    const r = await call('search_listings', args);
    const items = r.structuredContent.items;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items)
      expect(Object.keys(item).sort()).toEqual([
        'condition',
        'id',
        'location',
        'make',
        'price',
        'price_converted',
        'status',
        'title',
        'url',
        'year',
      ]);
    // The REST body for the same arguments with MCP's compact defaults (the shared core projects both).
    const rest = await get(
      api(
        `/listings?q=cutter&category=print-finishing-bindery&per_page=5&include_sold=true&fields=${COMPACT_LISTING_FIELDS.join(',')}&facets=none`,
      ),
    );
    expect(rest.status).toBe(200);
    expect(r.structuredContent).toEqual(rest.json);
    expect(r.content.filter((c: any) => c.type === 'resource_link').map((c: any) => c.uri)).toEqual(
      items.map((i: any) => `listing://${i.id}`),
    );
  });

  it('search_listings fields=all: full records, the REST body itself', async () => {
    const r = await call('search_listings', { q: 'cutter', per_page: 3, fields: 'all' });
    await sameAsRest(r, '/listings?q=cutter&per_page=3');
  });

  it('get_listing by slug and by id', async () => {
    const first = (await call('search_listings', { per_page: 1, fields: 'all' })).structuredContent.items[0];
    for (const key of [first.slug, first.id]) {
      const r = await call('get_listing', { slug_or_id: key });
      await sameAsRest(r, `/listings/${first.slug}`);
      expect(r.content[1]).toMatchObject({ type: 'resource_link', uri: `listing://${first.id}` });
    }
  });

  it('search_manuals and get_manual', async () => {
    const r = await call('search_manuals', { per_page: 3 });
    await sameAsRest(r, '/manuals?per_page=3');
    const id = r.structuredContent.items[0].id;
    const m = await call('get_manual', { public_id: id });
    await sameAsRest(m, `/manuals/${id}`);
  });

  it.each([
    ['list_checklists', '/checklists'],
    ['list_guides', '/guides'],
    ['get_market_snapshot', '/snapshot'],
    ['get_site_facts', '/site'],
  ])('%s', async (name, path) => {
    await sameAsRest(await call(name), path);
  });

  it("get_checklist takes the key REST takes; a category gets its checklist's slug in the error", async () => {
    const checklists = (await call('list_checklists')).structuredContent.data.checklists;
    const slug = checklists[0].slug;
    await sameAsRest(await call('get_checklist', { slug }), `/checklists/${slug}`);
    await sameAsRest(await call('get_checklist', { slug: ` ${slug.toUpperCase()} ` }), `/checklists/${slug}`);
    const cnc = checklists.find((c: any) => c.category === 'cnc-metalworking').slug;
    expect((await get(api('/checklists/cnc-metalworking'))).status).toBe(404);
    for (const key of ['CNC and metalworking', 'cnc-metalworking']) {
      const r = await client.callTool('get_checklist', { slug: key });
      expect(r.isError, key).toBe(true);
      expect(r.content[0].text).toContain(`The checklist for that category is "${cnc}"`);
    }
  });

  it('get_listing: price converted into the currency asked for, price context, the REST lookup with the same currency', async () => {
    const first = (await call('search_listings', { per_page: 5, fields: ['all'], price_min: 1 })).structuredContent
      .items[0];
    const r = await call('get_listing', { slug_or_id: first.id, currency: 'CHF' });
    await sameAsRest(r, `/listings/${first.slug}?currency=CHF`);
    expect(r.structuredContent.data.price_converted).toMatchObject({ currency: 'CHF' });
    expect(r.structuredContent.price_context).toMatchObject({ currency: 'CHF', category: { value: first.category } });
  });

  it('get_listings: several listings side by side in the order given, unknown ids named', async () => {
    const some = (await call('search_listings', { per_page: 3, status: ['sold', 'available'] })).structuredContent
      .items;
    const ids = [some[2].id, 'lst_nope0000', some[0].url.split('/').at(-1)];
    const r = await call('get_listings', { ids, currency: 'EUR' });
    expect(r.structuredContent.items.map((i: any) => i.id)).toEqual([some[2].id, some[0].id]);
    expect(r.structuredContent.ids_not_found).toEqual(['lst_nope0000']);
    expect(r.structuredContent.items[0].description).toBeDefined(); // full records
    await sameAsRest(r, `/listings?ids=${ids.join(',')}&currency=EUR&facets=none`);
  });

  it("list arguments are JSON arrays; arguments outside a tool's schema are named, never dropped", async () => {
    const arr = await call('search_listings', { country: ['DE', 'AT'], condition: ['good', 'Excellent'], per_page: 1 });
    const rest = await get(
      api('/listings?country=DE&country=AT&condition=good,excellent&per_page=1&fields=compact&facets=none'),
    );
    expect(arr.structuredContent.total).toBe(rest.json.total);
    expect(arr.structuredContent.query.country).toEqual(['DE', 'AT']);
    const odd = await call('search_listings', { colour: 'red', pagee: 2, per_page: 1 });
    expect(odd.structuredContent.ignored_parameters).toEqual(['colour', 'pagee']);
    for (const [name, args] of [
      ['get_market_snapshot', {}],
      ['list_guides', {}],
      ['get_site_facts', {}],
      ['list_checklists', {}],
    ] as const) {
      const r = await call(name, { ...args, colour: 'red' });
      expect(r.structuredContent.ignored_parameters, name).toEqual(['colour']);
    }
  });

  it('get_glossary without a term lists the terms (no definitions); with a term it is GET /glossary?term=', async () => {
    const list = (await call('get_glossary')).structuredContent.data.terms;
    expect(list.length).toBe((await get(api('/glossary'))).json.data.terms.length);
    await sameAsRest(
      await call('get_glossary', { term: list[3].term }),
      `/glossary?term=${encodeURIComponent(list[3].term)}`,
    );
  });

  it('get_glossary with a term returns just that entry', async () => {
    const term = (await call('get_glossary')).structuredContent.data.terms[5];
    const r = await call('get_glossary', { term: term.term.toUpperCase() });
    expect(r.structuredContent.data.terms.map((t: any) => t.slug)).toContain(term.slug);
  });

  it('search and fetch in the shapes ChatGPT connectors check', async () => {
    const r = await call('search', { query: 'guillotine cutter' });
    expect(Object.keys(r.structuredContent)).toEqual(['results']);
    const results = r.structuredContent.results;
    expect(results.length).toBeGreaterThan(0);
    const kinds = new Set<string>();
    for (const hit of results) {
      expect(Object.keys(hit).sort()).toEqual(['id', 'title', 'url']);
      const f = await call('fetch', { id: hit.id });
      const doc = f.structuredContent;
      expect(Object.keys(doc).sort()).toEqual(['id', 'metadata', 'text', 'title', 'url']);
      expect(doc.id).toBe(hit.id);
      expect(doc.text).toMatch(/^# /);
      expect(doc.text).toContain(doc.url);
      kinds.add(String(doc.metadata.type));
      if (doc.metadata.type === 'listing') {
        for (const k of ['condition', 'price', 'year', 'location']) expect(doc.metadata, k).toHaveProperty(k);
      }
    }
    expect(kinds.has('listing')).toBe(true);
    expect(kinds.has('glossary_term')).toBe(true);
  });

  it('resource templates, and a resource_link reads as the REST body', async () => {
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual([
      'listing://{slug_or_id}',
      'manual://{public_id}',
      'checklist://{slug}',
      'guide://{slug}',
    ]);
    const r = await call('search_listings', { per_page: 1 });
    const link = r.content.find((c: any) => c.type === 'resource_link');
    const read = await client.readResource(link.uri);
    const rest = await get(api(`/listings/${r.structuredContent.items[0].id}`));
    expect(read.contents[0].text).toBe(rest.text);
  });

  it('invalid arguments and unknown keys come back as tool errors that say what to change', async () => {
    for (const [name, args, message] of [
      [
        'search_listings',
        { per_page: 500 },
        new RegExp(`per_page: Input should be less than or equal to ${MAX_PER_PAGE}\\b`),
      ],
      ['search_listings', { category: 'spaceships' }, /category: Input should be 'print-finishing-bindery'/],
      ['search_manuals', { per_page: 0 }, /per_page: Input should be greater than or equal to 1/],
      ['get_listing', { slug_or_id: 'no-such-machine' }, /search_listings/],
      ['get_manual', { public_id: 'man_00000000' }, /search_manuals/],
      ['get_checklist', { slug: 'spaceships' }, /Known slugs/],
      ['fetch', { id: 'nothing' }, /search tool/],
    ] as const) {
      const r = await client.callTool(name, args);
      expect(r.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
      expect(r.content[0].text).toMatch(message);
    }
  });

  it('every tool was called', () => {
    expect([...called].sort()).toEqual(tools.map((t) => t.name).sort());
  });
});
