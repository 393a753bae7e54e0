// Size limits on content (src/schemas/content-limits.ts), read from the zod
// schemas themselves: every string and every list of every kind of record has
// a limit; a value one past it withholds the record naming the field, and a
// value at it is accepted; a record with every field at its limit still fits
// in a content file; a file over the file limit is never parsed, and the
// problem names the field that made it big. No build: this runs in seconds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { z } from 'zod';
import {
  ChecklistFrontMatter,
  GlossaryFrontMatter,
  GuideFrontMatter,
  ListingRecord,
  ManualRecord,
  SiteRecord,
} from '../../src/schemas/content.ts';
import { CONTENT_LIMITS } from '../../src/schemas/content-limits.ts';
import { readContent } from '../../src/catalog/read-content.ts';

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  checks?: { _zod: { def: unknown } }[];
};
const def = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;
type Check = { check: string; maximum?: number; format?: string; pattern?: RegExp };
const checks = (s: z.ZodType) => (def(s).checks ?? []).map((c) => c._zod.def as Check);
/** The length limit of a string or list: its max_length check, or the fixed length of an anchored pattern without repetition. */
function maxOf(s: z.ZodType): number | undefined {
  const max = checks(s).find((c) => c.check === 'max_length')?.maximum;
  if (max !== undefined) return max;
  const re = checks(s).find((c) => c.format === 'regex')?.pattern?.source;
  return re && /^\^[^*+]*\$$/.test(re) && !/\{\d+,\}/.test(re) ? re.length : undefined;
}

/** Every string and list leaf of a schema, with its path ('photos.*.alt') and its limit (undefined when it has none). */
function leaves(
  schema: z.ZodType,
  path: string[] = [],
): { path: string[]; kind: 'string' | 'list'; max: number | undefined }[] {
  const d = def(schema);
  switch (d.type) {
    case 'object':
      return Object.entries(d.shape!).flatMap(([k, v]) => leaves(v, [...path, k]));
    case 'nullable':
    case 'optional':
    case 'default':
      return leaves(d.innerType!, path);
    case 'pipe':
      return leaves(d.out!, path);
    case 'array':
      return [{ path, kind: 'list', max: maxOf(schema) }, ...leaves(d.element!, [...path, '*'])];
    case 'string':
      return [{ path, kind: 'string', max: maxOf(schema) }];
    default:
      return [];
  }
}

const SCHEMAS: [string, z.ZodType][] = [
  ['listing', ListingRecord],
  ['manual', ManualRecord],
  ['glossary', GlossaryFrontMatter],
  ['checklist', ChecklistFrontMatter],
  ['guide', GuideFrontMatter],
  ['site', SiteRecord],
];

describe('every string and every list of every content record has a limit', () => {
  it.each(SCHEMAS)('%s', (_name, schema) => {
    const unbounded = leaves(schema)
      .filter((l) => l.max === undefined && !isTimestamp(l.path))
      .map((l) => l.path.join('.'));
    expect(unbounded).toEqual([]);
  });
});

// Timestamps are ISO 8601 by their format (a bounded grammar), not by a length check.
const isTimestamp = (p: string[]) => /_at$/.test(p.at(-1) ?? '');

const sampleListing = () =>
  JSON.parse(readFileSync(join('content/listings', readdirSync('content/listings').sort()[0]), 'utf8'));
const sampleManual = () =>
  JSON.parse(readFileSync(join('content/manuals', readdirSync('content/manuals').sort()[0]), 'utf8'));

function setAt(obj: any, path: string[], fn: (v: any) => any): any {
  if (path.length === 0) return fn(obj);
  const [head, ...rest] = path;
  if (head === '*') return obj.map((x: any) => setAt(x, rest, fn));
  return { ...obj, [head]: setAt(obj[head], rest, fn) };
}
const FREE_TEXT = (p: string[]) =>
  !/(^|\.)(public_id|slug|url|download_url|currency|country|region_code|language|email|format)$/.test(p.join('.'));

