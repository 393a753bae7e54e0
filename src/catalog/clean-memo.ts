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
 * The blocks of the page read last and which of them were clean. Most blocks of a built page stand where they
 * stood in the page read before it (the shell above and below what varies), so a block equal to the one at its
 * place there, counted from the top or from the bottom, is known by one comparison of two strings at hand, where
 * the memo hashes it and probes a large table (a listing page has ~170 blocks, most of them the shell's). A block
 * is judged on its own, so an equal block has the same verdict; one that was not clean is read again.
 */
export class LastPage {
  private blocks: string[] = [];
  private clean: boolean[] = [];
  private reading: string[] = [];
  private readingClean: boolean[] = [];
  private count = 0;

  /** A page of `count` blocks is read. */
  start(count: number): void {
    this.reading = [];
    this.readingClean = [];
    this.count = count;
  }

  /** Whether `block`, the i-th of the page, was found clean at its place in the page before. */
  knownClean(i: number, block: string): boolean {
    if (this.blocks[i] === block) return this.clean[i];
    const j = this.blocks.length - (this.count - i);
    return j >= 0 && this.blocks[j] === block && this.clean[j];
  }

  /** The next block's verdict, in the page's order. */
  record(block: string, clean: boolean): void {
    this.reading.push(block);
    this.readingClean.push(clean);
  }

  /** The page is read: it is the one the next page is compared with. */
  finish(): void {
    this.blocks = this.reading;
    this.clean = this.readingClean;
  }
}
