// Which content file published each listing and manual key: written beside a
// build's output (never served: it is outside static/), kept by the dev
// server between reads, read from the search database by index:sync. The
// next read hands it to the duplicate-key rule, so the file that held a key
// keeps it against a copy (src/catalog/duplicate-keys.ts).
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { PublicCatalog } from './publish.ts';
import type { RawContent, ReadOptions } from './read-content.ts';
import type { KeyHolders } from './duplicate-keys.ts';

/** File name inside the build output folder. */
export const PUBLISHED_KEYS_FILE = 'published-keys.json';

export interface PublishedKeys {
  /** The content folder these files are relative to. */
  content: string;
  /** [public_id, slug, file] of every published listing. */
  listings: [string, string, string][];
  /** [public_id, file] of every published manual. */
  manuals: [string, string][];
}

/** The keys a catalog publishes and their files, relative to the content folder. */
export function publishedKeys(raw: RawContent, catalog: PublicCatalog): PublishedKeys {
  const fileOf = (id: string) => relative(raw.dir, resolve(raw.files.get(id) ?? id));
  return {
    content: resolve(raw.dir),
    listings: catalog.listings.map((l) => [l.id, l.slug, fileOf(l.id)]),
    manuals: catalog.manuals.map((m) => [m.id, fileOf(m.id)]),
  };
}

/** A lookup over [key…, file] rows: field → value → file. */
function holdersOf(rows: string[][], fields: string[]): KeyHolders {
  const maps = new Map(fields.map((f, i) => [f, new Map(rows.map((r) => [r[i], r.at(-1)!]))]));
  return (field, value) => maps.get(field)?.get(value);
}

/** What readContent needs to let the previous holders keep their keys. */
export function holdersFrom(keys: PublishedKeys | undefined, dir: string): ReadOptions['holders'] {
  if (!keys || resolve(keys.content) !== resolve(dir)) return undefined;
  return { listings: holdersOf(keys.listings, ['public_id', 'slug']), manuals: holdersOf(keys.manuals, ['public_id']) };
}

/** The keys a previous build wrote, if it was a build of `dir` (another folder's keys say nothing here). */
export function readPublishedKeys(file: string, dir: string): ReadOptions['holders'] {
  try {
    return holdersFrom(JSON.parse(readFileSync(file, 'utf8')) as PublishedKeys, dir);
  } catch {
    return undefined;
  }
}
