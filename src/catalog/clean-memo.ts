// What the leak scan has found clean before (./leak-text.ts): a text equal to one read clean under the same rules
// gets the same verdict (a piece is judged on its own, never with its neighbours), so it is not read again. The
// page shell's blocks and a listing's short facts repeat on every page; most other pieces never come back.
//
// Bounded in two generations: when the current one is full the previous one is dropped and the current one takes
// its place, and a hit in the previous generation is carried into the current one, so what keeps repeating (the
// shell) stays remembered while a stream of one-off pieces passes through. Each remembered text is a copy of its
// own: a piece cut from a page is a slice that would otherwise keep the whole page (every page of a 100,000-listing
// build) alive.

/** Longer texts are not remembered: they are paragraphs of one listing, read once. */
const LONGEST = 4000;

/** A copy of `t` that holds no reference to the string it was cut from (V8 keeps a slice's parent alive). */
const own = (t: string) => ` ${t}`.slice(1);

export class CleanMemo {
  private current = new Set<string>();
  private previous = new Set<string>();
  private chars = 0;
  private readonly budget: number;

  /** `budget`: the characters one generation holds (the memo holds at most twice this, plus the sets' entries). */
  constructor(budget: number) {
    this.budget = budget;
  }

  has(text: string): boolean {
    // A text too long to be remembered is not hashed to be looked up (hashing reads every character).
    if (text.length > LONGEST) return false;
    if (this.current.has(text)) return true;
    if (!this.previous.has(text)) return false;
    this.add(text);
    return true;
  }

  /** Remember `text` as read clean. */
  add(text: string): void {
    if (text.length > LONGEST) return;
    if (this.chars + text.length > this.budget) {
      this.previous = this.current;
      this.current = new Set();
      this.chars = 0;
    }
    this.current.add(own(text));
    this.chars += text.length;
  }

  /** Texts held in both generations (for tests). */
  get size(): number {
    return this.current.size + this.previous.size;
  }
}

/**
 * The units of the file of one kind read last (a page's blocks and pieces, a twin's paragraphs, a JSON file's
 * strings), each with what it is (a block, an address, text) and whether it was clean. Most units of a built file
 * stand where they stood in the file of its kind read before it (a page's shell above and below what varies, a
 * listing JSON's keys in one order), so a unit equal to the one at its place there, counted from the top or from
 * the bottom, is known by one comparison of two strings at hand, where the memo hashes it and probes a large table
 * (a listing page has ~170 blocks, most of them the shell's). A unit is judged on its own, so an equal unit of the
 * same kind has the same verdict; one that was not clean is read again.
 */
export class LastFile {
  private texts: string[] = [];
  private kinds: string[] = [];
  private clean: boolean[] = [];
  private reading: { texts: string[]; kinds: string[]; clean: boolean[] } = { texts: [], kinds: [], clean: [] };
  private count = 0;

  /** A file of `count` units is read. */
  start(count: number): void {
    this.reading = { texts: [], kinds: [], clean: [] };
    this.count = count;
  }

  /** Whether `text`, the i-th unit of the file, of kind `kind`, was found clean at its place in the file before. */
  knownClean(i: number, kind: string, text: string): boolean {
    if (this.texts[i] === text && this.kinds[i] === kind) return this.clean[i];
    const j = this.texts.length - (this.count - i);
    return j >= 0 && this.texts[j] === text && this.kinds[j] === kind && this.clean[j];
  }

  /** The next unit's verdict, in the file's order. */
  record(kind: string, text: string, clean: boolean): void {
    this.reading.texts.push(text);
    this.reading.kinds.push(kind);
    this.reading.clean.push(clean);
  }

  /** The file is read: it is the one the next file of its kind is compared with. */
  finish(): void {
    ({ texts: this.texts, kinds: this.kinds, clean: this.clean } = this.reading);
  }
}
