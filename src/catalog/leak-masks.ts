// What the leak scan blanks in a built file before reading it (./leak-text.ts): the ids the marketplace minted for
// published records and the slugs in the site's own addresses, identifiers the publishing step read with their
// records' words, which read as numbers out of context. Every mask keeps the text's length, so offsets hold.
// Each is a forward pass written for what it looks for (the regexes in each comment say what it matches;
// tests/privacy/leak-masks.test.ts holds each to its regex): run over every built file, the regexes were a tenth
// of the scan.
import { blankSlugTokens } from './slug-tokens.ts';

const isLower = (c: number) => c >= 97 && c <= 122;
const isIdChar = (c: number) => isLower(c) || (c >= 48 && c <= 57);

/** A slug or id blanked to x, hyphens kept (what `s.replace(/[a-z0-9]/g, 'x')` gives for [a-z0-9-] text). */
export const blank = (slug: string) => {
  let out = '';
  let at = 0;
  for (let i = slug.indexOf('-'); i >= 0; i = slug.indexOf('-', i + 1)) {
    out += `${'x'.repeat(i - at)}-`;
    at = i + 1;
  }
  return out + 'x'.repeat(slug.length - at);
};

/**
 * Published ids blanked to letters of the same length (see MINTED_ID in catalog/verbatim.ts); any other id-shaped
 * token is still read. The tokens of `(?<![a-z])(?:lst|man)_[0-9a-z]{8,}(?![0-9a-z])` (no word boundary in front: a
 * mailto subject writes the id after %20): found from their underscores.
 */
export function maskPublishedIds(text: string, ids?: Set<string>): string {
  if (!ids?.size) return text;
  let out = '';
  let copied = 0;
  // The end of the last token found: the regex goes on from there, so a token never starts inside another.
  let last = 0;
  for (let i = text.indexOf('_', 3); i >= 0; i = text.indexOf('_', i + 1)) {
    const start = i - 3;
    if (start < last || (start > 0 && isLower(text.charCodeAt(start - 1)))) continue;
    const prefix = text.slice(start, i);
    if (prefix !== 'lst' && prefix !== 'man') continue;
    let end = i + 1;
    while (end < text.length && isIdChar(text.charCodeAt(end))) end++;
    if (end - i - 1 < 8) continue;
    last = end;
    const token = text.slice(start, end);
    if (!ids.has(token)) continue;
    out += `${text.slice(copied, start)}${prefix}_${'x'.repeat(end - i - 1)}`;
    copied = end;
    i = end - 1;
  }
  return copied ? out + text.slice(copied) : text;
}

/**
 * The slugs in the site's own addresses (/listings/lyondellbasell-pro-fax-6523-2026-chemnitz) blanked: the
 * publishing step read each slug with its record's make, model and year, which the scan does not know. Then the
 * published slugs wherever they stand (./slug-tokens.ts). The addresses are what
 * `(\/(?:listings|manuals|glossary|checklists|guides)\/)([a-z0-9]+(?:-[a-z0-9]+)*)` matches, found by a string
 * search for each folder.
 */
const OWN_PREFIXES = ['listings', 'manuals', 'glossary', 'checklists', 'guides'].map((dir) => `/${dir}/`);
const HYPHEN = 45;
/** Where `[a-z0-9]+(?:-[a-z0-9]+)*` matched at `start` ends (`start` when it does not match). */
function slugEnd(text: string, start: number): number {
  let end = start;
  while (end < text.length && isIdChar(text.charCodeAt(end))) end++;
  if (end === start) return start;
  while (text.charCodeAt(end) === HYPHEN && isIdChar(text.charCodeAt(end + 1))) {
    end++;
    while (end < text.length && isIdChar(text.charCodeAt(end))) end++;
  }
  return end;
}
export const maskOwnPaths = (text: string, slugs?: Set<string>) => {
  // Where each folder's prefix stands next, found by the string search (it skips ahead, where a pass over every
  // slash reads each closing tag); the regex goes on after a match, so a prefix inside one is looked for again.
  const next = OWN_PREFIXES.map((p) => text.indexOf(p));
  let paths = '';
  let copied = 0;
  for (;;) {
    let k = -1;
    for (let j = 0; j < next.length; j++) if (next[j] >= 0 && (k < 0 || next[j] < next[k])) k = j;
    if (k < 0) break;
    const start = next[k] + OWN_PREFIXES[k].length;
    const end = slugEnd(text, start);
    if (end === start) {
      next[k] = text.indexOf(OWN_PREFIXES[k], next[k] + 1);
      continue;
    }
    paths += text.slice(copied, start) + blank(text.slice(start, end));
    copied = end;
    for (let j = 0; j < next.length; j++)
      if (next[j] >= 0 && next[j] < end) next[j] = text.indexOf(OWN_PREFIXES[j], end);
  }
  if (copied) paths += text.slice(copied);
  else paths = text;
  return slugs?.size ? blankSlugTokens(paths, slugs, blank) : paths;
};

const isWordChar = (c: number) => isIdChar(c) || (c >= 65 && c <= 90) || c === 95;
const RECORD_PREFIXES = ['/listings/', '/manuals/'];

/**
 * The ids and slugs the leak scan checks against the unapproved records, in the order
 * `\b(?:lst|man)_[0-9a-z]{8,}\b|\/(?:listings|manuals)\/([a-z0-9]+(?:-[a-z0-9]+)*)` (leak-text.ts ID_OR_SLUG)
 * matches them, each its group 1 or the whole match: found from underscores and a string search for each folder,
 * where the regex tries every position of every built file. An id's run of [0-9a-z] is read whole: a shorter one
 * would end before a word character, never at a word boundary.
 */
export function idsAndSlugs(text: string): string[] {
  const out: string[] = [];
  const next = RECORD_PREFIXES.map((p) => text.indexOf(p));
  let underscore = text.indexOf('_', 3);
  // The regex goes on after a match: nothing that starts inside one is read.
  let after = 0;
  for (;;) {
    const id = underscore < 0 ? -1 : underscore - 3;
    let k = -1;
    for (let j = 0; j < next.length; j++) if (next[j] >= 0 && (k < 0 || next[j] < next[k])) k = j;
    if (id < 0 && k < 0) break;
    if (k < 0 || (id >= 0 && id < next[k])) {
      underscore = text.indexOf('_', underscore + 1);
      if (id < after) continue;
      const prefix = text.slice(id, id + 3);
      if ((prefix !== 'lst' && prefix !== 'man') || (id > 0 && isWordChar(text.charCodeAt(id - 1)))) continue;
      let end = id + 4;
      while (end < text.length && isIdChar(text.charCodeAt(end))) end++;
      if (end - id - 4 < 8 || (end < text.length && isWordChar(text.charCodeAt(end)))) continue;
      out.push(text.slice(id, end));
      after = end;
    } else {
      const at = next[k];
      next[k] = text.indexOf(RECORD_PREFIXES[k], at + 1);
      if (at < after) continue;
      const start = at + RECORD_PREFIXES[k].length;
      const end = slugEnd(text, start);
      if (end === start) continue;
      out.push(text.slice(start, end));
      after = end;
    }
  }
  return out;
}
