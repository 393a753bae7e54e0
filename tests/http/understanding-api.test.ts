// q read as buyers say it, over HTTP against the built functions: the understood block (valid against
// OpenAPI), the filters it set, explicit parameters winning; the glossary lookup function.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, base, get } from '../support/http.ts';
import { openApiValidator } from '../support/openapi.ts';

let oa: Awaited<ReturnType<typeof openApiValidator>>;
beforeAll(async () => {
  oa = await openApiValidator(base());
});
const enc = encodeURIComponent;

describe('GET /listings with q as a buyer writes it', () => {
  it('reads price, place and order out of q; the answer meets every one', async () => {
    const r = await get(
      api(`/listings?q=${enc('Falzmaschine in den USA unter 40.000 € günstigste zuerst')}&per_page=50`),
    );
    expect(r.status).toBe(200);
    expect(oa.check('/listings', 'get', 200, r.json)).toEqual([]);
    const u = r.json.understood;
    expect(u.phrases.map((p: any) => p.kind)).toEqual(['type', 'place', 'price', 'order']);
    expect(u.phrases[0].means).toBe('folder');
    expect(u.text).toBe('folder');
    expect(r.json.total).toBeGreaterThan(0);
    const eur = r.json.items.map((l: any) => l.price);
    for (const l of r.json.items) expect(l.location.country).toBe('US');
    expect(eur.every((p: any) => p.amount !== null)).toBe(true);
    // the query echo is what was sent; the understood block is what it meant
    expect(r.json.query.price_max).toBeNull();
  });

  it('an explicit parameter wins and the phrase says it was overridden', async () => {
    const r = await get(api(`/listings?q=${enc('cutter after 2015')}&year_min=2000`));
    const year = r.json.understood.phrases.find((p: any) => p.kind === 'year');
    expect(year).toMatchObject({ applied: false, filter: { year_min: 2016 } });
    expect(r.json.items.some((l: any) => l.year < 2016)).toBe(true);
  });

  it('never empty when a spelling correction exists, and says so', async () => {
    const r = await get(api('/listings?q=kronas'));
    expect(r.json.total).toBeGreaterThan(0);
    expect(r.json.understood.did_you_mean).toBeTruthy();
    expect(r.json.understood.corrections[0].word).toBe('kronas');
  });

  it('no q: no understood block', async () => {
    expect((await get(api('/listings'))).json.understood).toBeNull();
  });
});

describe('GET /glossary?term=', () => {
  it('finds a term written without its punctuation, valid against OpenAPI', async () => {
    const r = await get(api(`/glossary?term=${enc('as is where is')}`));
    expect(r.status).toBe(200);
    expect(r.json.data.terms.map((t: any) => t.term)).toEqual(['As is, where is']);
    expect(oa.check('/glossary', 'get', 200, r.json)).toEqual([]);
  });
  it('near spellings; 404 in our JSON shape when nothing is near', async () => {
    expect((await get(api('/glossary?term=spindel%20taper'))).json.data.terms[0].term).toBe('Spindle taper');
    const miss = await get(api('/glossary?term=qqqqqqqq'));
    expect(miss.status).toBe(404);
    expect(miss.json).toEqual({ detail: 'Glossary term not found' });
  });
  it('without a term (or an empty one) the whole glossary', async () => {
    const all = await get(api('/glossary'));
    const empty = await get(api('/glossary?term='));
    expect(empty.json.data.terms.length).toBe(all.json.data.terms.length);
  });
});
