// A SEARCH_BACKEND=postgres build ships functions without the index: no
// listing or manual index file in any function's data, and the Postgres code
// behind a dynamic import in a chunk of its own (a function on the bundled
// index never loads it).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const functions = join(inject('pgOutput'), 'functions/api/agents/v1');
const walk = (d: string): string[] =>
  readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
const funcDirs = walk(functions)
  .filter((f) => f.endsWith('.vc-config.json'))
  .map((f) => join(f, '..'));

describe('the postgres build', () => {
  it('carries no search index in any function', () => {
    expect(funcDirs.length).toBeGreaterThanOrEqual(6);
    const data = funcDirs.flatMap((d) =>
      walk(d)
        .filter((f) => f.includes('/data/'))
        .map((f) => relative(functions, f)),
    );
    // The lookup's page paths (/listings/{id}, .md) miss with the site's 404 page and its markdown twin.
    expect(data.sort()).toEqual([
      'glossary-term.func/data/research.json',
      'listings/[slug_or_id].func/data/404.html',
      'listings/[slug_or_id].func/data/404.md',
      'mcp.func/data/research.json',
    ]);
    const listings = funcDirs.find((d) => d.endsWith('/listings.func'))!;
    expect(walk(listings).reduce((n, f) => n + statSync(f).size, 0)).toBeLessThan(2e6);
    const info = JSON.parse(readFileSync(join(inject('pgOutput'), 'build-info.json'), 'utf8'));
    expect(info.search_backend).toBe('postgres');
  });

  it('loads the Postgres code only through a dynamic import', () => {
    for (const dir of funcDirs.filter((d) => /\/(listings|manuals|mcp)\.func$/.test(d))) {
      const files = walk(dir).filter((f) => f.endsWith('.mjs'));
      const driver = files.filter((f) => readFileSync(f, 'utf8').includes('statement_timeout'));
      expect(driver.length, dir).toBe(1);
      const name = driver[0].split('/').pop()!.replace('.', '\\.');
      // Reached through import("…") from some file of the function, never by a static import.
      expect(
        files.some((f) => new RegExp(`import\\("\\./(chunks/)?${name}"\\)`).test(readFileSync(f, 'utf8'))),
        dir,
      ).toBe(true);
      for (const f of files)
        expect(readFileSync(f, 'utf8'), f).not.toMatch(new RegExp(`from\\s*"\\./(chunks/)?${name}"`));
    }
  });
});
