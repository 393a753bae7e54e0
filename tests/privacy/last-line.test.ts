// The build's last-line leak scan never stops a non-strict build: what it
// finds in a record's output (here a published listing that links to one
// that is not published, which the publishing step has no contact to scrub
// in) withholds that record, named with its file in the build log and
// build-info.json, and the build runs again and publishes the rest. A
// --strict build fails on the same finding.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, isolatedBuild, type IsolatedBuild } from '../support/isolated-build.ts';
import { loadBuildOutput } from '../../src/server/build-output-server.ts';

describe('a record the last line traces a finding to', () => {
  let dir: string;
  let site: string;
  let build: IsolatedBuild;
  let strict: IsolatedBuild;
  let linking: { file: string; slug: string; id: string };
  let pendingSlug: string;
  let approved = 0;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'last-line-'));
    cpSync('content', dir, { recursive: true });
    const files = readdirSync(join(dir, 'listings')).sort();
    const records = files.map((f) => ({ f, r: JSON.parse(readFileSync(join(dir, 'listings', f), 'utf8')) }));
    approved = records.filter(({ r }) => r.moderation_status === 'approved').length;
    pendingSlug = records.find(({ r }) => r.moderation_status !== 'approved')!.r.slug;
    const { f, r } = records.find(({ r }) => r.moderation_status === 'approved')!;
    r.description += `\n\nSee also [the sister machine](/listings/${pendingSlug}).`;
    writeFileSync(join(dir, 'listings', f), JSON.stringify(r, null, 2));
    linking = { file: f, slug: r.slug, id: r.public_id };
    site = `http://127.0.0.1:${await freePort()}`;
    build = isolatedBuild({ contentDir: dir, site });
    strict = isolatedBuild({ contentDir: dir, site, strict: true });
  }, 900_000);

  afterAll(() => {
    build?.cleanup();
    strict?.cleanup();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('builds, naming the record with its file in the log and build-info.json', () => {
    expect(build.status, build.stderr.slice(-3000)).toBe(0);
    expect(build.stderr).toMatch(
      new RegExp(`${linking.file}: the built .* linked to "${pendingSlug}", which is not published`),
    );
    const info = JSON.parse(readFileSync(join(build.output, 'build-info.json'), 'utf8'));
    expect(info.withheld.some((f: string) => f.endsWith(linking.file))).toBe(true);
    const problem = info.problems.find((p: { file: string }) => p.file.endsWith(linking.file));
    expect(problem?.field).toBe('description');
    expect(problem?.message).toMatch(/not published; the record is withheld/);
    expect(info.listings).toBe(approved - 1);
  });

  it('withholds that record on every surface and publishes the rest', async () => {
    const out = await loadBuildOutput(build.output);
    const status = async (path: string) => (await out.handle(new Request(`${site}${path}`))).status;
    for (const p of [
      `/listings/${linking.slug}`,
      `/listings/${linking.slug}.md`,
      `/listings/${linking.slug}.json`,
      `/api/agents/v1/listings/${linking.id}`,
    ]) {
      expect(await status(p), p).toBe(404);
    }
    const search = await (
      await out.handle(new Request(`${site}/api/agents/v1/listings?include_sold=true&per_page=1`))
    ).json();
    expect(search.total).toBe(approved - 1);
  });

  it('a --strict build fails on the same finding', () => {
    expect(strict.status).not.toBe(0);
    expect(strict.stderr).toMatch(new RegExp(`unapproved "${pendingSlug}"`));
  });
});
