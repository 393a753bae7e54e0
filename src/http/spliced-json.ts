// A JSON body assembled from bytes: every member serialised as usual except
// one array whose elements are already JSON (records stored at build time,
// each one chunk or several sent one after the other), spliced in as they are. Byte for byte what jsonText gives for the parsed
// equivalent, without parsing the records or serialising them again.
/**
 * Returns the bytes and the skeleton (the body without the spliced elements),
 * which with a name for the elements identifies the body for an ETag.
 */
export function splicedJson(body: Record<string, unknown>, key: string, items: readonly (Uint8Array | readonly Uint8Array[])[]): { bytes: Buffer<ArrayBuffer>; skeleton: string } {
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
  const parts: Uint8Array[] = [Buffer.from(head)];
  const comma = Buffer.from(',');
  for (let i = 0; i < items.length; i++) {
    if (i) parts.push(comma);
    const item = items[i];
    if (item instanceof Uint8Array) parts.push(item);
    else parts.push(...item);
  }
  parts.push(Buffer.from(`]${tail}}`));
  return { bytes: Buffer.concat(parts), skeleton: `${head}]${tail}}` };
}
