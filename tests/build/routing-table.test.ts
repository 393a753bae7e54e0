// What the routing table step (src/http/build-routes.ts, as the build calls it) reads of a built static folder,
// laid out as a build lays it out: twins beside their pages, one folder per listing and per manual holding only its
// page (src/http/filled-pages.ts; tests/build/listing-pages.test.ts and manual-pages.test.ts hold the writers to
// that). Every twin outside those folders gets its token estimate, the listings' class route carries exactly the
// largest one's, every other page's inline scripts are hashed for the CSP, and the folders of filled pages are never
// opened (a file put there is not seen: none is ever put there).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildRoutes } from '../../src/http/build-routes.ts';
import { isFilledPageFolder } from '../../src/http/filled-pages.ts';
import { PER_FILE_LIMIT, estimateTokens } from '../../src/http/twin-tokens.ts';

const root = mkdtempSync(join(tmpdir(), 'routing-table-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const put = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};
const page = (script = '') => `<!DOCTYPE html><html><head>${script && `<script>${script}</script>`}</head></html>`;
const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const ORIGIN = 'https://equipment.example';
/** The twin token routes of the table the build writes for output folder `out`: source → estimate. */
const tokens = (out: string) =>
  Object.fromEntries(
    buildRoutes(ORIGIN, out)
      .filter((r) => r.headers?.['x-markdown-tokens'])
      .map((r) => [r.src, Number(r.headers!['x-markdown-tokens'])]),
  );
/** The script hashes its pages' Content-Security-Policy allows. */
const scriptHashes = (out: string) => [
  ...new Set(
    buildRoutes(ORIGIN, out).flatMap((r) => r.headers?.['Content-Security-Policy']?.match(/'sha256-[^']+'/g) ?? []),
  ),
];

/** A static folder as a build leaves it, with `listings` listings (the last one's twin the largest) and 3 manuals. */
function built(name: string, listings: number, largest: number) {
  const out = join(root, name);
  const s = join(out, 'static');
  put(join(s, 'index.html'), page('home()'));
  put(join(s, 'index.md'), 'x'.repeat(1001));
  put(join(s, 'listings.md'), 'x'.repeat(40));
  put(join(s, 'manuals.md'), 'x'.repeat(41));
  // The browse pages are files of the listings and manuals folders, not filled pages: they are read.
  put(join(s, 'listings', 'index.html'), page('search()'));
  put(join(s, 'manuals', 'index.html'), page('manuals()'));
  put(join(s, 'guides', 'lathes', 'index.html'), page('guide()'));
  put(join(s, 'guides', 'lathes.md'), 'x'.repeat(17));
  for (let i = 0; i < listings; i++) {
    const slug = `listing-${i}`;
    put(join(s, 'listings', slug, 'index.html'), page());
    put(join(s, 'listings', `${slug}.md`), 'x'.repeat(i === listings - 1 ? largest : 100 + i));
    put(join(s, 'listings', `${slug}.json`), '{}');
  }
  for (const [i, id] of ['man_a', 'man_b', 'man_c'].entries()) {
    put(join(s, 'manuals', id, 'index.html'), page());
    put(join(s, 'manuals', `${id}.md`), 'x'.repeat(10 + i));
  }
  // Never walked for twins: assets and the static API.
  put(join(s, '_astro', 'x.md'), 'x');
  put(join(s, 'api', 'agents', 'v1', 'x.md'), 'x');
  return { out, s };
}

describe('the twin token routes of a built static folder', () => {
  const listings = PER_FILE_LIMIT + 1;

  it('give every twin outside the filled pages its estimate, and the listings one class route', () => {
    const got = tokens(built('a', listings, 4001).out);
    expect(got).toEqual({
      '^/index\\.md$': estimateTokens(1001),
      '^/listings\\.md$': 10,
      '^/manuals\\.md$': 11,
      '^/guides/lathes\\.md$': 5,
      '^/manuals/man_a\\.md$': 3,
      '^/manuals/man_b\\.md$': 3,
      '^/manuals/man_c\\.md$': 3,
      // The largest listing twin's estimate (1,001), rounded up to a multiple of 50.
      '^/listings/[^/]+\\.md$': 1050,
    });
  });

  it("carry exactly the largest listing twin's estimate, wherever it is", () => {
    expect(tokens(built('b', listings, 4201).out)['^/listings/[^/]+\\.md$']).toBe(1100);
    // The largest below the others: the class takes the next largest (100 + 199 bytes, 75 tokens, 100 rounded).
    expect(tokens(built('c', listings, 1).out)['^/listings/[^/]+\\.md$']).toBe(100);
  });

  it('never open the folder of a listing or a manual', () => {
    const { out, s } = built('d', listings, 4001);
    const before = tokens(out);
    put(join(s, 'listings', 'listing-0', 'stray.md'), 'x'.repeat(100_000));
    put(join(s, 'manuals', 'man_a', 'stray.md'), 'x');
    expect(tokens(out)).toEqual(before);
    // A folder deeper down or elsewhere is walked as before.
    put(join(s, 'guides', 'lathes', 'more.md'), 'x'.repeat(8));
    expect(tokens(out)['^/guides\\/lathes/more\\.md$']).toBe(2);
  });
});

describe("the CSP's script hashes of a built static folder", () => {
  it('read every page but the filled ones, the listings and manuals browse pages included', () => {
    const { out, s } = built('e', 3, 10);
    put(join(s, 'listings', 'listing-1', 'index.html'), page('not-read()'));
    put(join(s, 'manuals', 'man_b', 'index.html'), page('not-read()'));
    const want = ['home()', 'search()', 'manuals()', 'guide()'].map(hash).sort();
    expect(scriptHashes(out).sort()).toEqual(want);
  });
});

describe('the folders of filled pages', () => {
  it('are the folders right under listings/ and manuals/, nothing else', () => {
    for (const rel of ['listings/a-b-2006', 'manuals/man_x']) expect(isFilledPageFolder(rel), rel).toBe(true);
    for (const rel of ['listings', 'manuals', 'listings/a/b', 'guides/lathes', 'api/listings/x', 'x/listings/a', ''])
      expect(isFilledPageFolder(rel), rel).toBe(false);
  });
});
