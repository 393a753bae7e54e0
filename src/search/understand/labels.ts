// Phrases made of words alone: order (cheapest first, günstigste), condition
// (good or better, generalüberholt, in buone condizioni), place (in Germany,
// aus Österreich, w Niemczech, near Köln), make, machine type, intent and
// filler words.
import { CONDITION_SLUGS } from '../../schemas/vocabulary.ts';
import type { Intent } from '../../schemas/search-content.ts';
import { langIndex } from './lexicon.ts';
import { cue, cues, type Match, type Scan } from './match.ts';
import { stemKeys } from './stems.ts';
import { stem } from '../text.ts';
import { editDistanceWithin, typoBudget } from '../typo.ts';

type Grade = (typeof CONDITION_SLUGS)[number];
const better = (g: Grade): string[] => CONDITION_SLUGS.slice(0, CONDITION_SLUGS.indexOf(g) + 1);

export function orderAt(s: Scan, i: number): Match | null {
  const c = cues(s, i, 'order.')
    .map((x) => ({ end: x.end, role: x.roles.find((r) => r.startsWith('order.') && r !== 'order.first') }))
    .find((x) => x.role);
  if (!c) return null;
  // "cheapest first", "neueste zuerst": the word after the order adds nothing.
  const first = cue(s, c.end, 'order.first');
  return { start: i, end: first?.end ?? c.end, kind: 'order', filter: { sort: c.role!.slice(6) as never } };
}

/** A grade at i: a word that names it alone, or an adjective (which needs company). */
function gradeAt(s: Scan, i: number): { end: number; grade: Grade; alone: boolean } | null {
  const w = cue(s, i, 'cond.word:');
  const a = cue(s, i, 'cond.adj:');
  const pick = w && (!a || w.end >= a.end) ? { ...w, alone: true } : a ? { ...a, alone: false } : null;
  return pick && { end: pick.end, grade: pick.role.split(':')[1] as Grade, alone: pick.alone };
}

export function conditionAt(s: Scan, i: number): Match | null {
  const atLeast = cue(s, i, 'cond.at_least');
  const nounFirst = cue(s, i, 'cond.noun');
  const g = gradeAt(s, atLeast?.end ?? nounFirst?.end ?? i);
  if (!g) return null;
  let end = g.end;
  const grades: string[] = [g.grade];
  let orBetter = !!atLeast;
  // "good or excellent", "gut oder sehr gut": several grades.
  for (;;) {
    const or = cue(s, end, 'place.or');
    const next = or && gradeAt(s, or.end);
    if (!next) break;
    grades.push(next.grade);
    end = next.end;
  }
  const ob = cue(s, end, 'cond.or_better');
  if (ob) {
    orBetter = true;
    end = ob.end;
  }
  const noun = cue(s, end, 'cond.noun');
  if (noun) end = noun.end;
  // An adjective alone ("good folder") is not a condition.
  if (!g.alone && !orBetter && !noun && !nounFirst && grades.length === 1) return null;
  const list = orBetter
    ? better(
        grades.reduce((w, x) =>
          CONDITION_SLUGS.indexOf(x as Grade) > CONDITION_SLUGS.indexOf(w as Grade) ? x : w,
        ) as Grade,
      )
    : grades;
  return { start: i, end, kind: 'condition', filter: { condition: CONDITION_SLUGS.filter((c) => list.includes(c)) } };
}

/** A country, area or catalog place name at i: its role. */
function placeNameAt(
  s: Scan,
  i: number,
  withCue: boolean,
): { end: number; countries?: string[]; place?: string } | null {
  for (const c of cues(s, i, '')) {
    const country = c.roles.find((r) => r.startsWith('country:'));
    const area = c.roles.find((r) => r.startsWith('area:'));
    const place = c.roles.find((r) => r.startsWith('place:'));
    // Two- and three-letter names (US, UK, EU) in lower case read as words unless a place cue precedes them.
    const short = s.words[i].text.length <= 3 && c.end === i + 1;
    if ((country || area) && (withCue || !short)) {
      return { end: c.end, countries: country ? [country.slice(8)] : s.lx.areas[Number(area!.slice(5))] };
    }
    if (place && withCue) return { end: c.end, place: s.lx.places[Number(place.slice(6))] };
  }
  return null;
}

