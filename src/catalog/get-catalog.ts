// The public catalog of this build, read once per process. Pages, static
// endpoints and the index writer all take it from here. Under `npm run dev`
// the content watcher (src/dev/live-content.ts) bumps CONTENT_VERSION, and the
// next page render reads and publishes the content again through the same
// reader and privacy choke point.
import { join } from 'node:path';
import { readContent, type ContentProblem } from './read-content.ts';
import { publish, type PublicCatalog } from './publish.ts';
import { readFileSync } from 'node:fs';
import { deserialize } from 'node:v8';
import type { CatalogSelection } from '../search/postgres/build-catalog.ts';
import {
  holdersFrom,
  PUBLISHED_KEYS_FILE,
  publishedKeys,
  readPublishedKeys,
  type PublishedKeys,
} from './published-keys.ts';
import { contentDir, OUTPUT_DIR, siteOrigin } from '../config.ts';
import { withhold, withheldByBuild } from './withhold.ts';

/** Set by the dev server's content watcher only: a build never shows editors' notices, whatever NODE_ENV says. */
export const LIVE_PREVIEW = Symbol.for('secondline.livePreview');
export const livePreview = (): boolean => (globalThis as Record<symbol, unknown>)[LIVE_PREVIEW] === true;

/** Shared by the dev server's watcher and the page modules (one process, several module instances). */
export const CONTENT_VERSION = Symbol.for('secondline.contentVersion');
const version = (): number => (globalThis as Record<symbol, number | undefined>)[CONTENT_VERSION] ?? 0;

interface Loaded {
  version: number;
  catalog: PublicCatalog;
  problems: ContentProblem[];
  keys: PublishedKeys;
}

/**
 * A postgres build (src/build/build.ts) reads the listings and manuals pages
 * print from the database and hands them over in this file: the content
 * folder's listings and manuals are then not read at all.
 */
export const CATALOG_SELECTION_ENV = 'SECONDLINE_CATALOG_SELECTION';

/**
 * The catalog of the current version and the keys it published, shared like CONTENT_VERSION: the dev server's
 * module instances (its watcher, the page modules after each reload) read the content once per edit, not each.
 */
const LOADED = Symbol.for('secondline.loadedCatalog');
const shared = globalThis as Record<symbol, Loaded | undefined>;

/**
 * A build hands its Astro child the catalog it has read and published (src/build/build.ts), with its problems and
 * keys, so the child does not read and publish the whole content folder a second time (~40 s at 100,000 listings).
 */
export const PUBLISHED_CATALOG_ENV = 'SECONDLINE_PUBLISHED_CATALOG';

function load(): Loaded {
  const handed = process.env[PUBLISHED_CATALOG_ENV];
  if (handed && !shared[LOADED]) shared[LOADED] = { version: version(), ...deserialize(readFileSync(handed)) };
  const last = shared[LOADED];
  if (!last || last.version !== version()) {
    const v = version();
    const dir = contentDir();
    const selection = process.env[CATALOG_SELECTION_ENV];
    // Who held each key: the previous read in this process (the dev server's last catalog), else the served build
    // (during a build, the one it will replace).
    const holders = last ? holdersFrom(last.keys, dir) : readPublishedKeys(join(OUTPUT_DIR, PUBLISHED_KEYS_FILE), dir);
    const read = readContent(dir, { holders, ...(selection ? { only: new Set<string>() } : {}) });
    // A build that traced a contact to records withholds them here too (./withhold.ts).
    const traced = withheldByBuild();
    const raw = traced ? withhold(read, traced) : read;
    const published = publish(raw, siteOrigin());
    const catalog = selection
      ? { ...published, ...(JSON.parse(readFileSync(selection, 'utf8')) as CatalogSelection) }
      : published;
    const problems = [...raw.problems, ...catalog.problems];
    shared[LOADED] = { version: v, catalog, problems, keys: publishedKeys(raw, catalog) };
  }
  return shared[LOADED]!;
}

export function getCatalog(): PublicCatalog {
  return load().catalog;
}

/** The records withheld from this catalog and why (file, field, what was expected). */
export function contentProblems(): ContentProblem[] {
  return load().problems;
}
