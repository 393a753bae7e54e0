// Text postings read from Postgres for the synchronous matcher of the query
// core (../core.ts): the planner runs with lookups that answer from a cache
// and note the tokens they do not know; those are fetched in one statement
// and the planner runs again, until it asks for nothing new. Most queries
// need one round trip (the words asked); another when a word turns out to have
// no hit and its typo candidates are needed, or a relaxation step asks for new
// words. The answer is the one the bundled index gives: the same code
// computes it, and only the last run, which asked for nothing missing, counts.
import type { Lookup } from '../matcher.ts';
import type { ReadDb } from '../../db/read-pool.ts';
import { fetchPostings } from './text-index.ts';
import type { Kind } from './schema.ts';

const EMPTY = new Int32Array(0);
/**
 * What a token not fetched yet answers in a run that will be thrown away: one
 * (meaningless) hit, so the run does not go on to typo candidates or
 * relaxation for a word that may well exist; the next run, with the real
 * postings, asks for those only if it needs them.
 */
const PENDING = Int32Array.of(0);
/** Tokens kept per catalog version (each one a few posting lists); past this the cache starts over. */
const MAX_TOKENS = 20_000;
const MAX_ROUNDS = 8;

export class PostingCache {
  private readonly cache = new Map<string, Int32Array[]>();
  private readonly missing = new Set<string>();

  private readonly db: ReadDb;
  private readonly kind: Kind;
  private readonly posOf: Int32Array;
  private readonly fields: number;

  /** `posOf[doc]`: the record number (index order) of a FlexSearch id, -1 for ids not in this catalog version. */
  constructor(db: ReadDb, kind: Kind, posOf: Int32Array, fields: number) {
    this.db = db;
    this.kind = kind;
    this.posOf = posOf;
    this.fields = fields;
  }

  lookups(): Lookup[] {
    return Array.from({ length: this.fields }, (_, f) => (token: string) => {
      const hit = this.cache.get(token);
      if (hit) return hit[f];
      this.missing.add(token);
      return PENDING;
    });
  }

  /** `compute()` once every token it looks up is known. */
  async settle<T>(compute: () => T): Promise<T> {
    for (let round = 0; ; round++) {
      this.missing.clear();
      const result = compute();
      if (!this.missing.size) return result;
      if (round >= MAX_ROUNDS) throw new Error(`text lookups did not settle after ${MAX_ROUNDS} rounds`);
      const tokens = [...this.missing];
      const got = await fetchPostings(this.db, this.kind, tokens);
      if (this.cache.size + tokens.length > MAX_TOKENS) this.cache.clear();
      for (const [token, perField] of got) this.cache.set(token, perField.map((ids) => this.positions(ids)));
    }
  }

  /** Big-endian int32 ids → record numbers of this version (ids it does not know are left out). */
  private positions(ids: Buffer): Int32Array {
    const n = ids.byteLength >> 2;
    if (!n) return EMPTY;
    const out = new Int32Array(n);
    const posOf = this.posOf;
    let k = 0;
    for (let i = 0; i < n; i++) {
      const id = ids.readInt32BE(i << 2);
      const p = id < posOf.length ? posOf[id] : -1;
      if (p >= 0) out[k++] = p;
    }
    return k === n ? out : out.slice(0, k);
  }
}
