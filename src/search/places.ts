// Place names for `location` and for place words in `q`: a listing's city,
// region and country are known by their English and local names (Köln /
// Cologne, Bayern / Bavaria, Deutschland / Germany), and a few areas by
// aliases (USA, UK, Europe, North America). The names come from the editors'
// list in content/search/places.yaml, copied into the index at build time.
import { fold, indexTokens } from './text.ts';

export interface PlaceVocabulary {
  /** Groups of names of one city or region, in any language (`[Köln, Cologne]`). */
  names: string[][];
  /** Local (or other) names of a country by ISO code, besides its English name. */
  countries: Record<string, string[]>;
  /** Areas by alias: the country codes they cover (`USA: [US]`, `Europe: [DE, FR, …]`). */
  areas: Record<string, string[]>;
}

export const NO_PLACES: PlaceVocabulary = { names: [], countries: {}, areas: {} };

type Place = [city: string, region: string | null, regionCode: string | null, country: string];

/** Every folded name a place is known by, NUL-separated (what `location` searches in). */
export function placeNameTexts(places: Place[], countryName: (c: string) => string, voc: PlaceVocabulary): string[] {
  const alt = new Map<string, string[]>();
  for (const group of voc.names) for (const n of group) alt.set(fold(n), group.map(fold));
  const names = (s: string | null) => (s ? (alt.get(fold(s)) ?? [fold(s)]) : []);
  return places.map(([city, region, , country]) =>
    [...names(city), ...names(region), fold(countryName(country)), ...(voc.countries[country] ?? []).map(fold)].join(
      '\u0000',
    ),
  );
}

// The areas' names folded once per vocabulary (an index's vocabulary is loaded once), not on every query.
const areasFolded = new WeakMap<PlaceVocabulary, [string, string[]][]>();
const foldedAreas = (voc: PlaceVocabulary) => {
  let a = areasFolded.get(voc);
  if (!a) areasFolded.set(voc, (a = Object.entries(voc.areas).map(([k, v]) => [fold(k), v])));
  return a;
};

/**
 * Sets placeOk[p] for every place that `location` and `country` let through.
 * Returns false when no place passes (nothing can match).
 */
export function placeFilter(
  location: string,
  countries: readonly string[],
  places: readonly Place[],
  texts: readonly string[],
  voc: PlaceVocabulary,
  placeOk: Uint8Array,
): boolean {
  const loc = location.trim();
  const areaKey = fold(loc)
    .replace(/[.\s]+/g, ' ')
    .trim();
  const area = foldedAreas(voc).find(([k]) => k === areaKey)?.[1];
  const code = loc.toUpperCase();
  const needle = fold(loc);
  const whole = !needle.includes('\u0000');
  const want = countries.length ? new Set(countries) : null;
  let any = false;
  for (let p = 0; p < places.length; p++) {
    const [, , regionCode, country] = places[p];
    let ok = !want || want.has(country);
    if (ok && loc) {
      if (area) ok = area.includes(country);
      else if (loc.length === 2) ok = country === code || regionCode === code;
      // A needle without NUL cannot span two names of the NUL-separated text: finding it in the whole text is
      // finding it in one of them, without splitting each place's text on every query.
      else ok = whole ? texts[p].includes(needle) : texts[p].split('\u0000').some((t) => t.includes(needle));
    }
    placeOk[p] = ok ? 1 : 0;
    any ||= ok;
  }
  return any;
}

/**
 * Place words of `q`: a token → the listings whose city, region or country
 * is known by a name holding that word. Built on first use from the place
 * names and the place column; each token's list is kept once computed.
 */
export function placeLookup(texts: readonly string[], place: Uint16Array): (token: string) => ArrayLike<number> {
  let byToken: Map<string, number[]> | undefined;
  let docsOfPlace: number[][] | undefined;
  const cache = new Map<string, Int32Array>();
  const none = new Int32Array(0);
  return (token) => {
    if (!byToken) {
      byToken = new Map();
      texts.forEach((t, p) => {
        for (const tok of indexTokens(t.replace(/\u0000/g, ' '), new Set())) {
          const list = byToken!.get(tok) ?? [];
          list.push(p);
          byToken!.set(tok, list);
        }
      });
      docsOfPlace = Array.from({ length: texts.length }, () => []);
      for (let d = 0; d < place.length; d++) docsOfPlace[place[d]].push(d);
    }
    const places = byToken.get(token);
    if (!places) return none;
    let ids = cache.get(token);
    if (!ids) {
      ids = Int32Array.from(places.flatMap((p) => docsOfPlace![p])).sort();
      cache.set(token, ids);
    }
    return ids;
  };
}
