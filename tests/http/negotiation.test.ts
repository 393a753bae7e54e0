// Page or markdown twin, by RFC 9110 as a maintained parser reads it: our
// choice (src/http/negotiate.ts, and what the server answers) equals
// `negotiator`'s over random Accept headers (weights of every form, q=0 with
// other parameters, wildcards, parameters that match or not, case, spacing,
// quoting, garbage). The routing table's own shortcuts are checked against
// the same oracle: a header it answers with the twin by itself must be one
// negotiator gives the twin, and a header it does not send to the
// negotiation function must be one negotiator gives the page.
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
// @ts-expect-error negotiator ships no types
import Negotiator from 'negotiator';
import { base, get, api } from '../support/http.ts';
import { checkProperty } from '../support/property.ts';
import { prefersMarkdown } from '../../src/http/negotiate.ts';
import { MAYBE_MARKDOWN_ACCEPT, PLAIN_MARKDOWN_ACCEPT } from '../../src/http/routes.ts';
import { CONTENT_TYPES } from '../../src/http/policy.ts';

const OFFERED = [CONTENT_TYPES.html, CONTENT_TYPES.md];
const oracle = (accept: string | undefined): boolean =>
  new Negotiator({ headers: accept === undefined ? {} : { accept } }).mediaType(OFFERED) === CONTENT_TYPES.md;

const type = fc.constantFrom('text', 'TEXT', 'Text', '*', 'application', 'image');
const subtype = fc.constantFrom(
  'markdown',
  'MarkDown',
  'html',
  'HTML',
  '*',
  'json',
  'x-markdown',
  'plain',
  'xhtml+xml',
);
const weight = fc.oneof(
  fc.integer({ min: 0, max: 1000 }).map((n) => String(n / 1000)),
  fc.constantFrom('0', '1', '1.0', '0.000', '1.000', '0.5', '.5', '', 'abc', '2', '-1', '1e-3', '0.9999', '"0.4"'),
);
const param = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom('q', 'Q'), weight).map(([k, v]) => `${k}=${v}`) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'charset=utf-8',
      'charset=UTF-8',
      'charset="utf-8"',
      'charset = utf-8',
      'charset=iso-8859-1',
      'x=1',
      'level=1',
      'variant=GFM',
      'x="a,b"',
      'x',
      '=1',
      'charset=*',
    ),
  },
);
const ows = fc.constantFrom('', ' ', '\t');
const range = fc
  .tuple(ows, type, subtype, fc.array(fc.tuple(ows, param, ows), { maxLength: 3 }), ows)
  .map(([a, t, s, ps, b]) => `${a}${t}/${s}${ps.map(([x, p, y]) => `${x};${y}${p}`).join('')}${b}`);
/** Printable headers a client can send: lists of ranges, and arbitrary printable text. */
const accept = fc.oneof(
  { weight: 6, arbitrary: fc.array(range, { maxLength: 6 }).map((rs) => rs.join(',')) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
      maxLength: 60,
    }),
  },
);

const whole = (re: string) => new RegExp(`^(?:${re})$`);

describe("the choice equals negotiator's", () => {
  it('over 20,000 random Accept headers (the decision itself)', () => {
    fc.assert(
      fc.property(fc.option(accept, { nil: undefined }), (h) => prefersMarkdown(h ?? null) === oracle(h)),
      { numRuns: 20_000, seed: 20261124 },
    );
  });

  it('the routing table decides by itself only where negotiator agrees', () => {
    fc.assert(
      fc.property(accept, (h) => {
        if (whole(PLAIN_MARKDOWN_ACCEPT).test(h)) expect(oracle(h), h).toBe(true);
        if (!whole(MAYBE_MARKDOWN_ACCEPT).test(h) && !whole(PLAIN_MARKDOWN_ACCEPT).test(h))
          expect(oracle(h), h).toBe(false);
      }),
      { numRuns: 20_000, seed: 20261125 },
    );
  });
});

describe('over HTTP, on pages', () => {
  let pages: string[];
  beforeAll(async () => {
    const slug = (await get(api('/listings?per_page=1'))).json.items[0].slug;
    pages = ['/', '/glossary', `/listings/${slug}`, '/for-agents'];
  });

  const served = async (path: string, h?: string) => {
    const r = await get(`${base()}${path}`, h === undefined ? {} : { headers: { accept: h } });
    expect(r.status, `${path} ${h}`).toBe(200);
    expect(r.headers.get('vary') ?? '', `${path} ${h}`).toMatch(/accept/i);
    return r.headers.get('content-type') === CONTENT_TYPES.md;
  };

  it.each([
    ['text/markdown', true],
    ['text/markdown;x=1;q=0', false],
    ['text/markdown;q=0;x=1', false],
    ['text/markdown; q=0.0', false],
    ['TEXT/MARKDOWN;Q=0.001', true],
    ['text/markdown;q=0.9, text/html;q=0.8', true],
    ['text/html;q=0.8, text/markdown;q=0.9', true],
    ['text/markdown;q=0.8, text/html;q=0.9', false],
    ['text/html;q=0.5, */*', true],
    ['text/html;q=0, */*;q=0.1', true],
    ['text/html, text/markdown', false],
    ['text/markdown, text/html', true],
    ['text/markdown, text/html;charset=utf-8', false],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
    ['*/*', false],
    ['application/json', false],
    ['', false],
  ])('Accept: %s → twin %s', async (h, twin) => {
    expect(oracle(h)).toBe(twin);
    for (const p of pages) expect(await served(p, h), `${p} ${h}`).toBe(twin);
  });

  it('random Accept headers: the server answers what negotiator chooses', async () => {
    await checkProperty(
      'random Accept headers on pages',
      fc.asyncProperty(fc.constantFrom(0, 1, 2, 3), accept, async (i, h) => {
        // A header value travels without its leading and trailing white space (fetch trims it, as RFC 9110 §5.5 allows).
        expect(await served(pages[i], h), `${pages[i]} Accept: ${h}`).toBe(oracle(h.replace(/^[ \t]+|[ \t]+$/g, '')));
      }),
    );
  });
});
