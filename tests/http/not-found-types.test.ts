// A miss answers in the type that was asked for (src/http/not-found.ts):
// `/listings/nope.json` like the API lookup's 404, `/listings/nope.md` and a
// negotiated twin a markdown 404, a file nobody serves plain text, a page the
// HTML 404 page. Over every extension class and prefix, and a listing id.
import { describe, expect, it } from 'vitest';
import { api, base, get } from '../support/http.ts';

const EXTENSIONS: [string, RegExp][] = [
  ['json', /^application\/json/],
  ['JSON', /^application\/json/],
  ['Json', /^application\/json/],
  ['md', /^text\/markdown/],
  ['MD', /^text\/markdown/],
  ['markdown', /^text\/markdown/],
  ['txt', /^text\/plain/],
  ['xml', /^text\/plain/],
  ['yaml', /^text\/plain/],
  ['csv', /^text\/plain/],
  ['pdf', /^text\/plain/],
  ['png', /^text\/plain/],
  ['html', /^text\/html/],
  ['htm', /^text\/html/],
];
const PREFIXES = [
  '/listings/nope',
  '/listings/lst_00000000zz',
  '/guides/nope',
  '/nope',
  '/manuals/nope',
  '/market-snapshot/x',
  '/content/listings/nope',
];

describe('a miss in its own type', () => {
  it(`${EXTENSIONS.length} extensions × ${PREFIXES.length} prefixes`, async () => {
    const wrong: string[] = [];
    for (const prefix of PREFIXES) {
      for (const [ext, type] of EXTENSIONS) {
        const r = await get(`${base()}${prefix}.${ext}`);
        const ct = r.headers.get('content-type') ?? '';
        if (r.status !== 404 || !type.test(ct) || r.headers.get('link'))
          wrong.push(`${prefix}.${ext}: ${r.status} ${ct} ${r.headers.get('link') ?? ''}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('/listings/{slug}.json misses byte for byte like the API lookup', async () => {
    for (const key of ['nope', 'lst_00000000zz']) {
      const file = await get(`${base()}/listings/${key}.json`);
      const lookup = await get(api(`/listings/${key}`));
      expect(file.status).toBe(404);
      expect(file.text).toBe(lookup.text);
      expect(file.text).toBe('{"detail":"Listing not found"}');
    }
    expect((await get(`${base()}/nope.json`)).text).toBe('{"detail":"Not Found"}');
  });

  it('the markdown 404 is a twin: a title, the ways on as markdown links, no twin link header', async () => {
    for (const r of [
      await get(`${base()}/listings/nope.md`),
      await get(`${base()}/nope`, { headers: { accept: 'text/markdown' } }),
      await get(`${base()}/guides/nope?format=md`),
    ]) {
      expect(r.status).toBe(404);
      expect(r.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(r.text).toMatch(/^# Page not found\n/);
      expect(r.text).toContain(`(<${base()}/listings.md>)`);
    }
  });

  it("an existing listing's twins still answer 200, and another extension of it is a 404 in that type", async () => {
    const { json } = await get(api('/listings?per_page=1'));
    const slug = json.items[0].slug;
    expect((await get(`${base()}/listings/${slug}.md`)).status).toBe(200);
    expect((await get(`${base()}/listings/${slug}.json`)).status).toBe(200);
    const txt = await get(`${base()}/listings/${slug}.txt`);
    expect([txt.status, txt.headers.get('content-type')]).toEqual([404, 'text/plain; charset=utf-8']);
  });
});
