// Amounts and years as buyers write them: a number with its currency before
// or after (€20k, 20.000 EUR, CHF 20'000, 50 000 zł), a multiplier
// (20k, 20 Tausend, 1,5 Mio), thousands written with spaces (20 000). A
// plain four-digit number within the year bounds with nothing around it reads as
// a year; a number followed by a unit (mm, kg, hours) is no price.
import { cue, type Scan } from './match.ts';
import { YEAR_BOUNDS } from '../../schemas/listing-columns.ts';

export interface Amount {
  end: number;
  value: number;
  currency: string | null;
  /** A multiplier was written (20k, 20 thousand). */
  mult: boolean;
  /** What the multiplier multiplied by (1 without one). */
  factor: number;
  /** A unit follows (20 mm, 500 hours): not a price. */
  unit: boolean;
  /** A year: four digits within YEAR_BOUNDS, no currency, multiplier or separators. */
  yearLike: boolean;
}

// Units that say a number is not a price (language-neutral abbreviations and the common words).
const UNITS = new Set([
  'mm',
  'cm',
  'm',
  'km',
  'inch',
  'inches',
  'ft',
  'kg',
  't',
  'ton',
  'tons',
  'tonnes',
  'tonnen',
  'lb',
  'lbs',
  'hp',
  'ps',
  'kw',
  'kva',
  'volt',
  'hz',
  'h',
  'hr',
  'hrs',
  'hours',
  'stunden',
  'std',
  'heures',
  'uren',
  'ore',
  'horas',
  'godzin',
  'rpm',
  'spm',
  'bar',
  'psi',
  'l',
  'x',
  'mph',
  'sheets',
  'bogen',
  'axis',
  'achsen',
  'axes',
  'assi',
  'ejes',
  'osi',
  'colors',
  'colours',
  'farben',
  'couleurs',
  'kleuren',
  'colori',
  'colores',
  'kolorow',
  'stations',
  'heads',
  'mpm',
  'ppm',
  'cpm',
]);

/** A currency (symbol or word) at word i. */
function currencyAt(s: Scan, i: number): { end: number; code: string } | null {
  const c = cue(s, i, 'cur:');
  return c && { end: c.end, code: c.role.slice(4) };
}

/** An amount starting at word i, or null. */
export function amountAt(s: Scan, i: number): Amount | null {
  const { words } = s;
  let k = i;
  let currency: string | null = null;
  const before = currencyAt(s, k);
  if (before) {
    currency = before.code;
    k = before.end;
  }
  const w = words[k];
  if (w?.kind !== 'num' || !w.num) return null;
  const n = w.num;
  let value = n.value;
  let grouped = n.grouped || n.decimal;
  k++;
  // "20 000": thousands written with spaces, each group exactly three digits.
  if (!grouped && n.digits <= 3) {
    while (words[k]?.kind === 'num' && /^\d{3}$/.test(words[k].text) && words[k].chunk !== words[k - 1].chunk) {
      value = value * 1000 + Number(words[k].text);
      grouped = true;
      k++;
    }
  }
  let mult = false;
  let factor = 1;
  const m = cue(s, k, 'mult:');
  if (m) {
    const word = words[k].text;
    const after = currencyAt(s, m.end);
    // "m" is a million only beside a currency (else metres).
    if (word !== 'm' || currency || after) {
      factor = Number(m.role.slice(5));
      value *= factor;
      mult = true;
      k = m.end;
    }
  }
  if (!currency) {
    const after = currencyAt(s, k);
    if (after) {
      currency = after.code;
      k = after.end;
    }
  }
  const unit = !currency && words[k]?.kind === 'word' && UNITS.has(words[k].text);
  const yearLike =
    !currency &&
    !mult &&
    !grouped &&
    n.digits === 4 &&
    words[i].kind === 'num' &&
    value >= YEAR_BOUNDS.ge &&
    value <= YEAR_BOUNDS.le;
  return { end: k, value, currency, mult, factor, unit, yearLike };
}

/** A year at word i: four digits, nothing glued. */
export function yearAt(s: Scan, i: number): { end: number; year: number } | null {
  const a = amountAt(s, i);
  return a?.yearLike ? { end: a.end, year: a.value } : null;
}

/** A small whole number at word i (an age in years). */
export function countAt(s: Scan, i: number): { end: number; n: number } | null {
  const w = s.words[i];
  if (w?.kind !== 'num' || !w.num || w.num.grouped || w.num.decimal || w.num.value > 150) return null;
  return { end: i + 1, n: w.num.value };
}
