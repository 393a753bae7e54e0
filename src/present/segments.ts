// The vocabulary presenters speak: a fact is a label and a value made of
// segments, and each output (HTML page, markdown twin, JSON-LD) renders the
// segments its own way. A presenter therefore says *what* a resource shows,
// once, and never how a format writes it.

/** Plain text, a link, a date (ISO timestamp), an identifier, or text shown as a badge on pages. */
export type Segment =
  | string
  | { text: string; href: string }
  | { date: string }
  | { code: string }
  | { text: string; badge: string };

export interface Fact {
  /** Stable name of the fact, for outputs that place some facts apart (the page's price line, JSON-LD properties). */
  key: string;
  label: string;
  value: Segment[];
}

import { day } from './format.ts';

export { day };

/** A segment as plain text (JSON-LD values, titles, search lines). */
function segmentText(s: Segment): string {
  if (typeof s === 'string') return s;
  if ('date' in s) return day(s.date);
  if ('code' in s) return s.code;
  return s.text;
}

export const valueText = (value: Segment[]) => value.map(segmentText).join('');

/** The facts without the named ones (a page that shows some of them elsewhere). */
export const without = (facts: Fact[], ...keys: string[]) => facts.filter((f) => !keys.includes(f.key));
