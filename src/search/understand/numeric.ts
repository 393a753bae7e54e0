// Price, year, age and sold phrases: a cue word and the numbers around it.
//   price  under 20k EUR · unter 20.000 € · max $50,000 · 20k or less · between 10 and 20 thousand · €20k
//   year   after 2015 (>) · ab 2015 (≥) · before 2010 (<) · bis 2010 (≤) · 2015 or newer · 2015+ · Baujahr 2016
//   age    not older than 10 years (≥ now-10) · jünger als 5 Jahre (> now-5) · moins de 10 ans
//   sold   sold · sold in 2025 · verkauft 2024 · including sold
// Prices are inclusive bounds (the price_min / price_max filters); year words
// keep their meaning: "after 2015" is 2016 on.
import { amountAt, countAt, yearAt, type Amount } from './amounts.ts';
import { cue, cues, type Match, type PhraseFilter, type Scan } from './match.ts';

const price = (s: Scan, start: number, end: number, f: PhraseFilter, currency: string | null): Match => {
  if (currency && s.rates[currency] === undefined) {
    return { start, end, kind: 'price', filter: null, note: `no published reference rate for ${currency}` };
  }
  return { start, end, kind: 'price', filter: currency ? { ...f, currency } : f };
};

const YEAR_OPS: Record<string, (y: number) => PhraseFilter> = {
  after: (y) => ({ year_min: y + 1 }),
  since: (y) => ({ year_min: y }),
  or_newer: (y) => ({ year_min: y }),
  before: (y) => ({ year_max: y - 1 }),
  until: (y) => ({ year_max: y }),
  or_older: (y) => ({ year_max: y }),
  built: (y) => ({ year_min: y, year_max: y }),
};

/** "between A and B", "from A to B", "A - B": a price or a year range. */
function range(s: Scan, start: number, a: Amount, j: number, between: boolean): Match | null {
  let from: number;
  if (s.words[j]?.text === '-') from = j + 1;
  else {
    const join = cue(s, j, 'price.and') ?? cue(s, j, 'year.and');
    if (!join) return null;
    from = join.end;
  }
  const b = amountAt(s, from);
  if (!b || b.unit) return null;
  if (a.yearLike && b.yearLike) {
    const [lo, hi] = a.value <= b.value ? [a.value, b.value] : [b.value, a.value];
    return { start, end: b.end, kind: 'year', filter: { year_min: lo, year_max: hi } };
  }
  // Without a range cue, a currency or a multiplier must say it is money (not "115 to 137").
  if (!between && !a.currency && !b.currency && !a.mult && !b.mult) return null;
  // "between 10 and 20 thousand": the multiplier of the upper bound applies to the lower one.
  const lo = !a.mult && b.mult && a.value * b.factor <= b.value ? a.value * b.factor : a.value;
  return price(
    s,
    start,
    b.end,
    { price_min: Math.min(lo, b.value), price_max: Math.max(lo, b.value) },
    a.currency ?? b.currency,
  );
}

