// The typo vocabulary, kept exact under incremental syncs: how many live
// records of a kind hold each letter word of 4+ characters (the words the
// bundled writer collects). A sync adds the words of the records it adds and
// takes away those of the records that die; the vocabulary of a version is
// every word with a count, sorted as the bundled index writes it.
import { tokenizeFields, type FieldTexts } from '../flex-document.ts';
import { pack, unpack } from './pack.ts';

export class WordCounts {
  private readonly counts = new Map<string, number>();

  static unpack(buf: Buffer | null): WordCounts {
    const w = new WordCounts();
    if (!buf) return w;
    const { json, arrays } = unpack<{ words: string }>(buf);
    const counts = arrays.counts as Uint32Array;
    (json.words ? json.words.split(' ') : []).forEach((word, i) => w.counts.set(word, counts[i]));
    return w;
  }

  /** Adds (+1) or takes away (-1) the words of one record (its texts, or the words already cut from them). */
  apply(texts: FieldTexts | Set<string>, sign: 1 | -1) {
    let words = texts;
    if (!(words instanceof Set)) tokenizeFields(texts as FieldTexts, (words = new Set<string>()));
    for (const word of words) {
      const n = (this.counts.get(word) ?? 0) + sign;
      if (n > 0) this.counts.set(word, n);
      else this.counts.delete(word);
    }
  }

  /** The vocabulary text of the version: sorted words, space-separated. */
  text(): string {
    return [...this.counts.keys()].sort().join(' ');
  }

  pack(): Buffer {
    const words = [...this.counts.keys()];
    return pack({ words: words.join(' ') }, { counts: Uint32Array.from(words, (w) => this.counts.get(w)!) });
  }
}
