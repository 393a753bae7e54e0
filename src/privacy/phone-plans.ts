// What the numbering plans say about a digit string, through libphonenumber-js
// (Google's metadata, `max` build): valid for which region, and grouped the
// way that region writes its numbers. Answers are cached, since the same
// numbers (a listing's facts) are read in its page, twin, JSON and index.
import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';

/** Neighbours whose numbers turn up in a listing of a country (a dealer across the border). */
const NEIGHBOURS: Record<string, CountryCode[]> = {
  DE: ['AT', 'CH', 'NL', 'BE', 'FR', 'PL', 'DK', 'LU', 'CZ'],
  AT: ['DE', 'CH', 'IT', 'CZ', 'SK', 'HU', 'SI'],
  CH: ['DE', 'AT', 'FR', 'IT', 'LI'],
  NL: ['BE', 'DE', 'GB'],
  BE: ['NL', 'FR', 'DE', 'LU'],
  FR: ['BE', 'CH', 'DE', 'IT', 'ES', 'LU'],
  IT: ['CH', 'FR', 'AT', 'SI'],
  ES: ['FR', 'PT'],
  PT: ['ES'],
  PL: ['DE', 'CZ', 'SK', 'LT'],
  GB: ['IE', 'FR', 'NL'],
  IE: ['GB'],
  US: ['CA', 'MX'],
  CA: ['US'],
  MX: ['US'],
  DK: ['DE', 'SE', 'NO'],
  SE: ['NO', 'FI', 'DK'],
  NO: ['SE', 'DK'],
  FI: ['SE'],
  CZ: ['DE', 'AT', 'PL', 'SK'],
  SK: ['CZ', 'AT', 'HU'],
  HU: ['AT', 'SK', 'RO'],
  TR: ['GR', 'BG'],
  RO: ['HU', 'BG'],
};
/** The catalog's markets and where used machines come from: read for text of any country. */
const MARKETS: CountryCode[] = [
  'DE',
  'AT',
  'CH',
  'NL',
  'BE',
  'LU',
  'FR',
  'IT',
  'ES',
  'PT',
  'PL',
  'CZ',
  'SK',
  'HU',
  'SI',
  'DK',
  'SE',
  'NO',
  'FI',
  'IE',
  'GB',
  'US',
  'CA',
  'MX',
  'TR',
  'RO',
  'GR',
  'CN',
  'IN',
  'BR',
  'AU',
  'JP',
];

/**
 * The catalog's own markets: a number valid in one of their plans counts as much as one of the record's own
 * country, whatever the record (a dealer in Poland lists in Germany; research and site facts have no country;
 * and the build's last-line scan, which reads files without knowing their country, may judge no stricter).
 */
const CORE: CountryCode[] = ['DE', 'AT', 'CH', 'NL', 'BE', 'FR', 'IT', 'ES', 'PL', 'GB', 'US'];

export interface Regions {
  own: CountryCode[];
  near: CountryCode[];
}

const regionCache = new Map<string, Regions>();
export function regionsFor(country?: string): Regions {
  const key = country ?? '';
  let r = regionCache.get(key);
  if (!r) {
    const own = [...new Set([...(country && /^[A-Z]{2}$/.test(country) ? [country as CountryCode] : []), ...CORE])];
    const near = [...new Set([...(NEIGHBOURS[key] ?? []), ...MARKETS])].filter((c) => !own.includes(c));
    r = { own, near };
    regionCache.set(key, r);
  }
  return r;
}

export interface PlanAnswer {
  /** Valid in the number plan of this region (or, for an international number, its own). */
  valid: boolean;
  possible: boolean;
  /** Digits per group as the plan writes the number (national or international form). */
  groups: number[];
}

const NONE: PlanAnswer = { valid: false, possible: false, groups: [] };
const cache = new Map<string, PlanAnswer>();
const CACHE_MAX = 200_000;

function answer(p: PhoneNumber | undefined, intl: boolean): PlanAnswer {
  if (!p) return NONE;
  const formatted = intl ? p.formatInternational() : p.formatNational();
  const groups = (formatted.match(/\d+/g) ?? []).map((g) => g.length);
  return { valid: p.isValid(), possible: p.isPossible(), groups: intl ? groups.slice(1) : groups };
}

function ask(key: string, fn: () => PlanAnswer): PlanAnswer {
  let a = cache.get(key);
  if (!a) {
    try {
      a = fn();
    } catch {
      a = NONE;
    }
    if (cache.size > CACHE_MAX) cache.clear();
    cache.set(key, a);
  }
  return a;
}

/** A national digit string (trunk prefix included, as typed) read in `region`'s plan. */
export const national = (digits: string, region: CountryCode): PlanAnswer =>
  ask(`${region}:${digits}`, () => answer(parsePhoneNumberFromString(digits, region), false));

/**
 * An international digit string (country code first, without + or 00). A
 * "(0)" typed after the country code ("+49 (0) 171 …") is the trunk
 * prefix, which the international form leaves out; it is tried without.
 */
export function international(digits: string): PlanAnswer & { country?: string } {
  return ask(`+${digits}`, () => {
    const first = parsePhoneNumberFromString(`+${digits}`);
    if (first?.isValid()) return { ...answer(first, true), country: first.country };
    for (let cc = 1; cc <= 3; cc++) {
      if (digits[cc] !== '0') continue;
      const p = parsePhoneNumberFromString(`+${digits.slice(0, cc)}${digits.slice(cc + 1)}`);
      if (p?.isValid()) return { ...answer(p, true), country: p.country };
    }
    return { ...answer(first, true), country: first?.country };
  });
}

/** Whether the boundaries a writer put between groups are where the plan puts them (or a subset). */
export function groupedLikePlan(typed: number[], plan: number[]): boolean {
  if (typed.length < 2 || plan.length < 1) return false;
  const cut = (gs: number[]) => {
    const out = new Set<number>();
    let n = 0;
    for (const g of gs.slice(0, -1)) out.add((n += g));
    return out;
  };
  const planCuts = cut(plan);
  // The plan's national form may carry a trunk prefix the writer left out, or the other way round: compare from the end.
  const total = (gs: number[]) => gs.reduce((a, b) => a + b, 0);
  const shift = total(plan) - total(typed);
  for (const c of cut(typed)) if (c + shift > 0 && !planCuts.has(c + shift)) return false;
  return true;
}
