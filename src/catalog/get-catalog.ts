// The public catalog of this build, read once per process. Pages, static
// endpoints and the index writer all take it from here. Under `npm run dev`
// the content watcher (src/dev/live-content.ts) bumps CONTENT_VERSION, and the
// next page render reads and publishes the content again through the same
// reader and privacy choke point.
import { join } from 'node:path';
import { readContent, type ContentProblem } from './read-content.ts';
import { publish, type PublicCatalog } from './publish.ts';
import {
  holdersFrom, PUBLISHED_KEYS_FILE, publishedKeys, readPublishedKeys, type PublishedKeys,
} from './published-keys.ts';
import { contentDir, OUTPUT_DIR, siteOrigin } from '../config.ts';

/** Set by the dev server's content watcher only: a build never shows editors' notices, whatever NODE_ENV says. */
export const LIVE_PREVIEW = Symbol.for('secondline.livePreview');
export const livePreview = (): boolean => (globalThis as Record<symbol, unknown>)[LIVE_PREVIEW] === true;

/** Shared by the dev server's watcher and the page modules (one process, several module instances). */
export const CONTENT_VERSION = Symbol.for('secondline.contentVersion');
const version = (): number => (globalThis as Record<symbol, number | undefined>)[CONTENT_VERSION] ?? 0;

let cached: { version: number; catalog: PublicCatalog; problems: ContentProblem[] } | undefined;

/** The keys the last read published, shared like CONTENT_VERSION by the dev server's module instances. */
const LAST_KEYS = Symbol.for('secondline.lastPublishedKeys');
const shared = globalThis as Record<symbol, PublishedKeys | undefined>;

function load() {
  if (!cached || cached.version !== version()) {
    const v = version();
    const dir = contentDir();
    // Who held each key: the previous read in this process (the dev server's last catalog), else the served build
    // (during a build, the one it will replace).
    const lastBuild = join(OUTPUT_DIR, PUBLISHED_KEYS_FILE);
    const holders = shared[LAST_KEYS] ? holdersFrom(shared[LAST_KEYS], dir) : readPublishedKeys(lastBuild, dir);
    const raw = readContent(dir, { holders });
    const catalog = publish(raw, siteOrigin());
    cached = { version: v, catalog, problems: [...raw.problems, ...catalog.problems] };
    shared[LAST_KEYS] = publishedKeys(raw, catalog);
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
