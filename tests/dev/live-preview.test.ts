// The editor's loop under `npm run dev`: a change under the content folder shows
// on its pages, twins and static API files without a restart, in a small part of
// what a full rebuild costs; a file that breaks the schema is named with its
// field on every page while the rest keeps working; fixing it brings the page back.
//
// How fast is measured against the same dev server in the same run, not against
// a fixed number of seconds: on the shared two-core machine one edit took 0.2-0.7 s
// at load 6-9 and 2.1-4.9 s under heavier load, so a 2 s bound failed on a good
// build. Before each edit the server renders every fifth listing page, which
// estimates what a full rebuild (at least every listing page once) costs at that
// moment (for the five listing edits, the mean of one estimate before and one after). Every edit must show within CEILING times that estimate (a preview that
// never shows fails there), and the median of five listing edits within FRACTION
// of it (an edit that makes every listing's page, or restarts the server, fails
// there). Measured by this file in seven runs at load 6.5-8.6 (one with three
// extra busy loops, four beside other bundled tests): listing edits 0.03-0.61 of
// the estimate, median 0.09-0.21; the slowest edit 1.25 (polled through the
// glossary page, the heaviest, beside the hostile-input property tests). With the
// listing page made for every listing on each edit (the getStaticPaths of
// 3b1753b^, the regression guarded against), two runs: listing edits 0.49-1.08,
// median 0.75 and 1.05.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fullRenderMs, publicSlugs, startDevServer, within as waitFor, type DevServer } from '../support/dev-server.ts';

const FRACTION = 0.4;
const CEILING = 3;
const EDITS = 5;
let dev: DevServer;
let dir: string;
let origin: string;
let slugs: string[];
const timings: { what: string; ms: number; full: number }[] = [];

const get = async (path: string) => {
  const r = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(20_000) });
  return { status: r.status, type: r.headers.get('content-type') ?? '', text: await r.text() };
};

/**
 * Makes `change`, and waits until `ok` holds, at most CEILING times what a full rebuild would take now. With `around`,
 * the estimate is the mean of one before and one after the edit, so a burst of load during the edit weighs on both.
 */
async function live(what: string, change: () => void, ok: () => Promise<boolean>, around = false): Promise<number> {
  const before = await fullRenderMs(origin, slugs);
  change();
  const ms = await waitFor(CEILING * before, `${what} (a full rebuild: ${Math.round(before)} ms)`, ok, () => dev.log());
  const full = around ? (before + (await fullRenderMs(origin, slugs))) / 2 : before;
  timings.push({ what, ms, full });
  return ms / full;
}

const edit = (rel: string, change: (text: string) => string) => {
  const file = join(dir, rel);
  writeFileSync(file, change(readFileSync(file, 'utf8')));
};

beforeAll(async () => {
  dev = await startDevServer();
  ({ dir, origin } = dev);
  // Not the listing the tests break (its page is a 404 for a while): the estimate renders real pages only.
  const broken = readdirSync(join(dir, 'listings'))
    .sort()[0]
    .replace(/\.json$/, '');
  slugs = (await publicSlugs(origin)).filter((s) => s !== broken);
}, 120_000);

afterAll(() => dev?.stop());

