// The markdown layer under the pages (no browser needed): seller text is
// rendered safely and twins keep their structure. Kept beside the page tests
// because the pages depend on it.
import { describe, expect, it } from 'vitest';
import { normalizeMarkdown, plainText, renderMarkdown } from '../../src/present/render-markdown.ts';
import { esc, trailer } from '../../src/markdown/twin-kit.ts';

const hostile = [
  'Nice **machine**.',
  '# I am a second h1',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[click](javascript:alert(1))',
  '![tracker](https://track.example/p.gif)',
  '| a | b |\n|---|---|\n| 1 | 2 |',
].join('\n\n');

describe('seller markdown', () => {
  const html = renderMarkdown(hostile, { headingBase: 3, untrusted: true });
  it('drops scripts, event handlers, javascript: links and images', () => {
    expect(html).not.toMatch(/<script|onerror|javascript:|<img/i);
    expect(html).toContain('<strong>machine</strong>');
    expect(html).toContain('tracker'); // the alt text stays as text
  });
  it('pushes headings below the page headings', () => {
    expect(html).not.toMatch(/<h[12]/);
    expect(html).toContain('<h3>I am a second h1</h3>');
  });
  it('renders GFM tables', () => {
    expect(html).toContain('<table>');
  });
  it('normalises for the twin without raw HTML, with absolute links', () => {
    const md = normalizeMarkdown(`${hostile}\n\nSee [the glossary](/glossary).`, {
      headingBase: 3,
      untrusted: true,
      origin: 'https://s.example',
    });
    expect(md).not.toMatch(/<script|<img/);
    expect(md).toMatch(/^### I am a second h1$/m);
    expect(md).not.toMatch(/^#{1,2} /m);
    expect(md).toContain('(https://s.example/glossary)');
  });
  it('gives plain text for descriptions', () => {
    expect(plainText('Nice **machine**, see [docs](https://x.example).')).toBe('Nice machine, see docs.');
  });
});

describe('twin helpers', () => {
  it('escapes markdown in names', () => {
    expect(esc('A*B_[c]')).toBe('A\\*B\\_\\[c\\]');
    expect(esc('# not a heading')).toBe('\\# not a heading');
  });
  it('ends with the citation and the canonical URL', () => {
    const t = trailer('X', 'https://s.example/x', { license: true });
    expect(t).toMatch(
      /^---\n\nSource: .*https:\/\/s\.example\/x\nLicense: CC BY 4\.0 .*\nCanonical URL: https:\/\/s\.example\/x$/,
    );
  });
});
