// Reads one content file, unless it is over the size a content file may
// have (CONTENT_LIMITS.file): then the file is not read whole, not parsed,
// and the problem names what makes it big, so a record that would cost the
// build gigabytes is withheld for the price of a stat and a streaming scan.
import { basename, extname } from 'node:path';
import { closeSync, fstatSync, openSync, readFileSync } from 'node:fs';
import { CONTENT_LIMITS, formatLimit, overLimit } from '../schemas/content-limits.ts';
import { findOversize, peekKeys } from './oversize.ts';

export type ContentFileRead =
  | { text: string }
  | {
      field: string;
      message: string;
      /** Ids and slugs it names, as far as they can be read without parsing it. */
      keys: string[];
    };

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export function readContentFile(file: string): ContentFileRead {
  // One open for the size check and the read (a catalog has thousands of files).
  const fd = openSync(file, 'r');
  let size: number;
  try {
    size = fstatSync(fd).size;
    if (size <= CONTENT_LIMITS.file.max) return { text: readFileSync(fd, 'utf8') };
  } finally {
    closeSync(fd);
  }
  const limit = formatLimit(CONTENT_LIMITS.file);
  const notRead = `the file is ${mb(size)}, over the ${limit} a content file may have, so it was not parsed`;
  if (extname(file) !== '.json') return { field: '(file)', message: notRead, keys: [basename(file, extname(file))] };
  const keys = [basename(file, '.json'), ...peekKeys(file)];
  const big = findOversize(file, size);
  if (!big) return { field: '(file)', message: notRead, keys };
  const unit = big.kind === 'string' ? 'characters' : big.kind === 'list' ? 'items' : 'keys';
  const own = fieldLimit(big.path);
  const what = own && own.unit === unit ? overLimit(own, big.count) : `${big.count.toLocaleString('en-US')} ${unit}`;
  return { field: big.path, message: `${what}; ${notRead}`, keys };
}

/** The limit a content field has (by its last path segments), for the message of an oversized file. */
function fieldLimit(path: string) {
  const last =
    path
      .split('.')
      .filter((s) => !/^\d+$/.test(s))
      .at(-1) ?? '';
  const L = CONTENT_LIMITS;
  const byName: Record<string, (typeof L)[keyof typeof L]> = {
    description: L.description,
    photos: L.photos,
    specs: L.specs,
    shipping_notes: L.shippingNotes,
    title: L.title,
    make: L.makeModel,
    model: L.makeModel,
    url: L.url,
    download_url: L.url,
    slug: L.key,
    public_id: L.key,
  };
  return byName[last] ?? (/^\d+$/.test(path.split('.').at(-1) ?? '') ? undefined : L.text);
}
