// ignored_parameters is bounded whatever a caller sends: at most
// MAX_IGNORED_NAMES names (each cut as a 422 cuts its input), then one entry
// counting the rest; every name shown is one that was sent, nothing is lost
// from a short list, and adding names to a bounded list keeps the bound.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boundIgnored, MAX_IGNORED_NAMES, withIgnored } from '../../src/schemas/echo-bound.ts';
import { echoOf, ECHO_WHOLE_BELOW } from '../../src/schemas/echo.ts';
import { checkProperty } from '../support/property.ts';

const names = fc.array(
  fc.oneof(fc.string({ maxLength: 12 }), fc.string({ minLength: 60, maxLength: 400, unit: 'binary' })),
  { maxLength: 60 },
);
const MORE = /^… and ([\d,]+) more$/;

describe('bounded ignored_parameters', () => {
  it('at most MAX_IGNORED_NAMES short names, then how many more; a short list whole', async () => {
    await checkProperty(
      'boundIgnored',
      fc.asyncProperty(names, async (sent) => {
        const out = boundIgnored(sent);
        const distinct = [...new Set(sent.map(echoOf))];
        expect(out.length).toBeLessThanOrEqual(MAX_IGNORED_NAMES + 1);
        for (const n of out.slice(0, MAX_IGNORED_NAMES)) expect([...n].length).toBeLessThan(ECHO_WHOLE_BELOW);
        if (distinct.length <= MAX_IGNORED_NAMES) expect(out).toEqual(distinct);
        else {
          expect(out.slice(0, MAX_IGNORED_NAMES)).toEqual(distinct.slice(0, MAX_IGNORED_NAMES));
          expect(Number(MORE.exec(out.at(-1)!)![1].replace(/,/g, ''))).toBe(distinct.length - MAX_IGNORED_NAMES);
        }
      }),
    );
  });

  it('withIgnored: a complete list gains the new names within the bound; a list that counts the rest stays', async () => {
    await checkProperty(
      'withIgnored',
      fc.asyncProperty(names, names, async (a, b) => {
        const merged = withIgnored(boundIgnored(a), b);
        const counted = new Set(a.map(echoOf)).size > MAX_IGNORED_NAMES;
        expect(merged).toEqual(counted ? boundIgnored(a) : boundIgnored([...a, ...b]));
      }),
    );
  });

  it('10,000 names or one of 60,000 characters: a small answer', () => {
    const many = boundIgnored(Array.from({ length: 10_000 }, (_, i) => `x${i}`));
    expect(many.at(-1)).toBe('… and 9,980 more');
    expect(JSON.stringify(many).length).toBeLessThan(400);
    const [long] = boundIgnored(['a'.repeat(60_000)]);
    expect(long).toBe(`${'a'.repeat(32)}…`);
  });
});
