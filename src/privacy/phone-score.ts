// Is this run of digit groups a telephone number? One score from features a
// person weighs, each with a weight (WEIGHTS, tuned on the generated corpus
// of tests/fixtures/privacy-gen, seed 1; measured on the held-out seed and
// generator by `npm run bench:privacy`):
//   the number plans: valid for the record's country, for a neighbour or a
//   market of the catalog, international; written in the plan's own groups;
//   the context: a contact word before or after raises it, a fact label
//   before, a unit after or a currency before lowers it;
//   the shape: thousands grouping, axis travels, a year at either end, a
//   GTIN check digit, letters glued on, wide gaps.
import type { CountryCode } from 'libphonenumber-js/max';
import { classAfter, currencyBefore, labelBefore, urlContext } from './phone-context.ts';
import { groupedLikePlan, international, national, type Regions } from './phone-plans.ts';

const WEIGHTS = {
  intlValid: 5,
  intlPossible: 2,
  trunk: 1,
  validOwn: 3,
  validNear: 2,
  plansGrouping: 1.5,
  nanp: 1,
  contactBefore: 4.5,
  contactAfter: 2.5,
  factBefore: -7,
  factBeforeIntl: -3,
  unitAfter: -4.5,
  unitAfterLong: -2.5,
  currencyBefore: -5,
  thousands: -1.5,
  travel: -3,
  gtin: -2.5,
  glued: -3,
  wideGap: -1,
  leadingYear: -2.5,
  trailingYear: -2,
  manyGroups: -1.5,
  spelled: 1,
  digitByDigit: 0.5,
  splitsRun: -1.5,
  zeroGroup: -2,
  insideNumber: -5,
  modelYear: -3,
  shortNumber: -3,
  decimal: -5,
  longValid: 1,
  tableRow: -4,
  roundThousands: -4,
  bareEight: -1,
  urlFact: -6,
  urlContact: 3,
} as const;
/** A window scoring this much or more is a telephone number. */
export const THRESHOLD = 3;

export interface Window {
  /** The window in the digit view, separators included, and its offsets there. */
  text: string;
  start: number;
  end: number;
  digits: string;
  groups: string[];
  seps: string[];
  /** Written with + or 00 before the country code. */
  intl: boolean;
  /** Some of its digits were spelled out as words or typed as look-alike letters. */
  spelled: boolean;
  /** Groups of the same run stand right before or after it (one space, dot, dash or slash apart): 0, 1 or 2. */
  splits: number;
  /** It starts or ends inside a number grouped in thousands (2.035 / 602: the window "035 / 602"). */
  insideNumber?: boolean;
  /** A fact label before the run, or a unit after it, read through the groups of the run outside the window. */
  runLabel?: 'fact';
  runAfter?: 'unit';
}

const YEAR = /^(?:19[5-9]\d|20[0-4]\d)$/;
const NANP = /^1?[2-9]\d\d[2-9]\d\d\d{4}$/;
const NANP_GROUPS = /^(?:1,)?3,3,4$/;

function gtinValid(d: string): boolean {
  if (![8, 12, 13, 14].includes(d.length)) return false;
  let sum = 0;
  for (let i = d.length - 2, w = 3; i >= 0; i--, w = 4 - w) sum += Number(d[i]) * w;
  return (10 - (sum % 10)) % 10 === Number(d[d.length - 1]);
}

