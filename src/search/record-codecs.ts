// How a record store compresses a record when its view does not ship raw
// (./record-store.ts): one frame per record against a dictionary cut from
// records of the same group, so a record is read alone.
//
// - `zstd` (the default where Node has it): a 256 kB dictionary per group.
//   10,000 generated listings, one category: 150 bytes a record against
//   deflate's 234, and ~1.4 µs to decode against deflate's ~4 µs, with the
//   reused decoder below (Node's one-shot zstdDecompressSync rebuilds its
//   context and dictionary per call: ~35-50 µs a record).
// - `deflate`: raw deflate, whose window caps the dictionary at 32 kB; what
//   a build on a Node without zstd writes.
//
// Both reuse one native handle of a Node zlib stream (Node does not expose a
// reusable one-shot context). That reaches into the stream's handle, so each
// is checked against Node's own one-shot call on its first frame, and any
// surprise falls back to the one-shot call for good.
import {
  constants as Z,
  createInflateRaw,
  createZstdCompress,
  createZstdDecompress,
  deflateRawSync,
  inflateRawSync,
  zstdCompressSync,
  zstdDecompressSync,
} from 'node:zlib';

export type RecordCodec = 'raw' | 'deflate' | 'zstd';
export type CompressedCodec = Exclude<RecordCodec, 'raw'>;

/** The codec of a view too big to ship raw: zstd where this Node has it. */
export const COMPRESSED: CompressedCodec = typeof zstdCompressSync === 'function' ? 'zstd' : 'deflate';

/**
 * Dictionary bytes per group: deflate cannot look back further than 32 kB; zstd records of one category at
 * 10,000 listings: 188 bytes with 64 kB, 150 with 128 kB, 144 with 256 kB (stored as a zstd frame, a 256 kB
 * dictionary costs ~40 kB).
 */
export const DICT_BYTES: Record<CompressedCodec, number> = { deflate: 32768, zstd: 262144 };

/** Build time: zstd level 12 compresses within 2 % of level 19 at a twentieth of its time. */
const ZSTD_LEVEL = 12;

type Frames = (b: Buffer) => Buffer;
// biome-ignore lint/suspicious/noExplicitAny: zlib's native handle and write state are not in Node's types
type NativeStream = any;

/** The native handle of a zlib stream and its [availOut, availIn] state, or undefined if Node changed them. */
function nativeOf(stream: NativeStream): { handle: NativeStream; state: Uint32Array } | undefined {
  const handle = stream?._handle;
  const state = stream?._writeState;
  if (!handle || typeof handle.writeSync !== 'function' || !(state instanceof Uint32Array)) return undefined;
  // An error destroys the stream (and closes the handle): the event must not go unhandled, and the handle is
  // never written again (`stream.destroyed`, checked before every write).
  stream.on('error', () => {});
  return { handle, state };
}

/** `fast` until it disagrees with `slow` on the first frame or throws on any, then `slow` for good. */
function checked(fast: Frames | undefined, slow: Frames): Frames {
  if (!fast) return slow;
  let use: Frames | undefined;
  return (b) => {
    if (use === fast) {
      try {
        return fast(b);
      } catch {
        use = slow;
        return slow(b);
      }
    }
    if (use) return use(b);
    const want = slow(b);
    try {
      use = fast(b).equals(want) ? fast : slow;
    } catch {
      use = slow;
    }
    return want;
  };
}

/** Grows a shared output buffer to at least `n` bytes. */
const room = (out: Buffer, n: number): Buffer =>
  out.byteLength >= n ? out : Buffer.allocUnsafe(Math.max(n, 2 * out.byteLength));

/**
 * Raw deflate, one reused inflater: resetting the handle re-applies the dictionary, ~5 µs a frame where
 * inflateRawSync, which builds a stream per call, costs ~25 µs.
 */
function reusedInflater(dict: Buffer): Frames | undefined {
  const stream = createInflateRaw({ dictionary: dict });
  const native = nativeOf(stream);
  if (!native || typeof native.handle.reset !== 'function') return undefined;
  const { handle, state } = native;
  let out: Buffer = Buffer.allocUnsafe(1 << 16);
  return (frame) => {
    for (;;) {
      if (stream.destroyed) throw new Error('record store: the inflater failed');
      handle.reset();
      handle.writeSync(Z.Z_FINISH, frame, 0, frame.byteLength, out, 0, out.byteLength);
      const [availOut, availIn] = state;
      if (availOut > 0 && availIn === 0) return Buffer.from(out.subarray(0, out.byteLength - availOut));
      if (availOut === 0 && out.byteLength < 1 << 26) out = room(out, out.byteLength * 4);
      else throw new Error('record store: a frame did not inflate');
    }
  };
}

/** The content size a zstd frame header declares (our frames always do), or -1. */
export function zstdContentSize(f: Buffer): number {
  if (f.byteLength < 6 || f.readUInt32LE(0) !== 0xfd2fb528) return -1;
  const fhd = f[4];
  const single = (fhd >> 5) & 1;
  const at = 5 + (single ? 0 : 1) + [0, 1, 2, 4][fhd & 3];
  const width = [single, 2, 4, 8][fhd >> 6];
  if (f.byteLength < at + width) return -1;
  if (width === 1) return f[at];
  if (width === 2) return f.readUInt16LE(at) + 256;
  if (width === 4) return f.readUInt32LE(at);
  if (width === 8) return Number(f.readBigUInt64LE(at));
  return -1;
}

