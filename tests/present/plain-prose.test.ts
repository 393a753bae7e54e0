// The prose fast path (src/present/plain-prose.ts) prints exactly what remark
// prints, or declines: generated texts near its grammar (prose, bold lines,
// "- " lists, mixed with every character and construct markdown gives a
// meaning to) and the sample catalog's descriptions, each through the fast
// path and through remark alone, compared byte for byte.
import { describe, expect, it } from 'vitest';
import { readContent } from '../../src/catalog/read-content.ts';
import { proseBlocks } from '../../src/present/plain-prose.ts';
import { normalizeMarkdown, plainText, renderMarkdown, viaRemark } from '../../src/present/render-markdown.ts';

/** A small seeded generator (mulberry32), so a failure names a text that can be built again. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = ['machine', 'ran', 'Two', 'shifts', 'Höhe', 'łódź', '3M-Matic', '200a', '2006', 'x²', 'ÉTÉ', 'www', 'w'];
/** Characters of prose, and characters and pieces markdown reads as syntax. */
const PUNCT = [...'   ,.;:\'"()/?!%=+$€°×-'];
const SYNTAX = ['*', '_', '`', '~', '[', ']', '<', '>', '&', '#', '\\', '|', '@', '\t', '  ', ' \n', '\u00a0', '://'];
const STARTS = ['1. ', '2) ', '- ', '+ ', '* ', '# ', '> ', '    ', '---', '===', '**', '', '', '', ''];

function text(r: () => number, noisy: boolean): string {
  const pick = <T>(a: T[]) => a[Math.floor(r() * a.length)];
  const phrase = () => {
    let s = pick(WORDS);
    for (let n = Math.floor(r() * 8); n > 0; n--) {
      s += r() < 0.6 ? ' ' : pick(PUNCT);
      if (noisy && r() < 0.05) s += pick(SYNTAX);
      s += pick(WORDS);
    }
    return (noisy && r() < 0.1 ? pick(STARTS) : '') + s + (r() < 0.3 ? pick(['.', ':', '!', ')', '']) : '');
  };
  const blocks: string[] = [];
  for (let n = 1 + Math.floor(r() * 6); n > 0; n--) {
    const k = r();
    if (k < 0.5) blocks.push(phrase());
    else if (k < 0.7) blocks.push(`**${phrase()}**`);
    else blocks.push(Array.from({ length: 1 + Math.floor(r() * 4) }, () => `- ${phrase()}`).join('\n'));
  }
  return blocks.join(noisy && r() < 0.1 ? pick(['\n', '\n\n\n', '\n\n']) : '\n\n');
}

const OPTS = { headingBase: 3, untrusted: true } as const;
const same = (t: string) => {
  expect(renderMarkdown(t, OPTS), t).toBe(viaRemark.html(t, OPTS));
  expect(renderMarkdown(t), t).toBe(viaRemark.html(t));
  expect(normalizeMarkdown(t, { ...OPTS, origin: 'https://x.example' }), t).toBe(
    viaRemark.markdown(t, { ...OPTS, origin: 'https://x.example' }),
  );
  expect(plainText(t), t).toBe(viaRemark.text(t));
};

describe('the prose fast path', () => {
  for (const noisy of [false, true]) {
    it(`prints what remark prints (${noisy ? 'texts with markdown syntax mixed in' : 'texts of its grammar'})`, () => {
      const r = rng(noisy ? 29 : 7);
      let fast = 0;
      for (let i = 0; i < 3000; i++) {
        const t = text(r, noisy);
        if (proseBlocks(t)) fast++;
        same(t);
      }
      // The path is taken (a test of a path never taken proves nothing), and declines what it must.
      expect(fast).toBeGreaterThan(noisy ? 300 : 2000);
      if (noisy) expect(fast).toBeLessThan(2700);
    });
  }

  it('prints the sample catalog descriptions as remark does', () => {
    for (const l of readContent('content').listings) same(l.description);
  });

  it('declines what markdown reads as syntax', () => {
    for (const t of [
      'Visit www.example.com today',
      'See http://example.com',
      '1. First',
      'Call <b>now</b>',
      'Tom & Jerry',
      'line one\nline two',
      '- a\n\n- b',
      '**bold** and more',
      'a  b',
      '',
    ])
      expect(proseBlocks(t), t).toBeUndefined();
  });
});
