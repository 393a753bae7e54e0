// Pieces shared by the listing and manual indexes: the on-disk helpers, the
// record store, the FlexSearch round trip, the term matcher (AND over query
// words, OR over a word's alternatives and fields, scored by field) and the
// top-k selection. Everything per request lives in scratch arrays owned by
// one loaded index and sized once, so nothing grows with traffic.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Document } from 'flexsearch';
import { FIELD_WEIGHTS, PHRASE_BONUS, TYPO_WEIGHT, type Field, type FlexDoc } from './options.ts';
import { indexTokens, parseQuery } from './text.ts';
import { TypoVocabulary } from './typo.ts';

// ---------------------------------------------------------------- files

export interface WrittenFile { file: string; bytes: number }

export function writeFile(dir: string, name: string, data: string | Uint8Array, out: WrittenFile[]) {
  const path = join(dir, name);
  writeFileSync(path, data);
  out.push({ file: name, bytes: typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength });
}

export const b64 = (a: ArrayBufferView) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('base64');
/** Decodes into a fresh, aligned ArrayBuffer. */
export function fromB64(s: string): ArrayBuffer {
  const b = Buffer.from(s, 'base64');
  const copy = new Uint8Array(b.byteLength);
  copy.set(b);
  return copy.buffer;
}

// ---------------------------------------------------------------- records

/**
 * Records as one file of JSON texts, one per line, plus byte offsets: loading
 * reads bytes only, and a request parses just the records it returns.
 */
export function encodeRecords(records: unknown[]): { data: Buffer; offsets: Uint32Array } {
  const parts: Buffer[] = [];
  const offsets = new Uint32Array(records.length + 1);
  let pos = 0;
  for (let i = 0; i < records.length; i++) {
    const b = Buffer.from(JSON.stringify(records[i]) + '\n');
    parts.push(b);
    offsets[i] = pos;
    pos += b.byteLength;
  }
  offsets[records.length] = pos;
  return { data: Buffer.concat(parts), offsets };
}

export class RecordStore<T> {
  private readonly buf: Buffer;
  private readonly off: Uint32Array;
  constructor(buf: Buffer, off: Uint32Array) {
    this.buf = buf;
    this.off = off;
  }
  get(i: number): T {
    return JSON.parse(this.buf.toString('utf8', this.off[i], this.off[i + 1] - 1)) as T;
  }
}

// ---------------------------------------------------------------- FlexSearch round trip

/** Export of a Document as alternating lines `key` / `data` (FlexSearch data is JSON, never multi-line). */
export function exportDocument(doc: Document<FlexDoc>): string {
  const lines: string[] = [];
  doc.export((key: string, data: string) => {
    lines.push(key, data);
  });
  return lines.join('\n');
}

export function importDocument(doc: Document<FlexDoc>, text: string) {
  let i = 0;
  while (i < text.length) {
    const a = text.indexOf('\n', i);
    const b = text.indexOf('\n', a + 1);
    const key = text.slice(i, a);
    const data = text.slice(a + 1, b < 0 ? text.length : b);
    doc.import(key, data);
    i = b < 0 ? text.length : b + 1;
  }
}

export interface FieldTexts { model: string; make: string; title: string; body: string }

/** Tokens per field, as the space-joined strings FlexSearch indexes. Adds letter words to `vocab`. */
export function tokenizeFields(t: FieldTexts, vocab: Set<string>): Record<Field, string> {
  const out = {} as Record<Field, string>;
  for (const f of ['model', 'make', 'title', 'body'] as const) {
    const set = indexTokens(t[f], new Set(), f !== 'body');
    for (const w of set) if (w.length >= 4 && /^[a-z]+$/.test(w)) vocab.add(w);
    out[f] = [...set].join(' ');
  }
  return out;
}

// ---------------------------------------------------------------- matching

type Lookup = (token: string) => ArrayLike<number>;
interface Posting { ids: ArrayLike<number>; w: number }
const EMPTY: ArrayLike<number> = [];

/** Per-field lookups of a loaded Document, through the field's own Index when exposed. */
export function fieldLookups(doc: Document<FlexDoc>, fields: readonly Field[]): Lookup[] {
  const opts = { limit: 1e9 };
  return fields.map((field) => {
    const idx = (doc as any).index?.get?.(field);
    if (idx && typeof idx.search === 'function') return (token: string) => idx.search(token, opts) as number[];
    return (token: string) => {
      const r = doc.search(token, { index: field, limit: 1e9 }) as unknown as { result: number[] }[];
      return r.length ? r[0].result : EMPTY;
    };
  });
}

export class Matcher {
  readonly n: number;
  private readonly cnt: Uint8Array;
  private readonly score: Float32Array;
  private readonly touched: Int32Array;
  private readonly lookups: Lookup[];
  private readonly weights: number[];
  private readonly typo: TypoVocabulary;
  private readonly bonusFields: number[];

