// Public records as their serialised JSON bytes, written at build time and returned by a request without being
// parsed or serialised again: a search response splices the bytes of its page into the envelope.
//
//   {name}.records   the frames, back to back (offsets live in the index meta)
//   {name}.dict      the preset dictionaries, when the frames are compressed
//
// One store can hold several views of the same records (the full public record, a compact projection for sparse
// `fields`, …): each view is its own pair of files with its own offsets, so a request reads only the view it
// returns and a function ships only the views it serves.
//
// Codec, chosen per view at build time: `raw` while the texts fit the
// budget (a slice of a buffer, nothing else), else a compressed frame per
// record against a dictionary cut from records of the same group (the
// caller's choice; listings group by category, whose records share wording):
// zstd with 256 kB dictionaries where Node has it, else raw deflate with
// 32 kB ones (./record-codecs.ts). One dictionary per category was 8.1×
// smaller than raw deflate at 10,000 listings where one for all gave 5.6×.
import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { b64, fromB64 } from './index-files.ts';
import {
  COMPRESSED,
  DICT_BYTES,
  decoder,
  encoder,
  packDictionary,
  unpackDictionary,
  type CompressedCodec,
  type RecordCodec,
} from './record-codecs.ts';

/**
 * What the index meta keeps of a view: its codec, the byte offsets of its
 * frames (n + 1, base64) and a digest of its bytes, which (with record
 * numbers) names a page of records without hashing their bytes per request.
 */
export interface StoredView {
  codec: RecordCodec;
  offsets: string;
  digest: string;
  /** Compressed: byte length of each group's dictionary in {name}.dict, and each record's group (base64 bytes). */
  dicts?: number[];
  groups?: string;
}

/**
 * Raw views up to this many bytes: at 10,000 listings the full records are
 * ~21 MB and ship raw; at 100,000 they would be ~215 MB, so they compress
 * (and every function stays under 30 MB).
 */
const RAW_VIEW_BYTES = 32 * 1024 * 1024;

/**
 * Both codecs favour the end of a dictionary (shorter distances): keep the tail of a sample of records spread
 * over the group, twice the dictionary's size.
 */
function dictionaryOf(members: number[], text: (i: number) => Buffer, bytes: number): Buffer {
  const step = Math.max(1, Math.floor(members.length / 256));
  const sample: Buffer[] = [];
  for (let k = 0, n = 0; k < members.length && n < bytes * 2; k += step) {
    const t = text(members[k]);
    sample.push(t);
    n += t.byteLength;
  }
  const joined = Buffer.concat(sample);
  return Buffer.from(joined.subarray(Math.max(0, joined.byteLength - bytes)));
}

/**
 * Writes one view of `n` records; `text(i)` serialises record i (called more
 * than once, so nothing holds every record's text at the same time: at
 * 100,000 listings that was ~430 MB of the build's peak).
 * Returns what the meta must keep and the files written (name, bytes).
 */
