// What the scrubber tells editors: each suspected contact with its field,
// the text around it and what became of it; and what withholds a record.
import type { Contact } from '../privacy/index.ts';

/** A reason a record is not published, with the field it is in. */
export interface Finding {
  field: string;
  message: string;
}

/** One suspected contact, for the editors' report (`npm run check`, the build log). */
export interface ContactNote {
  field: string;
  /**
   * scrubbed: cut out, the record publishes; dropped: the element holding it (a photo) left out; blanked: the whole
   * field published as the placeholder (site facts, which cannot be withheld); withheld: the record is not published.
   */
  action: 'scrubbed' | 'dropped' | 'blanked' | 'withheld';
  kind: Contact['kind'];
  known: boolean;
  /** The text around the contact, the contact between «». */
  context: string;
}

const CONTEXT = 32;

/** `text` around range [start, end), the range marked «…», on one line. */
export const around = (text: string, c: { start: number; end: number }) => {
  const before = `${c.start > CONTEXT ? '…' : ''}${text.slice(Math.max(0, c.start - CONTEXT), c.start)}`;
  const after = `${text.slice(c.end, c.end + CONTEXT)}${c.end + CONTEXT < text.length ? '…' : ''}`;
  return `${before}«${text.slice(c.start, c.end)}»${after}`.replace(/\s+/g, ' ');
};
