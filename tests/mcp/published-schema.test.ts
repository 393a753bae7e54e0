// Calls generated from the published MCP tool schemas (tools/list inputSchema),
// through the official v2 client on 2026-07-28: every value a tool's schema
// accepts, lists as JSON arrays, now and then an argument nobody declared.
// Each result must be valid against the tool's outputSchema, name every
// argument it did not apply in ignored_parameters, show the documented effect
// of every value (the listing search: tests/support/listing-effects.ts) and
// equal the REST body of the same call; a tool error only where documented
// (an id that names nothing, crossed bounds).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Ajv2020 from 'ajv/dist/2020.js';
import { api, get } from '../support/http.ts';
import { checkProperty } from '../support/property.ts';
import { callOf, type Schema } from '../support/schema-arbitrary.ts';
import { listingViolations, type Sent } from '../support/listing-effects.ts';
import { connect, type McpTestClient } from './clients.ts';

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
let client: McpTestClient;
let tools: any[];
let samples: Record<string, unknown[]>;

beforeAll(async () => {
  client = await connect('v2 (2026-07-28)', api('/mcp'));
  tools = (await client.listTools()).tools;
  const listings = (await get(api('/listings?status=all&per_page=50'))).json.items;
  const manuals = (await get(api('/manuals?per_page=10'))).json.items;
  const checklists = (await get(api('/checklists'))).json.data.checklists;
  samples = {
    slug_or_id: [...listings.slice(0, 5).map((l: any) => l.id), listings[5].slug, listings[6].slug.toUpperCase()],
    ids: [listings.slice(0, 3).map((l: any) => l.id), [listings[7].slug, 'lst_nope0000']],
    public_id: manuals.slice(0, 3).map((m: any) => m.id),
    slug: checklists.map((c: any) => c.slug),
    id: [listings[0].id, manuals[0].id],
    make: [...new Set(listings.map((l: any) => l.make))],
    model: listings.map((l: any) => l.model),
    q: ['cutter', 'press', 'folder'],
    query: ['guillotine cutter', 'spindle taper'],
    term: ['guillotine cutter'],
    country: [['US'], ['DE', 'AT']],
  };
});
afterAll(() => client?.close());

/** MCP arguments as the REST parameters they stand for (a list's elements as repeated values). */
const asSent = (args: Record<string, unknown>): Sent =>
  Object.fromEntries(
    Object.entries(args)
      .filter(([, v]) => v !== undefined && v !== null && !(Array.isArray(v) && !v.length))
      .map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : [String(v)]]),
  );
const query = (sent: Sent) =>
  new URLSearchParams(Object.entries(sent).flatMap(([k, vs]) => vs.map((v) => [k, v]))).toString();
const crossed = (a: Record<string, any>) =>
  ['year', 'price'].some(
    (b) => typeof a[`${b}_min`] === 'number' && typeof a[`${b}_max`] === 'number' && a[`${b}_min`] > a[`${b}_max`],
  );

/** search_listings' own defaults: the compact item, and no facets unless full records are asked for (then every one). */
const searchDefaults = (sent: Sent): Sent => ({
  fields: ['compact'],
  ...(sent.fields?.some((f) => f.toLowerCase() === 'all') ? {} : { facets: ['none'] }),
  ...sent,
});

/** The REST call the tool's body is documented to equal, or null (no REST twin, or a tool with no such promise). */
function restTwin(name: string, sent: Sent, declared: Set<string>): string | null {
  const own = Object.fromEntries(Object.entries(sent).filter(([k]) => declared.has(k)));
  if (name === 'search_listings') return `/listings?${query(searchDefaults(own))}`;
  if (name === 'get_listings') return `/listings?${query({ ...own, facets: ['none'] })}`;
  if (name === 'search_manuals') return `/manuals?${query(own)}`;
  if (name === 'get_listing')
    return `/listings/${encodeURIComponent(sent.slug_or_id[0])}?${query({ ...own, slug_or_id: [] })}`;
  return null;
}

describe('calls generated from the tools/list input schemas (v2 client, 2026-07-28)', () => {
  it('every tool: valid output, every argument applied as documented or named in ignored_parameters', async () => {
    const tool = fc.constantFrom(...tools.map((t) => t.name)).chain((name) => {
      const t = tools.find((x) => x.name === name)!;
      return callOf(t.inputSchema.properties as Record<string, Schema>, samples, t.inputSchema.required ?? []).map(
        (args) => [name, args] as const,
      );
    });
    await checkProperty(
      'MCP tools from the published input schemas',
      fc.asyncProperty(tool, async ([name, args]) => {
        const t = tools.find((x) => x.name === name)!;
        const what = `${t.name} ${JSON.stringify(args).slice(0, 300)}`;
        const r = await client.callTool(t.name, args);
        const declared = new Set(Object.keys(t.inputSchema.properties));
        const sent = asSent(args);
        if (r.isError) {
          // Documented refusals only: a key that names nothing, or crossed bounds.
          const text = r.content[0].text;
          expect(
            /^No (listing|manual|checklist|glossary term)|^Unknown id|must be greater than or equal to/.test(text) ||
              crossed(args),
            `${what}: ${text}`,
          ).toBe(true);
          return;
        }
        const body = r.structuredContent;
        const validate = ajv.compile(t.outputSchema);
        expect(validate(body), `${what}: ${JSON.stringify(validate.errors?.slice(0, 2))}`).toBe(true);
        const unknown = Object.keys(args).filter((k) => !declared.has(k));
        for (const k of unknown) expect(body.ignored_parameters ?? [], `${what}: ${k} not named`).toContain(k);
        if (t.name === 'search_listings') {
          expect(listingViolations(searchDefaults(sent), body, declared), what).toEqual([]);
        }
        if (t.name === 'get_listings')
          expect(
            listingViolations({ ...sent, facets: ['none'] }, body, new Set([...declared, 'facets'])),
            what,
          ).toEqual([]);
        if (t.name === 'get_listing') expect(body.price_context.currency, what).toBe(String(args.currency ?? 'USD'));
        const twin = restTwin(t.name, sent, declared);
        if (twin) {
          const rest = await get(api(twin));
          expect(rest.status, `${what} → ${twin}`).toBe(200);
          // The same body, but for what only MCP was sent (the arguments REST never saw).
          expect({ ...body, ignored_parameters: rest.json.ignored_parameters }, `${what} → ${twin}`).toEqual(rest.json);
        }
      }),
    );
  });
});