/** Phrases that start with a cue word. */
function cueFirst(s: Scan, i: number): Match | null {
  let best: Match | null = null;
  const take = (m: Match | null) => {
    if (m && (!best || m.end > best.end)) best = m;
  };
  for (const first of cues(s, i, '')) {
    const has = (r: string) => first.roles.includes(r);
    // Cues in a row say it once ("bis max. 20.000 €", "up to a maximum of"): the last one is followed by the number.
    const chained = cues(s, first.end, '').find((x) =>
      x.roles.some((r) => (r.startsWith('price.at') || r.startsWith('year.')) && first.roles.includes(r)),
    );
    const c = chained ? { end: chained.end, roles: first.roles } : first;
    const a = amountAt(s, c.end);
    // Ranges: between A and B.
    if ((has('price.between') || has('year.between')) && a) take(range(s, i, a, a.end, true));
    // Ages: not older than 10 years (old).
    const n = countAt(s, c.end);
    const unit = n && cue(s, n.end, 'age.units');
    if (n && unit) {
      const old = cue(s, unit.end, 'age.old');
      const end = old ? old.end : unit.end;
      if (has('age.at_most')) take({ start: i, end, kind: 'year', filter: { year_min: s.year - n.n } });
      else if (has('age.under')) take({ start: i, end, kind: 'year', filter: { year_min: s.year - n.n + 1 } });
      else if (has('age.over')) take({ start: i, end, kind: 'year', filter: { year_max: s.year - n.n - 1 } });
    }
    // Years: a year cue, then a year.
    const y = yearAt(s, c.end);
    if (y) {
      // "Baujahr 2009 oder jünger", "built 2015 or later", "from 2015 onwards": a word after the year has the last say.
      const newer = cue(s, y.end, 'year.or_newer');
      const older = cue(s, y.end, 'year.or_older');
      for (const [op, f] of Object.entries(YEAR_OPS)) {
        if (!has(`year.${op}`)) continue;
        if (newer)
          take({ start: i, end: newer.end, kind: 'year', filter: { year_min: op === 'after' ? y.year + 1 : y.year } });
        else if (older)
          take({ start: i, end: older.end, kind: 'year', filter: { year_max: op === 'before' ? y.year - 1 : y.year } });
        else take({ start: i, end: y.end, kind: 'year', filter: f(y.year) });
      }
    }
    // Prices: a price cue, then an amount that is not a year (a year cue took that).
    if (a && !a.unit && !(a.yearLike && c.roles.some((r) => r.startsWith('year.')))) {
      // A word after the amount that repeats the bound ("up to 20k or less") belongs to the phrase.
      const again = (role: string) => cue(s, a.end, role)?.end ?? a.end;
      if (has('price.at_most')) take(price(s, i, again('price.or_less'), { price_max: a.value }, a.currency));
      else if (has('price.at_least')) take(price(s, i, again('price.or_more'), { price_min: a.value }, a.currency));
    }
    // Sold listings, with the year of the sale.
    if (has('sold.sold')) {
      const at = cue(s, c.end, 'sold.in');
      const sy = yearAt(s, at ? at.end : c.end);
      take(
        sy
          ? {
              start: i,
              end: sy.end,
              kind: 'sold',
              filter: { status: 'sold', sold_year_min: sy.year, sold_year_max: sy.year },
            }
          : { start: i, end: c.end, kind: 'sold', filter: { status: 'sold' } },
      );
    }
    if (has('sold.also_sold')) take({ start: i, end: c.end, kind: 'sold', filter: { status: 'both' } });
  }
  return best;
}

/** Phrases that start with the amount: ranges without a cue, postfix bounds, a bare budget. */
function amountFirst(s: Scan, i: number): Match | null {
  const a = amountAt(s, i);
  if (!a || a.unit) return null;
  const r = range(s, i, a, a.end, false);
  if (r) return r;
  if (a.yearLike) {
    if (s.words[a.end]?.text === '+') return { start: i, end: a.end + 1, kind: 'year', filter: { year_min: a.value } };
    const newer = cue(s, a.end, 'year.or_newer');
    if (newer) return { start: i, end: newer.end, kind: 'year', filter: { year_min: a.value } };
    const older = cue(s, a.end, 'year.or_older');
    if (older) return { start: i, end: older.end, kind: 'year', filter: { year_max: a.value } };
    return null;
  }
  const less = cue(s, a.end, 'price.or_less');
  if (less) return price(s, i, less.end, { price_max: a.value }, a.currency);
  const more = cue(s, a.end, 'price.or_more');
  if (more) return price(s, i, more.end, { price_min: a.value }, a.currency);
  // A bare amount in money (€20k, 20.000 EUR, 20k) is a budget.
  if (a.currency || a.mult) return price(s, i, a.end, { price_max: a.value }, a.currency);
  return null;
}

export function numericAt(s: Scan, i: number): Match | null {
  const a = cueFirst(s, i);
  const b = amountFirst(s, i);
  return !a ? b : !b ? a : b.end > a.end ? b : a;
}
