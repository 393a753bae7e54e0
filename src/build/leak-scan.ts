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

/** Every file under `root` that the scan reads (binary files and the build's bookkeeping left out). */
export function scannable(root: string, skip?: (path: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const name = entry.name;
      const p = join(dir, name);
      if (skip?.(p) || (BOOKKEEPING.has(name) && dir === root)) continue;
      // The entry's own type, without a stat per file; a link is followed to what it names, as a server follows it.
      if (entry.isSymbolicLink() ? statSync(p).isDirectory() : entry.isDirectory()) walk(p);
      else if (!BINARY_FILES.has(extname(name).toLowerCase())) out.push(p);
    }
  };
  walk(root);
  return out;
}

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
