// How index:sync stores what a function keeps per catalog version: a JSON
// header and typed arrays, back to back. Typed arrays travel as their bytes
// (no base64, no JSON numbers) and are read as views, copied only when a
// view would be misaligned. Not compressed: at a million listings the
// columns are ~20 MB, which gzip takes ~150 ms to write and ~60 ms to read
// back, at every sync and in every function; Postgres stores them as they
// are (STORAGE EXTERNAL) and hands them over in one read.

export type Packable = Int32Array | Uint32Array | Uint8Array | Uint16Array | Float64Array;
const TYPES = { Int32Array, Uint32Array, Uint8Array, Uint16Array, Float64Array } as const;
type TypeName = keyof typeof TYPES;

interface Header<J> {
  json: J;
  arrays: { name: string; type: TypeName; offset: number; length: number }[];
}

const align8 = (n: number) => (n + 7) & ~7;

export function pack<J>(json: J, arrays: Record<string, Packable>): Buffer {
  const list: Header<J>['arrays'] = [];
  let offset = 0;
  for (const [name, a] of Object.entries(arrays)) {
    list.push({ name, type: a.constructor.name as TypeName, offset, length: a.length });
    offset = align8(offset + a.byteLength);
  }
  const head = Buffer.from(JSON.stringify({ json, arrays: list } satisfies Header<J>));
  const start = align8(4 + head.byteLength);
  const out = Buffer.alloc(start + offset);
  out.writeUInt32LE(head.byteLength, 0);
  head.copy(out, 4);
  for (const { name, offset: at } of list) {
    const a = arrays[name];
    Buffer.from(a.buffer, a.byteOffset, a.byteLength).copy(out, start + at);
  }
  return out;
}

export function unpack<J>(buf: Buffer): { json: J; arrays: Record<string, Packable> } {
  const raw = buf.byteOffset % 8 ? Buffer.from(buf) : buf;
  const headLen = raw.readUInt32LE(0);
  const head = JSON.parse(raw.subarray(4, 4 + headLen).toString('utf8')) as Header<J>;
  const start = raw.byteOffset + align8(4 + headLen);
  const arrays: Record<string, Packable> = {};
  for (const { name, type, offset, length } of head.arrays)
    arrays[name] = new TYPES[type](raw.buffer as ArrayBuffer, start + offset, length);
  return { json: head.json, arrays };
}