export function writeView(
  dir: string,
  file: string,
  n: number,
  text: (i: number) => Buffer,
  opts: { rawBudget?: number; groupOf?: (i: number) => number; codec?: CompressedCodec } = {},
): { view: StoredView; files: { file: string; bytes: number }[] } {
  let total = 0;
  for (let i = 0; i < n; i++) total += text(i).byteLength;
  const codec: RecordCodec = total <= (opts.rawBudget ?? RAW_VIEW_BYTES) ? 'raw' : (opts.codec ?? COMPRESSED);
  const offsets = new Uint32Array(n + 1);
  const files: { file: string; bytes: number }[] = [];
  let frame = text;
  let extra: Partial<StoredView> = {};
  const hash = createHash('sha1');
  if (codec !== 'raw') {
    const groups = new Uint8Array(n);
    const members = new Map<number, number[]>();
    for (let i = 0; i < n; i++) {
      const g = opts.groupOf?.(i) ?? 0;
      if (g < 0 || g > 255) throw new Error(`record store ${file}: group ${g} out of range`);
      groups[i] = g;
      if (!members.has(g)) members.set(g, []);
      members.get(g)!.push(i);
    }
    const nGroups = groups.reduce((m, g) => Math.max(m, g + 1), 1);
    const dicts = Array.from({ length: nGroups }, (_, g) =>
      dictionaryOf(members.get(g) ?? [], text, DICT_BYTES[codec]),
    );
    const encoders = dicts.map((d) => encoder(codec, d));
    frame = (i) => encoders[groups[i]](text(i));
    const stored = dicts.map((d) => packDictionary(codec, d));
    const dictFile = Buffer.concat(stored);
    writeFileSync(join(dir, `${file}.dict`), dictFile);
    files.push({ file: `${file}.dict`, bytes: dictFile.byteLength });
    hash.update(dictFile);
    extra = { dicts: stored.map((d) => d.byteLength), groups: b64(groups) };
  }
  const fd = openSync(join(dir, `${file}.records`), 'w');
  let pos = 0;
  try {
    for (let i = 0; i < n; i++) {
      const f = frame(i);
      offsets[i] = pos;
      for (let put = 0; put < f.byteLength; ) put += writeSync(fd, f, put, f.byteLength - put, pos + put);
      hash.update(f);
      pos += f.byteLength;
      if (pos > 0xffffffff) throw new Error(`record store ${file}: more than 4 GB`);
    }
  } finally {
    closeSync(fd);
  }
  offsets[n] = pos;
  files.unshift({ file: `${file}.records`, bytes: pos });
  const digest = hash.digest('base64url').slice(0, 16);
  return { view: { codec, offsets: b64(offsets), digest, ...extra }, files };
}

/**
 * Milliseconds of read-ahead per turn of the event loop: a request that arrives meanwhile waits for one slice
 * at most (and one record; the first record of a group also unpacks its dictionary, ~0.2 ms).
 */
const READ_AHEAD_SLICE_MS = 0.25;

/** Blocks of the records file read at a time. */
const BLOCK = 1 << 16;

/**
 * Decoded records kept per compressed view, by their bytes (least recently used out first). A zstd frame costs
 * ~5 µs to decode at 100,000 listings, 20 a page; the pages asked for lean on the newest listings and the best
 * matches of common words, so over the function bench's 3,000 unseen queries ~4,000 records (8 MB) answer about
 * half the records a page needs without decoding them again.
 */
const DECODED_CACHE_BYTES = 8 * 1024 * 1024;

/**
 * One view, read on demand. Loading reads the offsets only; the file's
 * bytes are brought into one buffer of its size block by block (64 kB) the
 * first time a record in them is asked for, so a cold start reads what its
 * first answer returns, a warm instance ends up holding the file (at most
 * its size: ~21 MB raw at 10,000 listings, ~16 MB compressed at 100,000),
 * and a record is a slice of that buffer: no read, no copy, no allocation.
 */
export class RecordView {
  private readonly fd: number;
  private readonly off: Uint32Array;
  private inflateAt?: (i: number, frame: Buffer) => Buffer;
  private readonly file: Buffer;
  private readonly loaded: Uint8Array;
  /** Decoded records of a compressed view, most recently used last, and their bytes in all. */
  private readonly decoded = new Map<number, Buffer>();
  private decodedBytes = 0;
  private readonly decodedBudget: number;
  /** Records 0, 1, 2, … decoded ahead of requests, kept for good, and their bytes in all (see readAhead). */
  private readonly ahead: Buffer[] = [];
  private aheadBytes = 0;
  private aheadBudget: number;
  /** Names the bytes of this view (changes whenever any record does). */
  readonly digest: string;

