// The FlexSearch text index on disk in shards, loaded by the shard.
//
// A cold start used to inflate and import the whole export (5 MB of JSON at
// 10,000 listings, 63 MB at 100,000) before its first text answer. Here each
// field's token map is cut by a hash of the token into shards of about
// SHARD_BYTES, each one FlexSearch map export of its own
// (`{prefix}.{field}.{k}.flex`, brotli-compressed like every .flex file):
// a query imports, into the field's FlexSearch index, only the shards its
// words hash to (FlexSearch's import merges into the map), so the first
// answer costs a few shards and a warm instance ends up with the whole index.
//
// Each id list is stored as differences from the previous id (the export's
// lists are ascending) and summed back on load: cut into shards, the plain
// lists compressed 1.7× worse than one file; as differences they compress
// better than one file did (10k: 0.86 MB against 0.92 MB).
import type { Document } from 'flexsearch';
import { join } from 'node:path';
import type { Field, FlexDoc } from './options.ts';
import { readIndexFile, writeFile, type WrittenFile } from './index-files.ts';

/** Raw JSON per shard: small enough that a three-word query reads ~1 MB at 100,000 listings. */
const SHARD_BYTES = 256 * 1024;

/** Shards per field, kept in the index meta. */
export type ShardCounts = Partial<Record<Field, number>>;

/** FNV-1a over the token's UTF-16 units: the same shard on both sides. */
function shardOf(token: string, shards: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) h = Math.imul(h ^ token.charCodeAt(i), 0x01000193);
  return (h >>> 0) % shards;
}

const fieldIndex = (doc: Document<FlexDoc>, field: Field) => {
  // biome-ignore lint/suspicious/noExplicitAny: FlexSearch's per-field index map is not in its types
  const idx = (doc as any).index?.get?.(field);
  if (!idx || typeof idx.import !== 'function' || typeof idx.search !== 'function')
    throw new Error(`text index: FlexSearch has no index for field ${field}`);
  return idx as {
    import(key: string, data: string | unknown[]): void;
    search(token: string, opts: { limit: number }): number[];
    export(cb: (key: string, data: string) => void): void;
  };
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

/** Per-field lookups (token → document numbers) that import a shard the first time a token needs it. */
export function shardedLookups(
  doc: Document<FlexDoc>,
  fields: readonly Field[],
  dir: string,
  prefix: string,
  counts: ShardCounts,
): Lookup[] {
  const opts = { limit: 1e9 };
  return fields.map((field) => {
    const idx = fieldIndex(doc, field);
    const shards = counts[field] ?? 0;
    const loaded = new Uint8Array(shards);
    return (token: string) => {
      if (!shards) return [];
      const k = shardOf(token, shards);
      if (!loaded[k]) {
        const entries = JSON.parse(readIndexFile(join(dir, `${prefix}.${field}.${k}.flex`))) as [string, number[][]][];
        for (const e of entries) for (const ids of e[1]) for (let i = 1; i < ids.length; i++) ids[i] += ids[i - 1];
        idx.import('map', entries);
        loaded[k] = 1;
      }
      return idx.search(token, opts);
    };
  });
}
