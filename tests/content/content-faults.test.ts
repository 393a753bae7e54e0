// Bad content must fail the build, naming every problem with its file and
// field, and must leave the last good build untouched.
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync, readdirSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { readContent, ContentError } from '../../src/catalog/read-content.ts';

function brokenCopy(): { dir: string; listing: (i: number) => string } {
  const dir = mkdtempSync(join(tmpdir(), 'content-faults-'));
  cpSync('content', dir, { recursive: true });
  const files = readdirSync(join(dir, 'listings')).sort();
  return { dir, listing: (i) => join(dir, 'listings', files[i]) };
}

const edit = (file: string, fn: (r: any) => void) => {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  fn(r);
  writeFileSync(file, JSON.stringify(r, null, 2));
};

describe('content validation', () => {
  let dir: string;
  let problems: ContentError['problems'];

  beforeAll(() => {
    const b = brokenCopy();
    dir = b.dir;
    edit(b.listing(0), (r) => delete r.title);
    edit(b.listing(1), (r) => (r.category = 'spaceships'));
    edit(b.listing(2), (r) => (r.listed_at = '31/12/2024'));
    edit(b.listing(3), (r) => (r.slug = JSON.parse(readFileSync(b.listing(4), 'utf8')).slug));
    const manual = join(dir, 'manuals', readdirSync(join(dir, 'manuals')).sort()[0]);
    edit(manual, (r) => (r.download_url = 'not a url'));
    const term = join(dir, 'glossary', readdirSync(join(dir, 'glossary')).sort()[0]);
    writeFileSync(term, `---\nterm: [unclosed\n---\nBody.\n`);
    try {
      readContent(dir);
      problems = [];
    } catch (e) {
      if (!(e instanceof ContentError)) throw e;
      problems = e.problems;
    }
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const find = (file: string, field: string) => problems.find((p) => p.file.endsWith(file) && p.field === field);

  it('reports every problem at once, not only the first', () => {
    expect(problems.length).toBeGreaterThanOrEqual(6);
  });

  it('names the file and the field of a missing field', () => {
    const files = readdirSync(join(dir, 'listings')).sort();
    expect(find(files[0], 'title')?.message).toMatch(/expected string/i);
  });

  it('names a bad enum with the accepted values', () => {
    const files = readdirSync(join(dir, 'listings')).sort();
    expect(find(files[1], 'category')?.message).toMatch(/cnc-metalworking/);
  });

  it('names a bad date', () => {
    const files = readdirSync(join(dir, 'listings')).sort();
    expect(find(files[2], 'listed_at')?.message).toMatch(/datetime/i);
  });

  it('finds a duplicate slug and says which file has it first', () => {
    const dup = problems.find((p) => p.field === 'slug' && /duplicate/.test(p.message));
    expect(dup?.message).toMatch(/already used by/);
  });

  it('rejects a manual with a broken URL', () => {
    const files = readdirSync(join(dir, 'manuals')).sort();
    expect(find(files[0], 'download_url')).toBeDefined();
  });

  it('reports bad YAML front matter', () => {
    expect(problems.some((p) => p.file.includes('glossary') && /YAML/.test(p.message))).toBe(true);
  });

  it('fails the real build with the problems and leaves the previous output intact', () => {
    const info = '.vercel/output/build-info.json';
    const before = existsSync(info) ? readFileSync(info, 'utf8') : undefined;
    const r = spawnSync(process.execPath, ['scripts/build.mjs'], { env: { ...process.env, CONTENT_DIR: dir }, encoding: 'utf8' });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/category/);
    expect(r.stderr).toMatch(/download_url/);
    if (before !== undefined) expect(readFileSync(info, 'utf8')).toBe(before);
  });
});
