// The one content reader (the build and `npm run check` both use it). Every
// file is read and validated on its own: a record with a problem is withheld
// and its problems reported (file, field, what was expected), the rest of the
// catalog publishes, so one typo never holds back a takedown. Only a catalog
// that cannot be built at all (a folder or site.yaml missing or invalid)
// throws. How one file is read is ./content-readers.ts; the search vocabulary
// files, ./search-files.ts.
import { readdirSync, existsSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { parse as parseYaml } from 'yaml';
import {
  ListingRecord,
  ManualRecord,
  GlossaryFrontMatter,
  ChecklistFrontMatter,
  GuideFrontMatter,
  SiteRecord,
  type SearchVocabulary,
} from '../schemas/content.ts';
import { claimKeys, gitAddedAt, type ClaimOptions, type KeyHolders } from './duplicate-keys.ts';
import { contentReaders, type MarkdownEntry, yamlMessage } from './content-readers.ts';
import { readSearchFiles } from './search-files.ts';

export interface ContentProblem {
  file: string;
  field: string;
  message: string;
}

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

  const readers = contentReaders(rel, problems, withheld);
  const { check, readWithin, readJson, readMarkdown } = readers;

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

  const search = readSearchFiles(dir, rel, readers, problems);

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

function defined<T>(xs: (T | undefined)[]): T[] {
  return xs.filter((x): x is T => x !== undefined);
}