  constructor(
    dir: string,
    file: string,
    view: StoredView,
    readDict: (path: string) => Buffer,
    decodedBudget = DECODED_CACHE_BYTES,
    readAheadBytes = 0,
  ) {
    this.decodedBudget = decodedBudget;
    this.aheadBudget = readAheadBytes;
    this.fd = openSync(join(dir, `${file}.records`), 'r');
    this.off = new Uint32Array(fromB64(view.offsets));
    this.digest = view.digest;
    const size = this.off[this.off.length - 1];
    this.file = Buffer.allocUnsafe(size);
    this.loaded = new Uint8Array(Math.ceil(size / BLOCK));
    if (view.codec !== 'raw') {
      const codec = view.codec;
      const all = readDict(join(dir, `${file}.dict`));
      const groups = new Uint8Array(fromB64(view.groups ?? ''));
      const lengths = view.dicts ?? [all.byteLength];
      const starts = lengths.map((_, g) => lengths.slice(0, g).reduce((x, y) => x + y, 0));
      // A group's decoder is made the first time one of its records is read: a cold start pays for the
      // groups of its first answer only.
      const decoders: ((frame: Buffer) => Buffer)[] = [];
      this.inflateAt = (i, frame) => {
        const g = groups[i] ?? 0;
        decoders[g] ??= decoder(codec, unpackDictionary(codec, all.subarray(starts[g], starts[g] + lengths[g])));
        return decoders[g](frame);
      };
    }
  }

  get size(): number {
    return this.off.length - 1;
  }

  /** The stored frame of record i, a slice of the file buffer (its blocks read first if need be). */
  private frame(i: number): Buffer {
    const start = this.off[i];
    const end = this.off[i + 1];
    for (let b = Math.floor(start / BLOCK), last = Math.floor((end - 1) / BLOCK); b <= last; b++) {
      if (this.loaded[b]) continue;
      const from = b * BLOCK;
      const len = Math.min(BLOCK, this.file.byteLength - from);
      for (let got = 0; got < len; ) {
        const r = readSync(this.fd, this.file, from + got, len - got, from + got);
        if (r <= 0) throw new Error(`record store: the records file is truncated at ${from + got}`);
        got += r;
      }
      this.loaded[b] = 1;
    }
    return this.file.subarray(start, end);
  }

  /**
   * The JSON bytes of record i, as written. Read-only: raw records are slices of the shared file buffer,
   * decoded ones may be the cache's.
   */
  bytes(i: number): Buffer {
    if (!this.inflateAt) return this.frame(i);
    if (i < this.ahead.length) return this.ahead[i];
    if (this.aheadBudget > 0) this.readAhead();
    const cache = this.decoded;
    const hit = cache.get(i);
    if (hit) {
      cache.delete(i);
      cache.set(i, hit);
      return hit;
    }
    const b = this.inflateAt(i, this.frame(i));
    if (b.byteLength > this.decodedBudget) return b;
    cache.set(i, b);
    this.decodedBytes += b.byteLength;
    for (const [k, old] of cache) {
      if (this.decodedBytes <= this.decodedBudget) break;
      cache.delete(k);
      this.decodedBytes -= old.byteLength;
    }
    return b;
  }

  /**
   * From the first record asked for on, the first records of the view (the newest listings: what a search
   * without words returns, and what equal scores rank first) are decoded up to `readAheadBytes`, a slice per
   * turn of the event loop, outside any request, and kept: at 100,000 listings a third of the records the
   * function bench's unseen queries decoded were among the newest 4,000. A failed read-ahead stops; requests
   * then decode on demand as before. The bytes are the same either way: only when they are decoded changes.
   * The slices are referenced immediates: on an idle instance an unreferenced one waits in the loop's poll phase
   * for the next event, so a process that read a record ends only once this has (~30–50 ms of CPU at 100,000).
   */
  private readAhead() {
    const budget = this.aheadBudget;
    this.aheadBudget = 0;
    const step = () => {
      try {
        for (const t0 = performance.now(); performance.now() - t0 < READ_AHEAD_SLICE_MS; ) {
          const i = this.ahead.length;
          if (i >= this.size || this.aheadBytes >= budget) return;
          const cached = this.decoded.get(i);
          if (cached) {
            this.decoded.delete(i);
            this.decodedBytes -= cached.byteLength;
          }
          const b = cached ?? this.inflateAt!(i, this.frame(i));
          this.ahead.push(b);
          this.aheadBytes += b.byteLength;
        }
      } catch {
        return;
      }
      setImmediate(step);
    };
    setImmediate(step);
  }

  /** Records decoded ahead so far (see readAhead). */
  get readAheadCount(): number {
    return this.ahead.length;
  }

  text(i: number): string {
    return this.bytes(i).toString('utf8');
  }
}
