// The leak scan blanks the published slugs wherever they stand (an MCP text
// item's cells, a batch's ids in a citation URL): the publishing step read
// each with its record's own words. A slug-shaped token is a run of
// [a-z0-9] words joined by single hyphens, bounded by anything else: what
// /(?<![a-z0-9])[a-z0-9]+(?:-[a-z0-9]+)+(?![a-z0-9])/g matches. That regex
// tries every position of a built file; this reads only around its hyphens
// (tests/privacy/gate.test.ts holds the two to the same answers).

const HYPHEN = 45;
const isWordChar = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);

/**
 * The fewest hyphens and characters of a slug in the set: a page's other hyphenated words (aria-label, site-nav)
 * are shorter, and are not hashed to be looked up.
 */
const SHORTEST = new WeakMap<Set<string>, { hyphens: number; length: number }>();
function shortest(slugs: Set<string>) {
  let s = SHORTEST.get(slugs);
  if (!s) {
    s = { hyphens: Infinity, length: Infinity };
    for (const slug of slugs) {
      let hyphens = 0;
      for (let i = slug.indexOf('-'); i >= 0; i = slug.indexOf('-', i + 1)) hyphens++;
      s.hyphens = Math.min(s.hyphens, hyphens);
      s.length = Math.min(s.length, slug.length);
    }
    SHORTEST.set(slugs, s);
  }
  return s;
}

/** `text` with every slug-shaped token that `slugs` holds blanked to x (same length, hyphens kept). */
export function blankSlugTokens(text: string, slugs: Set<string>, blank: (slug: string) => string): string {
  let out = '';
  let at = 0;
  const least = shortest(slugs);
  for (let i = text.indexOf('-'); i >= 0; i = text.indexOf('-', i + 1)) {
    if (i === 0 || !isWordChar(text.charCodeAt(i - 1)) || !isWordChar(text.charCodeAt(i + 1))) continue;
    // The first hyphen of a token (any earlier one would have been read with it): its word, then the chain.
    let start = i - 1;
    while (start > 0 && isWordChar(text.charCodeAt(start - 1))) start--;
    let end = i + 1;
    let hyphens = 1;
    for (;;) {
      while (end < text.length && isWordChar(text.charCodeAt(end))) end++;
      if (text.charCodeAt(end) !== HYPHEN || !isWordChar(text.charCodeAt(end + 1))) break;
      end++;
      hyphens++;
    }
    if (hyphens >= least.hyphens && end - start >= least.length) {
      const token = text.slice(start, end);
      if (slugs.has(token)) {
        out += text.slice(at, start) + blank(token);
        at = end;
      }
    }
    i = end - 1;
  }
  return at ? out + text.slice(at) : text;
}
