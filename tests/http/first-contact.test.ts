// What a new user hits in the first five minutes (CONTRACT.md §1–§5): the seed's
// /site shape and plans, the API base as an index, listing pages by id, case-
// insensitive negotiation, and 404 pages that advertise no twin.
import { describe, expect, it } from 'vitest';
import { api, base, get } from '../support/http.ts';

// The plans in the seed's words: the oracle, written out here on purpose rather than imported.
const PLANS = [/Basic: free, 1 listing/, /Pro: 49 USD per month/, /Enterprise: 149 USD per month, with API access/];
const NO_PLAN = /need no plan/i;

describe('/site in the seed shape', () => {
  it('every field has the seed type: strings, arrays of labelled facts, FAQ pairs', async () => {
    const { status, json } = await get(api('/site'));
    expect(status).toBe(200);
    for (const k of ['source', 'home', 'attribution', 'license_research', 'for_agents'])
      expect(typeof json[k], k).toBe('string');
    expect(json.license_research).toMatch(/CC BY 4\.0.*https:\/\/creativecommons\.org\/licenses\/by\/4\.0\//);
    const d = json.data;
    for (const k of [
      'name',
      'slogan',
      'description',
      'one_liner',
      'url',
      'contact_email',
      'citation',
      'agent_guide',
      'llms_txt',
    ])
      expect(typeof d[k], k).toBe('string');
    expect(d.facts.every((f: any) => typeof f.label === 'string' && typeof f.value === 'string')).toBe(true);
    expect(d.knows_about.every((x: unknown) => typeof x === 'string')).toBe(true);
    expect(d.faq.every((f: any) => typeof f.q === 'string' && typeof f.a === 'string')).toBe(true);
    const labels = d.facts.map((f: any) => f.label.toLowerCase());
    for (const l of [
      'type',
      'audience',
      'categories',
      'what a listing includes',
      'manuals',
      'inquiries',
      'plans',
      'research license',
      'agent access',
      'contact',
    ]) {
      expect(labels, l).toContain(l);
    }
  });

  it('the plans fact names all three plans with their prices and says reading needs no plan', async () => {
    const { json } = await get(api('/site'));
    const plans = json.data.facts.find((f: any) => f.label === 'Plans').value;
    for (const p of [...PLANS, NO_PLAN]) expect(plans).toMatch(p);
  });

  it('the same plans in llms.txt, the agent guide twin, the home page and the OpenAPI description', async () => {
    const texts = {
      'llms.txt': (await get(`${base()}/llms.txt`)).text,
      'for-agents.md': (await get(`${base()}/for-agents.md`)).text,
      home: (await get(`${base()}/`)).text,
      openapi: (await get(`${base()}/openapi.json`)).json.info.description,
    };
    for (const [where, text] of Object.entries(texts))
      for (const p of [...PLANS, NO_PLAN]) expect(text, where).toMatch(p);
  });
});

describe('the API base', () => {
  for (const path of ['', '/']) {
    it(`GET /api/agents/v1${path} is a JSON index of every endpoint, OpenAPI, MCP and the agent guide`, async () => {
      const r = await get(`${base()}/api/agents/v1${path}`);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toMatch(/^application\/json/);
      expect(r.json.openapi).toBe(api('/openapi.json'));
      expect(r.json.mcp).toBe(api('/mcp'));
      expect(r.json.agent_guide).toBe(`${base()}/for-agents`);
      const documented = Object.keys((await get(api('/openapi.json'))).json.paths).filter((p) => p !== '/');
      expect(new Set(r.json.endpoints.map((e: any) => e.path))).toEqual(new Set(documented));
    });
  }

  it('every endpoint without a path parameter answers GET (or POST for MCP) at the URL the index gives', async () => {
    const { json } = await get(api(''));
    for (const e of json.endpoints.filter((x: any) => !x.path.includes('{') && x.method === 'GET')) {
      const r = await get(e.url);
      expect(r.status, e.url).toBe(200);
    }
  });
});

describe('listing pages by public id', () => {
  const first = async () => (await get(api('/listings?per_page=1'))).json.items[0];

  for (const suffix of ['', '.md', '.json']) {
    it(`/listings/{id}${suffix} → 308 to the slug address${suffix}`, async () => {
      const l = await first();
      const r = await get(`${base()}/listings/${l.id}${suffix}`);
      expect(r.status).toBe(308);
      expect(r.headers.get('location')).toBe(`${l.url}${suffix}`);
      const followed = await get(r.headers.get('location')!);
      expect(followed.status).toBe(200);
    });
  }

  it('ids in another case redirect too; an unknown id is the HTML 404 without a twin link', async () => {
    const l = await first();
    const upper = await get(`${base()}/listings/${l.id.toUpperCase()}`);
    expect(upper.status).toBe(308);
    expect(upper.headers.get('location')).toBe(l.url);
    const missing = await get(`${base()}/listings/lst_00000000zz`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
    expect(missing.headers.get('link')).toBeNull();
  });
});

describe('404 pages and twins', () => {
  it('a missing page advertises no markdown twin, an existing one does', async () => {
    for (const p of ['/no-such-page', '/listings/no-such-listing', '/guides/nope']) {
      const r = await get(`${base()}${p}`);
      expect(r.status, p).toBe(404);
      expect(r.headers.get('link'), p).toBeNull();
    }
    const ok = await get(`${base()}/glossary`);
    expect(ok.headers.get('link')).toContain(`<${base()}/glossary.md>; rel="alternate"`);
    expect((await get(`${base()}/glossary.md`)).status).toBe(200);
  });
});

describe('negotiation ignores case', () => {
  for (const accept of ['TEXT/MARKDOWN', 'Text/Markdown; Q=1', 'text/html;q=0.5, TEXT/markdown']) {
    it(`Accept: ${accept} gets the twin`, async () => {
      const r = await get(`${base()}/glossary`, { headers: { accept } });
      expect(r.headers.get('content-type')).toMatch(/^text\/markdown/);
      expect(r.text).toMatch(/^# /);
    });
  }
  for (const format of ['md', 'markdown', 'MD', 'Markdown']) {
    it(`?format=${format} gets the twin`, async () => {
      const r = await get(`${base()}/checklists?format=${format}`);
      expect(r.headers.get('content-type')).toMatch(/^text\/markdown/);
    });
  }
  it('?format=html and Accept: text/html still get the page', async () => {
    expect((await get(`${base()}/glossary?format=html`)).headers.get('content-type')).toMatch(/^text\/html/);
    expect((await get(`${base()}/glossary`, { headers: { accept: 'TEXT/HTML' } })).headers.get('content-type')).toMatch(
      /^text\/html/,
    );
  });
});
