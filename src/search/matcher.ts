// The term matcher: AND over query words, OR over a word's alternatives
// (typos, synonyms) and fields, scored by field weight. Everything per
// request lives in scratch arrays owned by one loaded index and sized once,
// so nothing grows with traffic.
import { FIELD_WEIGHTS, PHRASE_BONUS, SYNONYM_WEIGHT, TYPO_WEIGHT, type Field } from './options.ts';
import { queryTerms, type QueryTerm } from './text.ts';
import { TypoVocabulary } from './typo.ts';
import type { Synonyms } from './synonyms.ts';
import { firstTerm, laterTerm, LookupsPending, optionalTerm } from './match-loops.ts';
import { AllOf, PhraseMemo, type Posting } from './all-of.ts';

export type Lookup = (token: string) => ArrayLike<number>;
const LETTER_WORD = /^[a-z]{3,}$/;
const pushPosting = (out: Posting[], ids: ArrayLike<number>, w: number) => ids.length && out.push({ ids, w });

export class Matcher {
  readonly n: number;
  private readonly stamp: Uint32Array;
  private epoch = 0;
  private readonly score: Float32Array;
  private readonly touched: Int32Array;
  /** Output of run(): matching documents and their scores (scratch, reused by every call). */
  readonly docs: Int32Array;
  readonly scores: Float32Array;
  private readonly lookups: Lookup[];
  private readonly weights: number[];
  private readonly typo: TypoVocabulary;
  private readonly bonusFields: number[];
  private readonly hits: Uint8Array;
  private readonly lastTerm: Uint8Array;
  private readonly phrases: AllOf;
  /** Lookups beyond the text fields (place names), each with its weight. */
  private readonly extra: { lookup: Lookup; w: number }[] = [];
  private synonyms: Synonyms | undefined;
  private phraseMemo: PhraseMemo | undefined;
  private readonly vocab: () => string[];
  private indexWords: Set<string> | undefined;
  /** Words of the last run that had no match and were read as catalog words within one or two edits. */
  corrections: { word: string; to: string[] }[] = [];
  private readonly pending: () => boolean;

  /** `lookups`: per field, token → documents (./text-shards.ts loads the index by the shard; Postgres fetches);
   * `pending`: whether a lookup has answered a stand-in since the caller's run began (LookupsPending). */
  constructor(n: number, lookups: Lookup[], fields: readonly Field[], vocab: () => string[], pending = () => false) {
    this.pending = pending;
    this.n = n;
    this.stamp = new Uint32Array(n);
    this.score = new Float32Array(n);
    this.touched = new Int32Array(n);
    this.docs = new Int32Array(n);
    this.scores = new Float32Array(n);
    this.lookups = lookups;
    this.weights = fields.map((f) => FIELD_WEIGHTS[f]);
    this.bonusFields = fields.map((f, i) => (f === 'body' ? -1 : i)).filter((i) => i >= 0);
    // Names of the synonym groups (machine types in every language) are words a typo may mean, too.
    this.typo = new TypoVocabulary(() => [...this.words(), ...(this.synonyms?.singleWords() ?? [])]);
    this.vocab = vocab;
    this.hits = new Uint8Array(n);
    this.lastTerm = new Uint8Array(n);
    this.phrases = new AllOf(n);
  }

  /** Another source of postings for query words (e.g. place names), scored `w` per hit. */
  addLookup(lookup: Lookup, w: number): this {
    this.extra.push({ lookup, w });
    return this;
  }

  useSynonyms(s: Synonyms): this {
    this.synonyms = s;
    return this;
  }

  /** Keeps the documents of phrases answered (./all-of.ts PhraseMemo): only over lookups that never change. */
  rememberPhrases(maxIds: number): this {
    this.phraseMemo = new PhraseMemo(maxIds);
    return this;
  }