export function placeAt(s: Scan, i: number): Match | null {
  const prep = cue(s, i, 'place.in');
  let j = prep ? prep.end : i;
  // One article may stand between ("in the Netherlands", "in der Schweiz").
  let first = placeNameAt(s, j, !!prep || s.upper(j));
  if (!first && prep && cue(s, j, 'filler')) first = placeNameAt(s, (j = cue(s, j, 'filler')!.end), true);
  if (!first) return null;
  if (first.place) return { start: i, end: first.end, kind: 'place', filter: { location: first.place } };
  const countries = [...first.countries!];
  let end = first.end;
  for (;;) {
    const or = cue(s, end, 'place.or');
    const next = or && placeNameAt(s, or.end, true);
    if (!next?.countries) break;
    countries.push(...next.countries);
    end = next.end;
  }
  return { start: i, end, kind: 'place', filter: { country: [...new Set(countries)] } };
}

export function makeAt(s: Scan, i: number): Match | null {
  const c = cue(s, i, 'make:');
  return c && { start: i, end: c.end, kind: 'make', filter: { make: s.lx.makes[Number(c.role.slice(5))] } };
}

/**
 * A make misspelt (kronas, heidelburg): a word the index does not hold, within the typo budget of one
 * single-word make and no other (one edit from 4 letters, two from 8, as the text search forgives).
 */
export function misspeltMakeAt(s: Scan, i: number): Match | null {
  const w = s.words[i];
  const budget = typoBudget(w.text);
  if (!budget || !s.known || s.known(w.text)) return null;
  const near = s.lx.singleMakes.filter(
    (m) => Math.abs(m.key.length - w.text.length) <= budget && editDistanceWithin(w.text, m.key, budget) <= budget,
  );
  return near.length === 1
    ? { start: i, end: i + 1, kind: 'make', filter: { make: near[0].name }, corrected: near[0].name }
    : null;
}

/** A machine-type name at i, word by word after the name's language's stemmer. */
export function typeAt(s: Scan, i: number): Match | null {
  const w = s.words[i];
  if (w?.kind !== 'word') return null;
  // English names match as written (and by the catalog's plural folding); other languages by their stemmer,
  // run only for the languages with a type word of the same first four letters.
  const keysOf = (k: number) => {
    const x = s.words[k];
    const langs = x?.kind === 'word' ? s.lx.typePrefixes.get(x.text.slice(0, 4)) : undefined;
    return langs?.length ? stemKeys(x.text, langs) : [];
  };
  const own = s.lx.types.get(w.text);
  const plural = stem(w.text) !== w.text ? s.lx.types.get(stem(w.text)) : undefined;
  const stems = keysOf(i).flatMap((k) => (k ? (s.lx.types.get(k) ?? []) : []));
  if (!own && !plural && !stems.length) return null;
  const candidates = [...(own ?? []), ...(plural ?? []), ...stems];
  let best: Match | null = null;
  for (const t of candidates) {
    if (best && t.words.length <= best.end - i) continue;
    const li = langIndex(t.lang);
    const ok = t.words.every(
      (tw, k) =>
        s.words[i + k]?.kind === 'word' &&
        (s.words[i + k].text === tw || stem(s.words[i + k].text) === tw || keysOf(i + k)[li] === t.keys[k]),
    );
    if (ok)
      best = {
        start: i,
        end: i + t.words.length,
        kind: 'type',
        filter: null,
        replace: t.canonical,
        category: t.category,
      };
  }
  return best;
}

export function intentAt(s: Scan, i: number): Match | null {
  const c = cue(s, i, 'intent:');
  return c && { start: i, end: c.end, kind: 'intent', filter: null, intent: c.role.slice(7) as Intent };
}

export function fillerAt(s: Scan, i: number): Match | null {
  const c = cue(s, i, 'filler');
  return c && { start: i, end: c.end, kind: 'filler', filter: null };
}
