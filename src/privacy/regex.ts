// Long patterns written in named pieces: the pieces joined are the pattern.

/** A RegExp from pieces of source, joined as they are. */
export const pattern = (flags: string, ...pieces: string[]) => new RegExp(pieces.join(''), flags);

/** An alternation of words, longest first (so "małpka" is tried before "małpa"), regex characters escaped. */
export const alternation = (words: string[]) =>
  [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
