// A JSON body assembled from bytes: every member serialised as usual except
// one array whose elements are already JSON (records stored at build time),
// spliced in as they are, each optionally followed by a little text (a record
// without its closing brace, then a last member and the brace). Byte for byte
// what jsonText gives for the parsed equivalent, without parsing the records
// or serialising them again, written into one buffer.

/** A stored element, or a stored prefix and the text that completes it. */
export type Spliced = Uint8Array | readonly [Uint8Array, string];

/**
 * Returns the bytes and the skeleton (the body without the spliced elements),
 * which with a name for the elements identifies the body for an ETag.
 */
export function splicedJson(body: Record<string, unknown>, key: string, items: readonly Spliced[]): { bytes: Buffer<ArrayBuffer>; skeleton: string } {
  let head = '{';
  let tail = '';
  let seen = false;
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined) continue;
    if (k === key) {
      head += `${head.length > 1 ? ',' : ''}${JSON.stringify(k)}:[`;
      seen = true;
      continue;
    }
    const member = `${JSON.stringify(k)}:${JSON.stringify(v)}`;
    if (seen) tail += `,${member}`;
    else head += `${head.length > 1 ? ',' : ''}${member}`;
  }
  if (!seen) throw new Error(`splicedJson: the body has no "${key}"`);
  const end = `]${tail}}`;
  let size = Buffer.byteLength(head) + Buffer.byteLength(end) + Math.max(items.length - 1, 0);
  for (const item of items) size += item instanceof Uint8Array ? item.byteLength : item[0].byteLength + Buffer.byteLength(item[1]);
  const bytes = Buffer.allocUnsafe(size);
  let at = bytes.write(head);
  for (let i = 0; i < items.length; i++) {
    if (i) bytes[at++] = 0x2c; // ,
    const item = items[i];
    if (item instanceof Uint8Array) {
      bytes.set(item, at);
      at += item.byteLength;
    } else {
      bytes.set(item[0], at);
      at += item[0].byteLength;
      at += bytes.write(item[1], at);
    }
  }
  bytes.write(end, at);
  return { bytes, skeleton: `${head}${end}` };
}
