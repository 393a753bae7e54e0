// What a cold start inflates and decodes lands in buffers of exactly its size, touched once: the zstd metadata
// (inflateZstd) and the base64 columns (fromB64). Same bytes as Node's one-shot calls, over generated inputs.
import { describe, expect, it } from 'vitest';
import { constants as Z, createZstdCompress, zstdCompressSync, zstdDecompressSync } from 'node:zlib';
import fc from 'fast-check';
import { inflateZstd, zstdContentSize } from '../../src/search/record-codecs.ts';
import { fromB64 } from '../../src/search/index-files.ts';

/** A frame written by a stream that was not told the size: its header declares none. */
function streamedFrame(data: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const z = createZstdCompress({ params: { [Z.ZSTD_c_compressionLevel]: 3 } });
    z.on('data', (c: Buffer) => chunks.push(c));
    z.on('end', () => resolve(Buffer.concat(chunks)));
    z.on('error', reject);
    // Two writes: a streamed frame of unknown length.
    z.write(data.subarray(0, data.byteLength >> 1));
    z.end(data.subarray(data.byteLength >> 1));
  });
}

/** Compressible bytes of length n (runs and a little noise, like the index's id lists). */
const bytesOf = (n: number, seed: number) => {
  const b = Buffer.allocUnsafe(n);
  let x = seed | 1;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    b[i] = x % 7 === 0 ? x >>> 24 : (i >> 6) & 0xff;
  }
  return b;
};

describe('inflateZstd', () => {
  it('gives the bytes zstdDecompressSync gives, over generated sizes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300_000 }), fc.integer(), (n, seed) => {
        const data = bytesOf(n, seed);
        const frame = zstdCompressSync(data);
        const out = inflateZstd(frame);
        expect(out.equals(zstdDecompressSync(frame))).toBe(true);
        expect(out.equals(data)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('inflates a large frame into one buffer of exactly its size (no chunks copied into a second one)', () => {
    for (const n of [70_000, 1_000_000, 4_500_000]) {
      const frame = zstdCompressSync(bytesOf(n, n));
      expect(zstdContentSize(frame)).toBe(n);
      const out = inflateZstd(frame);
      expect(out.byteLength).toBe(n);
      expect(out.byteOffset).toBe(0);
      expect(out.buffer.byteLength).toBe(n);
      // Node's one-shot call copies its 16 kB chunks into a buffer of their sum: the same bytes.
      expect(out.equals(zstdDecompressSync(frame))).toBe(true);
    }
  });

  it('inflates a frame that declares no size as Node does', async () => {
    const data = bytesOf(200_000, 3);
    const frame = await streamedFrame(data);
    expect(zstdContentSize(frame)).toBe(-1);
    expect(inflateZstd(frame).equals(data)).toBe(true);
  });

  it('fails on a damaged frame instead of answering short', () => {
    const frame = zstdCompressSync(bytesOf(100_000, 9));
    expect(() => inflateZstd(frame.subarray(0, frame.byteLength - 20))).toThrow();
  });
});

describe('fromB64', () => {
  it('decodes to an ArrayBuffer of exactly the bytes, whatever their length (typed arrays take it whole)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), fc.integer(), (n, seed) => {
        const data = bytesOf(n, seed);
        const ab = fromB64(data.toString('base64'));
        expect(ab).toBeInstanceOf(ArrayBuffer);
        expect(ab.byteLength).toBe(n);
        expect(Buffer.from(ab).equals(data)).toBe(true);
      }),
      { numRuns: 80 },
    );
  });

  it('gives each call its own buffer (a short one is copied out of the shared pool)', () => {
    const a = fromB64(Buffer.from([1, 2, 3, 4]).toString('base64'));
    const b = fromB64(Buffer.from([5, 6, 7, 8]).toString('base64'));
    new Uint8Array(a).fill(0);
    expect([...new Uint8Array(b)]).toEqual([5, 6, 7, 8]);
    expect(new Uint32Array(fromB64(Buffer.alloc(400_000, 1).toString('base64'))).length).toBe(100_000);
  });
});
