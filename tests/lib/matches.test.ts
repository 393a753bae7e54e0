// src/lib/matches.ts stands in for String.prototype.matchAll on the privacy detector's and the leak scan's hot paths:
// it must give the same matches (indexes, groups, empty matches, surrogate pairs) for every global regex, leave the
// regex as a caller that tests it next expects, and refuse a regex matchAll would refuse.
import { describe, expect, it } from 'vitest';
import { matches } from '../../src/lib/matches.ts';
import { random } from '../fixtures/privacy-gen/random.ts';
import { SEED } from '../support/property.ts';

const PATTERNS: RegExp[] = [
  /\d+/g,
  /[a-z]*/g,
  /(?<word>\p{L}+)|(?<num>\d+)/gu,
  /x?/gu,
  /(?<![\p{L}])at(?![\p{L}])/giu,
  /\b/g,
  /(?:)/gu,
  /[\s\S]/gu,
  /a|ä|🌀/gu,
  /@|\.|\s+/g,
  /(a)(b)?/gi,
  /\p{Extended_Pictographic}?/gv,
];
const ALPHABET = ['a', 'b', 'A', '1', '2', ' ', '@', '.', 'ä', '🌀', '\n', 'x', 't', '\u{1F600}', '\uD800'];
const plain = (ms: Iterable<RegExpMatchArray>) =>
  [...ms].map((m) => ({ all: [...m], index: m.index, groups: m.groups ? { ...m.groups } : undefined }));

describe('matches()', () => {
  it('gives what matchAll gives, over 12 patterns and 400 random texts with empty matches and surrogate pairs', () => {
    const r = random(SEED + 37);
    for (let k = 0; k < 400; k++) {
      const text = Array.from({ length: r.int(0, 24) }, () => r.pick(ALPHABET)).join('');
      for (const re of PATTERNS)
        expect(plain(matches(text, re)), `${re} on ${JSON.stringify(text)}`).toEqual(plain(text.matchAll(re)));
    }
  });

  it('leaves the regex at lastIndex 0, even when it was left elsewhere before', () => {
    const re = /\d/g;
    re.lastIndex = 3;
    expect(matches('a1b2', re).map((m) => m[0])).toEqual(['1', '2']);
    expect(re.lastIndex).toBe(0);
    expect(re.test('x9')).toBe(true);
  });

  it('refuses a regex without the global flag, as matchAll does', () => {
    expect(() => matches('abc', /b/)).toThrow(TypeError);
    expect(() => 'abc'.matchAll(/b/)).toThrow(TypeError);
  });
});
