// Every 422 `type` the parameter parsers can send is in the OpenAPI
// document's enum, and every type the enum lists is one they send. The
// parsers are driven with each parameter alone (a catalogue of awkward values
// and random strings) and with the bound pairs that contradict each other.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildOpenApi } from '../../src/openapi/document.ts';
import { ListingLookupParams, ListingSearchParams, ManualSearchParams } from '../../src/schemas/query.ts';
import { parseParams } from '../../src/schemas/parse-params.ts';
import type { ParamSpec } from '../../src/schemas/parse-params.ts';
import { SEED } from '../support/property.ts';

const doc = buildOpenApi('http://localhost:4321') as { components: { schemas: Record<string, any> } };
const documented: string[] = doc.components.schemas.ValidationErrorItem.properties.type.enum;

const AWKWARD = [
  '',
  ' ',
  'x',
  '-1',
  '0',
  '1',
  '+7',
  '1.5',
  '1e3',
  '1e999',
  'NaN',
  'Infinity',
  '99999999999999999999',
  '2101',
  '1899',
  'true',
  'yes',
  'maybe',
  'DE',
  'de,at',
  'D',
  'DEU',
  'a,b,c',
  'none',
  'all',
  'compact',
  'USD',
  'usd',
  'XXX',
  'new',
  'good',
  'shiny',
  'lst_abc',
  'x'.repeat(300),
  Array.from({ length: 80 }, (_, i) => `lst_${String(i).padStart(8, '0')}`).join(','),
  Array.from({ length: 80 }, () => 'DE').join(','),
];
const SPECS: [string, ParamSpec][] = [
  ['listings', ListingSearchParams],
  ['listing lookup', ListingLookupParams],
  ['manuals', ManualSearchParams],
];
const BOUNDS: Record<string, string>[] = [
  { year_min: '2020', year_max: '2010' },
  { price_min: '500', price_max: '100' },
];

function typesOf(spec: ParamSpec, raw: Record<string, string>, into: Set<string>) {
  const r = parseParams(spec, new URLSearchParams(raw));
  if (!r.ok) for (const e of r.errors) into.add(e.type);
}

describe('422 types', () => {
  const sent = new Set<string>();

  it('the parsers, fed awkward values, random strings and crossed bounds, send only documented types', () => {
    for (const [, spec] of SPECS) {
      for (const name of Object.keys(spec)) for (const v of AWKWARD) typesOf(spec, { [name]: v }, sent);
      for (const b of BOUNDS) typesOf(spec, b, sent);
      fc.assert(
        fc.property(fc.constantFrom(...Object.keys(spec)), fc.string({ maxLength: 40 }), (name, v) => {
          typesOf(spec, { [name]: v }, sent);
        }),
        { seed: SEED, numRuns: 400 },
      );
    }
    expect([...sent].filter((t) => !documented.includes(t))).toEqual([]);
  });

  it('the document lists no type the parsers never send', () => {
    expect(documented.filter((t) => !sent.has(t))).toEqual([]);
  });

  it('the convention is in the document: detail a string for the request, an array for inputs', () => {
    const { ErrorDetail, ValidationError } = doc.components.schemas;
    expect(ErrorDetail.properties.detail.type).toBe('string');
    expect(ValidationError.properties.detail.type).toBe('array');
    const info = (buildOpenApi('http://localhost:4321') as any).info.description as string;
    for (const t of documented) expect(info).toContain(`\`${t}\``);
    expect(info).toMatch(
      /a \*\*string\*\* when the request as a whole cannot be answered, an \*\*array\*\* when particular inputs are invalid/,
    );
  });
});
