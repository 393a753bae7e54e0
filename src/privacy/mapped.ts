// A text derived from a source text (folded, rendered from markdown, digits
// spelled out as words turned into digits) that remembers, for each of its
// characters, the range of the source it came from. A contact found in any
// derived view is cut out of the source at that range, so the rest of the
// string stays byte for byte as the editor wrote it.
//
// `start`/`end` null means the identity (the common case: plain ASCII text
// with nothing to fold costs no arrays at all).

export interface Mapped {
  text: string;
  start: Int32Array | null;
  end: Int32Array | null;
}

export const identity = (text: string): Mapped => ({ text, start: null, end: null });

/** The source range of derived range [a, b). */
export function sourceRange(m: Mapped, a: number, b: number): [number, number] {
  if (!m.start || !m.end) return [a, b];
  if (b <= a) return [m.start[a] ?? 0, m.start[a] ?? 0];
  let s = m.start[a];
  let e = m.end[b - 1];
  // A range may hold characters mapped out of order (a synthetic '@' between two attributes): take the hull.
  for (let i = a; i < b; i++) {
    if (m.start[i] < s) s = m.start[i];
    if (m.end[i] > e) e = m.end[i];
  }
  return [s, e];
}

/** Builds a derived text piece by piece. */
export class MappedBuilder {
  private parts: string[] = [];
  private s = new Int32Array(64);
  private e = new Int32Array(64);
  private n = 0;

  private grow(k: number) {
    if (this.n + k <= this.s.length) return;
    let size = this.s.length * 2;
    while (size < this.n + k) size *= 2;
    const s = new Int32Array(size);
    const e = new Int32Array(size);
    s.set(this.s.subarray(0, this.n));
    e.set(this.e.subarray(0, this.n));
    this.s = s;
    this.e = e;
  }

  /** `text` is the source from offset `at` on, character for character. */
  copy(text: string, at: number) {
    this.grow(text.length);
    for (let k = 0; k < text.length; k++) {
      this.s[this.n] = at + k;
      this.e[this.n] = at + k + 1;
      this.n++;
    }
    this.parts.push(text);
  }

  /** Every character of `text` stands for source range [a, b). */
  emit(text: string, a: number, b: number) {
    this.grow(text.length);
    for (let k = 0; k < text.length; k++) {
      this.s[this.n] = a;
      this.e[this.n] = b;
      this.n++;
    }
    this.parts.push(text);
  }

  /** The characters of another mapped text, its ranges shifted by `offset` into this builder's source. */
  append(m: Mapped, offset: number) {
    if (!m.start || !m.end) return this.copy(m.text, offset);
    this.grow(m.text.length);
    for (let k = 0; k < m.text.length; k++) {
      this.s[this.n] = m.start[k] + offset;
      this.e[this.n] = m.end[k] + offset;
      this.n++;
    }
    this.parts.push(m.text);
  }

  get length() {
    return this.n;
  }

  build(): Mapped {
    return { text: this.parts.join(''), start: this.s.subarray(0, this.n), end: this.e.subarray(0, this.n) };
  }
}

/** `outer` was derived from `inner.text`: the result maps outer's characters to inner's source. */
export function compose(outer: Mapped, inner: Mapped): Mapped {
  if (!outer.start || !outer.end) return { text: outer.text, start: inner.start, end: inner.end };
  if (!inner.start || !inner.end) return outer;
  const n = outer.text.length;
  const start = new Int32Array(n);
  const end = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const a = outer.start[i];
    const b = outer.end[i];
    start[i] = inner.start[a] ?? inner.end[inner.end.length - 1] ?? 0;
    end[i] = b > a ? inner.end[b - 1] : start[i];
  }
  return { text: outer.text, start, end };
}

/** Same-length rewrite of a mapped text (look-alike letters read as digits): the map stays. */
export const rewrite = (m: Mapped, text: string): Mapped => ({ text, start: m.start, end: m.end });