/** Above this a declared size is not trusted with one allocation (our largest frame, the listing meta, is ~5 MB). */
const ONE_BUFFER_MAX = 256 * 1024 * 1024;

/**
 * A whole zstd frame inflated into one buffer of exactly the size its header declares (Node then asks the inflater
 * once more, into a second buffer of that size that nothing writes to, so no page of it is touched, and returns
 * the first whole). Node's one-shot call otherwise inflates into 16 kB chunks and copies them into a buffer of
 * their sum: twice the memory touched. A cold start inflates ~9 MB of index metadata this way, and on a
 * virtual machine a fresh page costs a fault to the host (12–17 µs a 4 kB page measured here), so the chunks and the
 * copy cost ~2,500 faults (~35 ms) of a first answer. A frame without a declared size inflates as before.
 */
export function inflateZstd(frame: Buffer): Buffer {
  const size = zstdContentSize(frame);
  return size >= 0 && size < ONE_BUFFER_MAX
    ? zstdDecompressSync(frame, { chunkSize: Math.max(64, size) })
    : zstdDecompressSync(frame);
}

/**
 * zstd, one reused decoder. A zstd decoder starts the next frame by itself once one is complete, so frames
 * are written one after the other with no reset (resetting a zstd handle aborts the process in Node 24, which
 * is why the handle is never reset). Each frame must come out at exactly the size its header declares, all
 * of it read; otherwise the decoder may be left inside a frame and is dropped for good.
 */
function reusedZstdDecoder(dict: Buffer): Frames | undefined {
  const stream = createZstdDecompress({ dictionary: dict });
  const native = nativeOf(stream);
  if (!native) return undefined;
  const { handle, state } = native;
  let out: Buffer = Buffer.allocUnsafe(1 << 16);
  let broken = false;
  return (frame) => {
    const size = zstdContentSize(frame);
    if (broken || stream.destroyed || size < 0) throw new Error('record store: the zstd decoder is not usable');
    out = room(out, size);
    handle.writeSync(Z.ZSTD_e_continue, frame, 0, frame.byteLength, out, 0, out.byteLength);
    const [availOut, availIn] = state;
    if (stream.destroyed || availIn !== 0 || out.byteLength - availOut !== size) {
      broken = true;
      throw new Error('record store: a frame did not decode');
    }
    return Buffer.from(out.subarray(0, size));
  };
}

/**
 * zstd at build time, one reused compressor: a frame written whole with ZSTD_e_end gets its content size in
 * its header (the decoder above relies on it), and the next write starts a new frame with the same dictionary,
 * which Node's one-shot call would load again for every record (~0.5 ms each).
 */
function reusedZstdEncoder(dict: Buffer): Frames | undefined {
  const stream = createZstdCompress({ dictionary: dict, params: { [Z.ZSTD_c_compressionLevel]: ZSTD_LEVEL } });
  const native = nativeOf(stream);
  if (!native) return undefined;
  const { handle, state } = native;
  let out: Buffer = Buffer.allocUnsafe(1 << 16);
  let broken = false;
  return (text) => {
    if (broken || stream.destroyed) throw new Error('record store: the zstd encoder is not usable');
    out = room(out, text.byteLength + (text.byteLength >> 7) + 1024);
    handle.writeSync(Z.ZSTD_e_end, text, 0, text.byteLength, out, 0, out.byteLength);
    const [availOut, availIn] = state;
    // Output space left over means the frame was finished; otherwise the encoder is inside a frame.
    if (stream.destroyed || availIn !== 0 || availOut === 0) {
      broken = true;
      throw new Error('record store: a record did not compress');
    }
    return Buffer.from(out.subarray(0, out.byteLength - availOut));
  };
}

/**
 * A dictionary as stored in the view's .dict file: a zstd dictionary is itself a zstd frame (~4× smaller:
 * 1.3 MB less in every function at 100,000 listings), unpacked the first time its group is read (~0.2 ms).
 */
export const packDictionary = (codec: CompressedCodec, dict: Buffer): Buffer =>
  codec === 'zstd' ? zstdCompressSync(dict, { params: { [Z.ZSTD_c_compressionLevel]: 19 } }) : dict;
export const unpackDictionary = (codec: CompressedCodec, stored: Buffer): Buffer =>
  codec === 'zstd' ? inflateZstd(stored) : stored;

/** Frames → record bytes, for one group's dictionary. */
export function decoder(codec: CompressedCodec, dict: Buffer): Frames {
  if (codec === 'deflate') return checked(reusedInflater(dict), (f) => inflateRawSync(f, { dictionary: dict }));
  return checked(reusedZstdDecoder(dict), (f) => zstdDecompressSync(f, { dictionary: dict }));
}

/**
 * Record bytes → frames, for one group's dictionary. Every zstd frame of the reused encoder is decoded back
 * and compared before it is written (~2 µs); a frame that does not come back whole is made by the one-shot call.
 */
export function encoder(codec: CompressedCodec, dict: Buffer): Frames {
  if (codec === 'deflate') return (t) => deflateRawSync(t, { level: 9, dictionary: dict });
  const slow = (t: Buffer) =>
    zstdCompressSync(t, { dictionary: dict, params: { [Z.ZSTD_c_compressionLevel]: ZSTD_LEVEL } });
  let fast = reusedZstdEncoder(dict);
  const back = decoder('zstd', dict);
  return (t) => {
    if (fast) {
      try {
        const f = fast(t);
        if (back(f).equals(t)) return f;
      } catch {}
      fast = undefined;
    }
    return slow(t);
  };
}
