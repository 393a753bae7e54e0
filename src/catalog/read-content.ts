// The one content reader (the build and `npm run check` both use it). Every
// file is read and validated on its own: a record with a problem is withheld
// and its problems reported (file, field, what was expected), the rest of the
// catalog publishes, so one typo never holds back a takedown. Only a catalog
// that cannot be built at all (a folder or site.yaml missing or invalid)
// throws.
import { readdirSync, existsSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import matter from 'gray-matter';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import {
  ListingRecord,
  ManualRecord,
  GlossaryFrontMatter,
  ChecklistFrontMatter,
  GuideFrontMatter,
  SiteRecord,
  SearchFiller,
  SearchIntents,
  SearchPhrases,
  SearchPlaces,
  SearchSynonyms,
  SearchTypes,
  type SearchVocabulary,
} from '../schemas/content.ts';
import { searchVocabulary } from './search-vocabulary.ts';
import { parseJsonStrict, DuplicateKeyError } from './json-strict.ts';
import { frontMatterError, yamlError } from './yaml-errors.ts';
import { claimKeys, gitAddedAt, type ClaimOptions, type KeyHolders } from './duplicate-keys.ts';
import { readContentFile } from './content-file.ts';
import { CONTENT_LIMITS, overLimit } from '../schemas/content-limits.ts';

export interface ContentProblem {
  file: string;
  field: string;
  message: string;
}

/** The last reading of each search vocabulary file, by path (see readYaml in readContent). */
const searchFiles = new Map<string, { text: string; value: unknown; problems: ContentProblem[] }>();

export const formatProblem = (p: ContentProblem) => `  ${p.file}${p.field ? ` → ${p.field}` : ''}: ${p.message}`;

export class ContentError extends Error {
  readonly problems: ContentProblem[];

  constructor(problems: ContentProblem[]) {
    super(
      `Content is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map(formatProblem).join('\n'),
    );
    this.name = 'ContentError';
    this.problems = problems;
  }
}

interface MarkdownEntry<F> {
  file: string;
  slug: string;
  data: F;
  body: string;
}

export interface RawContent {
  dir: string;
  /** Valid listings; each carries the file it came from. */
  listings: ListingRecord[];
  manuals: ManualRecord[];
  glossary: MarkdownEntry<GlossaryFrontMatter>[];
  checklists: MarkdownEntry<ChecklistFrontMatter>[];
  guides: MarkdownEntry<GuideFrontMatter>[];
  site: SiteRecord;
  /** Problems of withheld records; the records above are the ones without. */
  problems: ContentProblem[];
  /** Public ids and slugs named by withheld files, as far as they could be read: never to be published. */
  withheld: string[];
  /** The file of each valid listing and manual (by public id). */
  files: Map<string, string>;
  /** Synonyms, filler words and place names of content/search/ (empty lists where a file is absent or invalid). */
  search: SearchVocabulary;
}

const SLUG_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface ReadOptions {
  /** Who held each listing and manual key in the last build: that file keeps it against a newcomer. */
  holders?: { listings?: KeyHolders; manuals?: KeyHolders };
  /**
   * Read just these listing and manual files (absolute paths; index:sync of some files);
   * every other kind of content is read whole (it is small and the publishing step needs it).
   */
  only?: ReadonlySet<string>;
}

export function readContent(dir: string, opts: ReadOptions = {}): RawContent {
  const problems: ContentProblem[] = [];
  const fatal: ContentProblem[] = [];
  const withheld: string[] = [];
  const rel = (f: string) => relative(process.cwd(), f) || f;

  const files = (sub: string, ext: string): string[] => {
    const d = join(dir, sub);
    if (!existsSync(d)) {
      fatal.push({ file: rel(d), field: '', message: `folder is missing (expected ${sub}/*${ext})` });
      return [];
    }
    // Some files only: no listing of a folder that may hold a million.
    if (opts.only && (sub === 'listings' || sub === 'manuals')) {
      return [...opts.only].filter((f) => dirname(f) === d && f.endsWith(ext) && existsSync(f)).sort();
    }
    return readdirSync(d)
      .filter((f) => f.endsWith(ext))
      .sort()
      .map((f) => join(d, f));
  };

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

  const listingFiles = files('listings', '.json');
  const listings = listingFiles.map((f) => readJson(ListingRecord, f));
  const manualFiles = files('manuals', '.json');
  const manuals = manualFiles.map((f) => readJson(ManualRecord, f));
  const glossaryAll = files('glossary', '.md').map((f) => readMarkdown(GlossaryFrontMatter, f));
  const checklists = defined(files('checklists', '.md').map((f) => readMarkdown(ChecklistFrontMatter, f)));
  const guides = defined(files('guides', '.md').map((f) => readMarkdown(GuideFrontMatter, f)));

  let site: SiteRecord | undefined;
  const siteFile = join(dir, 'site.yaml');
  if (!existsSync(siteFile)) fatal.push({ file: rel(siteFile), field: '', message: 'site facts file is missing' });
  else {
    const text = readWithin(siteFile, fatal);
    if (text !== undefined) {
      try {
        site = check(SiteRecord, parseYaml(text, { uniqueKeys: true }), siteFile, fatal);
      } catch (e) {
        fatal.push({ file: rel(siteFile), field: '', message: yamlMessage(text, e) });
      }
    }
  }

  // Search vocabulary: optional files; an invalid one is reported and left out (search works without it).
  const readYaml = <S extends z.ZodType>(schema: S, name: string): z.infer<S> | undefined => {
    const file = join(dir, 'search', name);
    if (!existsSync(file)) return undefined;
    const text = readWithin(file);
    if (text === undefined) return undefined;
    try {
      // The search vocabulary is tens of kilobytes of YAML that rarely changes: `npm run dev` re-reads the whole
      // catalog on every save, so an unchanged file (same text) is not parsed and checked again.
      const known = searchFiles.get(file);
      if (known?.text === text) {
        problems.push(...known.problems);
        return known.value as z.infer<S>;
      }
      const found: ContentProblem[] = [];
      const value = check(schema, parseYaml(text, { uniqueKeys: true }), file, found);
      problems.push(...found);
      searchFiles.set(file, { text, value, problems: found });
      return value;
    } catch (e) {
      problems.push({ file: rel(file), field: '', message: yamlMessage(text, e) });
      return undefined;
    }
  };
  const search: SearchVocabulary = searchVocabulary(
    {
      synonyms: readYaml(SearchSynonyms, 'synonyms.yaml')?.groups ?? [],
      types: readYaml(SearchTypes, 'vocabulary.yaml')?.types ?? [],
      filler: readYaml(SearchFiller, 'filler.yaml') ?? {},
      places: readYaml(SearchPlaces, 'places.yaml') ?? { names: [], countries: {}, areas: {} },
      phrases: readYaml(SearchPhrases, 'phrases.yaml') ?? null,
      intents: readYaml(SearchIntents, 'intents.yaml') ?? null,
    },
    (field, message) => problems.push({ file: rel(join(dir, 'search', 'vocabulary.yaml')), field, message }),
  );

  // Keys must be unique across files: the newcomer is withheld, naming the holder (./duplicate-keys.ts).
  const git = gitAddedAt(dir);
  const inDir = (fs: string[]) => fs.map((f) => relative(dir, f));
  const claim = <T>(
    items: (T | undefined)[],
    paths: string[],
    keys: [string, (t: T) => string][],
    holders?: KeyHolders,
    since?: (t: T) => string,
  ) => {
    const o: ClaimOptions = { holders, since: since as ClaimOptions['since'], gitAddedAt: git };
    const r = claimKeys(items, paths.map(rel), inDir(paths), keys, o);
    problems.push(...r.problems);
    return r.kept;
  };
  const listingKeys: [string, (l: ListingRecord) => string][] = [
    ['slug', (l) => l.slug],
    ['public_id', (l) => l.public_id],
    ['record_id', (l) => String(l.record_id)],
  ];
  const validListings = claim(listings, listingFiles, listingKeys, opts.holders?.listings, (l) => l.listed_at);
  const validManuals = claim(manuals, manualFiles, [['public_id', (m) => m.public_id]], opts.holders?.manuals);

  const termFiles = new Set(files('glossary', '.md').map((f) => basename(f, '.md')));
  const glossary = defined(glossaryAll).filter((g) => {
    const missing = g.data.related.filter((r) => !termFiles.has(r));
    for (const r of missing)
      problems.push({
        file: g.file,
        field: 'front matter.related',
        message: `"${r}" is not a glossary term (no glossary/${r}.md)`,
      });
    return missing.length === 0;
  });
  // A related term that exists but was withheld is left out rather than linked to nothing.
  const published = new Set(glossary.map((g) => g.slug));
  for (const g of glossary) g.data = { ...g.data, related: g.data.related.filter((r) => published.has(r)) };

  if (fatal.length) throw new ContentError([...fatal, ...problems]);
  const fileOf = new Map<string, string>();
  validListings.forEach((l, i) => l && fileOf.set(l.public_id, rel(listingFiles[i])));
  validManuals.forEach((m, i) => m && fileOf.set(m.public_id, rel(manualFiles[i])));
  return {
    dir,
    listings: defined(validListings),
    manuals: defined(validManuals),
    glossary,
    checklists,
    guides,
    site: site!,
    problems,
    withheld,
    files: fileOf,
    search,
  };
}

/** A YAML file's error at its line (./yaml-errors.ts), else the parser's own first line. */
const yamlMessage = (text: string, e: unknown) =>
  `not valid YAML at ${yamlError(text) ?? (e as Error).message.split('\n')[0]}`;

function defined<T>(xs: (T | undefined)[]): T[] {
  return xs.filter((x): x is T => x !== undefined);
}
