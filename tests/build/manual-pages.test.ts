// Manual pages and twins written outside Astro (src/build/manual-pages.ts): a filled shell must print what Astro
// prints for the same page (the dev server and, before, the build render each manual through Astro). The filler is
// held to Astro's own escaping functions over generated titles and descriptions, and the step to the renderers.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { escapeHTML } from 'astro/runtime/server/escape.js';
import { toAttributeString } from 'astro/runtime/server/render/util.js';
import { readContent } from '../../src/catalog/read-content.ts';
import { publish } from '../../src/catalog/publish.ts';
import { type ManualPagesOptions, writeManualPages } from '../../src/build/manual-pages.ts';
import { isFilledPageFolder } from '../../src/http/filled-pages.ts';
import { listingCardHtml } from '../../src/present/listing-card.ts';
import { SHELL, compileShell, type ListingPage } from '../../src/layouts/listing-page.ts';
import { manualPage } from '../../src/layouts/manual-page.ts';
import { manualMarkdown } from '../../src/markdown/manual-twin.ts';
import { relatedListings } from '../../src/markdown/related.ts';
import { makeKey, squashModel } from '../../src/search/text.ts';

const root = mkdtempSync(join(tmpdir(), 'manual-pages-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Base.astro's head and body as Astro renders them, with `attr` for attribute values and `text` for text. */
const page = (v: Record<keyof typeof SHELL, string>, attr: (s: string) => string, text: (s: string) => string) =>
  `<!DOCTYPE html><html><head><title>${text(`${v.title} | Secondline`)}</title>` +
  `<meta name="description" content="${attr(v.description)}"><link rel="canonical" href="${attr(v.canonical)}">` +
  `<link rel="alternate" href="${attr(v.markdown)}"><link rel="alternate" href="${attr(v.json)}">` +
  `<meta property="og:title" content="${attr(v.title)}"><meta property="og:url" content="${attr(v.canonical)}">` +
  `<script type="application/ld+json">${v.jsonLd}</script></head><body><h1>${text(v.title)}</h1>${v.body}` +
  `<a href="${attr(v.markdown)}">markdown</a></body></html>`;
const SHELL_HTML = page({ ...SHELL, jsonLd: JSON.stringify(SHELL.jsonLd) }, String, String);

/** Seeded text drawn from what escaping cares about, placeholders' look-alikes and ordinary letters. */
function texts(seed: number, n: number): string[] {
  let s = seed;
  const next = () => ((s = (s * 1103515245 + 12345) >>> 0) % 1_000_000) / 1_000_000;
  const pieces = ["'", '"', '&', '<', '>', '&amp;', '&#39;', ' ', 'Manuel d', 'é', '__SL_TITLE__', '/', '=', 'x'];
  return Array.from({ length: n }, () =>
    Array.from({ length: 1 + Math.floor(next() * 12) }, () => pieces[Math.floor(next() * pieces.length)]).join(''),
  );
}

describe('a shell filled for an Astro page', () => {
  it("prints Astro's attribute and text escaping, for 2,000 generated values", () => {
    const fill = compileShell(SHELL_HTML, { astroAttributes: true });
    const [a, b, c] = [texts(1, 2000), texts(2, 2000), texts(3, 2000)];
    for (let i = 0; i < a.length; i++) {
      const p: ListingPage = {
        title: a[i],
        description: b[i],
        canonical: `https://x.example/manuals/${c[i]}`,
        markdown: `https://x.example/${c[i]}.md`,
        json: `https://x.example/api/${a[i]}`,
        jsonLd: { name: a[i], description: b[i] },
        body: `<p>${c[i]}</p>`,
      };
      const ld = JSON.stringify(p.jsonLd).replace(/</g, '\\u003c');
      const want = page({ ...p, slug: '', jsonLd: ld }, (s) => String(toAttributeString(s)), escapeHTML);
      expect(fill(p)).toBe(want);
    }
  });

  it("leaves listing pages' escaping as it was (attributes like text)", () => {
    const p = { ...SHELL, title: "d'x", jsonLd: {}, body: '' };
    expect(compileShell(SHELL_HTML)(p)).toContain('<meta property="og:title" content="d&#39;x">');
    expect(compileShell(SHELL_HTML, { astroAttributes: true })(p)).toContain('content="d\'x">');
  });
});

describe('the manual pages step', () => {
  const c = publish(readContent('content'), 'https://equipment.example');
  /** The step into a folder of its own, with Astro's shell there first. */
  const run = async (name: string, opts?: ManualPagesOptions) => {
    const staticDir = join(root, name, 'static');
    mkdirSync(join(staticDir, 'manuals', SHELL.slug), { recursive: true });
    writeFileSync(join(staticDir, 'manuals', SHELL.slug, 'index.html'), SHELL_HTML);
    return { staticDir, ...(await writeManualPages(c, staticDir, opts)) };
  };
  const tree = (staticDir: string) =>
    Object.fromEntries(
      readdirSync(join(staticDir, 'manuals'), { recursive: true, encoding: 'utf8' })
        .filter((f) => statSync(join(staticDir, 'manuals', f)).isFile())
        .map((f) => [f, readFileSync(join(staticDir, 'manuals', f), 'utf8')]),
    );

  it("writes every manual's page and twin from the renderers, and takes the shell out", async () => {
    const { staticDir, files, threads } = await run('one');
    expect([files, threads]).toEqual([2 * c.manuals.length, 1]);
    const fill = compileShell(SHELL_HTML, { astroAttributes: true });
    for (const m of c.manuals) {
      const listings = relatedListings(c, m);
      expect(readFileSync(join(staticDir, 'manuals', m.id, 'index.html'), 'utf8')).toBe(
        fill(manualPage(c, m, listings)),
      );
      expect(readFileSync(join(staticDir, 'manuals', `${m.id}.md`), 'utf8')).toBe(manualMarkdown(c, m, { listings }));
    }
    expect(readdirSync(join(staticDir, 'manuals')).length).toBe(2 * c.manuals.length);
  });

  it("puts nothing but the page in a manual's folder (the routing table does not look there: src/http/filled-pages.ts)", async () => {
    const { staticDir } = await run('folders');
    for (const m of c.manuals) {
      expect(isFilledPageFolder(`manuals/${m.id}`)).toBe(true);
      expect(readdirSync(join(staticDir, 'manuals', m.id)), m.id).toEqual(['index.html']);
    }
  });

  it('writes the same files on two threads as on one, each manual with the related listings of the whole catalog', async () => {
    const two = await run('two', { threads: 2, parallelFrom: 0 });
    expect([two.files, two.threads]).toEqual([2 * c.manuals.length, 2]);
    const one = await run('one-again');
    expect(tree(two.staticDir)).toEqual(tree(one.staticDir));
    // The comparison holds the related listings a thread is handed to the catalog's only if manuals show some.
    expect(c.manuals.filter((m) => relatedListings(c, m).length).length).toBeGreaterThan(c.manuals.length / 2);
  });
});

describe("a manual page's listing cards", () => {
  const c = publish(readContent('content'), 'https://equipment.example');
  const m = c.manuals.find((x) => relatedListings(c, x).length > 1)!;

  it("are the browse page's cards (src/present/listing-card.ts), of the listings as they are now", () => {
    const listings = relatedListings(c, m);
    expect(manualPage(c, m, listings).body).toContain(
      `<ul class="cards">${listings.map((l) => listingCardHtml(l)).join('')}</ul>`,
    );
    // Kept by identity: an edited listing is a new object, and shows its new card.
    const edited = listings.map((l, i) =>
      i === 0 ? { ...l, title: `${l.title} (edited)`, price: { ...l.price, amount: 1234.5 } } : l,
    );
    const body = manualPage(c, m, edited).body;
    expect(body).toContain(listingCardHtml(edited[0]));
    expect(listingCardHtml(edited[0])).toContain('1,234.50');
    expect(manualPage(c, m, listings).body).not.toContain('(edited)');
  });
});

describe("a manual's related listings", () => {
  it('are the scan they replace: same make, same model first, in catalog order, at most ten', () => {
    const c = publish(readContent('content'), 'https://equipment.example');
    // Every manual, and a manual for every make and model the listings name (more groups, bigger ones).
    const probes = [...c.manuals, ...c.listings.map((l) => ({ ...c.manuals[0], make: l.make, model: l.model }))];
    const scan = (m: (typeof probes)[number], max = 10) => {
      const same = c.listings.filter((l) => l.status === 'available' && makeKey(l.make) === makeKey(m.make));
      const model = same.filter((l) => squashModel(l.model) === squashModel(m.model));
      return [...model, ...same.filter((l) => !model.includes(l))].slice(0, max);
    };
    let nonEmpty = 0;
    for (const m of probes) {
      const got = relatedListings(c, m);
      expect(got.map((l) => l.id)).toEqual(scan(m).map((l) => l.id));
      expect(relatedListings(c, m, 3).map((l) => l.id)).toEqual(scan(m, 3).map((l) => l.id));
      if (got.length) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(probes.length / 2);
  });
});
