// Reads and validates every file of a content folder. Problems are collected,
// not thrown one by one, so an editor sees all of them in one build, each
// with its file, the field and what was expected.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative, basename } from 'node:path';
import matter from 'gray-matter';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import {
  ListingRecord, ManualRecord, GlossaryFrontMatter, ChecklistFrontMatter, GuideFrontMatter, SiteRecord,
} from '../schemas/content.ts';

export interface ContentProblem { file: string; field: string; message: string }

export class ContentError extends Error {
  readonly problems: ContentProblem[];

  constructor(problems: ContentProblem[]) {
    super(`Content is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
      problems.map((p) => `  ${p.file}${p.field ? ` → ${p.field}` : ''}: ${p.message}`).join('\n'));
    this.name = 'ContentError';
    this.problems = problems;
  }
}

export interface MarkdownEntry<F> { file: string; slug: string; data: F; body: string }

export interface RawContent {
  dir: string;
  listings: ListingRecord[];
  manuals: ManualRecord[];
  glossary: MarkdownEntry<GlossaryFrontMatter>[];
  checklists: MarkdownEntry<ChecklistFrontMatter>[];
  guides: MarkdownEntry<GuideFrontMatter>[];
  site: SiteRecord;
}

const SLUG_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function readContent(dir: string): RawContent {
  const problems: ContentProblem[] = [];
  const rel = (f: string) => relative(process.cwd(), f) || f;

  const files = (sub: string, ext: string): string[] => {
    const d = join(dir, sub);
    if (!existsSync(d)) {
      problems.push({ file: rel(d), field: '', message: `folder is missing (expected ${sub}/*${ext})` });
      return [];
    }
    return readdirSync(d).filter((f) => f.endsWith(ext)).sort().map((f) => join(d, f));
  };

  const check = <S extends z.ZodType>(schema: S, value: unknown, file: string, prefix = ''): z.infer<S> | undefined => {
    const r = schema.safeParse(value);
    if (r.success) return r.data;
    for (const issue of r.error.issues) {
      problems.push({ file: rel(file), field: [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(root)', message: issue.message });
    }
    return undefined;
  };

  const readJson = <S extends z.ZodType>(schema: S, file: string): z.infer<S> | undefined => {
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      problems.push({ file: rel(file), field: '', message: `not valid JSON: ${(e as Error).message}` });
      return undefined;
    }
    return check(schema, value, file);
  };

  const readMarkdown = <S extends z.ZodType>(schema: S, file: string): MarkdownEntry<z.infer<S>> | undefined => {
    const slug = basename(file, '.md');
    if (!SLUG_FILE.test(slug)) problems.push({ file: rel(file), field: '(file name)', message: 'file name must be a lower-case slug such as press-brake.md' });
    let parsed: matter.GrayMatterFile<string>;
    try {
      // A fresh options object defeats gray-matter's cache, which would keep the previous build's data in watch mode.
      parsed = matter(readFileSync(file, 'utf8'), {});
    } catch (e) {
      problems.push({ file: rel(file), field: 'front matter', message: `not valid YAML: ${(e as Error).message.split('\n')[0]}` });
      return undefined;
    }
    const data = check(schema, parsed.data, file, 'front matter');
    if (!parsed.content.trim()) problems.push({ file: rel(file), field: 'body', message: 'markdown body is empty' });
    return data === undefined ? undefined : { file: rel(file), slug, data, body: parsed.content.trim() };
  };

  const defined = <T>(xs: (T | undefined)[]) => xs.filter((x): x is T => x !== undefined);

  const listingFiles = files('listings', '.json');
  const listings = listingFiles.map((f) => readJson(ListingRecord, f));
  const manualFiles = files('manuals', '.json');
  const manuals = manualFiles.map((f) => readJson(ManualRecord, f));
  const glossary = defined(files('glossary', '.md').map((f) => readMarkdown(GlossaryFrontMatter, f)));
  const checklists = defined(files('checklists', '.md').map((f) => readMarkdown(ChecklistFrontMatter, f)));
  const guides = defined(files('guides', '.md').map((f) => readMarkdown(GuideFrontMatter, f)));

  let site: SiteRecord | undefined;
  const siteFile = join(dir, 'site.yaml');
  if (!existsSync(siteFile)) problems.push({ file: rel(siteFile), field: '', message: 'site facts file is missing' });
  else {
    try {
      site = check(SiteRecord, parseYaml(readFileSync(siteFile, 'utf8')), siteFile);
    } catch (e) {
      problems.push({ file: rel(siteFile), field: '', message: `not valid YAML: ${(e as Error).message.split('\n')[0]}` });
    }
  }

  // Keys must be unique across files: a duplicate would silently shadow a record.
  const unique = <T>(items: (T | undefined)[], paths: string[], key: (t: T) => string, field: string) => {
    const seen = new Map<string, string>();
    items.forEach((item, i) => {
      if (item === undefined) return;
      const k = key(item);
      const first = seen.get(k);
      if (first) problems.push({ file: rel(paths[i]), field, message: `duplicate ${field} "${k}", already used by ${first}` });
      else seen.set(k, rel(paths[i]));
    });
  };
  unique(listings, listingFiles, (l) => l.slug, 'slug');
  unique(listings, listingFiles, (l) => l.public_id, 'public_id');
  unique(listings, listingFiles, (l) => String(l.record_id), 'record_id');
  unique(manuals, manualFiles, (m) => m.public_id, 'public_id');

  const termSlugs = new Set(glossary.map((g) => g.slug));
  for (const g of glossary) {
    for (const r of g.data.related) {
      if (!termSlugs.has(r)) problems.push({ file: g.file, field: 'front matter.related', message: `"${r}" is not a glossary term (no glossary/${r}.md)` });
    }
  }

  if (problems.length) throw new ContentError(problems);
  return { dir, listings: defined(listings), manuals: defined(manuals), glossary, checklists, guides, site: site! };
}
