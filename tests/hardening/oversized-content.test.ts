// The sample catalog plus a listing with a 50 MB description and one with
// 10,000 photos, built in an isolated copy: the build succeeds, names both
// records with their file and field, withholds them (their pages, twins,
// JSON and lookups are 404s) and publishes everything else, in less than
// 1.5 GB of memory (GNU time's peak resident size of the largest process).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isolatedBuild, type IsolatedBuild } from '../support/isolated-build.ts';
import { loadBuildOutput, type BuildOutput } from '../../src/server/build-output-server.ts';
import { readContent } from '../../src/catalog/read-content.ts';

const SITE = 'http://127.0.0.1:4399';
const PEAK_LIMIT_MB = 1536;
const DESCRIPTION_BYTES = 50 * 1024 * 1024;
const PHOTOS = 10_000;

describe('a catalog with a 50 MB description and a 10,000-photo listing', () => {
  let dir: string;
  let build: IsolatedBuild;
  let out: BuildOutput;
  let big: { file: string; slug: string; id: string };
  let many: { file: string; slug: string; id: string };
  let expected: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'oversized-'));
    cpSync('content', dir, { recursive: true });
    const files = readdirSync(join(dir, 'listings')).sort();
    const approved = files.filter(
      (f) => JSON.parse(readFileSync(join(dir, 'listings', f), 'utf8')).moderation_status === 'approved',
    );
    const edit = (f: string, fn: (r: any) => any) => {
      const r = JSON.parse(readFileSync(join(dir, 'listings', f), 'utf8'));
      writeFileSync(join(dir, 'listings', f), JSON.stringify(fn(r), null, 2));
      return { file: f, slug: r.slug, id: r.public_id };
    };
    const sentence = 'Heavy-duty machine in good order, serviced every year, all manuals on file. ';
    big = edit(approved[0], (r) => ({
      ...r,
      description: sentence.repeat(Math.ceil(DESCRIPTION_BYTES / sentence.length)),
    }));
    many = edit(approved[1], (r) => ({
      ...r,
      photos: Array.from({ length: PHOTOS }, (_, i) => ({ ...r.photos[0], alt: `${r.title}, photo ${i + 1}` })),
    }));
    expected = readContent('content').listings.filter((l) => l.moderation_status === 'approved').length - 2;
    build = isolatedBuild({ contentDir: dir, site: SITE });
    if (build.status === 0) out = await loadBuildOutput(build.output);
  }, 600_000);

  afterAll(() => {
    build?.cleanup();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('builds, naming both records with file and field', () => {
    expect(build.status, build.stderr.slice(-3000)).toBe(0);
    expect(build.stderr).toMatch(/WITHHELD 2 records/);
    expect(build.stderr).toMatch(
      new RegExp(
        `${big.file} → description: too long: at most 20,000 characters, this one has [\\d,]+ characters; the file is 5\\d\\.\\d MB`,
      ),
    );
    expect(build.stderr).toMatch(
      new RegExp(`${many.file} → photos: too many: at most 50 items, this one has 10,000 items`),
    );
  });

  it(`stays under ${PEAK_LIMIT_MB} MB of memory`, (ctx) => {
    if (build.maxRssKb === null) ctx.skip('GNU time (/usr/bin/time) is not installed, so the peak is not measured');
    const mb = Math.round(build.maxRssKb! / 1024);
    console.log(
      `[oversized] build of the sample + 2 oversized listings: ${(build.wallMs / 1000).toFixed(1)} s, peak ${mb} MB`,
    );
    expect(mb).toBeLessThan(PEAK_LIMIT_MB);
  });

  it('withholds both everywhere and publishes the rest', async () => {
    const get = async (path: string) => (await out.handle(new Request(`${SITE}${path}`))).status;
    for (const r of [big, many]) {
      for (const p of [
        `/listings/${r.slug}`,
        `/listings/${r.slug}.md`,
        `/listings/${r.slug}.json`,
        `/api/agents/v1/listings/${r.id}`,
      ])
        expect(await get(p), p).toBe(404);
      expect(existsSync(join(build.output, 'static', 'listings', `${r.slug}.json`))).toBe(false);
    }
    const info = JSON.parse(readFileSync(join(build.output, 'build-info.json'), 'utf8'));
    expect(info.listings).toBe(expected);
    expect(info.withheld).toHaveLength(2);
    const search = await (
      await out.handle(new Request(`${SITE}/api/agents/v1/listings?include_sold=true&per_page=1`))
    ).json();
    expect(search.total).toBe(expected);
  });
});
