// The index files on disk: written (brotli where it pays) and read back, and
// typed-array columns as base64 inside the JSON ones. Records have their own
// store (./record-store.ts).
import { readFile, readFileSync, writeFileSync } from 'node:fs';
import {
  brotliCompressSync,
  brotliDecompress,
  brotliDecompressSync,
  constants as zlibConstants,
  zstdCompressSync,
  zstdDecompress,
} from 'node:zlib';
import { join } from 'node:path';
import { inflateZstd } from './record-codecs.ts';

export interface WrittenFile {
  file: string;
  bytes: number;
}

/**
 * The text index (.flex) and the columns (.meta) are stored compressed:
 * FlexSearch's export is long runs of ids and compresses about 6×, which is
 * what keeps a 100,000-listing function small. The .flex shards are brotli; the .meta files are zstd where
 * Node has it (see META_ZSTD). Records (.records) are stored per record instead (./record-store.ts).
 */
export const isBrotliFile = (name: string) => name.endsWith('.flex') || name.endsWith('.meta');

/**
 * A cold start's first answer inflates the whole listing meta (3.5 MB of JSON at 100,000 listings, mostly
 * base64 columns). zstd at level 19 inflates it ~2.5× faster than brotli did and comes out 8 % smaller on it
 * (its base64 runs); on the .flex shards' id lists it is ~10 % bigger than brotli, so they stay brotli.
 */
const META_ZSTD = typeof zstdCompressSync === 'function';
const ZSTD_LEVEL = 19;
/**
 * A zstd frame's magic number. A file that starts with it is read as zstd: our brotli streams never do (their
 * first byte has bit 0 set, as for any window above 64 kB, which the encoder keeps even for tiny inputs; 0x28
 * would declare a 64 kB one).
 */
const ZSTD_MAGIC = 0xfd2fb528;

/**
 * Quality 10, not 9: at 100,000 listings the index files come out 12.7 % smaller (1.45 MB less in the MCP
 * function, which carries them all) for ~4× the compression time in the index worker, beside Astro; reading
 * them back costs the same. 11 gains another 1 % at twice 10's time.
 */
const BROTLI_QUALITY = 10;

export function writeFile(dir: string, name: string, data: string | Uint8Array, out: WrittenFile[]) {
  const path = join(dir, name);
  const buf = typeof data === 'string' ? Buffer.from(data) : data;
  const bytes = !isBrotliFile(name)
    ? data
    : META_ZSTD && name.endsWith('.meta')
      ? zstdCompressSync(buf, { params: { [zlibConstants.ZSTD_c_compressionLevel]: ZSTD_LEVEL } })
      : brotliCompressSync(buf, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
  writeFileSync(path, bytes);
  out.push({ file: name, bytes: typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.byteLength });
}

const isZstd = (raw: Buffer) => raw.byteLength >= 4 && raw.readUInt32LE(0) === ZSTD_MAGIC;

/** The bytes of an index file, inflated when it is stored compressed. */
export function readIndexBytes(path: string): Buffer {
  const raw = readFileSync(path);
  if (!isBrotliFile(path)) return raw;
  return isZstd(raw) ? inflateZstd(raw) : brotliDecompressSync(raw);
}

/**
 * The output of one trip to the thread pool when a file is inflated apart: ~0.2 ms of brotli on this machine
 * (~160 MB/s). The pool goes on only after the main thread has taken the chunk, between two turns of the event
 * loop, so on a single core (a function with one vCPU) the inflating takes the core from requests for at most
 * about that long at a time, not for the ~1.4 ms of a whole shard.
 */
const INFLATE_CHUNK = 32 * 1024;

/**
 * readIndexBytes off the main thread: the file read and the inflating run on libuv's thread pool, in chunks of
 * INFLATE_CHUNK, and `done` is called back with the same bytes.
 */
export function readIndexBytesApart(path: string, done: (err: Error | null, bytes?: Buffer) => void): void {
  readFile(path, (err, raw) => {
    if (err) return done(err);
    if (!isBrotliFile(path)) return done(null, raw);
    // Several chunks come back copied into one buffer of their size, a single one as a view of its chunk: copied
    // out then, so that a shard holds only its own bytes.
    const out = (e: Error | null, b: Buffer) =>
      e ? done(e) : done(null, b.byteLength === b.buffer.byteLength ? b : Buffer.from(b));
    const opts = { chunkSize: INFLATE_CHUNK };
    if (isZstd(raw)) zstdDecompress(raw, opts, out);
    else brotliDecompress(raw, opts, out);
  });
}

/** The text of an index file, inflated when it is stored compressed. */
export const readIndexFile = (path: string): string => readIndexBytes(path).toString('utf8');

export const b64 = (a: ArrayBufferView) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('base64');
/**
 * Decodes into an ArrayBuffer of its own, aligned (offset 0) for any typed array. A column large enough for Buffer to
 * give it a buffer of its own (past half of Buffer.poolSize: the listing columns at any real size) is that buffer,
 * not a copy: a cold start decodes ~3 MB of columns at 100,000 listings, and every fresh page costs a fault on a
 * virtual machine (inflateZstd). A short one shares the pool, so it is copied out.
 */
export function fromB64(s: string): ArrayBuffer {
  const b = Buffer.from(s, 'base64');
  if (b.byteOffset === 0 && b.buffer.byteLength === b.byteLength && b.buffer instanceof ArrayBuffer) return b.buffer;
  const copy = new Uint8Array(b.byteLength);
  copy.set(b);
  return copy.buffer;
}

export function readText(dir: string, name: string): string {
  return readIndexFile(join(dir, name));
}
