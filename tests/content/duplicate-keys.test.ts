// An editor's copy-and-edit claims the public_id, slug and record_id of a
// live listing: the newcomer is withheld whatever its file name, and both
// files are named. Seniority: the last build's holder, else the file git has
// known longer, else the earlier listed_at (src/catalog/duplicate-keys.ts).
// The build's half (the previous output decides) is in takedown.test.ts, the
// dev server's in tests/dev/live-preview.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { readContent } from '../../src/catalog/read-content.ts';
import { publish } from '../../src/catalog/publish.ts';
import { holdersFrom, publishedKeys } from '../../src/catalog/published-keys.ts';
import { SEED } from '../support/property.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A small catalog (the sample's research, site facts, six listings and two manuals), optionally a git repository. */
function catalog(git: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'secondline-dup-'));
  dirs.push(dir);
  cpSync('content', dir, { recursive: true });
  for (const [sub, keep] of [
    ['listings', 6],
    ['manuals', 2],
  ] as const) {
    for (const f of readdirSync(join(dir, sub)).sort().slice(keep)) rmSync(join(dir, sub, f));
  }
  if (git) {
    run(dir, ['init', '-q']);
    commit(dir, '2025-01-02T10:00:00Z');
  }
  return dir;
}

function run(dir: string, args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(
    'git',
    ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.invalid', '-C', dir, ...args],
    { encoding: 'utf8', env: { ...process.env, ...env } },
  );
  if (r.status !== 0) throw new Error(r.stderr);
}
const commit = (dir: string, date: string) => {
  run(dir, ['add', '-A']);
  run(dir, ['commit', '-q', '-m', 'content'], { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
};

const approved = (dir: string) =>
  readdirSync(join(dir, 'listings'))
    .sort()
    .find((f) => JSON.parse(readFileSync(join(dir, 'listings', f), 'utf8')).moderation_status === 'approved')!;
const read = (dir: string, f: string) => JSON.parse(readFileSync(join(dir, f), 'utf8'));

/** The copy an editor makes: every field of the original, under another file name. */
function copy(dir: string, original: string, name: string, change: (r: any) => void = () => {}): string {
  const r = read(dir, original);
  change(r);
  const rel = `${original.split('/')[0]}/${name}`;
  writeFileSync(join(dir, rel), JSON.stringify(r, null, 2));
  return rel;
}

const check = (dir: string) =>
  spawnSync(process.execPath, ['scripts/check.mjs'], { encoding: 'utf8', env: { ...process.env, CONTENT_DIR: dir } });
const publishedFrom = (dir: string) => {
  const raw = readContent(dir);
  return { raw, catalog: publish(raw, 'http://127.0.0.1:1') };
};
/** A file as problems and `raw.files` name it (relative to the working folder, like the build's messages). */
const shown = (dir: string, rel: string) => relative(process.cwd(), join(dir, rel));

describe('npm run check: a copy of a live listing', () => {
  it('is withheld even when its name sorts first, naming both files and why (not committed yet)', () => {
    const dir = catalog(true);
    const original = `listings/${approved(dir)}`;
    const id = read(dir, original).public_id;
    const dup = copy(dir, original, '0-copy.json');
    const r = check(dir);
    expect(r.status).toBe(1);
    for (const field of ['slug', 'public_id', 'record_id']) {
      expect(r.stderr).toContain(`${shown(dir, dup)} → ${field}: duplicate ${field}`);
    }
    expect(r.stderr).toContain(
      `"${id}", already used by ${shown(dir, original)} (in git since 2025-01-02, this file is not committed yet); this file is withheld`,
    );
    expect(r.stderr).toMatch(/1 file; the build withholds it/);
  });

  it('committed later, it is still the newcomer', () => {
    const dir = catalog(true);
    const original = `listings/${approved(dir)}`;
    const dup = copy(dir, original, 'a-copy.json');
    commit(dir, '2025-03-04T10:00:00Z');
    const { raw } = publishedFrom(dir);
    const p = raw.problems.find((x) => x.field === 'public_id');
    expect(p?.file).toBe(shown(dir, dup));
    expect(p?.message).toContain('(in git since 2025-01-02, this file since 2025-03-04)');
    expect(raw.files.get(read(dir, original).public_id)).toBe(shown(dir, original));

    // Renamed afterwards, the original is still the file git has known longer.
    const renamed = 'listings/0-renamed.json';
    run(dir, ['mv', original, renamed]);
    commit(dir, '2025-05-06T10:00:00Z');
    const after = publishedFrom(dir).raw;
    expect(after.files.get(read(dir, renamed).public_id)).toBe(shown(dir, renamed));
    expect(after.problems.find((x) => x.field === 'public_id')?.file).toBe(shown(dir, dup));
  });

  it('any file name: the untracked newcomer loses to the committed original (property)', () => {
    const dir = catalog(true);
    const original = `listings/${approved(dir)}`;
    const id = read(dir, original).public_id;
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,30}$/), (name) => {
        if (`listings/${name}.json` === original) return;
        const dup = copy(dir, original, `${name}.json`);
        try {
          const { raw } = publishedFrom(dir);
          expect(raw.files.get(id)).toBe(shown(dir, original));
          expect(raw.problems.map((p) => p.file)).toContain(shown(dir, dup));
        } finally {
          rmSync(join(dir, dup));
        }
      }),
      { seed: SEED, numRuns: 25 },
    );
  });

  it('without git, the earlier listed_at keeps the keys', () => {
    const dir = catalog(false);
    const original = `listings/${approved(dir)}`;
    copy(dir, original, '0-copy.json', (r) => (r.listed_at = '2030-01-01T00:00:00Z'));
    const { raw } = publishedFrom(dir);
    expect(raw.problems.find((x) => x.field === 'public_id')?.message).toMatch(
      /already used by .*\(listed earlier, \d{4}-/,
    );
    expect(raw.files.get(read(dir, original).public_id)).toBe(shown(dir, original));
  });

  it('what the last build published wins over git and listed_at', () => {
    const dir = catalog(true);
    const original = `listings/${approved(dir)}`;
    // The last build published the (older-dated) copy, e.g. the original was withheld then for another reason.
    const dup = copy(dir, original, 'z-copy.json', (r) => (r.listed_at = '2020-01-01T00:00:00Z'));
    rmSync(join(dir, original));
    const last = publishedFrom(dir);
    const holders = holdersFrom(publishedKeys(last.raw, last.catalog), dir);
    run(dir, ['checkout', '--', original]);
    const raw = readContent(dir, { holders });
    expect(raw.files.get(read(dir, original).public_id)).toBe(shown(dir, dup));
    expect(raw.problems.find((x) => x.field === 'public_id')).toMatchObject({
      file: shown(dir, original),
      message: expect.stringContaining(`already used by ${shown(dir, dup)} (the file that published it last time)`),
    });
  });

  it('a copied manual, and a second copy: every newcomer withheld, each naming the holder', () => {
    const dir = catalog(true);
    const manual = `manuals/${readdirSync(join(dir, 'manuals')).sort()[0]}`;
    const copies = [copy(dir, manual, 'man_00000000.json'), copy(dir, manual, 'man_zzzzzzzz.json')];
    const raw = readContent(dir);
    for (const c of copies) {
      expect(raw.problems.find((p) => p.file === shown(dir, c))?.message).toContain(
        `already used by ${shown(dir, manual)}`,
      );
    }
    expect(raw.files.get(read(dir, manual).public_id)).toBe(shown(dir, manual));
  });
});
