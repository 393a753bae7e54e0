// The listing-pages step (src/build/listing-pages.ts) proportional to what
// changed, through its real entry point over the sample catalog: a build with
// nothing changed links every listing's three files over from the previous
// one (same inode, no rendering); an edited listing gets new files, the
// others stay linked; new renderer code renders everything again; and the
// files of an incremental build are byte for byte those of a build from
// nothing.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readContent } from '../../src/catalog/read-content.ts';
import { publish, type PublicCatalog } from '../../src/catalog/publish.ts';
import { listingJsonOf, writeAllListingPages } from '../../src/build/listing-pages.ts';
import { execFileSync } from 'node:child_process';
import { SHELL } from '../../src/layouts/listing-page.ts';
import { isFilledPageFolder } from '../../src/http/filled-pages.ts';

const root = mkdtempSync(join(tmpdir(), 'listing-pages-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A page shell as Astro writes it for `[slug].astro`: every placeholder of SHELL. */
const SHELL_HTML = `<!DOCTYPE html><html><head><title>${SHELL.title}</title><meta name="description" content="${SHELL.description}"><link rel="canonical" href="${SHELL.canonical}"><link rel="alternate" href="${SHELL.markdown}"><link rel="alternate" href="${SHELL.json}"><script type="application/ld+json">${JSON.stringify(SHELL.jsonLd)}</script></head><body>${SHELL.body}</body></html>`;

let n = 0;
/** One build's listing pages into a folder of its own, after `previous` (a folder of an earlier call) if given. */
async function build(c: PublicCatalog, code: string, previous?: string) {
  const dir = join(root, `build-${n++}`);
  const staticDir = join(dir, 'static');
  mkdirSync(join(staticDir, 'listings', SHELL.slug), { recursive: true });
  writeFileSync(join(staticDir, 'listings', SHELL.slug, 'index.html'), SHELL_HTML);
  const prev = previous ?? dir;
  const r = await writeAllListingPages(c, staticDir, {
    previousStaticDir: join(prev, 'static'),
    previousManifest: join(prev, 'listing-pages.json'),
    manifest: join(dir, 'listing-pages.json'),
    code,
  });
  return { dir, ...r, keys: JSON.parse(readFileSync(join(dir, 'listing-pages.json'), 'utf8')).keys };
}

const filesOf = (dir: string, slug: string) =>
  [join(slug, 'index.html'), `${slug}.md`, `${slug}.json`].map((f) => join(dir, 'static', 'listings', f));
const tree = (dir: string) =>
  Object.fromEntries(
    readdirSync(join(dir, 'static', 'listings'), { recursive: true, encoding: 'utf8' })
      .map((f) => join(dir, 'static', 'listings', f))
      .filter((f) => statSync(f).isFile())
      .map((f) => [f.slice(dir.length), readFileSync(f, 'utf8')]),
  );

describe('listing pages proportional to what changed', () => {
  const c = publish(readContent('content'), 'https://equipment.example');
  const slugs = c.listings.map((l) => l.slug);
  const edited: PublicCatalog = {
    ...c,
    listings: c.listings.map((l, i) => (i === 3 ? { ...l, title: `${l.title} (edited)` } : l)),
  };

  it('links every file over when nothing changed, renders an edited listing again, and all again for new code', async () => {
    const first = await build(c, 'code-1');
    expect(first.reused).toBe(0);
    expect(first.files).toBe(3 * slugs.length);
    expect(Object.keys(first.keys).sort()).toEqual([...slugs].sort());

    const same = await build(c, 'code-1', first.dir);
    expect(same.reused).toBe(slugs.length);
    expect(same.keys).toEqual(first.keys);
    for (const slug of slugs) {
      const [a, b] = [filesOf(first.dir, slug), filesOf(same.dir, slug)];
      a.forEach((f, i) => expect(statSync(b[i]).ino, b[i]).toBe(statSync(f).ino));
    }

    const edit = await build(edited, 'code-1', same.dir);
    expect(edit.reused).toBe(slugs.length - 1);
    const slug = slugs[3];
    expect(edit.keys[slug]).not.toBe(same.keys[slug]);
    expect(readFileSync(filesOf(edit.dir, slug)[0], 'utf8')).toContain('(edited)');
    expect(statSync(filesOf(edit.dir, slug)[0]).ino).not.toBe(statSync(filesOf(same.dir, slug)[0]).ino);

    const code = await build(edited, 'code-2', edit.dir);
    expect(code.reused).toBe(0);

    // Whatever was linked and whatever was rendered, the files are those of a build from nothing.
    const fresh = await build(edited, 'code-1');
    expect(tree(edit.dir)).toEqual(tree(fresh.dir));
    expect(tree(code.dir)).toEqual(tree(fresh.dir));
  });
});

describe("a listing's folder", () => {
  it('holds its page and nothing else, rendered or linked (the routing table does not look there: src/http/filled-pages.ts)', async () => {
    const c = publish(readContent('content'), 'https://equipment.example');
    const first = await build(c, 'code-1');
    const linked = await build(c, 'code-1', first.dir);
    expect(linked.reused).toBe(c.listings.length);
    for (const { dir } of [first, linked]) {
      for (const l of c.listings) {
        expect(isFilledPageFolder(`listings/${l.slug}`)).toBe(true);
        expect(readdirSync(join(dir, 'static', 'listings', l.slug)), l.slug).toEqual(['index.html']);
      }
    }
  });
});

describe('listing files written on several threads', () => {
  it("every .json is the lookup's body over the whole catalog, whichever thread wrote it (2,400 listed)", async () => {
    // Past 2,000 listings the step splits the listings between threads. A thread's share must not be taken for
    // the catalog: a price context computed over it compared each listing with half the others (main, 2026-11-24).
    const content = join(root, 'generated');
    const gen = ['--listings', '2400', '--manuals', '100', '--seed', '7', '--out', content, '--quiet'];
    execFileSync(process.execPath, ['scripts/generate-catalog.mjs', ...gen]);
    const c = publish(readContent(content), 'https://equipment.example');
    const prevThreads = process.env.BUILD_THREADS;
    process.env.BUILD_THREADS = '2';
    try {
      const { dir, threads } = await build(c, 'code-1');
      expect(threads).toBe(2);
      const jsonOf = listingJsonOf(c);
      const wrong = c.listings.filter((l) => readFileSync(filesOf(dir, l.slug)[2], 'utf8') !== jsonOf(l));
      expect(wrong.map((l) => l.slug)).toEqual([]);
    } finally {
      if (prevThreads === undefined) delete process.env.BUILD_THREADS;
      else process.env.BUILD_THREADS = prevThreads;
    }
  });
});
