// Calls generated from the published OpenAPI document (/openapi.json), as a
// client generated from it sends them: every value its parameter schemas
// accept, lists as repeated parameters, comma lists or both, now and then a
// parameter nobody declared. Each answer must be a 200 that shows the
// documented effect of every value (tests/support/listing-effects.ts), or
// name the value in ignored_parameters; crossed bounds are the one
// documented refusal.
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { api, base, get } from '../support/http.ts';
import { checkProperty } from '../support/property.ts';
import { callOf, type Schema } from '../support/schema-arbitrary.ts';
import { listingViolations, type Sent } from '../support/listing-effects.ts';

let doc: any;
let samples: Record<string, unknown[]>;
beforeAll(async () => {
  doc = (await get(`${base()}/openapi.json`)).json;
  const all = (await get(api('/listings?status=all&per_page=50'))).json.items;
  samples = {
    q: ['cutter', 'press', 'heidelberg', 'folder', 'cnc'],
    make: [...new Set(all.map((l: any) => l.make))],
    model: all.map((l: any) => l.model),
    location: ['US', 'DE', 'Ohio', 'Europe'],
    ids: [all.slice(0, 3).map((l: any) => l.id), [all[4].slug, 'lst_nope0000']],
    country: [['US'], ['DE', 'AT']],
  };
});

const queryParams = (path: string): Record<string, Schema> =>
  Object.fromEntries(
    doc.paths[path].get.parameters.filter((p: any) => p.in === 'query').map((p: any) => [p.name, p.schema]),
  );

/** The query string a client sends for `args`: a list as repeated parameters, a comma list, or both (`style` picks). */
function encode(args: Record<string, unknown>, style: number): { qs: string; sent: Sent } {
  const qs = new URLSearchParams();
  const sent: Sent = {};
  for (const [k, v] of Object.entries(args)) {
    const values = Array.isArray(v) ? v.map(String) : [String(v)];
    const wire =
      !Array.isArray(v) || values.length < 2
        ? values
        : style === 0
          ? values
          : style === 1
            ? [values.join(',')]
            : [values.slice(0, 1).join(','), values.slice(1).join(',')];
    if (!wire.length) continue; // an empty list sends nothing
    for (const w of wire) qs.append(k, w);
    sent[k] = wire;
  }
  return { qs: qs.toString(), sent };
}

const crossed = (args: Record<string, unknown>) =>
  ['year', 'price'].filter(
    (b) =>
      typeof args[`${b}_min`] === 'number' &&
      typeof args[`${b}_max`] === 'number' &&
      (args[`${b}_min`] as number) > (args[`${b}_max`] as number),
  );

describe('calls generated from /openapi.json', () => {
  it('GET /listings: every accepted value shows its documented effect or is named in ignored_parameters', async () => {
    const params = queryParams('/listings');
    const declared = new Set(Object.keys(params));
    expect([...declared]).toEqual(
      expect.arrayContaining(['condition', 'country', 'status', 'ids', 'model', 'currency', 'fields', 'facets']),
    );
    await checkProperty(
      'GET /listings from the published schema',
      fc.asyncProperty(callOf(params, samples), fc.nat(2), async (args, style) => {
        const { qs, sent } = encode(args, style);
        const r = await get(api(`/listings?${qs}`));
        const what = `GET /listings?${decodeURIComponent(qs).slice(0, 300)}`;
        const bounds = crossed(args);
        if (bounds.length) {
          expect(r.status, what).toBe(422);
          expect(r.json.detail.map((d: any) => d.loc[1]).sort(), what).toEqual(bounds.map((b) => `${b}_max`).sort());
          return;
        }
        expect(r.status, `${what}: ${r.text.slice(0, 300)}`).toBe(200);
        expect(listingViolations(sent, r.json, declared), what).toEqual([]);
      }),
    );
  });

  it('GET /manuals: filters hold on every item, unknown parameters are named', async () => {
    const params = queryParams('/manuals');
    await checkProperty(
      'GET /manuals from the published schema',
      fc.asyncProperty(callOf(params, { make: ['Heidelberg', 'Polar'], model: ['SM52', 'SM 74'] }), async (args) => {
        const { qs, sent } = encode(args, 0);
        const r = await get(api(`/manuals?${qs}`));
        expect(r.status, qs).toBe(200);
        const b = r.json;
        for (const k of Object.keys(sent))
          expect(k in params || b.ignored_parameters.includes(k), `${k} in ${qs}`).toBe(true);
        expect(
          b.ignored_parameters.every((k: string) => !(k in params)),
          qs,
        ).toBe(true);
        const make = String(args.make ?? '')
          .trim()
          .toLowerCase();
        if (make)
          expect(
            b.items.every((m: any) => m.make.toLowerCase() === make),
            qs,
          ).toBe(true);
        for (const k of ['category', 'document_type'] as const)
          if (args[k])
            expect(
              b.items.every((m: any) => m[k] === args[k]),
              qs,
            ).toBe(true);
        if (args.language)
          expect(
            b.items.every(
              (m: any) =>
                m.language.toLowerCase().split(/[-_]/)[0] ===
                String(args.language).trim().toLowerCase().split(/[-_]/)[0],
            ),
            qs,
          ).toBe(true);
      }),
    );
  });

  it('GET /listings/{slug_or_id}: the currency asked for, anything else named', async () => {
    const params = queryParams('/listings/{slug_or_id}');
    const ids = (await get(api('/listings?status=all&per_page=10'))).json.items.map((l: any) => l.id);
    await checkProperty(
      'GET /listings/{slug_or_id} from the published schema',
      fc.asyncProperty(fc.constantFrom(...ids), callOf(params), async (id, args) => {
        const { qs } = encode(args, 0);
        const r = await get(api(`/listings/${id}?${qs}`));
        expect(r.status, qs).toBe(200);
        const currency = String(args.currency ?? 'USD');
        expect(r.json.price_context.currency).toBe(currency);
        if (r.json.data.price_converted) expect(r.json.data.price_converted.currency).toBe(currency);
        expect(r.json.ignored_parameters).toEqual(Object.keys(args).filter((k) => !(k in params)));
      }),
    );
  });
});
