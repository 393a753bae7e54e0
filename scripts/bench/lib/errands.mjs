// Errands as buyers phrase them, in the catalog's seven languages, made from
// the raw content (content/listings/*.json as the marketplace exports them):
// each starts from a listing and states a machine type in the language
// (vocabulary.yaml names) and one or two constraints it meets (price, year,
// age, order, condition, place), with filler words now and then, a make
// sometimes, a misspelt type or make sometimes. The expected answer is the
// brute-force oracle's (./errand-oracle.mjs), never the engine's.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { COUNTRY, CURRENCY, LANGS, SEPARATOR, TEMPLATES } from './phrasings.mjs';
import { fold, priceIn, typeMatches } from './errand-oracle.mjs';

export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function readRaw(contentDir) {
  const dir = join(contentDir, 'listings');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
}

export const readTypes = (contentDir) =>
  parseYaml(readFileSync(join(contentDir, 'search/vocabulary.yaml'), 'utf8')).types;

const fmt = (n, lang, r) => {
  if (lang === 'en' && n % 1000 === 0 && r() < 0.4) return `${n / 1000}k`;
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, SEPARATOR[lang]);
};
const GOOD_OR_BETTER = ['new', 'refurbished', 'excellent', 'good'];

/** One-edit misspelling of a word of 6+ letters (swap two inner letters). */
function misspell(w, r) {
  const p = 2 + Math.floor(r() * (w.length - 4));
  return w.slice(0, p) + w[p + 1] + w[p] + w.slice(p + 2);
}

/**
 * `count` errands per language from phrasing set `set` ('tune' or 'heldout'):
 * { q, lang, kinds[], want: { type, make?, price?, year?, country?, condition?, sort? } }.
 */
export function makeErrands(
  raw,
  types,
  { set = 'tune', count = 25, seed = 24, year = new Date().getUTCFullYear() } = {},
) {
  const r = rng(seed);
  const pick = (a) => a[Math.floor(r() * a.length)];
  const T = TEMPLATES[set];
  const seeds = raw
    .filter(
      (l) =>
        l.moderation_status === 'approved' &&
        l.status === 'available' &&
        l.year &&
        !l.price.on_request &&
        l.price.amount,
    )
    .map((l) => ({ l, type: types.find((t) => typeMatches(t, fold(l.title))) }))
    .filter((x) => x.type && COUNTRY[x.l.location.country]);
  const out = [];
  for (const lang of LANGS) {
    const seen = new Set();
    for (let guard = 0; out.filter((e) => e.lang === lang).length < count && guard < count * 40; guard++) {
      const { l, type } = pick(seeds);
      const names = type[lang] ?? type.en;
      const want = { type: type.en[0] };
      const kinds = [];
      let words = [pick(names)];
      if (r() < 0.25) {
        want.make = l.make;
        words.unshift(l.make);
      }
      if (r() < 0.12 && words[0].length >= 7 && /^[a-z]+$/i.test(words[0])) {
        words[0] = misspell(words[0].toLowerCase(), r);
        kinds.push('typo');
      }
      const available = Object.keys(T).filter((k) => k !== 'filler' && T[k][lang]);
      const chosen = new Set();
      const n = 1 + (r() < 0.5 ? 1 : 0);
      // Kinds of different groups: one price, one year, one order, one condition, one place.
      for (let tries = 0; chosen.size < n && tries < 20; tries++) {
        const k = r() < 0.25 ? 'place' : pick(available);
        if (![...chosen].some((c) => kindOf(c) === kindOf(k))) chosen.add(k);
      }
      for (const kind of chosen) {
        const phrase = constraint(kind, l, lang, want, r, pick, T, year);
        if (!phrase) continue;
        kinds.push(kindOf(kind));
        words = r() < 0.5 ? [...words, phrase] : [phrase, ...words];
      }
      if (!kinds.some((k) => k !== 'typo')) continue;
      if (T.filler?.[lang] && r() < 0.35) {
        words.unshift(pick(T.filler[lang]));
        kinds.push('filler');
      }
      const q = words.join(' ');
      if (seen.has(q)) continue;
      seen.add(q);
      out.push({ q, lang, set, kinds: [...new Set(kinds)], want, from: l.public_id });
    }
  }
  return out;
}

