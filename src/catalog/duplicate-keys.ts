// Two files that claim one key (public_id, slug, record_id): the newcomer is
// withheld, whatever its name. An editor's copy-and-edit carries every field
// of its original, listed_at and record_id included, so "sorts first by file
// name" would take a live listing offline whenever the copy's name sorts
// earlier. Seniority, first difference wins:
//   1. the file that held the key in the last build (the previous output, or
//      the search database for index:sync);
//   2. the file git has known longer (renames followed, a copy is a new
//      file; a file not committed yet is the newest);
//   3. the earlier listed_at;
//   4. the file name (two files alike in everything else).
import { spawnSync } from 'node:child_process';
import type { ContentProblem } from './read-content.ts';

/** Which content file (relative to the content folder, e.g. `listings/a.json`) held `value` of `field` last time. */
export type KeyHolders = (field: string, value: string) => string | undefined;

export interface ClaimOptions {
  /** The last build's holders of this kind's keys, if known. */
  holders?: KeyHolders;
  /** When the record says it was first published (listed_at). */
  since?: (item: never) => string | undefined;
  /** Seconds since the epoch when git first saw the file; undefined when not committed or no git. */
  gitAddedAt?: (file: string) => number | undefined;
}

interface Candidate<T> {
  item: T;
  file: string;
  rel: string;
}

/**
 * When git first saw each file, following renames but not copies: `--follow`
 * reports an identical copy as `C100 original copy` and would lend the copy
 * its original's age, so the walk (newest first) stops at the first add or
 * copy and continues through renames. One git call per file asked (only files
 * in a conflict are).
 */
export function gitAddedAt(dir: string): (file: string) => number | undefined {
  const memo = new Map<string, number | undefined>();
  const ask = (file: string) => {
    const args = ['-C', dir, 'log', '--follow', '--name-status', '--format=%x00%ct', '--', file];
    const r = spawnSync('git', args, { encoding: 'utf8', timeout: 10_000 });
    if (r.status !== 0) return undefined;
    let time: number | undefined;
    for (const line of r.stdout.split('\n')) {
      if (line.startsWith('\0')) time = Number(line.slice(1));
      else if (/^[AC]/.test(line)) return time;
    }
    return undefined;
  };
  return (file) => {
    if (!memo.has(file)) memo.set(file, ask(file));
    return memo.get(file);
  };
}

const NO_DATE = '\uffff';
const day = (s: number) => new Date(s * 1000).toISOString().slice(0, 10);

/** Compares two claimants; negative when `a` is senior. Returns the reason the senior one wins. */
type Keys<T> = [string, (t: T) => string][];

function compare<T>(a: Candidate<T>, b: Candidate<T>, keys: Keys<T>, o: ClaimOptions): { order: number; why: string } {
  const held = (c: Candidate<T>) => keys.some(([field, key]) => o.holders?.(field, key(c.item)) === c.rel);
  const [ha, hb] = [held(a), held(b)];
  if (ha !== hb) return { order: ha ? -1 : 1, why: 'the file that published it last time' };
  const [ga, gb] = [o.gitAddedAt?.(a.rel) ?? Infinity, o.gitAddedAt?.(b.rel) ?? Infinity];
  if (ga !== gb) {
    const [older, newer] = ga < gb ? [ga, gb] : [gb, ga];
    const mine = newer === Infinity ? 'is not committed yet' : `since ${day(newer)}`;
    return { order: ga < gb ? -1 : 1, why: `in git since ${day(older)}, this file ${mine}` };
  }
  const since = o.since as ((t: T) => string | undefined) | undefined;
  // No date sorts last, so the order stays total.
  const [la, lb] = [since?.(a.item) ?? NO_DATE, since?.(b.item) ?? NO_DATE];
  if (la !== lb) return { order: la < lb ? -1 : 1, why: `listed earlier, ${la < lb ? la : lb}` };
  return { order: a.rel < b.rel ? -1 : 1, why: 'alike in git and listed_at; the first by name keeps it' };
}

/**
 * Keys must be unique across files. Files without a collision keep their
 * records; among colliding ones the senior claims its keys first and a later
 * claimant of any of them is withheld, naming the holder and why it holds.
 */
export function claimKeys<T>(
  items: (T | undefined)[],
  files: string[],
  rels: string[],
  keys: Keys<T>,
  o: ClaimOptions,
): { kept: (T | undefined)[]; problems: ContentProblem[] } {
  const owners = keys.map(() => new Map<string, number[]>());
  items.forEach(
    (item, i) =>
      item !== undefined &&
      keys.forEach(([, key], k) => {
        const v = key(item);
        const list = owners[k].get(v);
        if (list) list.push(i);
        else owners[k].set(v, [i]);
      }),
  );
  const involved = new Set<number>();
  for (const m of owners) for (const list of m.values()) if (list.length > 1) list.forEach((i) => involved.add(i));
  if (!involved.size) return { kept: items, problems: [] };

  const cand = (i: number): Candidate<T> => ({ item: items[i] as T, file: files[i], rel: rels[i] });
  const order = [...involved].sort((a, b) => compare(cand(a), cand(b), keys, o).order);
  const kept = [...items];
  const problems: ContentProblem[] = [];
  const claimed = keys.map(() => new Map<string, number>());
  for (const i of order) {
    const item = items[i] as T;
    const taken = keys.map(([, key], k) => claimed[k].get(key(item)));
    if (taken.every((h) => h === undefined)) {
      keys.forEach(([, key], k) => claimed[k].set(key(item), i));
      continue;
    }
    kept[i] = undefined;
    keys.forEach(([field, key], k) => {
      const holder = taken[k];
      if (holder === undefined) return;
      const { why } = compare(cand(holder), cand(i), keys, o);
      const message = `duplicate ${field} "${key(item)}", already used by ${files[holder]} (${why}); this file is withheld`;
      problems.push({ file: files[i], field, message });
    });
  }
  // A withheld claimant claims nothing: a third file with one of its keys is judged against the holders only.
  return { kept, problems };
}
