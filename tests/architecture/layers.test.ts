// The dependency rule: the folders of src/ form layers, and an import only
// points down. LAYERS is the one statement of the architecture (the README's
// diagram and CONTRIBUTING.md describe it in words); a folder not listed, an
// import that points up or sideways into another folder of the same rank, or
// a cycle fails here. Type-only imports are allowed across layers: they
// vanish from the bundles and carry no behaviour.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Lowest first. `(root)` is src/config.ts. */
export const LAYERS: string[][] = [
  ['(root)'],
  ['lib', 'icon'],
  ['schemas'],
  ['privacy'],
  ['catalog'],
  ['db'],
  ['http'],
  ['search'],
  ['present'],
  ['structured-data', 'charts'],
  ['components'],
  ['layouts'],
  ['core'],
  ['functions'],
  ['markdown'],
  ['mcp'],
  ['openapi'],
  ['discovery'],
  ['pages', 'styles'],
  ['build'],
  ['dev', 'server'],
];

const SRC = resolve('src');
const rank = new Map(LAYERS.flatMap((folders, i) => folders.map((f) => [f, i] as const)));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.(ts|mts|mjs|js|astro)$/.test(n) ? [p] : [];
  });
const folderOf = (file: string) => {
  const parts = relative(SRC, file).split('/');
  return parts.length === 1 ? '(root)' : parts[0];
};

/** Static imports and re-exports with a relative specifier, and dynamic import() of a relative string. */
const IMPORT =
  /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/gm;
const typeOnly = (clause: string) =>
  /^\{[^}]*\}$/.test(clause.trim()) &&
  clause
    .replace(/[{}\s]/g, '')
    .split(',')
    .filter(Boolean)
    .every((n) => n.startsWith('type'));

interface Edge {
  from: string;
  to: string;
  file: string;
  spec: string;
}

function edges(): Edge[] {
  const out: Edge[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(IMPORT)) {
      if (m[2] || (m[3] && typeOnly(m[3]))) continue;
      const spec = m[4] ?? m[5];
      const target = resolve(dirname(file), spec);
      if (!target.startsWith(SRC)) continue;
      const from = folderOf(file);
      const to = folderOf(target);
      if (from !== to) out.push({ from, to, file: relative('.', file), spec });
    }
  }
  return out;
}

describe('the dependency rule', () => {
  const all = edges();
  const folders = new Set(sourceFiles(SRC).map(folderOf));

  it('finds the imports it checks', () => {
    expect(all.length).toBeGreaterThan(100);
  });

  it('places every folder of src/ in a layer', () => {
    expect([...folders].filter((f) => !rank.has(f))).toEqual([]);
  });

  it('every import points to a lower layer', () => {
    const up = all
      .filter((e) => rank.get(e.to)! >= rank.get(e.from)!)
      .map((e) => `${e.file} → ${e.spec} (${e.from} → ${e.to})`);
    expect(up).toEqual([]);
  });

  it('has no cycle between folders, directly or through others', () => {
    const next = new Map<string, Set<string>>();
    for (const e of all) next.set(e.from, (next.get(e.from) ?? new Set()).add(e.to));
    const reach = (a: string) => {
      const seen = new Set<string>();
      const todo = [...(next.get(a) ?? [])];
      while (todo.length) {
        const x = todo.pop()!;
        if (seen.has(x)) continue;
        seen.add(x);
        todo.push(...(next.get(x) ?? []));
      }
      return seen;
    };
    expect([...folders].filter((f) => reach(f).has(f))).toEqual([]);
  });
});
