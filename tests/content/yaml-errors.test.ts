// YAML errors point at the spot: the file's own line and column, the reason,
// and the line itself. An unclosed quote or bracket is reported where it was
// opened (a parser only notices it lines later), every other kind where the
// parser stopped. Front matter (gray-matter), site.yaml and the search
// vocabulary (yaml) alike, and `npm run check` says the same.
import { afterEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { ContentError, readContent } from '../../src/catalog/read-content.ts';
import { SEED } from '../support/property.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function catalog(): string {
  const dir = mkdtempSync(join(tmpdir(), 'secondline-yaml-'));
  dirs.push(dir);
  cpSync('content', dir, { recursive: true });
  return dir;
}
const TERM = 'glossary/zz-broken.md';
const termProblem = (dir: string, frontMatter: string) => {
  writeFileSync(join(dir, TERM), `---\n${frontMatter}---\nBody.\n`);
  return readContent(dir).problems.find((p) => p.file.endsWith(TERM))?.message ?? '';
};

// [front matter, file line, column, reason]: the spot an editor must look at.
const KINDS: [string, string, number, number, RegExp][] = [
  [
    'unclosed double quote (the issue)',
    'term: "Unclosed\naliases: [a, b]\ncategory: general\n',
    2,
    7,
    /the " opened here is never closed/,
  ],
  ['unclosed single quote', "term: 'abc\ncategory: general\n", 2, 7, /the ' opened here is never closed/],
  ['unclosed quote in a list item', 'term: x\naliases:\n  - "abc\n  - d\n', 4, 5, /the " opened here is never closed/],
  ['unclosed [', 'term: X\naliases: [a, b\ncategory: y\n', 3, 10, /the \[ opened here is never closed with \]/],
  ['unclosed {', 'term: {a: 1\ncategory: y\n', 2, 7, /the \{ opened here is never closed with \}/],
  ['bad indentation', 'term: X\n  aliases: [a]\ncategory: y\n', 3, 10, /bad indentation/],
  ['duplicate key', 'term: X\nterm: Y\n', 3, 1, /duplicated mapping key/],
  ['bad escape', 'term: "a\\qb"\n', 2, 10, /unknown escape sequence/],
  ['unknown alias', 'term: *nope\n', 2, 12, /unidentified alias "nope"/],
  ['a colon in a plain value', 'term: a: b\n', 2, 8, /mapping pair/],
];

describe('front matter errors name the file line, the column and the reason', () => {
  for (const [kind, fm, line, col, reason] of KINDS) {
    it(kind, () => {
      const message = termProblem(catalog(), fm);
      expect(message).toMatch(new RegExp(`^not valid YAML at line ${line}, column ${col}: `));
      expect(message).toMatch(reason);
      // Never a position with nothing after it (the issue's "line 4, column 9:").
      expect(message).not.toMatch(/:\s*$/);
    });
  }

  it('any line of any front matter: an unclosed quote is reported on its own line (property)', () => {
    const dir = catalog();
    const value = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ,.-]{0,20}$/);
    fc.assert(
      fc.property(
        fc.array(value, { minLength: 1, maxLength: 8 }),
        fc.nat(),
        fc.constantFrom('"', "'"),
        (values, at, q) => {
          const keys = ['term', 'category', ...values.map((_, i) => `extra_${i}`)].slice(0, values.length);
          const i = at % values.length;
          const lines = values.map((v, k) => `${keys[k]}: ${k === i ? `${q}${v}` : `${q}${v}${q}`}`);
          expect(termProblem(dir, `${lines.join('\n')}\n`)).toMatch(
            new RegExp(`^not valid YAML at line ${i + 2}, column ${keys[i].length + 3}: the ${q} opened here`),
          );
        },
      ),
      { seed: SEED, numRuns: 40 },
    );
  });
});

describe('site.yaml and the search vocabulary', () => {
  it('site.yaml: the build cannot start, and says where', () => {
    const dir = catalog();
    writeFileSync(join(dir, 'site.yaml'), 'name: Secondline\nslogan: "unclosed\ndescription: x\n');
    const e = (() => {
      try {
        readContent(dir);
      } catch (x) {
        return x as ContentError;
      }
    })();
    expect(e).toBeInstanceOf(ContentError);
    expect(e!.problems.find((p) => p.file.endsWith('site.yaml'))?.message).toMatch(
      /^not valid YAML at line 2, column 9: the " opened here is never closed/,
    );
  });

  it('search/synonyms.yaml: withheld with its line', () => {
    const dir = catalog();
    const file = readdirSync(join(dir, 'search')).find((f) => f.startsWith('synonyms'))!;
    writeFileSync(join(dir, 'search', file), 'groups:\n  - [folder, folding machine\n');
    expect(readContent(dir).problems.find((p) => p.file.endsWith(file))?.message).toMatch(
      /^not valid YAML at line 2, column 5: the \[ opened here is never closed/,
    );
  });
});

it('npm run check prints the line and the reason', () => {
  const dir = catalog();
  writeFileSync(join(dir, TERM), '---\nterm: "Unclosed\naliases: [a, b]\ncategory: general\n---\nBody.\n');
  const r = spawnSync(process.execPath, ['scripts/check.mjs'], {
    encoding: 'utf8',
    env: { ...process.env, CONTENT_DIR: dir },
  });
  expect(r.status).toBe(1);
  expect(r.stderr).toMatch(
    /zz-broken\.md → front matter: not valid YAML at line 2, column 7: the " opened here is never closed \(term: "Unclosed\)/,
  );
});
