// The build's last line: every built file read once with the published-text
// check (src/catalog/leak-text.ts), by its kind (a page in its blocks, a JSON
// file in its strings, code as code). The build runs it on every core
// (./leak-scan-pool.ts); the privacy tests run it again over everything the
// server answers.
import { closeSync, openSync, readdirSync, readFileSync, readSync, statSync, type Dirent } from 'node:fs';
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

/**
 * The buffer a thread reads its files into, one after another: a built file is a few kB (a listing's page ~10 kB),
 * and readFileSync allocates a buffer for each and asks its size first (one more call to the kernel). Over 18,000
 * listing files of a 100,000-listing build (6.7 kB on average, warm cache) a read took 21 µs that way and 14.5 µs
 * into this buffer.
 */
const READ_BUFFER = Buffer.allocUnsafe(1 << 20);

/** A file's text, read into READ_BUFFER; a file that fills it is read again whole. */
function readText(path: string): string {
  const fd = openSync(path, 'r');
  let n = 0;
  try {
    while (n < READ_BUFFER.length) {
      const got = readSync(fd, READ_BUFFER, n, READ_BUFFER.length - n, n);
      if (got === 0) break;
      n += got;
    }
  } finally {
    closeSync(fd);
  }
  return n < READ_BUFFER.length ? READ_BUFFER.toString('utf8', 0, n) : readFileSync(path, 'utf8');
}

/** The text of a built file as it is served (compressed index files inflated). */
const readBuilt = (path: string) => (isBrotliFile(path) ? readIndexFile(path) : readText(path));

/**
 * The build's own bookkeeping beside the output, never served (Vercel's diagnostics, the listing pages' keys, which
 * file published which slug and id: slugs only, which read as numbers out of context).
 */
const BOOKKEEPING = new Set(['diagnostics', 'listing-pages.json', 'build-info.json', PUBLISHED_KEYS_FILE]);

/** A twin's and a JSON file's extension: cut off, what is left is the group's key, the path of its page's folder. */
const TWIN_OR_JSON = /\.(?:md|json)$/;

/**
 * Every file under `root` that the scan reads (binary files and the build's bookkeeping left out), in groups: a
 * listing's page, twin and JSON together (they repeat one another's pieces, which the scan then reads once), each
 * group given as soon as its folder's listing and its page's folder are read, so a pool reads the first groups while
 * the walk goes on (at 100,000 listings the walk alone took 3 to 5.6 s of the scan on one core, the others idle).
 * In the walk's order: a folder's pages one after another.
 */
export function* scannableGroups(root: string, skip?: (path: string) => boolean): Generator<string[]> {
  yield* folderGroups(root, root, skip);
}

/**
 * The groups under `dir`, each complete, in the order of its entries. A folder's own page (dir/index.html) belongs
 * to its parent's group for `dir` (with dir.md and dir.json): put in `own`, not given here.
 */
function* folderGroups(
  root: string,
  dir: string,
  skip?: (path: string) => boolean,
  own?: string[],
): Generator<string[]> {
  const entries: Dirent[] = readdirSync(dir, { withFileTypes: true });
  // Each group's entries, by key (the page's folder, or the twin's and JSON's path without its extension), in the
  // order the first of them came: the folder listing names them all, so a group is known whole before it is read.
  const groups = new Map<string, { path: string; folder: boolean }[]>();
  for (const entry of entries) {
    const name = entry.name;
    const path = join(dir, name);
    if (skip?.(path) || (BOOKKEEPING.has(name) && dir === root)) continue;
    // The entry's own type, without a stat per file; a link is followed to what it names, as a server follows it.
    const folder = entry.isSymbolicLink() ? statSync(path).isDirectory() : entry.isDirectory();
    if (!folder && BINARY_FILES.has(extname(name).toLowerCase())) continue;
    if (!folder && name === 'index.html' && own) {
      own.push(path);
      continue;
    }
    const key = folder ? path : path.replace(TWIN_OR_JSON, '');
    const group = groups.get(key);
    if (group) group.push({ path, folder });
    else groups.set(key, [{ path, folder }]);
  }
  for (const members of groups.values()) {
    const files: string[] = [];
    for (const m of members) {
      if (m.folder) yield* folderGroups(root, m.path, skip, files);
      else files.push(m.path);
    }
    if (files.length) yield files;
  }
}

/** Every file under `root` that the scan reads, in the walk's order (see scannableGroups). */
export const scannable = (root: string, skip?: (path: string) => boolean): string[] =>
  [...scannableGroups(root, skip)].flat();

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