  /** The postings of each place of the query: a word (exact, else its typos), or a phrase of the synonym list (any
   * of its alternatives; a multi-word alternative matches documents holding all its words). */
  private slotPostings(
    q: string,
    parsed = queryTerms(q),
    loose = false,
  ): { posts: Posting[]; size: number; required: boolean }[] | null {
    if (!parsed.terms.length) return null;
    this.corrections = [];
    const slots = this.synonyms ? this.synonyms.slots(parsed.terms) : parsed.terms.map((term) => ({ term }));
    return slots.map((slot) => {
      const posts: Posting[] = [];
      if ('term' in slot)
        return { posts, size: this.termPostings(slot.term, posts, loose), required: slot.term.required };
      // Its postings depend on the phrase alone: kept, one look-up for every language's name of a machine type.
      const key = this.phraseMemo && `slot\u0000${slot.phrase.join('\u0000')}`;
      const known = key ? this.phraseMemo!.get(key) : undefined;
      if (known) return { posts: known.posts, size: known.size, required: true };
      let size = 0;
      for (const alt of slot.alternatives) {
        // The phrase asked for scores as typed; its synonyms a little lower, like a typo.
        const w = alt.join(' ') === slot.phrase.join(' ') ? 1 : SYNONYM_WEIGHT;
        if (alt.length === 1) size += this.postings(alt[0], w, posts);
        else size += this.allOf(alt, w, posts);
      }
      if (key && !this.pending()) this.phraseMemo!.set(key, posts, size);
      return { posts, size, required: true };
    });
  }

  /**
   * Documents holding every token (in any field), scored by the sum of the
   * tokens' field weights; written as one posting per distinct score.
   */
  private allOf(tokens: string[], w: number, out: Posting[]): number {
    const key = this.phraseMemo && PhraseMemo.key(tokens, w);
    const known = key ? this.phraseMemo!.get(key) : undefined;
    if (known) {
      out.push(...known.posts);
      return known.size;
    }
    // Every word's postings first: a word nothing holds (the other languages' names of a machine type) rules
    // the phrase out before anything is intersected, and the rarest word starts the intersection.
    const lists = tokens.map((t) => {
      const posts: Posting[] = [];
      return { posts, size: this.postings(t, w, posts) };
    });
    // Stand-ins: the run stops after its lookups (LookupsPending), so any non-zero size will do.
    if (lists.every((l) => l.size) && this.pending()) return 1;
    const posts: Posting[] = [];
    let size = 0;
    if (lists.every((l) => l.size)) {
      lists.sort((a, b) => a.size - b.size);
      size = this.phrases.intersect(
        lists.map((l) => l.posts),
        posts,
      );
    }
    if (key) this.phraseMemo!.set(key, posts, size);
    out.push(...posts);
    return size;
  }

  /**
   * The postings of one query word: exact, else the catalog words within its typo budget (of the
   * word as typed and as stemmed; `loose`: the last pass, two edits from 4 letters) at a lower
   * weight. A candidate naming a synonym group (a machine type) stands for the whole group.
   */
  private termPostings(term: QueryTerm, posts: Posting[], loose: boolean): number {
    const size = this.postings(term.token, 1, posts);
    if (size || !(term.fuzzy || loose)) return size;
    const found: { w: string; n: number }[] = [];
    let total = 0;
    for (const w of new Set([term.token, term.raw])) {
      for (const alt of this.typo.candidates(w, 8, loose)) {
        if (found.some((f) => f.w === alt)) continue;
        const group = this.synonyms?.groupOf(alt);
        const n = group
          ? group.reduce(
              (s, g) =>
                s + (g.length === 1 ? this.postings(g[0], TYPO_WEIGHT, posts) : this.allOf(g, TYPO_WEIGHT, posts)),
              0,
            )
          : this.postings(alt, TYPO_WEIGHT, posts);
        if (n) found.push({ w: alt, n });
        total += n;
      }
    }
    if (found.length) this.corrections.push({ word: term.raw, to: found.sort((a, b) => b.n - a.n).map((f) => f.w) });
    return total;
  }

