// Small modules with one job: a source file past MAX_LINES (as the formatter
// lays it out) is doing more than one thing and is split by job. Word lists and
// tables (files the formatter leaves packed, see biome.json) count like code.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 300;
const ROOTS = ['src', 'api'];

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|mjs|astro)$/.test(n) ? [p] : [];
  });

describe(`every source file has at most ${MAX_LINES} lines`, () => {
  it.each(ROOTS)('%s/', (root) => {
    const long = files(root)
      .map((f) => [f, readFileSync(f, 'utf8').split('\n').length - 1] as const)
      .filter(([, n]) => n > MAX_LINES);
    expect(long.map(([f, n]) => `${f}: ${n} lines`)).toEqual([]);
  });
});
