// The index files on disk: written (brotli where it pays) and read back, and
// typed-array columns as base64 inside the JSON ones. Records have their own
// store (./record-store.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants } from 'node:zlib';
import { join } from 'node:path';

export interface WrittenFile {
  file: string;
  bytes: number;
}

/**
 * The text index (.flex) and the columns (.meta) are stored brotli-compressed:
 * FlexSearch's export is long runs of ids and compresses about 6×, which is
 * what keeps a 100,000-listing function small; inflating costs ~2 ms per MB,
 * once per cold start. Records (.records) are stored per record instead (./record-store.ts).
 */
export const isBrotliFile = (name: string) => name.endsWith('.flex') || name.endsWith('.meta');

/**
 * Quality 10, not 9: at 100,000 listings the index files come out 12.7 % smaller (1.45 MB less in the MCP
 * function, which carries them all) for ~4× the compression time in the index worker, beside Astro; reading
 * them back costs the same. 11 gains another 1 % at twice 10's time.
 */
const BROTLI_QUALITY = 10;

export function writeFile(dir: string, name: string, data: string | Uint8Array, out: WrittenFile[]) {
  const path = join(dir, name);
  const bytes = isBrotliFile(name)
    ? brotliCompressSync(typeof data === 'string' ? Buffer.from(data) : data, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
      })
    : data;
  writeFileSync(path, bytes);
  out.push({ file: name, bytes: typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.byteLength });
}

/** The text of an index file, inflated when it is stored compressed. */
export function readIndexFile(path: string): string {
  const raw = readFileSync(path);
  return (isBrotliFile(path) ? brotliDecompressSync(raw) : raw).toString('utf8');
}

export const b64 = (a: ArrayBufferView) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('base64');
/** Decodes into a fresh, aligned ArrayBuffer. */
export function fromB64(s: string): ArrayBuffer {
  const b = Buffer.from(s, 'base64');
  const copy = new Uint8Array(b.byteLength);
  copy.set(b);
  return copy.buffer;
}

export function readText(dir: string, name: string): string {
  return readIndexFile(join(dir, name));
}
