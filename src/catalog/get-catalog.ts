// The public catalog of this build, read once per process. Pages, static
// endpoints and the index writer all take it from here. Under `npm run dev`
// the content watcher (src/dev/live-content.ts) bumps CONTENT_VERSION, and the
// next page render reads and publishes the content again through the same
// reader and privacy choke point.
import { readContent, type ContentProblem } from './read-content.ts';
import { publish, type PublicCatalog } from './publish.ts';
import { contentDir, siteOrigin } from '../config.ts';
import { readFileSync } from 'node:fs';
import type { CatalogSelection } from '../search/postgres/build-catalog.ts';

/** Set by the dev server's content watcher only: a build never shows editors' notices, whatever NODE_ENV says. */
export const LIVE_PREVIEW = Symbol.for('secondline.livePreview');
export const livePreview = (): boolean => (globalThis as Record<symbol, unknown>)[LIVE_PREVIEW] === true;

/** Shared by the dev server's watcher and the page modules (one process, several module instances). */
export const CONTENT_VERSION = Symbol.for('secondline.contentVersion');
const version = (): number => (globalThis as Record<symbol, number | undefined>)[CONTENT_VERSION] ?? 0;

let cached: { version: number; catalog: PublicCatalog; problems: ContentProblem[] } | undefined;

/**
 * A postgres build (src/build/build.ts) reads the listings and manuals pages
 * print from the database and hands them over in this file: the content
 * folder's listings and manuals are then not read at all.
 */
export const CATALOG_SELECTION_ENV = 'SECONDLINE_CATALOG_SELECTION';

function load() {
  if (!cached || cached.version !== version()) {
    const v = version();
    const selection = process.env[CATALOG_SELECTION_ENV];
    const raw = readContent(contentDir(), selection ? { only: new Set() } : {});
    const published = publish(raw, siteOrigin());
    const catalog = selection ? { ...published, ...(JSON.parse(readFileSync(selection, 'utf8')) as CatalogSelection) } : published;
    cached = { version: v, catalog, problems: [...raw.problems, ...catalog.problems] };
  }
  return cached;
}

export function getCatalog(): PublicCatalog {
  return load().catalog;
}

/** The records withheld from this catalog and why (file, field, what was expected). */
export function contentProblems(): ContentProblem[] {
  return load().problems;
}