const kindOf = (k) =>
  k.startsWith('price')
    ? 'price'
    : k.startsWith('year') || k.startsWith('age')
      ? 'year'
      : k === 'cheapest' || k === 'newest'
        ? 'order'
        : k === 'good_or_better' || k === 'refurbished'
          ? 'condition'
          : k;

function constraint(kind, l, lang, want, r, pick, T, year) {
  const fill = (tpl, v) =>
    tpl
      .replace('{N}', v.N ?? '')
      .replace('{M}', v.M ?? '')
      .replace('{C}', v.C ?? '')
      .replace('{Y}', v.Y ?? '')
      .replace('{A}', v.A ?? '')
      .trim();
  const currency =
    lang === 'en'
      ? pick(['EUR', 'EUR', 'USD', 'GBP'])
      : lang === 'de' && r() < 0.2
        ? 'CHF'
        : r() < 0.15
          ? 'USD'
          : 'EUR';
  const C = pick(CURRENCY[currency][lang]);
  const price = priceIn(l, currency);
  const tpl = (k) => pick(T[k][lang]);
  switch (kind) {
    case 'place':
      want.country = [l.location.country];
      return COUNTRY[l.location.country][lang];
    case 'price_max': {
      const N = Math.ceil((price * (1.05 + r() * 0.5)) / 1000) * 1000;
      want.price = { max: N, currency };
      return fill(tpl(kind), { N: fmt(N, lang, r), C });
    }
    case 'price_min': {
      const N = Math.max(1000, Math.floor((price * (0.5 + r() * 0.45)) / 1000) * 1000);
      want.price = { min: N, currency };
      return fill(tpl(kind), { N: fmt(N, lang, r), C });
    }
    case 'price_range': {
      const lo = Math.max(1000, Math.floor((price * 0.7) / 1000) * 1000);
      const hi = Math.ceil((price * 1.3) / 1000) * 1000;
      want.price = { min: lo, max: hi, currency };
      return fill(tpl(kind), { N: fmt(lo, lang, r), M: fmt(hi, lang, r), C });
    }
    case 'year_after': {
      const Y = l.year - 1 - Math.floor(r() * 3);
      want.year = { min: Y + 1 };
      return fill(tpl(kind), { Y });
    }
    case 'year_since': {
      const Y = l.year - Math.floor(r() * 3);
      want.year = { min: Y };
      return fill(tpl(kind), { Y });
    }
    case 'year_before': {
      const Y = l.year + 1 + Math.floor(r() * 3);
      const t = tpl(kind);
      // "2018 or older" and "bis 2018" include the year; the other phrasings do not.
      want.year = { max: /or older|^bis /.test(t) ? Y : Y - 1 };
      return fill(t, { Y });
    }
    case 'age_max': {
      const A = year - l.year + Math.floor(r() * 3);
      want.year = { min: year - A };
      return fill(tpl(kind), { A });
    }
    case 'age_under': {
      const A = year - l.year + 1 + Math.floor(r() * 3);
      want.year = { min: year - A + 1 };
      return fill(tpl(kind), { A });
    }
    case 'cheapest':
      want.sort = 'price_asc';
      return tpl(kind);
    case 'newest':
      want.sort = 'year_desc';
      return tpl(kind);
    case 'good_or_better':
      if (!GOOD_OR_BETTER.includes(l.condition)) return null;
      want.condition = GOOD_OR_BETTER;
      return tpl(kind);
    case 'refurbished':
      if (l.condition !== 'refurbished') return null;
      want.condition = ['refurbished'];
      return tpl(kind);
    default:
      return null;
  }
}
