// The build's last line: every built file read once with the published-text
// check (src/catalog/leak-text.ts), by its kind (a page in its blocks, a JSON
// file in its strings, code as code). The build runs it on every core
// (./leak-scan-pool.ts); the privacy tests run it again over everything the
// server answers.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, extname } from 'node:path';
import { isBrotliFile, readIndexFile } from '../search/index-files.ts';
import { kindOf } from '../catalog/leak-read.ts';
import { scanText, type Leak, type LeakRules } from '../catalog/leak-text.ts';
import { PUBLISHED_KEYS_FILE } from '../catalog/published-keys.ts';

export { leakRules, scanText, type Leak, type LeakRules } from '../catalog/leak-text.ts';

// .records: compressed search records (the same public projection as the scanned static .json files); .dict: the
// dictionaries those records are compressed against, cut from the same records (as zstd frames, binary: read as text
// their bytes show contact-shaped noise).
export const BINARY_FILES = new Set([
  '.records',
  '.dict',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.ico',
  '.woff',
  '.woff2',
  '.gz',
  '.br',
]);

/** The text of a built file as it is served (compressed index files inflated). */
const readBuilt = (path: string) => (isBrotliFile(path) ? readIndexFile(path) : readFileSync(path, 'utf8'));

/**
 * The build's own bookkeeping beside the output, never served (Vercel's diagnostics, the listing pages' keys, which
 * file published which slug and id: slugs only, which read as numbers out of context).
 */
const BOOKKEEPING = new Set(['diagnostics', 'listing-pages.json', 'build-info.json', PUBLISHED_KEYS_FILE]);

/**
 * The files under `root` that the scan reads (binary files and the build's bookkeeping left out), a directory at a
 * time, in groups: a listing's page, twin and JSON (listings/{slug}/index.html, listings/{slug}.md and .json)
 * together, so one thread reads them one after another (they repeat one another's pieces: ../catalog/clean-memo.ts).
 * A generator, so the scan's threads start on the first groups while the walk goes on (./leak-scan-pool.ts).
 */
export function* scanGroups(root: string, skip?: (path: string) => boolean): Generator<string[]> {
  function* walk(dir: string, siblings: () => string[]): Generator<string[]> {
    const files = new Map<string, string>();
    const dirs: string[] = [];
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const name = entry.name;
      const p = join(dir, name);
      if (skip?.(p) || (BOOKKEEPING.has(name) && dir === root)) continue;
      // The entry's own type, without a stat per file; a link is followed to what it names, as a server follows it.
      if (entry.isSymbolicLink() ? statSync(p).isDirectory() : entry.isDirectory()) dirs.push(name);
      else if (!BINARY_FILES.has(extname(name).toLowerCase())) files.set(name, p);
    }
    // The twin and JSON beside a folder's index.html: taken out of this folder's files, read with the page.
    const take = (name: string) =>
      [`${name}.md`, `${name}.json`].flatMap((f) => {
        const p = files.get(f);
        files.delete(f);
        return p ? [p] : [];
      });
    for (const name of dirs) yield* walk(join(dir, name), () => take(name));
    // The rest one file a group, but x.md and x.json (a manual's twin and JSON) together.
    const rest = new Map<string, string[]>();
    for (const [name, p] of files) {
      if (name === 'index.html') yield [p, ...siblings()];
      else {
        const key = name.replace(/\.(?:md|json)$/, '');
        const g = rest.get(key);
        if (g) g.push(p);
        else rest.set(key, [p]);
      }
    }
    yield* rest.values();
  }
  yield* walk(root, () => []);
}

/** Every file under `root` that the scan reads, as scanGroups finds them. */
export const scannable = (root: string, skip?: (path: string) => boolean): string[] =>
  [...scanGroups(root, skip)].flat();

export const scanFile = (path: string, rules: LeakRules): Leak[] =>
  scanText(readBuilt(path), path, rules, { kind: kindOf(path) });

/** One thread, in order: the tests' scan of a tree (the build uses the pool). */
export function scanTree(
  root: string,
  rules: LeakRules,
  opts: { limit?: number; skip?: (path: string) => boolean } = {},
): Leak[] {
  const limit = opts.limit ?? 50;
  const leaks: Leak[] = [];
  for (const p of scannable(root, opts.skip)) {
    if (leaks.length >= limit) break;
    leaks.push(...scanFile(p, rules));
  }
  return leaks.slice(0, limit);
}