describe('a value at its limit is accepted, one past it withholds the record naming the field', () => {
  for (const [name, schema, sample] of [
    ['listing', ListingRecord, sampleListing],
    ['manual', ManualRecord, sampleManual],
  ] as const) {
    const cases = leaves(schema).filter((l) => l.max !== undefined && FREE_TEXT(l.path));
    it.each(cases.map((c) => [c.path.join('.'), c] as const))(`${name} %s`, (_p, c) => {
      const base = sample();
      // Multibyte text: limits count characters, and the file limit must hold for them too.
      const fill = (n: number) => (v: any) =>
        c.kind === 'list'
          ? Array.from({ length: n }, (_, i) => (Array.isArray(v) && v.length ? v[i % v.length] : v))
          : 'ü'.repeat(n);
      if (c.kind === 'list' && !(Array.isArray(dig(base, c.path)) && dig(base, c.path).length)) return;
      const at = setAt(base, c.path, fill(c.max!));
      expect(schema.safeParse(at).success, JSON.stringify(schema.safeParse(at).error?.issues.slice(0, 2))).toBe(true);
      const past = schema.safeParse(setAt(base, c.path, fill(c.max! + 1)));
      expect(past.success).toBe(false);
      const issue = past.error!.issues.find(
        (i) => i.path.filter((s) => typeof s === 'string').join('.') === c.path.filter((s) => s !== '*').join('.'),
      );
      expect(issue?.message).toMatch(/^too (long|many): at most [\d,]+ (characters|items), this one has [\d,]+/);
    });
  }
});

const dig = (o: any, p: string[]): any => p.reduce((v, k) => (k === '*' ? v?.[0] : v?.[k]), o);

describe('the file limit is above the largest record the field limits allow', () => {
  it('a listing with every string and list at its limit, in four-byte characters, is a file under the limit', () => {
    let r = sampleListing();
    for (const l of leaves(ListingRecord)) {
      if (l.max === undefined) continue;
      if (l.kind === 'list') r = setAt(r, l.path, (v: any) => Array.from({ length: l.max! }, () => v[0]));
    }
    for (const l of leaves(ListingRecord)) {
      if (l.max === undefined || l.kind !== 'string' || !FREE_TEXT(l.path)) continue;
      r = setAt(r, l.path, (v: any) => (v === null ? v : '😀'.repeat(l.max! / 2)));
    }
    const bytes = Buffer.byteLength(JSON.stringify(r, null, 2));
    console.log(
      `[limits] the largest listing the field limits allow: ${(bytes / 1024).toFixed(0)} KiB (file limit ${CONTENT_LIMITS.file.max / 1024} KiB)`,
    );
    expect(bytes).toBeLessThan(CONTENT_LIMITS.file.max);
  });
});

describe('an oversized content file is refused before it is parsed', () => {
  let dir: string;
  let files: string[];
  let bigSpec: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'limits-'));
    cpSync('content', dir, { recursive: true });
    files = readdirSync(join(dir, 'listings')).sort();
    const at = (i: number) => join(dir, 'listings', files[i]);
    const a = JSON.parse(readFileSync(at(0), 'utf8'));
    writeFileSync(at(0), JSON.stringify({ ...a, description: 'A very long description. '.repeat(120_000) }, null, 2));
    const b = JSON.parse(readFileSync(at(1), 'utf8'));
    bigSpec = `specs.${b.specs.length}.value`;
    writeFileSync(
      at(1),
      JSON.stringify({ ...b, specs: [...b.specs, { label: 'Notes', value: 'x'.repeat(2_000_000) }] }),
    );
    writeFileSync(
      join(dir, 'guides', 'huge-guide.md'),
      `---\nkind: buyer_guide\ntitle: Huge\nsummary: s\nupdated_at: 2026-01-01T00:00:00Z\n---\n${'word '.repeat(300_000)}`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names the field that makes it big, withholds it and keeps its id and slug unpublished', () => {
    const raw = readContent(dir);
    const p0 = raw.problems.find((p) => p.file.endsWith(files[0]))!;
    expect(p0.field).toBe('description');
    expect(p0.message).toMatch(
      /at most 20,000 characters, this one has 3,000,000 characters; the file is 2\.9 MB, over the 1 MiB/,
    );
    const p1 = raw.problems.find((p) => p.file.endsWith(files[1]))!;
    expect(p1.field).toBe(bigSpec);
    const guide = raw.problems.find((p) => p.file.endsWith('huge-guide.md'))!;
    expect(guide.field).toBe('(file)');
    const original = JSON.parse(readFileSync(join('content/listings', files[0]), 'utf8'));
    expect(raw.listings.some((l) => l.slug === original.slug)).toBe(false);
    expect(raw.withheld).toEqual(expect.arrayContaining([original.slug, original.public_id]));
    // Nothing of the oversized text is echoed into the problem.
    for (const p of raw.problems) expect(p.message.length).toBeLessThan(400);
  });
});