/** Grouped in thousands: 12 345 678, 1.250.000, 89'000. */
function thousandsShaped(w: Window): boolean {
  const { groups, seps } = w;
  const plainSeps = seps.every((x) => /^[ .,']$/.test(x)) && new Set(seps).size === 1;
  return (
    !w.intl &&
    groups.length >= 2 &&
    groups[0][0] !== '0' &&
    groups[0].length <= 3 &&
    groups.slice(1).every((g) => g.length === 3) &&
    plainSeps
  );
}

/** Shape features: what the window looks like on its own. */
function shape(w: Window, view: string): number {
  const W = WEIGHTS;
  const { groups, seps, digits } = w;
  let s = 0;
  if (thousandsShaped(w)) s += W.thousands + (groups[groups.length - 1] === '000' ? W.roundThousands : 0);
  // Travels of up to three axes (1.050 / 560 / 510); four groups or more split by slashes are how some write a number.
  if (
    !w.intl &&
    seps.length &&
    seps.length <= 2 &&
    seps.every((x) => /\//.test(x)) &&
    groups.every((g) => g.length <= 4 && g[0] !== '0')
  )
    s += W.travel;
  // A GTIN's check digit (EAN-13, GTIN-14, UPC-A): a product code, unless it opens with a trunk zero or a +
  // (one number in ten passes the check by chance; no product code is written with a +).
  if (
    !seps.length &&
    w.text[0] !== '+' &&
    (digits.length >= 13 || (digits.length === 12 && digits[0] !== '0')) &&
    gtinValid(digits)
  )
    s += W.gtin;
  // Six or seven digits without an international prefix: a local number at most, more often a fact.
  if (!w.intl && digits.length <= 7) s += W.shortNumber;
  // Eight digits in one group without a trunk prefix: a code or a count as often as a number to call.
  if (!w.intl && !seps.length && digits.length === 8 && digits[0] !== '0') s += W.bareEight;
  // "48.137154", "11,576124": a decimal number.
  if (
    groups.length === 2 &&
    /^[.,]$/.test(seps[0]) &&
    groups[0].length <= 3 &&
    groups[0][0] !== '0' &&
    groups[1].length >= 4 &&
    !NANP.test(digits)
  )
    s += W.decimal;
  const before = view[w.start - 1] ?? '';
  const after = view[w.end] ?? '';
  if (/\p{L}/u.test(before) || /\p{L}/u.test(after)) s += W.glued;
  if (seps.some((x) => /\n| {3,}/.test(x))) s += W.wideGap;
  // A model number and its year ("HFE 100 2011", "1531 2016"): two short groups, one a year.
  if (
    !w.intl &&
    groups.length === 2 &&
    (YEAR.test(groups[0]) || YEAR.test(groups[1])) &&
    groups.every((g) => g.length <= 4)
  )
    s += W.modelYear;
  if (!w.intl && YEAR.test(groups[0]) && groups.length > 1) s += W.leadingYear;
  if (
    !w.intl &&
    YEAR.test(groups[groups.length - 1]) &&
    groups.length > 1 &&
    !NANP_GROUPS.test(groups.map((g) => g.length).join())
  )
    s += W.trailingYear;
  if (!w.spelled && groups.length >= 5 && !groups.every((g) => g.length === 1) && groups.some((g) => g.length >= 3))
    s += W.manyGroups;
  // A row of a table: three cells of numbers or more is data ("| 29 | 18 | 11 |"); an area code and a number is two.
  if (seps.filter((x) => x.includes('|')).length >= 2) s += W.tableRow;
  if (w.spelled) s += W.spelled;
  if (groups.length >= 8 && groups.every((g) => g.length === 1)) s += W.digitByDigit;
  if (groups[0] === '0' && groups.length > 2 && groups[1].length >= 3) s += W.zeroGroup;
  s += w.splits * W.splitsRun;
  if (w.insideNumber) s += W.insideNumber;
  return s;
}

/**
 * Whether a view holds a "/" at all, asked once per view: every window of a text asks it, and a long text (a whole
 * index file read as one piece) has many windows.
 */
let slashView: string | undefined;
let slashSeen = false;
function hasSlash(view: string): boolean {
  if (view !== slashView) {
    slashView = view;
    slashSeen = view.includes('/');
  }
  return slashSeen;
}

/** Context features: the label before, what follows. */
function context(w: Window, view: string): number {
  const W = WEIGHTS;
  let s = 0;
  const label = w.runLabel ?? labelBefore(view, w.start);
  if (label === 'contact') s += W.contactBefore;
  // A + or 00 is typed for calling: a fact word before it ("quote +49 …") counts for less.
  else if (label === 'fact') s += w.intl ? W.factBeforeIntl : W.factBefore;
  const after = w.runAfter ?? classAfter(view, w.end);
  // A unit after ten digits that are not grouped as thousands is rarely a quantity ("+39 312 423 2326 ore ufficio").
  if (after === 'unit') s += w.digits.length <= 8 || thousandsShaped(w) ? W.unitAfter : W.unitAfterLong;
  else if (after === 'contact') s += W.contactAfter;
  if (currencyBefore(view, w.start)) s += W.currencyBefore;
  // In a URL: a document or part number in a path, unless a query key or path word calls.
  if (hasSlash(view)) {
    const url = urlContext(view, w.start, w.end);
    if (url) s += url === 'fact' ? W.urlFact : label === 'contact' ? 0 : W.urlContact;
  }
  return s;
}

/** What plans() adds to a national window whatever the plans say: a trunk prefix, a NANP number written as NANP
 * writes it. */
function nationalBase(w: Window): number {
  const d = w.digits;
  const typed = w.groups.map((g) => g.length).join();
  let s = d[0] === '0' && d[1] !== '0' ? WEIGHTS.trunk : 0;
  if (NANP.test(d) && (w.groups.length === 1 || typed === '3,3,4' || typed === '1,3,3,4')) s += WEIGHTS.nanp;
  return s;
}

/** Eleven digits or more in one group that a plan accepts: few facts are that long and valid. */
const longBonus = (w: Window) => (w.groups.length === 1 && w.digits.length >= 11 ? WEIGHTS.longValid : 0);

/** The best the number plans can add, and what they do add (asked lazily: the library is the slow part). */
export function plans(w: Window, regions: Regions, need: number): number {
  const W = WEIGHTS;
  const typed = w.groups.map((g) => g.length);
  if (w.intl) {
    const d = w.digits.replace(/^00/, '');
    const a = international(d);
    if (a.valid) return W.intlValid + (groupedLikePlan(typed.slice(1), a.groups) ? W.plansGrouping : 0);
    return a.possible ? W.intlPossible : 0;
  }
  const s = nationalBase(w);
  let best = 0;
  const tryRegion = (r: CountryCode, weight: number) => {
    const a = national(w.digits, r);
    if (!a.valid) return false;
    best = Math.max(best, weight + longBonus(w) + (groupedLikePlan(typed, a.groups) ? W.plansGrouping : 0));
    return s + best >= need;
  };
  for (const r of regions.own) if (tryRegion(r, W.validOwn)) return s + best;
  for (const r of regions.near) if (tryRegion(r, W.validNear)) return s + best;
  return s + best;
}

/**
 * The most plans() can add to this window, known without asking the library: the best plan's weight, and the
 * grouping bonus where it can apply (groupedLikePlan needs two typed groups). A window that needs more is no number
 * whatever the plans say: most facts (a serial "6340-21" alone in a JSON string: six digits, no contact word) need
 * more than any plan can give, and asking forty-odd regions' plans about each was a seventh of the build's leak scan
 * (tests/privacy/phone-plans-bound.test.ts holds the bound to plans()).
 */
export function plansBound(w: Window): number {
  const W = WEIGHTS;
  const grouped = (n: number) => (n >= 2 ? W.plansGrouping : 0);
  if (w.intl) return Math.max(W.intlValid + grouped(w.groups.length - 1), W.intlPossible);
  return nationalBase(w) + Math.max(W.validOwn, W.validNear) + longBonus(w) + grouped(w.groups.length);
}

export interface Scored {
  score: number;
  shape: number;
  context: number;
  plans: number;
}

/** The window's score; the number plans are asked only when they can still change the answer. */
export function scoreWindow(w: Window, view: string, regions: Regions, threshold = THRESHOLD): Scored {
  const a = shape(w, view);
  const b = context(w, view);
  const need = threshold - a - b;
  if (need > plansBound(w)) return { score: a + b, shape: a, context: b, plans: 0 };
  const c = need <= 0 ? 0 : plans(w, regions, need);
  return { score: a + b + c, shape: a, context: b, plans: c };
}
