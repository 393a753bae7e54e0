// Reading one content file and validating it against its schema: a JSON
// record (strict about duplicate keys), a markdown file with front matter,
// within the size limits. Each problem is reported (file, field, what was
// expected) into the caller's list and a withheld record's id and slug are
// remembered, so ./read-content.ts can publish the rest of the catalog.
// Kept apart from the reader of the whole folder: this is how ONE file is read.
import { basename } from 'node:path';
import matter from 'gray-matter';
import type { z } from 'zod';
import { CONTENT_LIMITS, overLimit } from '../schemas/content-limits.ts';
import { readContentFile } from './content-file.ts';
import { DuplicateKeyError, parseJsonStrict } from './json-strict.ts';
import type { ContentProblem } from './read-content.ts';
import { frontMatterError, yamlError } from './yaml-errors.ts';

export interface MarkdownEntry<F> {
  file: string;
  slug: string;
  data: F;
  body: string;
}

const SLUG_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The readers of one content file, reporting into `problems` (paths shown through `rel`) and naming the keys of
 * withheld records in `withheld`.
 */
export function contentReaders(rel: (f: string) => string, problems: ContentProblem[], withheld: string[]) {
  const check = <S extends z.ZodType>(
    schema: S,
    value: unknown,
    file: string,
    into: ContentProblem[],
    prefix = '',
  ): z.infer<S> | undefined => {
    const r = schema.safeParse(value);
    if (r.success) return r.data;
    for (const issue of r.error.issues) {
      into.push({
        file: rel(file),
        field: [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(root)',
        message: issue.message,
      });
    }
    return undefined;
  };

  /** The file's text, or undefined when it is over the size limit (then its problem is reported, into `into`). */
  const readWithin = (file: string, into: ContentProblem[] = problems): string | undefined => {
    const r = readContentFile(file);
    if ('text' in r) return r.text;
    into.push({ file: rel(file), field: r.field, message: r.message });
    withheld.push(...r.keys);
    return undefined;
  };

  const readJson = <S extends z.ZodType>(schema: S, file: string): z.infer<S> | undefined => {
    const text = readWithin(file);
    if (text === undefined) return undefined;
    let value: unknown;
    try {
      value = parseJsonStrict(text);
    } catch (e) {
      if (e instanceof DuplicateKeyError) {
        problems.push({
          file: rel(file),
          field: [e.path, e.key].filter(Boolean).join('.'),
          message: `duplicate key: ${e.message}`,
        });
        // Its other problems are listed too, as JSON.parse would read it.
        const lastWins = JSON.parse(text);
        check(schema, lastWins, file, problems);
        remember(lastWins);
      } else problems.push({ file: rel(file), field: '', message: `not valid JSON: ${(e as Error).message}` });
      return undefined;
    }
    const data = check(schema, value, file, problems);
    if (data === undefined) remember(value);
    return data;
  };
  // A withheld record's id and slug must stay unpublished even if another file claims them later.
  const remember = (v: unknown) => {
    if (v && typeof v === 'object')
      for (const k of ['public_id', 'slug']) {
        const x = (v as Record<string, unknown>)[k];
        if (typeof x === 'string') withheld.push(x);
      }
  };

  const readMarkdown = <S extends z.ZodType>(schema: S, file: string): MarkdownEntry<z.infer<S>> | undefined => {
    const slug = basename(file, '.md');
    const before = problems.length;
    if (!SLUG_FILE.test(slug))
      problems.push({
        file: rel(file),
        field: '(file name)',
        message: 'file name must be a lower-case slug such as press-brake.md',
      });
    const text = readWithin(file);
    if (text === undefined) return undefined;
    let parsed: matter.GrayMatterFile<string>;
    try {
      // A fresh options object defeats gray-matter's cache, which would keep the previous build's data in watch mode.
      parsed = matter(text, {});
    } catch (e) {
      const message = `not valid YAML at ${frontMatterError(text, e)}`;
      problems.push({ file: rel(file), field: 'front matter', message });
      return undefined;
    }
    const data = check(schema, parsed.data, file, problems, 'front matter');
    if (!parsed.content.trim()) problems.push({ file: rel(file), field: 'body', message: 'markdown body is empty' });
    const bodyLength = parsed.content.trim().length;
    if (bodyLength > CONTENT_LIMITS.body.max)
      problems.push({ file: rel(file), field: 'body', message: overLimit(CONTENT_LIMITS.body, bodyLength) });
    return data === undefined || problems.length > before
      ? undefined
      : { file: rel(file), slug, data, body: parsed.content.trim() };
  };
  return { check, readWithin, readJson, readMarkdown };
}

export type ContentReaders = ReturnType<typeof contentReaders>;

/** A YAML file's error at its line (./yaml-errors.ts), else the parser's own first line. */
export const yamlMessage = (text: string, e: unknown) =>
  `not valid YAML at ${yamlError(text) ?? (e as Error).message.split('\n')[0]}`;
