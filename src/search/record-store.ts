// Public records as their serialised JSON bytes, written at build time and
// returned by a request without being parsed or serialised again: a search
// response splices the bytes of its page into the envelope.
//
//   {name}.records   the frames, back to back (offsets live in the index meta)
//   {name}.dict      the preset dictionaries, when the frames are compressed
//
// One store can hold several views of the same records (the full public
// record, a compact projection for sparse `fields`, …): each view is its own
// pair of files with its own offsets, so a request reads only the view it
// returns and a function ships only the views it serves.
//
// Codec, chosen per view at build time: `raw` while the texts fit the
// budget (a slice of a buffer, nothing else), else `deflate`: one raw-deflate
// frame per record against a 32 kB dictionary cut from records of the same
// group (the caller's choice; listings group by category, whose records
// share wording): 8.1× smaller at 10,000 listings where one dictionary for
// all gave 5.6×; ~5 µs a record with the reused inflater below, ~25 µs with
// a fresh one. (zstd with a 256 kB dictionary reaches 9.3×, but Node's only
// safe zstd call costs ~35 µs a record: 0.7 ms a page.)
import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync, writeFileSync, writeSync } from 'node:fs';
import { createInflateRaw, constants as zlibConstants, deflateRawSync, inflateRawSync } from 'node:zlib';
import { join } from 'node:path';
import { b64, fromB64 } from './index-files.ts';

type RecordCodec = 'raw' | 'deflate';

/**
 * What the index meta keeps of a view: its codec, the byte offsets of its
 * frames (n + 1, base64) and a digest of its bytes, which (with record
 * numbers) names a page of records without hashing their bytes per request.
 */
export interface StoredView {
  codec: RecordCodec;
  offsets: string;
  digest: string;
  /** deflate: byte length of each group's dictionary in {name}.dict, and each record's group (base64 bytes). */
  dicts?: number[];
  groups?: string;
}

/**
 * Raw views up to this many bytes: at 10,000 listings the full records are
 * ~21 MB and ship raw; at 100,000 they would be ~215 MB, so they compress
 * (and every function stays under 40 MB).
 */
const RAW_VIEW_BYTES = 32 * 1024 * 1024;
const DICT_BYTES = 32768;

