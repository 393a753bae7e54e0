// The leak scan's masks (src/catalog/leak-masks.ts) are forward passes written for speed; each blanks exactly what
// the regex it replaced blanked, over random texts built from the characters around ids and slugs.
import { describe, expect, it } from 'vitest';
import { blank, idsAndSlugs, maskOwnPaths, maskPublishedIds } from '../../src/catalog/leak-masks.ts';
import { ID_OR_SLUG } from '../../src/catalog/leak-text.ts';
import { random } from '../fixtures/privacy-gen/random.ts';

const PUBLIC_ID = /(?<![a-z])(?:lst|man)_[0-9a-z]{8,}(?![0-9a-z])/g;
const OWN_PATH = /(\/(?:listings|manuals|glossary|checklists|guides)\/)([a-z0-9]+(?:-[a-z0-9]+)*)/g;
const SLUG_TOKEN = /(?<![a-z0-9])[a-z0-9]+(?:-[a-z0-9]+)+(?![a-z0-9])/g;
const blankByRegex = (s: string) => s.replace(/[a-z0-9]/g, 'x');

const r = random(29);
const ALPHABET = [
  ...['lst_', 'man_', 'lst', 'man', '_', 'ls', 'a', 'b', 'z', '0', '9', 'A', 'L', '-', '--', ' ', '/', '%20', '"'],
  ...['/listings/', '/manuals/', '/guides/', 'ab-c', 'c-1', 'q7', '\n', 'é', 'lst_abcd1234', 'man_0000zzzz'],
  // The own folders whole, without their slashes, and cut short.
  ...['/glossary/', '/checklists/', 'listings', 'guides', '/manual', '/checklists'],
  // Around an id: a word character before or after it, ids cut short.
  ...['abcdefgh', 'Q', '_x', 'lst_abc', 'xman_12345678'],
];
const text = () => {
  let t = '';
  for (let k = r.int(0, 24); k > 0; k--) t += r.pick(ALPHABET);
  return t;
};

describe('the leak scan masks', () => {
  it('blanks a slug as the regex does', () => {
    for (const s of ['', 'a', 'a-b', '-', 'ab--c-', 'lyondellbasell-pro-fax-6523-2026-chemnitz', 'x-']) {
      expect(blank(s)).toBe(blankByRegex(s));
    }
  });

  it('masks exactly the published ids the id pattern matches', () => {
    for (let n = 0; n < 20000; n++) {
      const t = text();
      const tokens = [...t.matchAll(PUBLIC_ID)].map((m) => m[0]);
      const ids = new Set(tokens.filter(() => r.chance(0.7)).concat(['lst_abcd1234']));
      const expected = t.replace(PUBLIC_ID, (m) => (ids.has(m) ? `${m.slice(0, 4)}${'x'.repeat(m.length - 4)}` : m));
      expect(maskPublishedIds(t, ids), JSON.stringify(t)).toBe(expected);
    }
    expect(maskPublishedIds('lst_abcd1234', new Set())).toBe('lst_abcd1234');
  });

  it('reads the ids and slugs the id-or-slug pattern matches, in order', () => {
    let found = 0;
    for (let n = 0; n < 20000; n++) {
      const t = text();
      const expected = [...t.matchAll(ID_OR_SLUG)].map((m) => m[1] ?? m[0]);
      found += expected.length;
      expect(idsAndSlugs(t), JSON.stringify(t)).toEqual(expected);
    }
    expect(found).toBeGreaterThan(5000);
  });

  it('masks the own paths and the published slugs as the regexes do', () => {
    for (let n = 0; n < 20000; n++) {
      const t = text();
      const slugs = new Set([...t.matchAll(SLUG_TOKEN)].map((m) => m[0]).filter(() => r.chance(0.5)));
      const paths = t.replace(OWN_PATH, (_, dir: string, slug: string) => dir + blankByRegex(slug));
      const expected = slugs.size ? paths.replace(SLUG_TOKEN, (m) => (slugs.has(m) ? blankByRegex(m) : m)) : paths;
      expect(maskOwnPaths(t, slugs), JSON.stringify(t)).toBe(expected);
    }
  });
});
