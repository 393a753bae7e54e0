// The lexicon compiled for reading queries, once per loaded index: every
// phrase of content/search/ (and the catalog's makes and place names) cut into
// words and filed under its first word with the roles it can play
// ("bis" is price.at_most, year.until and age.at_most; the grammar decides by
// what follows). Machine-type names are filed by their stems too.
import { LANGUAGES, INTENTS, type Language } from '../../schemas/languages.ts';
import type { Lexicon } from '../../schemas/search-content.ts';
import type { PlaceVocabulary } from '../places.ts';
import { stemIn } from './stems.ts';
import { phraseWords, type Word } from './words.ts';

interface Entry {
  words: string[];
  roles: string[];
}
export interface TypeName {
  words: string[];
  keys: string[];
  lang: Language;
  name: string;
  canonical: string;
  category: string;
}

export interface CompiledLexicon {
  byFirst: Map<string, Entry[]>;
  types: Map<string, TypeName[]>;
  /** Languages whose type names hold a word starting with these four letters: a word is stemmed in those only. */
  typePrefixes: Map<string, Language[]>;
  /** Single-word makes, folded, for reading a misspelt make. */
  singleMakes: { name: string; key: string }[];
  /** Make names by role key (`make:<n>` → the catalog's spelling). */
  makes: string[];
  /** Countries covered by an area role (`area:<n>`). */
  areas: string[][];
  /** Place names of the catalog (`place:<n>` → the name as written). */
  places: string[];
}

export interface CatalogNames {
  makes: readonly string[];
  placeNames: readonly string[];
  places: PlaceVocabulary;
}

const LANG_INDEX = new Map(LANGUAGES.map((l, i) => [l, i]));
export const langIndex = (l: Language) => LANG_INDEX.get(l)!;

function file(byFirst: Map<string, Entry[]>, phrase: string, role: string) {
  const words = phraseWords(phrase);
  if (!words.length) return;
  const list = byFirst.get(words[0]) ?? [];
  const same = list.find((e) => e.words.join(' ') === words.join(' '));
  if (same) {
    if (!same.roles.includes(role)) same.roles.push(role);
  } else {
    list.push({ words, roles: [role] });
    list.sort((a, b) => b.words.length - a.words.length);
  }
  byFirst.set(words[0], list);
}

type PerLang = Partial<Record<Language, string[]>>;
const all = (p: PerLang | undefined) => LANGUAGES.flatMap((l) => p?.[l] ?? []);

/** The parts read straight from the catalog's names (cheap: no phrase is cut, no word stemmed). */
export function catalogParts(names: CatalogNames): Pick<CompiledLexicon, 'singleMakes' | 'makes' | 'areas' | 'places'> {
  return {
    singleMakes: names.makes.filter((m) => /^[a-z]+$/i.test(m)).map((m) => ({ name: m, key: m.toLowerCase() })),
    makes: [...names.makes],
    areas: Object.values(names.places.areas),
    places: [...new Set(names.placeNames)],
  };
}

export function compileLexicon(lex: Lexicon, filler: readonly string[], names: CatalogNames): CompiledLexicon {
  const byFirst = new Map<string, Entry[]>();
  const put = (phrases: readonly string[], role: string) => phrases.forEach((p) => file(byFirst, p, role));
  const p = lex.phrases;
  if (p) {
    for (const [code, ws] of Object.entries(p.currencies)) put(ws, `cur:${code}`);
    for (const [factor, ws] of Object.entries(p.multipliers)) put(ws, `mult:${factor}`);
    for (const [group, kinds] of Object.entries({
      price: p.price,
      year: p.year,
      age: p.age,
      sold: p.sold,
      order: p.order,
      place: p.place,
    })) {
      for (const [kind, perLang] of Object.entries(kinds as Record<string, PerLang>))
        put(all(perLang), `${group}.${kind}`);
    }
    for (const [grade, perLang] of Object.entries(p.condition.words)) put(all(perLang), `cond.word:${grade}`);
    for (const [grade, perLang] of Object.entries(p.condition.adjectives)) put(all(perLang), `cond.adj:${grade}`);
    put(all(p.condition.nouns), 'cond.noun');
    put(all(p.condition.or_better), 'cond.or_better');
    put(all(p.condition.at_least), 'cond.at_least');
  }
  if (lex.intents) for (const intent of INTENTS) put(all(lex.intents[intent]), `intent:${intent}`);
  put(filler, 'filler');
  for (const [code, ws] of Object.entries(lex.countries)) put(ws, `country:${code}`);
  Object.keys(names.places.areas).forEach((alias, i) => put([alias], `area:${i}`));
  // Makes by their full name ("Bell & Howell" also as "bell and howell").
  names.makes.forEach((m, i) => put(/&/.test(m) ? [m, m.replace(/&/g, ' and ')] : [m], `make:${i}`));
  const parts = catalogParts(names);
  parts.places.forEach((n, i) => put([n], `place:${i}`));

  const types = new Map<string, TypeName[]>();
  const typePrefixes = new Map<string, Language[]>();
  for (const t of lex.types) {
    const canonical = t.en[0];
    for (const lang of LANGUAGES) {
      for (const name of t[lang] ?? []) {
        const words = phraseWords(name);
        if (!words.length) continue;
        const keys = words.map((w) => `${lang}:${stemIn(lang, w)}`);
        const entry: TypeName = { words, keys, lang, name, canonical, category: t.category };
        for (const k of new Set([words[0], keys[0]])) {
          const list = types.get(k) ?? [];
          list.push(entry);
          list.sort((a, b) => b.words.length - a.words.length);
          types.set(k, list);
        }
        for (const w of words) {
          const langs = typePrefixes.get(w.slice(0, 4)) ?? [];
          if (lang !== 'en' && !langs.includes(lang)) langs.push(lang);
          typePrefixes.set(w.slice(0, 4), langs);
        }
      }
    }
  }
  return { byFirst, types, typePrefixes, ...parts };
}

/** Every phrase of the table that matches at word i (longest first), with its end. */
export function phrasesAt(lx: CompiledLexicon, words: readonly Word[], i: number): { end: number; roles: string[] }[] {
  const w = words[i];
  if (!w) return [];
  const list = lx.byFirst.get(w.text);
  if (!list) return [];
  const out: { end: number; roles: string[] }[] = [];
  for (const e of list) {
    let k = 0;
    while (k < e.words.length && words[i + k]?.text === e.words[k] && words[i + k].kind !== 'code') k++;
    if (k === e.words.length) out.push({ end: i + k, roles: e.roles });
  }
  return out;
}