  constructor(n: number, doc: Document<FlexDoc>, fields: readonly Field[], vocab: () => string[]) {
    this.n = n;
    this.cnt = new Uint8Array(n);
    this.score = new Float32Array(n);
    this.touched = new Int32Array(n);
    this.lookups = fieldLookups(doc, fields);
    this.weights = fields.map((f) => FIELD_WEIGHTS[f]);
    this.bonusFields = fields.map((f, i) => (f === 'body' ? -1 : i)).filter((i) => i >= 0);
    this.typo = new TypoVocabulary(vocab);
  }

  private postings(token: string, w: number, out: Posting[]): number {
    let size = 0;
    for (let f = 0; f < this.lookups.length; f++) {
      const ids = this.lookups[f](token);
      if (ids.length) {
        out.push({ ids, w: w * this.weights[f] });
        size += ids.length;
      }
    }
    return size;
  }

  /**
   * Calls `visit(doc, score)` for every document holding all required words
   * of `q` (in index order of the first, rarest word). Returns false when
   * the query has no words (the caller lists without ranking).
   */
  run(q: string, visit: (d: number, score: number) => void): boolean {
    const parsed = parseQuery(q);
    if (!parsed.terms.length) return false;
    const required: { posts: Posting[]; size: number }[] = [];
    const optional: Posting[] = [];
    for (const term of parsed.terms) {
      const posts: Posting[] = [];
      let size = this.postings(term.token, 1, posts);
      if (!size && term.fuzzy) {
        for (const alt of this.typo.candidates(term.token)) size += this.postings(alt, TYPO_WEIGHT, posts);
      }
      if (term.required) {
        if (!size) return true; // a required word found nowhere: no match
        required.push({ posts, size });
      } else optional.push(...posts);
    }
    for (const g of parsed.bonus) {
      for (const f of this.bonusFields) {
        const ids = this.lookups[f](g);
        if (ids.length) optional.push({ ids, w: PHRASE_BONUS });
      }
    }
    required.sort((a, b) => a.size - b.size);

    const { cnt, score, touched } = this;
    let nt = 0;
    const nReq = required.length;
    try {
      for (let i = 0; i < nReq; i++) {
        const next = i + 1;
        for (const { ids, w } of required[i].posts) {
          for (let k = 0, len = ids.length; k < len; k++) {
            const d = ids[k];
            const c = cnt[d];
            if (c === i) {
              if (i === 0) touched[nt++] = d;
              cnt[d] = next;
              score[d] += w;
            } else if (c === next) score[d] += w;
          }
        }
      }
      for (const { ids, w } of optional) {
        for (let k = 0, len = ids.length; k < len; k++) {
          const d = ids[k];
          if (cnt[d] === nReq) score[d] += w;
        }
      }
      for (let k = 0; k < nt; k++) {
        const d = touched[k];
        if (cnt[d] === nReq) visit(d, score[d]);
      }
    } finally {
      for (let k = 0; k < nt; k++) {
        const d = touched[k];
        cnt[d] = 0;
        score[d] = 0;
      }
    }
    return true;
  }
}

// ---------------------------------------------------------------- ranking

/**
 * Indices (into docs/scores, length m) of ranks [start, end) ordered by score
 * descending then document number ascending (= newest listed first).
 */
export function rankSlice(docs: Int32Array, scores: Float32Array, m: number, start: number, end: number): number[] {
  end = Math.min(end, m);
  if (start >= end) return [];
  const better = (a: number, b: number) => scores[a] > scores[b] || (scores[a] === scores[b] && docs[a] < docs[b]);
  if (end > 256 || end * 4 > m) {
    const all = Array.from({ length: m }, (_, i) => i);
    all.sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0));
    return all.slice(start, end);
  }
  // Bounded heap of the best `end`, worst at the root.
  const heap: number[] = [];
  const worse = (a: number, b: number) => better(b, a);
  for (let i = 0; i < m; i++) {
    if (heap.length < end) {
      heap.push(i);
      let c = heap.length - 1;
      while (c > 0) {
        const p = (c - 1) >> 1;
        if (worse(heap[c], heap[p])) {
          [heap[c], heap[p]] = [heap[p], heap[c]];
          c = p;
        } else break;
      }
    } else if (better(i, heap[0])) {
      heap[0] = i;
      let p = 0;
      for (;;) {
        const l = 2 * p + 1;
        const r = l + 1;
        let w = p;
        if (l < heap.length && worse(heap[l], heap[w])) w = l;
        if (r < heap.length && worse(heap[r], heap[w])) w = r;
        if (w === p) break;
        [heap[w], heap[p]] = [heap[p], heap[w]];
        p = w;
      }
    }
  }
  heap.sort((a, b) => (better(a, b) ? -1 : 1));
  return heap.slice(start, end);
}

// ---------------------------------------------------------------- facets

export interface FacetEntry { value: string; label: string; count: number }

export function facetList(counts: Uint32Array, values: readonly string[], labels: readonly string[]): FacetEntry[] {
  const out: FacetEntry[] = [];
  for (let i = 0; i < counts.length; i++) if (counts[i]) out.push({ value: values[i], label: labels[i], count: counts[i] });
  out.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return out;
}

export function readText(dir: string, name: string): string {
  return readFileSync(join(dir, name), 'utf8');
}
