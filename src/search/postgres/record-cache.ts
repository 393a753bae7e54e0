// Stored records by doc, as a function reads them. A doc's record never
// changes (an edit is a new doc), so a cached record is right at every catalog
// version that still names its doc: the cache is never flushed for a sync, and
// can never answer a record of another version than the snapshot asked for.
import type { ReadDb } from '../../db/read-pool.ts';

/** Docs a warming statement reads (~0.4 MB of listings): each keeps the event loop only ~1 ms from requests. */
const WARM_SLICE = 200;

/**
 * Stored records by doc, in the order asked (docs of a snapshot: present until the grace period after
 * they died), kept without expiry, least recently used first out past `maxBytes`: a page whose records
 * were all read before costs no round trip at all. Kept as their UTF-8 bytes, which an answer splices as
 * they are: the string a row arrives as dies young, and the cache lives outside the JavaScript heap, where
 * tens of megabytes of strings made every full garbage collection (a pause inside the next statement's
 * wait) mark and move them.
 */
export class RecordCache {
  private readonly cache = new Map<number, Buffer>();
  private bytes = 0;
  private readonly db: ReadDb;
  private readonly table: string;
  private readonly maxBytes: number;

  constructor(db: ReadDb, table: string, maxBytes = 64 * 1024 * 1024) {
    this.db = db;
    this.table = table;
    this.maxBytes = maxBytes;
  }

  /** Reads `docs` into the cache (a doc another request read meanwhile is replaced, not counted twice). */
  private async read(docs: number[]): Promise<void> {
    const rows = await this.db.query<{ doc: number; record: string }>(
      `SELECT doc, record FROM ${this.table} WHERE doc = ANY($1)`,
      [docs],
    );
    for (const r of rows) {
      const bytes = Buffer.from(r.record);
      this.bytes += bytes.byteLength - (this.cache.get(r.doc)?.byteLength ?? 0);
      this.cache.set(r.doc, bytes);
    }
  }

  private evict() {
    for (const [d, r] of this.cache) {
      if (this.bytes <= this.maxBytes) break;
      this.cache.delete(d);
      this.bytes -= r.byteLength;
    }
  }

  /** The records' JSON as UTF-8, shared with the cache: read, never written to. */
  async get(docs: number[]): Promise<Buffer[]> {
    const missing = docs.filter((d) => !this.cache.has(d));
    if (missing.length) await this.read(missing);
    const out: Buffer[] = [];
    for (const d of docs) {
      const r = this.cache.get(d);
      if (r === undefined) continue;
      // Recently used last: the oldest are first out.
      this.cache.delete(d);
      this.cache.set(d, r);
      out.push(r);
    }
    this.evict();
    return out;
  }

  /**
   * Reads the records of `docs` not cached yet, in order, a slice per statement, until the first docs' records
   * held make `budget` bytes: the records most answers will show (the caller's first docs), read before a
   * request waits for them. A request never waits on it: the caller does not await it before answering.
   */
  async warm(docs: ArrayLike<number>, budget: number): Promise<void> {
    let held = 0;
    for (let at = 0; at < docs.length && held < Math.min(budget, this.maxBytes); at += WARM_SLICE) {
      const end = Math.min(docs.length, at + WARM_SLICE);
      const slice: number[] = [];
      for (let i = at; i < end; i++) if (!this.cache.has(docs[i])) slice.push(docs[i]);
      if (slice.length) await this.read(slice);
      for (let i = at; i < end; i++) held += this.cache.get(docs[i])?.byteLength ?? 0;
    }
    this.evict();
  }
}
