// The search and lookup functions through HTTP: envelope, filters, paging,
// validation in the Pydantic shape, lookups and headers.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, base, get } from '../support/http.ts';
import { openApiValidator } from '../support/openapi.ts';
import { MAX_PER_PAGE, MAX_Q_CHARS, MAX_Q_TERMS } from '../../src/schemas/query.ts';

let oa: Awaited<ReturnType<typeof openApiValidator>>;
beforeAll(async () => {
  oa = await openApiValidator(base());
});

describe('GET /listings', () => {
  it('answers the envelope, valid against OpenAPI, with short-lived caching', async () => {
    const r = await get(api('/listings'));
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(r.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(oa.check('/listings', 'get', 200, r.json)).toEqual([]);
    expect(r.json.per_page).toBe(20);
    expect(r.json.query).toMatchObject({ q: '', category: null, include_sold: false, page: 1, per_page: 20 });
    expect(r.json.items.every((l: any) => l.status === 'available')).toBe(true);
  });

  it('lists newest first when q is empty', async () => {
    const items = (await get(api('/listings?per_page=50'))).json.items;
    for (let i = 1; i < items.length; i++) expect(items[i - 1].listed_at >= items[i].listed_at).toBe(true);
  });

  it('pages with links that lead to the next and previous page', async () => {
    const p1 = (await get(api('/listings?per_page=5'))).json;
    expect(p1.links.prev).toBeNull();
    const p2 = (await get(p1.links.next)).json;
    expect(p2.page).toBe(2);
    expect((await get(p2.links.prev)).json.items.map((x: any) => x.id)).toEqual(p1.items.map((x: any) => x.id));
    const last = (await get(api(`/listings?per_page=5&page=${p1.total_pages}`))).json;
    expect(last.links.next).toBeNull();
  });

  it('counts facets over the whole match set', async () => {
    const all = (await get(api('/listings?per_page=50&include_sold=true'))).json;
    const sumCat = all.facets.category.reduce((n: number, f: any) => n + f.count, 0);
    expect(sumCat).toBe(all.total);
    for (const f of all.facets.condition.slice(0, 3)) {
      const r = (await get(api(`/listings?include_sold=true&condition=${f.value}&per_page=1`))).json;
      expect(r.total).toBe(f.count);
    }
  });

  it('filters by location code and name, ignoring case and accents', async () => {
    const de = (await get(api('/listings?location=de&per_page=50'))).json;
    expect(de.total).toBeGreaterThan(0);
    expect(de.items.every((l: any) => l.location.country === 'DE' || l.location.region_code === 'DE')).toBe(true);
    const germany = (await get(api('/listings?location=Germany&per_page=1'))).json;
    expect(germany.total).toBe(
      de.items.filter((l: any) => l.location.country === 'DE').length === de.total ? de.total : germany.total,
    );
    const ohio = (await get(api('/listings?location=ohio&per_page=50'))).json;
    expect(ohio.items.every((l: any) => /ohio/i.test(l.location.region ?? ''))).toBe(true);
  });

  it('adds sold listings only when include_sold is true', async () => {
    const off = (await get(api('/listings?per_page=1'))).json.total;
    const on = (await get(api('/listings?per_page=50&include_sold=yes'))).json;
    expect(on.total).toBeGreaterThan(off);
    expect(on.query.include_sold).toBe(true);
  });
});

describe('validation (FastAPI / Pydantic v2 shape)', () => {
  const detail = async (qs: string, path = '/listings') => {
    const r = await get(api(`${path}?${qs}`));
    expect(r.status).toBe(422);
    expect(oa.check(path, 'get', 422, r.json)).toEqual([]);
    return r.json.detail;
  };

  it('page=0', async () => {
    expect(await detail('page=0')).toEqual([
      {
        type: 'greater_than_equal',
        loc: ['query', 'page'],
        msg: 'Input should be greater than or equal to 1',
        input: '0',
        ctx: { ge: 1 },
      },
    ]);
  });

  it('per_page past its limit and every failing parameter at once', async () => {
    const d = await detail(
      `per_page=${MAX_PER_PAGE + 1}&page=abc&include_sold=maybe&category=spaceships&condition=shiny`,
    );
    expect(d.map((e: any) => e.loc[1])).toEqual(['category', 'condition', 'include_sold', 'page', 'per_page']);
    expect(d.find((e: any) => e.loc[1] === 'per_page')).toEqual({
      type: 'less_than_equal',
      loc: ['query', 'per_page'],
      msg: `Input should be less than or equal to ${MAX_PER_PAGE}`,
      input: String(MAX_PER_PAGE + 1),
      ctx: { le: MAX_PER_PAGE },
    });
    expect(d.find((e: any) => e.loc[1] === 'page').type).toBe('int_parsing');
    expect(d.find((e: any) => e.loc[1] === 'include_sold').msg).toBe(
      'Input should be a valid boolean, unable to interpret input',
    );
    const cat = d.find((e: any) => e.loc[1] === 'category');
    expect(cat.type).toBe('enum');
    expect(cat.msg).toMatch(/^Input should be 'print-finishing-bindery', .* or 'raw-materials'$/);
    expect(cat.ctx.expected).toContain("'cnc-metalworking'");
  });

  it.each([
    ['-1', 'greater_than_equal'],
    ['', 'int_parsing'],
    ['1.5', 'int_parsing'],
    ['1e3', 'int_parsing'],
    ['0x10', 'int_parsing'],
  ])('page=%s is %s', async (v, type) => {
    expect((await detail(`page=${encodeURIComponent(v)}`))[0].type).toBe(type);
  });

  it.each([' 2 ', '+2', '002'])('page=%s is accepted as 2', async (v) => {
    const r = await get(api(`/listings?page=${encodeURIComponent(v)}`));
    expect(r.status).toBe(200);
    expect(r.json.page).toBe(2);
  });

  it('a huge page number is a valid empty page', async () => {
    const r = await get(api('/listings?page=99999999999999999999999'));
    expect(r.status).toBe(200);
    expect(r.json.items).toEqual([]);
  });

  it.each(['true', 'T', 'yes', 'Y', 'on', '1', 'FALSE', 'f', 'no', 'n', 'off', '0'])(
    'include_sold=%s is a boolean',
    async (v) => {
      expect((await get(api(`/listings?include_sold=${v}&per_page=1`))).status).toBe(200);
    },
  );

  it('accepts category and condition labels in any case', async () => {
    const a = (await get(api('/listings?category=food%20AND%20beverage&condition=FOR%20PARTS&per_page=1'))).json;
    expect(a.query.category).toBe('food-beverage');
    expect(a.query.condition).toEqual(['for-parts']);
  });

  it('ignores unknown parameters and takes the last of repeated ones', async () => {
    const r = (await get(api('/listings?foo=bar&page=1&page=2&per_page=3'))).json;
    expect(r.page).toBe(2);
  });

  it('cuts an overlong q instead of failing', async () => {
    const q = Array.from({ length: 100 }, (_, i) => `word${i}`).join(' ');
    const r = await get(api(`/listings?q=${encodeURIComponent(q)}`));
    expect(r.status).toBe(200);
    expect(r.json.query.q.length).toBeLessThanOrEqual(MAX_Q_CHARS);
    expect(r.json.query.q.split(' ').length).toBeLessThanOrEqual(MAX_Q_TERMS);
  });

  it('manuals validate per_page against their own limits', async () => {
    expect((await detail('per_page=0', '/manuals'))[0].type).toBe('greater_than_equal');
  });
});

describe('lookups', () => {
  it('finds a listing by slug and by id, with a canonical Link', async () => {
    const l = (await get(api('/listings?per_page=1'))).json.items[0];
    for (const key of [l.slug, l.id]) {
      const r = await get(api(`/listings/${encodeURIComponent(key)}`));
      expect(r.status).toBe(200);
      expect(r.json.data).toEqual(l);
      expect(r.headers.get('link')).toBe(`<${l.url}>; rel="canonical"`);
      expect(oa.check('/listings/{slug_or_id}', 'get', 200, r.json)).toEqual([]);
    }
  });

  it('the API lookup is byte-for-byte the listing .json file', async () => {
    const l = (await get(api('/listings?per_page=1&page=3'))).json.items[0];
    const a = await get(api(`/listings/${l.slug}`));
    const b = await get(l.json_url);
    expect(a.text).toBe(b.text);
  });

  it('finds a sold listing, which says sold', async () => {
    const sold =
      (await get(api('/listings?include_sold=true&per_page=50'))).json.items.find((x: any) => x.status === 'sold') ??
      (await get(api('/listings?include_sold=true&per_page=50&page=2'))).json.items.find(
        (x: any) => x.status === 'sold',
      );
    expect(sold).toBeDefined();
    const r = await get(api(`/listings/${sold.id}`));
    expect(r.json.data.status).toBe('sold');
    expect(r.json.data.sold_at).not.toBeNull();
  });

  it('unknown listing and manual are 404 with the contract detail', async () => {
    expect((await get(api('/listings/lst_00000000'))).json).toEqual({ detail: 'Listing not found' });
    expect((await get(api('/listings/not-a-listing'))).status).toBe(404);
    expect((await get(api('/manuals/man_00000000'))).json).toEqual({ detail: 'Manual not found' });
  });

  it('finds a manual by public id', async () => {
    const m = (await get(api('/manuals?per_page=1'))).json.items[0];
    const r = await get(api(`/manuals/${m.id}`));
    expect(r.status).toBe(200);
    expect(r.json.data).toEqual(m);
    expect(oa.check('/manuals/{public_id}', 'get', 200, r.json)).toEqual([]);
  });

  it('POST on a search or lookup is a JSON 405', async () => {
    for (const p of ['/listings', '/manuals', '/listings/x']) {
      const r = await get(api(p), { method: 'POST', body: '{}' });
      expect(r.status).toBe(405);
      expect(r.json).toEqual({ detail: 'Method Not Allowed' });
      expect(r.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    }
  });

  it('search results answer a conditional GET with 304', async () => {
    const a = await get(api('/listings?q=cutter'));
    const b = await get(api('/listings?q=cutter'), { headers: { 'if-none-match': a.headers.get('etag')! } });
    expect(b.status).toBe(304);
  });
});

describe('filters, sorts and lean answers (CONTRACT §4 additions)', () => {
  it('crossed bounds: 422 value_error on the upper bound, with the contract words', async () => {
    const r = await get(api('/listings?year_min=2015&year_max=2010&price_min=5000&price_max=100'));
    expect(r.status).toBe(422);
    expect(r.json.detail.map((d: any) => [d.type, d.loc, d.msg])).toEqual([
      ['value_error', ['query', 'year_max'], 'Value error, year_max must be greater than or equal to year_min'],
      ['value_error', ['query', 'price_max'], 'Value error, price_max must be greater than or equal to price_min'],
    ]);
    expect(r.json.detail[0].input).toBe('2010');
    expect(oa.check('/listings', 'get', 422, r.json)).toEqual([]);
  });
  it.each([
    ['year_min=1899', 'greater_than_equal'],
    ['year_max=2101', 'less_than_equal'],
    ['year_min=abc', 'int_parsing'],
    ['price_min=-1', 'greater_than_equal'],
    ['price_max=ten', 'float_parsing'],
    ['currency=JPY', 'enum'],
    ['sort=cheapest', 'enum'],
    ['fields=title,colour', 'enum', 'colour'],
    ['facets=colour', 'enum', 'colour'],
    ['country=DEU', 'string_pattern_mismatch', 'DEU'],
    ['country=DE&country=AUT', 'string_pattern_mismatch', 'AUT'],
    ['status=lost', 'enum', 'lost'],
    ['condition=good,shiny', 'enum', 'shiny'],
    [`ids=${Array.from({ length: MAX_PER_PAGE + 1 }, (_, i) => `lst_x${i}`).join(',')}`, 'too_long'],
  ] as [string, string, string?][])('%s is a 422 %s', async (qs, type, refused) => {
    const r = await get(api(`/listings?${qs}`));
    expect(r.status).toBe(422);
    expect(r.json.detail[0].type).toBe(type);
    expect(r.json.detail[0].loc).toEqual(['query', qs.split('=')[0]]);
    // A list names the one value it refused.
    if (refused) expect(r.json.detail[0].input).toBe(refused);
  });
  it('an unknown currency names every currency with a published rate and where the rates are', async () => {
    const r = await get(api('/listings?currency=JPY'));
    const rates = (await get(api('/snapshot'))).json.data.exchange_rates.rates;
    expect(r.status).toBe(422);
    for (const c of Object.keys(rates)) expect(r.json.detail[0].msg).toContain(`'${c}'`);
    expect(r.json.detail[0].ctx.rates_url).toBe(api('/snapshot'));
    expect((await get(api('/listings?currency=chf&per_page=1'))).json.query.currency).toBe('CHF');
  });
  it('an unknown sort lists the accepted values', async () => {
    const r = await get(api('/listings?sort=cheapest'));
    expect(r.json.detail[0].msg).toBe(
      "Input should be 'relevance', 'newest', 'price_asc', 'price_desc', 'year_desc' or 'year_asc'",
    );
  });
  it('fields keeps id, title, url and the keys asked for; dotted paths narrow', async () => {
    const r = await get(api('/listings?fields=price,location.display&facets=none&per_page=5'));
    expect(r.status).toBe(200);
    for (const i of r.json.items) {
      expect(Object.keys(i)).toEqual(['id', 'title', 'url', 'location', 'price']);
      expect(Object.keys(i.location)).toEqual(['display']);
    }
    expect(r.json.facets).toEqual({});
    expect(oa.check('/listings', 'get', 200, r.json)).toEqual([]);
    expect(r.json.links.self).toContain('fields=price,location.display');
  });
  it('facets subset, country facet and stats in the requested currency', async () => {
    const usd = (await get(api('/listings?facets=price,year,country'))).json;
    expect(Object.keys(usd.facets)).toEqual(['country', 'year', 'price']);
    const eur = (await get(api('/listings?facets=price&currency=eur'))).json;
    expect(eur.query.currency).toBe('EUR');
    const snap = (await get(api('/snapshot'))).json.data.exchange_rates;
    expect(snap.base).toBe('USD');
    expect(eur.facets.price.max).toBeCloseTo(usd.facets.price.max / snap.rates.EUR, 1);
  });
  it('ignored_parameters names what was not understood', async () => {
    const r = await get(api('/listings?colour=red&q=press&maxprice=5'));
    expect(r.json.ignored_parameters).toEqual(['colour', 'maxprice']);
    expect((await get(api('/listings?q=press'))).json.ignored_parameters).toEqual([]);
  });
  it('the buyer errand in one call: folder, Germany, under 20,000 EUR, after 2010, cheapest first', async () => {
    const r = await get(
      api('/listings?q=folder&country=de&price_max=20000&currency=EUR&year_min=2011&sort=price_asc&per_page=50'),
    );
    expect(r.status).toBe(200);
    expect(r.json.query).toMatchObject({
      country: ['DE'],
      currency: 'EUR',
      sort: 'price_asc',
      year_min: 2011,
      price_max: 20000,
    });
    for (const l of r.json.items) {
      expect(l.location.country).toBe('DE');
      expect(l.year).toBeGreaterThanOrEqual(2011);
    }
  });
  it('default sort: newest without q, relevance with q', async () => {
    expect((await get(api('/listings'))).json.query.sort).toBe('newest');
    expect((await get(api('/listings?q=press'))).json.query.sort).toBe('relevance');
  });
  it('a q with no searchable word matches nothing; filler words are read out and named; relaxed says what was loosened', async () => {
    expect((await get(api(`/listings?q=${encodeURIComponent('😀')}`))).json.total).toBe(0);
    const r = (await get(api('/listings?q=buckle+folder+for+sale'))).json;
    expect(r.relaxed).toBeNull();
    expect(r.understood.phrases.filter((p: any) => p.kind === 'filler')).toEqual([
      expect.objectContaining({ phrase: 'for sale' }),
    ]);
    expect(r.total).toBeGreaterThan(0);
    const any = (await get(api('/listings?q=buckle+folder+zzzqqqxxxyy'))).json;
    expect(any.relaxed).toEqual({ dropped: [], mode: 'any' });
  });
  it('location=USA equals country=US; manual language by primary subtag', async () => {
    expect((await get(api('/listings?location=USA'))).json.total).toBe(
      (await get(api('/listings?country=US'))).json.total,
    );
    const m = await get(api('/manuals?language=EN&document_type=operator'));
    expect(m.status).toBe(200);
    expect(
      m.json.items.every((x: any) => x.language.toLowerCase().startsWith('en') && x.document_type === 'operator'),
    ).toBe(true);
  });
});

describe('related and case-insensitive lookups', () => {
  it('a lookup carries related, byte-identical to /listings/{slug}.json; ids in any case', async () => {
    const first = (await get(api('/listings?per_page=1'))).json.items[0];
    const up = await get(api(`/listings/${first.id.toUpperCase()}`));
    expect(up.status).toBe(200);
    expect(up.json.related.checklist.api_url).toMatch(/\/api\/agents\/v1\/checklists\//);
    expect(Array.isArray(up.json.related.manuals) && Array.isArray(up.json.related.guides)).toBe(true);
    expect(oa.check('/listings/{slug_or_id}', 'get', 200, up.json)).toEqual([]);
    const file = await get(`${base()}/listings/${first.slug}.json`);
    const bySlug = await get(api(`/listings/${first.slug}`));
    expect(bySlug.text).toBe(file.text);
    expect(up.text).toBe(file.text);
  });
});
