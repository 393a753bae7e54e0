// What makes a JSON file too big, found without parsing it. A content file
// over CONTENT_LIMITS.file is never read whole (JSON.parse of 50 MB, and
// everything after it, is the cost the limit exists to avoid); this scan
// streams it in small chunks, in constant memory, and names the value that
// holds most of its bytes (`description`, `photos`) so an editor knows what
// to cut, as for every other content problem.
import { closeSync, openSync, readSync } from 'node:fs';

export interface OversizeFinding {
  /** Dotted path of the value that holds most of the file (`description`, `specs.3.value`). */
  path: string;
  kind: 'string' | 'list' | 'object';
  /** Characters of a string, items of a list, keys of an object. */
  count: number;
  bytes: number;
}

const CHUNK = 64 * 1024;
/** Keys longer than this are not kept for the path (a hostile key is not copied either). */
const MAX_KEY = 100;
/** Public ids and slugs written near the top of a record: a withheld record's keys must stay unpublished. */
const PEEK_BYTES = 64 * 1024;

interface Frame {
  list: boolean;
  path: string[];
  key: string;
  index: number;
  start: number;
  items: number;
  expectKey: boolean;
}

const label = (f: Frame) => (f.list ? String(f.index) : f.key);

/** The deepest value that holds at least half of the file's bytes, or undefined (then no single value is to blame). */
export function findOversize(file: string, size: number): OversizeFinding | undefined {
  const fd = openSync(file, 'r');
  const buf = Buffer.alloc(CHUNK);
  const stack: Frame[] = [];
  let best: OversizeFinding | undefined;
  const note = (at: string[], kind: OversizeFinding['kind'], start: number, end: number, count: number) => {
    const bytes = end - start;
    const deeper = !best || at.length > best.path.split('.').length;
    if (at.length && bytes * 2 >= size && deeper) best = { path: at.join('.'), kind, count, bytes };
  };
  let offset = 0;
  let inString = false;
  let escapeLeft = 0;
  let strStart = 0;
  let chars = 0;
  let key: number[] = [];
  try {
    for (let n = readSync(fd, buf, 0, CHUNK, 0); n > 0; n = readSync(fd, buf, 0, CHUNK, offset)) {
      for (let i = 0; i < n; i++) {
        const b = buf[i];
        const pos = offset + i;
        const top = stack[stack.length - 1];
        const isKey = top !== undefined && !top.list && top.expectKey;
        if (inString) {
          if (isKey && key.length < MAX_KEY) key.push(b);
          if (escapeLeft > 0) {
            if (escapeLeft === 1 && b === 0x75) escapeLeft = 5; // \uXXXX: four more bytes, one character
            escapeLeft--;
          } else if (b === 0x5c) {
            escapeLeft = 1;
            chars++;
          } else if (b === 0x22) {
            inString = false;
            if (isKey) {
              top.key = Buffer.from(key.slice(0, -1)).toString('utf8');
              top.expectKey = false;
            } else if (top) note([...top.path, label(top)], 'string', strStart, pos + 1, chars);
          } else if ((b & 0xc0) !== 0x80) chars++;
          continue;
        }
        if (b <= 0x20) continue;
        if (top?.list && top.items === 0 && b !== 0x5d) top.items = 1;
        if (b === 0x22) {
          inString = true;
          strStart = pos;
          chars = 0;
          key = [];
        } else if (b === 0x7b || b === 0x5b) {
          const path = top ? [...top.path, label(top)] : [];
          stack.push({ list: b === 0x5b, path, key: '', index: 0, start: pos, items: 0, expectKey: b === 0x7b });
        } else if (b === 0x7d || b === 0x5d) {
          const f = stack.pop()!;
          if (f) note(f.path, f.list ? 'list' : 'object', f.start, pos + 1, f.list ? f.items : f.index + 1);
        } else if (b === 0x2c && top) {
          top.index++;
          if (top.list) top.items++;
          else top.expectKey = true;
        }
      }
      offset += n;
    }
  } finally {
    closeSync(fd);
  }
  return best;
}

/** `public_id` and `slug` values in the first bytes of a file, read without parsing it. */
export function peekKeys(file: string): string[] {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.alloc(PEEK_BYTES);
    const text = buf.subarray(0, readSync(fd, buf, 0, PEEK_BYTES, 0)).toString('utf8');
    return [...text.matchAll(/"(?:public_id|slug)"\s*:\s*"([^"\\]{1,200})"/g)].map((m) => m[1]);
  } finally {
    closeSync(fd);
  }
}