describe('npm run dev: live preview of content', () => {
  it('an edited glossary term shows on the page, its twin and the static API JSON', async () => {
    const file = readdirSync(join(dir, 'glossary')).sort()[0];
    await live(
      'glossary page',
      () => edit(`glossary/${file}`, (t) => `${t.trimEnd()}\n\nLive preview marker one.\n`),
      async () => (await get('/glossary')).text.includes('Live preview marker one'),
    );
    expect((await get('/glossary.md')).text).toContain('Live preview marker one');
    const api = await get('/api/agents/v1/glossary');
    expect(api.status).toBe(200);
    expect(api.type).toMatch(/^application\/json/);
    expect(JSON.parse(api.text).data.terms.some((t: any) => t.definition.includes('Live preview marker one'))).toBe(
      true,
    );
  });

  it('an edited guide shows', async () => {
    const file = readdirSync(join(dir, 'guides')).sort()[0];
    await live(
      'guide page',
      () => edit(`guides/${file}`, (t) => `${t.trimEnd()}\n\nLive preview marker two.\n`),
      async () => (await get(`/guides/${file.replace(/\.md$/, '')}`)).text.includes('Live preview marker two'),
    );
  });

  it('an edited listing shows; a broken one is named with its field on every page, and comes back when fixed', async () => {
    const file = readdirSync(join(dir, 'listings')).sort()[0];
    const slug = file.replace(/\.json$/, '');
    const original = readFileSync(join(dir, 'listings', file), 'utf8');
    const retitle = (t: string) => t.replace(/"title": "([^"]*)"/, '"title": "$1 (live preview marker three)"');
    await live(
      'listing page',
      () => edit(`listings/${file}`, retitle),
      async () => (await get(`/listings/${slug}`)).text.includes('live preview marker three'),
    );

    const breakIt = (t: string) => t.replace(/"condition": "[^"]*"/, '"condition": "shiny"');
    await live(
      'the problem on another page',
      () => edit(`listings/${file}`, breakIt),
      async () => {
        const page = (await get('/glossary')).text;
        return page.includes('role="alert"') && page.includes(`listings/${file}`) && page.includes('condition');
      },
    );
    expect((await get(`/listings/${slug}`)).status).toBe(404);
    expect((await get('/market-snapshot')).status).toBe(200);
    expect(dev.log()).toMatch(new RegExp(`listings/${file.replace(/[.]/g, '\\.')} → condition`));

    await live(
      'the listing back',
      () => writeFileSync(join(dir, 'listings', file), original),
      async () => (await get(`/listings/${slug}`)).status === 200,
    );
    expect((await get('/glossary')).text).not.toContain('role="alert"');
  });

  it('a copy of a live listing (every field the same, a name that sorts first) is withheld, naming both files; the original keeps its page', async () => {
    const file = readdirSync(join(dir, 'listings'))
      .sort()
      .slice(1)
      .find((f) => JSON.parse(readFileSync(join(dir, 'listings', f), 'utf8')).moderation_status === 'approved')!;
    const record = JSON.parse(readFileSync(join(dir, 'listings', file), 'utf8'));
    const copy = join(dir, 'listings', '0-copy.json');
    const copied = JSON.stringify({ ...record, title: `${record.title} (copy)` }, null, 2);
    await live(
      'the copy named with the original',
      () => writeFileSync(copy, copied),
      async () => {
        const page = (await get('/glossary')).text;
        return (
          page.includes('listings/0-copy.json') && page.includes(`already used by`) && page.includes(`listings/${file}`)
        );
      },
    );
    for (const path of [
      `/listings/${record.slug}`,
      `/listings/${record.slug}.json`,
      `/api/agents/v1/listings/${record.public_id}`,
    ]) {
      const r = await get(path);
      expect(r.status, path).toBe(200);
      expect(r.text, path).not.toContain('(copy)');
    }
    await live(
      'the notice gone',
      () => rmSync(copy),
      async () => !(await get('/glossary')).text.includes('role="alert"'),
    );
  });

  it(`an edited listing costs its page, not every listing's: median of ${EDITS} edits < ${FRACTION} of a full rebuild`, async () => {
    const mine: number[] = [];
    for (const slug of slugs.filter((_, i) => i % 7 === 3).slice(0, EDITS)) {
      const marker = `Live preview marker four ${slug}`;
      const retitle = (t: string) => t.replace(/"title": "([^"]*)"/, `"title": "$1 ${marker}"`);
      mine.push(
        await live(
          `listing ${slug}`,
          () => edit(`listings/${slug}.json`, retitle),
          async () => (await get(`/listings/${slug}`)).text.includes(marker),
          true,
        ),
      );
    }
    const row = (t: (typeof timings)[number]) =>
      `${t.what}: ${Math.round(t.ms)} of ${Math.round(t.full)} ms (${(t.ms / t.full).toFixed(2)})`;
    const table = timings.map(row);
    console.log(`live preview, edit shown / full rebuild estimate:\n  ${table.join('\n  ')}`);
    expect(mine.length).toBe(EDITS);
    expect(mine.sort((a, b) => a - b)[Math.floor(EDITS / 2)], table.join('; ')).toBeLessThan(FRACTION);
  }, 120_000);
});
