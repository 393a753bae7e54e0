// The search vocabulary as the index writer and the query reader take it,
// from the files of content/search/: machine types join the synonym groups
// (every name of a type finds what the others find), filler words of every
// language become one list, and a name given to two types is reported and
// left out of both (it would send a buyer to the wrong machine).
import { COUNTRY_NAMES } from './countries.ts';
import {
  LANGUAGES,
  typeNames,
  type Lexicon,
  type MachineType,
  type PerLanguage,
  type SearchVocabulary,
} from '../schemas/content.ts';

interface Files {
  synonyms: string[][];
  types: MachineType[];
  filler: PerLanguage;
  places: SearchVocabulary['places'];
  phrases: Lexicon['phrases'];
  intents: Lexicon['intents'];
}

/** Accents, case and punctuation ignored: how the query reader compares names. */
const key = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export function searchVocabulary(f: Files, report: (field: string, message: string) => void): SearchVocabulary {
  const owner = new Map<string, number>();
  const shared = new Set<string>();
  f.types.forEach((t, i) => {
    for (const name of new Set(typeNames(t).map(key))) {
      if (owner.has(name) && owner.get(name) !== i) shared.add(name);
      else owner.set(name, i);
    }
  });
  for (const name of shared)
    report('types', `"${name}" names more than one machine type; it is left out of all of them`);
  const types = f.types.map((t) => {
    const out = { ...t };
    for (const l of LANGUAGES) if (t[l]) out[l] = t[l].filter((n) => !shared.has(key(n)));
    return out;
  });
  return {
    synonyms: [...f.synonyms, ...types.map(typeNames).filter((g) => g.length > 1)],
    filler: [...new Set(LANGUAGES.flatMap((l) => f.filler[l] ?? []))],
    places: f.places,
    lexicon: {
      phrases: f.phrases,
      types,
      intents: f.intents,
      countries: Object.fromEntries(
        [...new Set([...Object.keys(COUNTRY_NAMES), ...Object.keys(f.places.countries)])].map((c) => [
          c,
          [...new Set([COUNTRY_NAMES[c] ?? c, ...(f.places.countries[c] ?? [])])],
        ]),
      ),
    },
  };
}
