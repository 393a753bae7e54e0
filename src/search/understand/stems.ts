// Stemming per language of the catalog, for matching a buyer's word against
// the machine-type names of content/search/vocabulary.yaml: Snowball
// stemmers (@orama/stemmers) for DE, FR, NL, IT, ES; Polish has no Snowball
// stemmer, so a light suffix stripper of its case endings stands in. English
// names keep the catalog's own light plural folding (../text.ts): Snowball
// English makes one word of thermoforming and thermoformer, fold and folder.
// A word's keys are `lang:stem` for every language; a name word's key is the
// one of its own language. Keys of the words seen are kept (bounded).
import { stemmer as de } from '@orama/stemmers/german';
import { stemmer as fr } from '@orama/stemmers/french';
import { stemmer as nl } from '@orama/stemmers/dutch';
import { stemmer as it } from '@orama/stemmers/italian';
import { stemmer as es } from '@orama/stemmers/spanish';
import { LANGUAGES, type Language } from '../../schemas/languages.ts';
import { stem as en } from '../text.ts';

// Polish nominal and adjectival endings, longest first, on folded words (ą → a, ę → e, ó → o).
const PL_ENDINGS = [
  'owie',
  'ami',
  'ach',
  'owi',
  'ego',
  'emu',
  'ych',
  'ymi',
  'iem',
  'ow',
  'om',
  'em',
  'ie',
  'ej',
  'ym',
  'a',
  'e',
  'i',
  'o',
  'u',
  'y',
];
function pl(w: string): string {
  for (const e of PL_ENDINGS) if (w.length - e.length >= 4 && w.endsWith(e)) return w.slice(0, -e.length);
  return w;
}

const STEMMERS: Record<Language, (w: string) => string> = { en, de, fr, nl, it, es, pl };

/** The stem of a folded word in one language (letters only; other words are their own stem). */
export const stemIn = (lang: Language, w: string): string => (/^[a-z]{3,}$/.test(w) ? STEMMERS[lang](w) : w);

const CACHE_MAX = 20000;
const cache = new Map<string, string[]>();

/**
 * `lang:stem` of a folded word per language, indexed like LANGUAGES (cached); only the languages in `langs`
 * are stemmed (the others are left empty: no type name of theirs can match).
 */
export function stemKeys(w: string, langs: readonly Language[] = LANGUAGES): string[] {
  const key = langs.length === LANGUAGES.length ? w : `${w}\u0000${langs.join(',')}`;
  let keys = cache.get(key);
  if (!keys) {
    if (cache.size >= CACHE_MAX) cache.clear();
    keys = LANGUAGES.map((l) => (langs.includes(l) ? `${l}:${stemIn(l, w)}` : ''));
    cache.set(key, keys);
  }
  return keys;
}
