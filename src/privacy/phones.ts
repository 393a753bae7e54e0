// Telephone numbers in the digit view (folded, number words and look-alike
// letters read as digits; see ./digit-view.ts). A run is digits and what
// people type between them (spaces, column-aligned spaces, one line break,
// . - / ( ) and markup left from emphasis or code spans). Dates, month-years
// and IP addresses are masked first: never a number to call. Every window of
// consecutive groups with 6 to 17 digits is scored (./phone-score.ts); the
// windows that reach the threshold, joined where they overlap, are numbers.
// Vanity numbers (1-844-STITCHR, 0800 MACHINE) are read from the letters.
import { scoreWindow, THRESHOLD, type Window } from './phone-score.ts';
import type { Regions } from './phone-plans.ts';
import { classAfter, currencyBefore, labelBefore } from './phone-context.ts';
import { matches } from '../lib/matches.ts';
import { joinLabelled } from './labelled-joints.ts';

export interface Span {
  start: number;
  end: number;
}

const MASKS = [
  // 15.03.2019, 15/03/19, 2019-03-15, 03/14/2019
  /(?<![\d.])(?:0?[1-9]|[12]\d|3[01])[./-](?:0?[1-9]|1[0-2])[./-](?:19|20)?\d\d(?![\d]|[./-]\d)/g,
  /(?<![\d.])(?:19|20)\d\d[./-](?:0?[1-9]|1[0-2])[./-](?:0?[1-9]|[12]\d|3[01])(?!\d|[./-]\d)/g,
  /(?<![\d.])(?:0?[1-9]|1[0-2])\/(?:0?[1-9]|[12]\d|3[01])\/(?:19|20)\d\d(?!\d)/g,
  // 03.2019, 12/2023
  /(?<![\d./])(?:0?[1-9]|1[0-2])[./](?:19|20)\d\d(?![\d]|[./]\d)/g,
  // 192.168.0.100
  /(?<![\d.])(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}(?![\d]|\.\d)/g,
];
const mask = (s: string) => MASKS.reduce((t, re) => t.replace(re, (m) => m.replace(/\d/g, 'D')), s);

// A "+" typed apart from the digits ("+ 49 171 …", "+ 4 9   1 7 1 …") still starts an international number. Between
// the digit groups: the separators people type, and an emoji or a hyphen bullet ("0171🔹4010017", "0171⁃4010017";
// an emoji is its two UTF-16 halves here, in a pattern without the unicode flag). Not arrows, shapes or semicolons:
// "1200 ■ 1500 ■ 1800 mm", "20→80 °C" and "4711; 4712; 4713" are lists and ranges of facts.
const SYMBOLS = String.raw`\u2043\ud83c-\ud83e\udc00-\udfff`;
const RUN = new RegExp(
  String.raw`(?:\+[ \t]{0,2})?\(?\d(?:\d|[ \t()./\-*_~\`|\\[\]'"${SYMBOLS}]{1,12}(?=[+(]?\d)|[ \t]*\n[ \t]*(?=\(?\d))*`,
  'g',
);
/** The fewest digits a telephone number has (phoneRuns finds no run in a text with fewer). */
export const MIN_DIGITS = 6;
const MAX_DIGITS = 17;

/**
 * The runs of `view` (the digit view) that hold enough digits to be read as a number: dates and addresses masked,
 * digits and separators only. No run, no telephone number (src/privacy/gate.ts asks this before the detector).
 */
export function phoneRuns(view: string): RegExpExecArray[] {
  if (!/\d(?:\D{0,12}\d){5}/.test(view)) return [];
  return runsIn(joinLabelled(view));
}

/** The runs of a view whose odd joints after a contact label are already read (./labelled-joints.ts). */
function runsIn(view: string): RegExpExecArray[] {
  const runs: RegExpExecArray[] = [];
  for (const m of matches(mask(view), RUN)) if (m[0].replace(/\D/g, '').length >= MIN_DIGITS) runs.push(m);
  return runs;
}

/** Telephone numbers in `view` (the digit view); `spelled[i]` marks characters read from words or look-alikes. */
export function findPhones(view: string, regions: Regions, spelled?: Uint8Array, threshold = THRESHOLD): Span[] {
  if (!/\d(?:\D{0,12}\d){5}/.test(view)) return [];
  // Same length as `view`: the spans found in it are spans of `view`.
  const joined = joinLabelled(view);
  const found: Span[] = [];
  for (const m of runsIn(joined)) found.push(...numbersIn(joined, m.index!, m[0], regions, spelled, threshold));
  return found;
}

interface Group {
  at: number;
  end: number;
  digits: string;
}

