// One text shard's token map read straight from its bytes (./text-shards.ts writes it: FlexSearch's map export,
// `[["token",[[id,Δ,Δ,…]]],…]` as JSON.stringify wrote it, each list's ids as differences from the previous one).
//
// A query that reads a shard first was among the slowest of its run: inflating, JSON.parse into a JavaScript array
// per token, summing the differences and FlexSearch's import took ~1.6 ms for a 256 kB body shard of 100,000
// listings on this machine, of which inflating ~0.7.
// Here reading a shard is inflating it and finding its tokens (~0.1 ms: the next quote is found by the native byte
// search, ids and brackets hold none); a token's ids are summed into an Int32Array the first time a query asks for
// that token, which most tokens of a shard never are. The lists live outside the JavaScript heap, so the collector no
// longer marks millions of ids on every full collection, and a look-up is one Map read where FlexSearch's search
// encoded the token and allocated for it.

const NONE = new Int32Array(0);
/** Tokens found between two looks at the clock: a shard of 100,000 listings holds ~800 in ~0.15 ms. */
const SCAN_CHECK = 32;
const [QUOTE, BACKSLASH, COMMA, OPEN, CLOSE, ZERO] = [0x22, 0x5c, 0x2c, 0x5b, 0x5d, 0x30];

function fail(at: number): never {
  throw new Error(`text shard: unexpected byte at ${at} (not the map export text-shards.ts writes)`);
}

/** The lists of one shard: token → its ids, decoded on the first look-up of the token. */
export class ShardPostings {
  private readonly entry = new Map<string, number>();
  private readonly bytes: Buffer;
  /** Per token, where its list of slots (`[[…]]`) starts and ends (exclusive) in `bytes`. */
  private readonly from: number[] = [];
  private readonly to: number[] = [];
  private readonly lists: (Int32Array | undefined)[] = [];

  /** Where the token scan goes on from; -1 once every token is found (see scan). */
  private at: number;

  /**
   * Only what the writer gives is read: no white space; anything else is refused, here or at a token's look-up.
   * `scanned: false` leaves the tokens to `scan` (./text-shards-ahead.ts finds them in slices, between requests);
   * a look-up finishes a scan left under way.
   */
  constructor(bytes: Buffer, scanned = true) {
    this.bytes = bytes;
    const last = bytes.length - 1;
    if (bytes[0] !== OPEN || bytes[last] !== CLOSE) fail(bytes[0] !== OPEN ? 0 : last);
    this.at = last === 1 ? -1 : 1;
    if (scanned) this.scan();
  }

  /**
   * Finds the shard's tokens from where the last call stopped, until `deadline` (performance.now()) has passed,
   * checked every SCAN_CHECK tokens; true once every token is found.
   */
  scan(deadline = Infinity): boolean {
    let i = this.at;
    if (i < 0) return true;
    const b = this.bytes;
    const last = b.length - 1;
    for (let e = this.from.length; ; e++) {
      if (b[i] !== OPEN || b[i + 1] !== QUOTE) fail(i);
      const start = i + 2;
      let escaped = false;
      for (i = start; b[i] !== QUOTE; i++) {
        if (i >= last) fail(i);
        if (b[i] === BACKSLASH) {
          escaped = true;
          i++;
        }
      }
      const token = escaped
        ? (JSON.parse(b.toString('utf8', start - 1, i + 1)) as string)
        : b.toString('utf8', start, i);
      if (b[i + 1] !== COMMA) fail(i + 1);
      // The next token's quote ends this entry: `…]],["next"` (list, entry's bracket, comma, next entry's bracket).
      // Checked before the entry is kept, so a scan that fails leaves none half kept and fails again there.
      const next = b.indexOf(QUOTE, i + 2);
      if (next < 0 && b[last - 1] !== CLOSE) fail(last - 1);
      if (next >= 0 && (b[next - 1] !== OPEN || b[next - 2] !== COMMA || b[next - 3] !== CLOSE)) fail(next - 3);
      this.entry.set(token, e);
      this.from.push(i + 2);
      this.to.push(next < 0 ? last - 1 : next - 3);
      if (next < 0) {
        this.at = -1;
        return true;
      }
      this.at = i = next - 1;
      if (e % SCAN_CHECK === SCAN_CHECK - 1 && performance.now() >= deadline) return false;
    }
  }

  /** The documents holding `token` (empty when none does); shared: the caller must not write to it. */
  get(token: string): Int32Array {
    if (this.at >= 0) this.scan();
    const e = this.entry.get(token);
    if (e === undefined) return NONE;
    return (this.lists[e] ??= decode(this.bytes, this.from[e], this.to[e]));
  }
}

/**
 * The ids of one list of slots, `[[a,Δ,Δ…]]`, `[[]]` or `[]`, summed. One resolution slot per token: an entry with
 * more, which FlexSearch would merge by its own rules, is refused rather than read differently.
 */
function decode(b: Buffer, from: number, to: number): Int32Array {
  if (b[from] !== OPEN || b[to - 1] !== CLOSE) fail(from);
  if (to - from === 2) return NONE;
  if (b[from + 1] !== OPEN || b[to - 2] !== CLOSE) fail(from + 1);
  if (to - from === 4) return NONE; // one empty slot
  // Read into scratch and copied out: one pass over the digits (counting the ids first cost a second pass).
  // Every id takes a digit and a separator at least.
  if (scratch.length < (to - from) >> 1) scratch = new Int32Array((to - from) >> 1);
  const ids = scratch;
  const end = to - 2; // the slot's closing bracket
  let i = from + 2;
  let k = 0;
  let sum = 0;
  for (;;) {
    let c = b[i] - ZERO;
    if (!(c >= 0 && c <= 9)) fail(i);
    let v = 0;
    do {
      v = v * 10 + c;
      c = b[++i] - ZERO;
    } while (c >= 0 && c <= 9);
    sum += v;
    ids[k++] = sum;
    if (i === end) break;
    if (b[i] !== COMMA) fail(i);
    i++;
  }
  return ids.slice(0, k);
}

/** Ids being read, before they are copied out: as long as the longest list read so far needed. */
let scratch = new Int32Array(4096);
