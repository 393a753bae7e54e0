// The unit and bundled projects run their files in workers that share one module cache (vitest.config.ts,
// `isolate: false`): a file that leaves a module mocked, a global stubbed or an environment variable changed would
// change what the next file in that worker sees, and which file comes next differs from run to run. Every file of
// those projects therefore restores what it changes, in the same file; the postgres and processes projects, whose
// files point the environment at their own database, keep a fresh module cache per file.
import { globSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../vitest.config.ts';

interface Project {
  test: { name: string; isolate?: boolean; include: string[]; exclude?: string[] };
}
const projects = (config.test?.projects ?? []) as Project[];
const shared = projects.filter((p) => p.test.isolate === false);

function filesOf(p: Project): string[] {
  const out = new Set(p.test.exclude?.flatMap((g) => globSync(g)) ?? []);
  // This file's examples are strings, not changes.
  out.add(relative(process.cwd(), import.meta.filename));
  return p.test.include.flatMap((g) => globSync(g)).filter((f) => !out.has(f));
}

/** What a file changes for the whole worker and leaves changed; empty when it restores all of it. */
function unrestored(source: string): string[] {
  const problems: string[] = [];
  // A module mock stays in the shared registry: never allowed there.
  for (const m of source.matchAll(/\bvi\.(mock|doMock)\(/g)) problems.push(`vi.${m[1]}`);
  if (/\bvi\.stubEnv\(/.test(source) && !/\bvi\.unstubAllEnvs\(/.test(source))
    problems.push('vi.stubEnv without vi.unstubAllEnvs');
  if (/\bvi\.stubGlobal\(/.test(source) && !/\bvi\.unstubAllGlobals\(/.test(source))
    problems.push('vi.stubGlobal without vi.unstubAllGlobals');
  if (/\bvi\.spyOn\(/.test(source) && !/\bvi\.restoreAllMocks\(|\.mockRestore\(/.test(source))
    problems.push('vi.spyOn without a restore');
  // process.env.NAME = … / delete process.env.NAME: the same name must be put back in a finally, afterEach or afterAll.
  const names = new Set(
    [
      ...source.matchAll(/(?:delete\s+)?process\.env(?:\.([A-Za-z_]\w*)|\[\s*['"]([^'"]+)['"]\s*\])\s*(?==[^=]|;|$)/gm),
    ].map((m) => m[1] ?? m[2]),
  );
  if (/Object\.assign\(\s*process\.env/.test(source)) problems.push('Object.assign(process.env, …)');
  for (const name of names) {
    const restoring = [...source.matchAll(/\b(finally|afterEach|afterAll)\b[\s\S]{0,600}/g)].some((m) =>
      new RegExp(`process\\.env(?:\\.${name}\\b|\\[\\s*['"]${name}['"])`).test(m[0]),
    );
    if (!restoring) problems.push(`process.env.${name} changed and not restored`);
  }
  return problems;
}

describe('files of the projects that share a module cache restore what they change', () => {
  it('the unit and bundled projects are the ones sharing it', () => {
    expect(shared.map((p) => p.test.name).sort()).toEqual(['bundled', 'unit']);
  });

  it('tells a file that restores from one that does not', () => {
    expect(unrestored("vi.mock('../x.ts');")).toEqual(['vi.mock']);
    expect(unrestored("process.env.BUILD_THREADS = '2';\nrun();")).toEqual([
      'process.env.BUILD_THREADS changed and not restored',
    ]);
    expect(unrestored('delete process.env.SEARCH_BACKEND;')).toEqual([
      'process.env.SEARCH_BACKEND changed and not restored',
    ]);
    expect(unrestored("process.env['DATABASE_URL'] = url;")).toEqual([
      'process.env.DATABASE_URL changed and not restored',
    ]);
    expect(
      unrestored(
        "const prev = process.env.BUILD_THREADS;\ntry {\n  process.env.BUILD_THREADS = '2';\n} finally {\n  if (prev === undefined) delete process.env.BUILD_THREADS;\n  else process.env.BUILD_THREADS = prev;\n}",
      ),
    ).toEqual([]);
    // Reading and comparing are not changes.
    expect(unrestored("const write = process.env.SCREENSHOT === '1';")).toEqual([]);
    expect(unrestored("vi.stubEnv('A', '1');")).toEqual(['vi.stubEnv without vi.unstubAllEnvs']);
  });

  for (const p of shared)
    it(`${p.test.name}: every file`, () => {
      const files = filesOf(p);
      expect(files.length).toBeGreaterThan(10);
      const bad = files.flatMap((f) => unrestored(readFileSync(f, 'utf8')).map((x) => `${f}: ${x}`));
      expect(bad).toEqual([]);
    });
});
