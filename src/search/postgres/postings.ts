// Text postings read from Postgres for the synchronous matcher of the query
// core (../core.ts): the planner runs with lookups that answer from a cache
// and note the tokens they do not know; those are fetched in one statement
// and the planner runs again, until it asks for nothing new. Most queries
// need one round trip (the words asked); another when a word turns out to have
// no hit and its typo candidates are needed, or a relaxation step asks for new
// words. A run that met a word not read yet stops once all its words are
// looked up, before the matcher's loops would score stand-ins (LookupsPending):
// the common words already cached are not intersected for nothing. The answer
// is the one the bundled index gives: the same code computes it, and only the
// last run, which asked for nothing missing, counts.
import type { Lookup } from '../matcher.ts';
import { LookupsPending } from '../match-loops.ts';
import type { ReadDb } from '../../db/read-pool.ts';
import { fetchPostings } from './text-index.ts';
import type { Kind } from './schema.ts';
import { VocabularyPending, type LazyVocabulary } from './vocabulary.ts';

const EMPTY = new Int32Array(0);
/**
 * What a token not fetched yet answers in a run that will be thrown away: one
 * (meaningless) hit, so the run does not go on to typo candidates or
 * relaxation for a word that may well exist; the next run, with the real
 * postings, asks for those only if it needs them.
 */
const PENDING = Int32Array.of(0);
/**
 * Bytes of postings kept per catalog version, oldest first out. The common
 * words of a catalog recur across distinct queries, so a warm instance reads
 * mostly new, rare words: at a million listings a common word is ~2 MB.
 */
const CACHE_BYTES = 256 * 1024 * 1024;
const MAX_ROUNDS = 8;

export class PostingCache {
  private readonly cache = new Map<string, Int32Array[]>();
  private readonly missing = new Set<string>();
  private bytes = 0;

  private readonly db: ReadDb;
  private readonly kind: Kind;
  private readonly posOf: Int32Array;
  private readonly fields: number;
  private indexed: (token: string) => boolean | undefined = () => undefined;

  /** `posOf[doc]`: the record number (index order) of a FlexSearch id, -1 for ids not in this catalog version. */
  constructor(db: ReadDb, kind: Kind, posOf: Int32Array, fields: number) {
    this.db = db;
    this.kind = kind;
    this.posOf = posOf;
    this.fields = fields;
  }

  /**
   * `indexed(token)`: false for a word the version's word list (once read) does not hold, so it has no postings
   * and needs no statement: a misspelt word's typo candidates are then read in the same statement as the other
   * words of its query, not in a second one.
   */
  knowWords(indexed: (token: string) => boolean | undefined) {
    this.indexed = indexed;
  }

  lookups(): Lookup[] {
    return Array.from({ length: this.fields }, (_, f) => (token: string) => {
      const hit = this.cache.get(token);
      if (hit) return hit[f];
      if (this.indexed(token) === false) return EMPTY;
      this.missing.add(token);
      return PENDING;
    });
  }

  /** Whether a lookup of the current run answered a stand-in (the Matcher then stops: LookupsPending). */
  pending(): boolean {
    return this.missing.size > 0;
  }

  /** `compute()` once every token it looks up (and the typo vocabulary, when it asks) is known. */
  async settle<T>(compute: () => T, vocabulary?: LazyVocabulary): Promise<T> {
    for (let round = 0; ; round++) {
      this.missing.clear();
      let result: T | undefined;
      try {
        result = compute();
      } catch (e) {
        if (round >= MAX_ROUNDS) throw e;
        if (e instanceof VocabularyPending && vocabulary) {
          await vocabulary.load();
          continue;
        }
        // The matcher stopped before scoring stand-ins: read what it asked for.
        if (!(e instanceof LookupsPending)) throw e;
      }
      if (!this.missing.size) return result as T;
      if (round >= MAX_ROUNDS) throw new Error(`text lookups did not settle after ${MAX_ROUNDS} rounds`);
      const tokens = [...this.missing];
      const got = await fetchPostings(this.db, this.kind, tokens);
      for (const [token, perField] of got) {
        const lists = perField.map((ids) => this.positions(ids));
        this.bytes += lists.reduce((n, l) => n + l.byteLength, 0);
        this.cache.set(token, lists);
      }
      for (const [token, lists] of this.cache) {
        if (this.bytes <= CACHE_BYTES) break;
        if (got.has(token)) continue;
        this.cache.delete(token);
        this.bytes -= lists.reduce((n, l) => n + l.byteLength, 0);
      }
    }
  }

  /** Doc numbers → record numbers of this version (docs not live in it are left out), in place. */
  private positions(ids: Int32Array): Int32Array {
    const n = ids.length;
    if (!n) return EMPTY;
    const posOf = this.posOf;
    let k = 0;
    for (let i = 0; i < n; i++) {
      const id = ids[i];
      const p = id < posOf.length ? posOf[id] : -1;
      if (p >= 0) ids[k++] = p;
    }
    return k === n ? ids : ids.subarray(0, k);
  }
}
