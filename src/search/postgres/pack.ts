// How index:sync stores what a function keeps per catalog version (and its
// own state): a JSON header and typed arrays, back to back, gzipped. Typed
// arrays travel as their bytes (no base64, no JSON numbers): a function
// reads them as views, copied only when a view would be misaligned.
import { gunzipSync, gzipSync } from 'node:zlib';

export type Packable = Int32Array | Uint32Array | Uint8Array | Uint16Array | Float64Array;
const TYPES = { Int32Array, Uint32Array, Uint8Array, Uint16Array, Float64Array } as const;
type TypeName = keyof typeof TYPES;

interface Header<J> { json: J; arrays: { name: string; type: TypeName; offset: number; length: number }[] }

const align8 = (n: number) => (n + 7) & ~7;

/** Level 1: a sync at a million listings writes ~20 MB of columns; speed matters more than the last 10 %. */
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
  return gzipSync(out, { level: 1 });
}

export function unpack<J>(buf: Buffer): { json: J; arrays: Record<string, Packable> } {
  let raw = gunzipSync(buf);
  if (raw.byteOffset % 8) raw = Buffer.from(raw);
  const headLen = raw.readUInt32LE(0);
  const head = JSON.parse(raw.subarray(4, 4 + headLen).toString('utf8')) as Header<J>;
  const start = raw.byteOffset + align8(4 + headLen);
  const arrays: Record<string, Packable> = {};
  for (const { name, type, offset, length } of head.arrays) arrays[name] = new TYPES[type](raw.buffer, start + offset, length);
  return { json: head.json, arrays };
}