  /** Any-word matching (the last relaxation step): documents holding at least one word of `q`, scored first by how
   * many words they hold. Same outputs as run(). */
  runAny(q: string): number {
    const slots = this.slotPostings(q);
    if (!slots) return -1;
    if (this.pending()) throw new LookupsPending();
    if (this.epoch >= 0x3ffffff) {
      this.stamp.fill(0);
      this.epoch = 0;
    }
    const mark = ++this.epoch * 64;
    const { stamp, score, touched, docs, scores, hits, lastTerm } = this;
    let nt = 0;
    slots
      .filter((x) => x.required)
      .slice(0, 250)
      .forEach(({ posts }, t) => {
        for (const { ids, w } of posts) {
          for (let k = 0, len = ids.length; k < len; k++) {
            const d = ids[k];
            if (stamp[d] !== mark) {
              stamp[d] = mark;
              touched[nt++] = d;
              score[d] = 0;
              hits[d] = 0;
              lastTerm[d] = 255;
            }
            if (lastTerm[d] !== t) {
              lastTerm[d] = t;
              hits[d]++;
            }
            score[d] += w;
          }
        }
      });
    for (let k = 0; k < nt; k++) {
      const d = touched[k];
      docs[k] = d;
      scores[k] = hits[d] * 1000 + score[d];
    }
    return nt;
  }

  /** The index's words (the typo vocabulary: letter words of 3+ characters and model codes), read once. */
  private words(): Set<string> {
    return (this.indexWords ??= new Set(this.vocab()));
  }

  /**
   * Whether a field holds a letter word, told by the word list alone once it was read (undefined before, and for
   * other tokens): every letter word of 3+ characters the index holds is in the list (../flex-document.ts), so
   * a word not in it has no postings. Postgres answers such a word without a round trip (./postgres/postings.ts).
   */
  indexed(token: string): boolean | undefined {
    return this.indexWords && LETTER_WORD.test(token) ? this.indexWords.has(token) : undefined;
  }

  /** Whether some field holds the token: the word list once read, else the word's postings (cheaper than reading
   * the list, which at a million listings is ~26 MB from Postgres). */
  has(token: string): boolean {
    return !LETTER_WORD.test(token) || !!this.indexWords?.has(token) || this.lookups.some((l) => l(token).length > 0);
  }

  /** The token's postings in every field and extra lookup, each weighted; their total size. */
  private postings(token: string, w: number, out: Posting[]): number {
    const n = out.length;
    for (let f = 0; f < this.lookups.length; f++) pushPosting(out, this.lookups[f](token), w * this.weights[f]);
    for (const x of this.extra) pushPosting(out, x.lookup(token), w * x.w);
    let size = 0;
    for (let k = n; k < out.length; k++) size += out[k].ids.length;
    return size;
  }

  /**
   * Finds the documents holding every required word of `q` and writes them
   * to `docs` / `scores` (in the order of the rarest word's postings).
   * Returns their number, or -1 when the query has no words (the caller then
   * lists without ranking). The arrays are scratch: valid until the next call.
   */
  run(q: string, loose = false): number {
    const parsed = queryTerms(q);
    const slots = this.slotPostings(q, parsed, loose);
    if (!slots) return -1;
    const required: { posts: Posting[]; size: number }[] = [];
    const optional: Posting[] = [];
    for (const { posts, size, required: isRequired } of slots) {
      if (isRequired) {
        if (!size) {
          if (this.pending()) throw new LookupsPending();
          return 0; // a required word found nowhere: no match
        }
        required.push({ posts, size });
      } else optional.push(...posts);
    }
    for (const g of parsed.bonus) {
      for (const f of this.bonusFields) {
        const ids = this.lookups[f](g);
        if (ids.length) optional.push({ ids, w: PHRASE_BONUS });
      }
    }
    if (this.pending()) throw new LookupsPending();
    required.sort((a, b) => a.size - b.size);

    // Per-document state is stamped with this call's epoch, so nothing needs clearing afterwards:
    // stamp = epoch * 64 + number of required words matched so far (at most 32).
    if (this.epoch >= 0x3ffffff) {
      this.stamp.fill(0);
      this.epoch = 0;
    }
    const base = ++this.epoch * 64;
    const { stamp, score, touched, docs, scores } = this;
    let nt = 0;
    const nReq = required.length;
    for (const { ids, w } of required[0].posts) nt = firstTerm(ids, w, base, stamp, score, touched, nt);
    for (let i = 1; i < nReq; i++)
      for (const { ids, w } of required[i].posts) laterTerm(ids, w, base + i, stamp, score);
    const full = base + nReq;
    for (const { ids, w } of optional) optionalTerm(ids, w, full, stamp, score);
    let m = 0;
    for (let k = 0; k < nt; k++) {
      const d = touched[k];
      if (stamp[d] === full) {
        docs[m] = d;
        scores[m++] = score[d];
      }
    }
    return m;
  }
}
