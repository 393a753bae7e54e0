// The FlexSearch text index on disk in shards, loaded by the shard.
//
// A cold start used to inflate and import the whole export (5 MB of JSON at
// 10,000 listings, 63 MB at 100,000) before its first text answer. Here each
// field's token map is cut by a hash of the token into shards of about
// SHARD_BYTES, each one FlexSearch map export of its own
// (`{prefix}.{field}.{k}.flex`, brotli-compressed like every .flex file):
// a query reads only the shards its words hash to (./shard-postings.ts),
// so the first answer costs a few shards and a warm instance ends up with
// the whole index.
//
// Each id list is stored as differences from the previous id (the export's
// lists are ascending) and summed back on load: cut into shards, the plain
// lists compressed 1.7× worse than one file; as differences they compress
// better than one file did (10k: 0.86 MB against 0.92 MB).
import type { Document } from 'flexsearch';
import { join } from 'node:path';
import type { Field, FlexDoc } from './options.ts';
import { readIndexBytes, writeFile, type WrittenFile } from './index-files.ts';
import { ShardPostings } from './shard-postings.ts';

/**
 * Raw JSON per shard. A fresh instance reads a shard the first time a query's word hashes to it: at 100,000
 * listings (207 body shards of 256 kB) 28 of the function bench's 3,000 measured queries still read one after its
 * 300 warm-up queries, each of them among the slowest 1 %. With 512 kB shards 2 did (1 MB: none), and a cold
 * start's first answer inflates twice the bytes for its four shards (one per field), ~3 ms more on this machine.
 * Bigger shards also compress a little better (the .flex files of 100,000 listings 1 % smaller).
 */
const SHARD_BYTES = 512 * 1024;

/** Shards per field, kept in the index meta. */
export type ShardCounts = Partial<Record<Field, number>>;

/** FNV-1a over the token's UTF-16 units: the same shard on both sides. */
export function shardOf(token: string, shards: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) h = Math.imul(h ^ token.charCodeAt(i), 0x01000193);
  return (h >>> 0) % shards;
}

const fieldIndex = (doc: Document<FlexDoc>, field: Field) => {
  // biome-ignore lint/suspicious/noExplicitAny: FlexSearch's per-field index map is not in its types
  const idx = (doc as any).index?.get?.(field);
  if (!idx || typeof idx.export !== 'function')
    throw new Error(`text index: FlexSearch has no index for field ${field}`);
  return idx as { export(cb: (key: string, data: string) => void): void };
};

/** Writes the shards of every field of `doc`; returns the shard counts for the meta. */
export function writeTextShards(
  doc: Document<FlexDoc>,
  fields: readonly Field[],
  dir: string,
  prefix: string,
  out: WrittenFile[],
): ShardCounts {
  const counts: ShardCounts = {};
  for (const field of fields) {
    // Each map entry is kept as its JSON text until its shard is known (entries of 100,000 listings as
    // parsed arrays would cost far more memory than their text).
    const entries: { token: string; json: string }[] = [];
    let bytes = 0;
    fieldIndex(doc, field).export((key, data) => {
      if (!key.endsWith('map')) return; // the registry of ids is not needed to search
      for (const e of JSON.parse(data) as [string, number[][]][]) {
        for (const ids of e[1]) for (let i = ids.length - 1; i > 0; i--) ids[i] -= ids[i - 1];
        entries.push({ token: e[0], json: JSON.stringify(e) });
      }
      bytes += data.length;
    });
    const shards = Math.max(1, Math.ceil(bytes / SHARD_BYTES));
    const parts: string[][] = Array.from({ length: shards }, () => []);
    for (const e of entries) parts[shardOf(e.token, shards)].push(e.json);
    entries.length = 0;
    parts.forEach((p, k) => writeFile(dir, `${prefix}.${field}.${k}.flex`, `[${p.join(',')}]`, out));
    counts[field] = shards;
  }
  return counts;
}

type Lookup = (token: string) => ArrayLike<number>;

/** Every shard of an index's text fields, each read the first time it is needed (by a request or ahead of one). */
export class ShardSlots {
  readonly paths: string[] = [];
  private readonly shards: (ShardPostings | undefined)[] = [];
  /** Shards read by a request / put by the loader ahead of requests. */
  readInRequest = 0;
  readAhead = 0;
  /** Called once, when a request reads the first shard. */
  onFirstRead?: () => void;

  has(slot: number): boolean {
    return this.shards[slot] !== undefined;
  }

  get(slot: number): ShardPostings {
    const had = this.shards[slot];
    if (had) return had;
    const shard = new ShardPostings(readIndexBytes(this.paths[slot]));
    this.shards[slot] = shard;
    if (this.readInRequest++ === 0) this.onFirstRead?.();
    return shard;
  }

  /** A shard read ahead, put only where no request has read it meanwhile (the bytes are the same). */
  put(slot: number, shard: ShardPostings): boolean {
    if (this.shards[slot]) return false;
    this.shards[slot] = shard;
    this.readAhead++;
    return true;
  }

  /** Takes back a shard put ahead whose scan failed: a request then reads it itself, and fails as it would have. */
  drop(slot: number, shard: ShardPostings): void {
    if (this.shards[slot] === shard) this.shards[slot] = undefined;
  }
}

/**
 * Per-field lookups (token → document numbers) that read a shard the first time a token needs it. The shard is
 * read as FlexSearch's map export it is (./shard-postings.ts), not imported into a FlexSearch index: a search of
 * one stored token is a look-up in that map, and the ids then live outside the JavaScript heap.
 */
export function shardedLookups(
  fields: readonly Field[],
  dir: string,
  prefix: string,
  counts: ShardCounts,
  slots = new ShardSlots(),
): Lookup[] {
  return fields.map((field) => {
    const shards = counts[field] ?? 0;
    const base = slots.paths.length;
    for (let k = 0; k < shards; k++) slots.paths.push(join(dir, `${prefix}.${field}.${k}.flex`));
    return (token: string) => (shards ? slots.get(base + shardOf(token, shards)).get(token) : NO_IDS);
  });
}

const NO_IDS = new Int32Array(0);