/** deflate favours the end of its dictionary (shorter distances): keep the tail of a spread sample. */
function dictionaryOf(members: number[], text: (i: number) => Buffer): Buffer {
  const step = Math.max(1, Math.floor(members.length / 64));
  const sample: Buffer[] = [];
  for (let k = 0, n = 0; k < members.length && n < DICT_BYTES * 2; k += step) {
    const t = text(members[k]);
    sample.push(t);
    n += t.byteLength;
  }
  const joined = Buffer.concat(sample);
  return Buffer.from(joined.subarray(Math.max(0, joined.byteLength - DICT_BYTES)));
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
  opts: { rawBudget?: number; groupOf?: (i: number) => number } = {},
): { view: StoredView; files: { file: string; bytes: number }[] } {
  let total = 0;
  for (let i = 0; i < n; i++) total += text(i).byteLength;
  const codec: RecordCodec = total <= (opts.rawBudget ?? RAW_VIEW_BYTES) ? 'raw' : 'deflate';
  const offsets = new Uint32Array(n + 1);
  const files: { file: string; bytes: number }[] = [];
  let frame = text;
  let extra: Partial<StoredView> = {};
  const hash = createHash('sha1');
  if (codec === 'deflate') {
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
    const dicts = Array.from({ length: nGroups }, (_, g) => dictionaryOf(members.get(g) ?? [], text));
    frame = (i) => deflateRawSync(text(i), { level: 9, dictionary: dicts[groups[i]] });
    const dictFile = Buffer.concat(dicts);
    writeFileSync(join(dir, `${file}.dict`), dictFile);
    files.push({ file: `${file}.dict`, bytes: dictFile.byteLength });
    hash.update(dictFile);
    extra = { dicts: dicts.map((d) => d.byteLength), groups: b64(groups) };
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
 * Inflates with one reused zlib handle. Node's inflateRawSync builds a
 * stream object per call, which is four fifths of its ~25 µs on a 400-byte
 * frame; resetting one handle (which re-applies the dictionary) and writing
 * the frame through it costs ~5 µs. This reaches into the handle of a zlib
 * stream (stable since Node 10, the runtime is pinned to Node 24), so it is
 * checked against inflateRawSync on the first frame and falls back to it on
 * any surprise.
 */
function reusedInflater(dict: Buffer): ((frame: Buffer) => Buffer) | undefined {
  try {
    // biome-ignore lint/suspicious/noExplicitAny: zlib's native handle and write state are not in Node's types
    const stream = createInflateRaw({ dictionary: dict }) as any;
    const handle = stream._handle;
    const state: Uint32Array = stream._writeState;
    if (!handle || typeof handle.writeSync !== 'function' || typeof handle.reset !== 'function' || !state)
      return undefined;
    let out = Buffer.allocUnsafe(1 << 16);
    const inflate = (frame: Buffer): Buffer => {
      for (;;) {
        handle.reset();
        handle.writeSync(zlibConstants.Z_FINISH, frame, 0, frame.byteLength, out, 0, out.byteLength);
        const availOut = state[0];
        const availIn = state[1];
        if (availOut > 0 && availIn === 0) return Buffer.from(out.subarray(0, out.byteLength - availOut));
        if (availOut === 0 && out.byteLength < 1 << 26) out = Buffer.allocUnsafe(out.byteLength * 4);
        else throw new Error('record store: a frame did not inflate');
      }
    };
    return Object.assign(inflate, { keep: stream });
  } catch {
    return undefined;
  }
}

/** Blocks of the records file read at a time. */
const BLOCK = 1 << 16;

/**
 * One view, read on demand. Loading reads the offsets only; the file's
 * bytes are brought into one buffer of its size block by block (64 kB) the
 * first time a record in them is asked for, so a cold start reads what its
 * first answer returns, a warm instance ends up holding the file (at most
 * its size: ~21 MB raw at 10,000 listings, ~40 MB compressed at 100,000),
 * and a record is a slice of that buffer: no read, no copy, no allocation.
 */
export class RecordView {
  private readonly fd: number;
  private readonly off: Uint32Array;
  private inflateAt?: (i: number, frame: Buffer) => Buffer;
  private readonly file: Buffer;
  private readonly loaded: Uint8Array;
  /** Names the bytes of this view (changes whenever any record does). */
  readonly digest: string;

  constructor(dir: string, file: string, view: StoredView, readDict: (path: string) => Buffer) {
    this.fd = openSync(join(dir, `${file}.records`), 'r');
    this.off = new Uint32Array(fromB64(view.offsets));
    this.digest = view.digest;
    const size = this.off[this.off.length - 1];
    this.file = Buffer.allocUnsafe(size);
    this.loaded = new Uint8Array(Math.ceil(size / BLOCK));
    if (view.codec === 'deflate') {
      const all = readDict(join(dir, `${file}.dict`));
      const groups = new Uint8Array(fromB64(view.groups ?? ''));
      let at = 0;
      const inflaters = (view.dicts ?? [all.byteLength]).map((len) => {
        const dict = all.subarray(at, (at += len));
        const slow = (frame: Buffer) => inflateRawSync(frame, { dictionary: dict });
        const fast = reusedInflater(dict);
        let checked = false;
        let use = fast ?? slow;
        // The reused handle is checked against Node's own call on its first frame.
        return (frame: Buffer) => {
          if (checked) return use(frame);
          const want = slow(frame);
          checked = true;
          if (use !== slow && !use(frame).equals(want)) use = slow;
          return want;
        };
      });
      this.inflateAt = (i, frame) => inflaters[groups[i] ?? 0](frame);
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

  /** The JSON bytes of record i, as written. Read-only: raw records are slices of the shared file buffer. */
  bytes(i: number): Buffer {
    const frame = this.frame(i);
    return this.inflateAt ? this.inflateAt(i, frame) : frame;
  }

  text(i: number): string {
    return this.bytes(i).toString('utf8');
  }
}

/** Deep-freezes a parsed record so a cached object cannot be changed by one caller under another. */
function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    for (const v of Object.values(o as object)) deepFreeze(v);
    Object.freeze(o);
  }
  return o;
}

/**
 * Parsed records, for callers that need objects (lookups, MCP tools): a
 * bounded cache (least recently used, `cacheSize` records, 0 = off) of
 * deep-frozen objects, so callers must copy before changing one.
 */
export class ParsedRecords<T> {
  private readonly cache = new Map<number, T>();
  private readonly view: RecordView;
  private readonly cacheSize: number;
  constructor(view: RecordView, cacheSize = 0) {
    this.view = view;
    this.cacheSize = cacheSize;
  }
  get(i: number): T {
    if (!this.cacheSize) return JSON.parse(this.view.text(i)) as T;
    const hit = this.cache.get(i);
    if (hit !== undefined) {
      this.cache.delete(i);
      this.cache.set(i, hit);
      return hit;
    }
    const v = deepFreeze(JSON.parse(this.view.text(i)) as T);
    this.cache.set(i, v);
    if (this.cache.size > this.cacheSize) this.cache.delete(this.cache.keys().next().value!);
    return v;
  }
  get cached(): number {
    return this.cache.size;
  }
}