function numbersIn(
  view: string,
  offset: number,
  run: string,
  regions: Regions,
  spelled: Uint8Array | undefined,
  threshold: number,
): Span[] {
  const groups: Group[] = matches(run, /\d+/g).map((g) => ({
    at: offset + g.index!,
    end: offset + g.index! + g[0].length,
    digits: g[0],
  }));
  const plus = run.startsWith('+');
  const accepted: Span[] = [];
  const last = groups.length - 1;
  const tight = (a: Group, b: Group) => /^(?:[ .\-/]| [/-] )$/.test(view.slice(a.end, b.at));
  // A year, or one or two digits, next to a number stands apart from it ("642155678 2006", "Model 3 0171 …", "… 2 in").
  const apart = (g: Group) => (g.digits.length <= 2 && g.digits !== '0') || /^(?:19|20)\d\d$/.test(g.digits);
  const split = (a: Group, b: Group, outside: Group) => tight(a, b) && !apart(outside);
  // A unit after the run belongs to the window only across a travel's or a thousands' separator ("1.388 / 701 / 718 mm").
  const joined = (a: Group, b: Group) => /^(?:[./]| [/x] )$/.test(view.slice(a.end, b.at)) || thousandsJoint(a, b);
  const runLabel =
    labelBefore(view, groups[0].at) === 'fact' || currencyBefore(view, groups[0].at) ? ('fact' as const) : undefined;
  // Between two groups of one number written in thousands (2.035, 5 041 000): no telephone number starts or ends there.
  const thousandsJoint = (a: Group, b: Group) =>
    /^[ .,']$/.test(view.slice(a.end, b.at)) &&
    a.digits.length <= 3 &&
    a.digits[0] !== '0' &&
    b.digits.length === 3 &&
    !plus;
  const runAfter = classAfter(view, groups[last].end) === 'unit' ? ('unit' as const) : undefined;
  for (let i = 0; i < groups.length; i++) {
    let digits = '';
    for (let j = i; j < groups.length; j++) {
      digits += groups[j].digits;
      if (digits.length > MAX_DIGITS) break;
      if (digits.length < MIN_DIGITS) continue;
      const intl =
        (i === 0 && plus) || (/^00[1-9]/.test(groups[i].digits + (groups[i + 1]?.digits ?? '')) && digits.length >= 10);
      // A "(" or "+" right before the first group belongs to the window.
      let start = groups[i].at;
      while (start > offset && /[(+ ]/.test(view[start - 1]) && (view[start - 1] !== ' ' || view[start - 2] === '+'))
        start--;
      const end = groups[j].end;
      const gs = groups.slice(i, j + 1);
      const w: Window = {
        text: view.slice(start, end),
        start,
        end,
        digits,
        intl,
        groups: gs.map((g) => g.digits),
        seps: gs.slice(1).map((g, k) => view.slice(gs[k].end, g.at)),
        spelled: !!spelled && spelled.subarray(start, end).some((x) => x === 1),
        // The last group with a unit after it is a quantity of its own ("642155678 400 mm").
        splits:
          (i > 0 && split(groups[i - 1], groups[i], groups[i - 1]) ? 1 : 0) +
          (j < last &&
          split(groups[j], groups[j + 1], groups[j + 1]) &&
          !(j + 1 === last && runAfter && !joined(groups[j], groups[j + 1]))
            ? 1
            : 0),
        runLabel: i > 0 && tight(groups[i - 1], groups[i]) ? runLabel : undefined,
        runAfter: j < last && joined(groups[j], groups[j + 1]) ? runAfter : undefined,
        insideNumber:
          (i > 0 && thousandsJoint(groups[i - 1], groups[i])) || (j < last && thousandsJoint(groups[j], groups[j + 1])),
      };
      if (w.intl && digits.length > 15 + (digits.startsWith('00') ? 2 : 0)) continue;
      if (scoreWindow(w, view, regions, threshold).score >= threshold) accepted.push({ start, end });
    }
  }
  return union(accepted);
}

/** Overlapping spans joined into one. */
function union(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Span[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.start < last.end) last.end = Math.max(last.end, s.end);
    else out.push({ ...s });
  }
  return out;
}

// 1-844-STITCHR, (800) GOT-JUNK, 1 800 FLOWERS: a North American number with letters for its last seven digits.
const VANITY =
  /(?<![\p{L}\p{N}])(?:\+?1[\s.-]?)?\(?([2-9]\d\d)\)?[\s.-]?([A-Z0-9]{3}[\s.-]?[A-Z0-9]{4}|[A-Z0-9]{7})(?![\p{L}\p{N}])/gu;
const TOLL_FREE = /^8(?:00|33|44|55|66|77|88)$/;
/**
 * 0800 MACHINE, 0808-PRINTER, +44 800 SPARES: a freephone, shared-cost or premium number of a plan with a trunk 0
 * (UK, DE, NL, FR, BE, AT, CH …) with letters for its subscriber digits, six or more. "0800 STARTUP" and "0900
 * SHIFTS" are times, so a prefix and letters with only a space between them need a contact word before them
 * ("Call", "Hotline", "Tel."); a country code or a hyphen or dot joining them is a number's writing.
 */
/** What TRUNK_VANITY needs, asked first (ASCII, no lookbehind: every text with three capitals is asked). */
const TRUNK_VANITY_HINT = /[89]\d\d\s?[.-]?\s?[A-Z]{3}/;
const TRUNK_VANITY =
  /(?<![\p{L}\p{N}+])(?:(?:\+|00)\d{2}[\s.-]?(?:\(0\)[\s.-]?)?|0[\s.-]?)(?:8\d\d|90\d)\s?[.-]?\s?(?:[A-Z]{6,8}|[A-Z]{3}[\s.-][A-Z]{3,4})(?![\p{L}\p{N}])/gu;

export function findVanity(text: string): Span[] {
  if (!/[A-Z]{3}/.test(text)) return [];
  const out: Span[] = [];
  for (const m of matches(text, VANITY)) {
    const letters = m[2].replace(/[^A-Z]/g, '').length;
    if (letters < 3) continue;
    const leadingOne = /^\+?1/.test(m[0]);
    if (leadingOne || TOLL_FREE.test(m[1]) || labelBefore(text, m.index!) === 'contact')
      out.push({ start: m.index!, end: m.index! + m[0].length });
  }
  if (TRUNK_VANITY_HINT.test(text))
    for (const m of matches(text, TRUNK_VANITY))
      if (/^(?:\+|00)|\d\s?[.-]/.test(m[0]) || labelBefore(text, m.index!) === 'contact')
        out.push({ start: m.index!, end: m.index! + m[0].length });
  return out;
}
