// A JSON body assembled from bytes: every member serialised as usual except
// one array whose elements are already JSON (records stored at build time),
// spliced in as they are, or with their closing brace replaced by a little
// text (a last member and the brace). Byte for byte
// what jsonText gives for the parsed equivalent, without parsing the records
// or serialising them again, written into one buffer.

/** A stored element, or a stored object and the text (ASCII) that replaces its closing brace. */
export type Spliced = Uint8Array | readonly [Uint8Array, string];

/**
 * Returns the bytes and the skeleton (the body without the spliced elements),
 * which with a name for the elements identifies the body for an ETag.
 */
export function splicedJson(
  body: Record<string, unknown>,
  key: string,
  items: readonly Spliced[],
): { bytes: Buffer<ArrayBuffer>; skeleton: string } {
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
  // The head is written straight into the body: no buffer of its own to allocate and copy.
  const headLength = Buffer.byteLength(head);
  let size = headLength + Buffer.byteLength(end) + Math.max(items.length - 1, 0);
  for (const item of items)
    size += item instanceof Uint8Array ? item.byteLength : item[0].byteLength - 1 + item[1].length;
  const bytes = Buffer.allocUnsafe(size);
  let at = bytes.write(head, 0);
  for (let i = 0; i < items.length; i++) {
    if (i) bytes[at++] = 0x2c; // ,
    const item = items[i];
    if (item instanceof Uint8Array) {
      bytes.set(item, at);
      at += item.byteLength;
    } else {
      const [record, end] = item;
      if (record[record.byteLength - 1] !== 0x7d)
        throw new Error('splicedJson: an element to extend is not a JSON object');
      // The whole record, then `end` written over its closing brace: no view, no copy of the record.
      bytes.set(record, at);
      at += record.byteLength - 1;
      at += bytes.write(end, at, 'latin1');
    }
  }
  bytes.write(end, at);
  return { bytes, skeleton: `${head}${end}` };
}
