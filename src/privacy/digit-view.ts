// The digits a caller would dial, out of a folded text: spelled-out number
// words read as digits (./number-words.ts) and look-alike letters inside
// digit groups read as the digits they stand for ("0l7l 9294 836",
// "OI6O …"). Mapped back to the folded text; `spelled` marks what was read
// from words or letters (an evasion is evidence too).
import { compose, identity, rewrite, type Mapped } from './mapped.ts';
import { numberWordView } from './number-words.ts';
import { matches } from '../lib/matches.ts';

export interface DigitView {
  view: Mapped;
  spelled: Uint8Array | undefined;
}

// l, I and O/o stand for 1 and 0 inside a group that holds real digits too.
const LOOKALIKE_RUN = /[0-9OoIl]+/g;

/**
 * Whether look-alike letters stand next to a digit: without one, the digit view of a text with no number words is
 * the text itself (src/privacy/gate.ts reads such a text's digits as they stand).
 */
export const mayReadLookalikes = (text: string) => /[OoIl][\s./-]?\d|\d[\s./-]?[OoIl]/.test(text);

function lookalikes(text: string, spelled: Uint8Array | undefined): { text: string; spelled: Uint8Array | undefined } {
  if (!mayReadLookalikes(text)) return { text, spelled };
  let out: string[] | undefined;
  let marks = spelled;
  for (const m of matches(text, LOOKALIKE_RUN)) {
    let a = m.index!;
    let b = a + m[0].length;
    // Letters glued to a word around the group belong to the word ("Tel0l7l", "120lbs").
    if (/\p{L}/u.test(text[a - 1] ?? '')) while (a < b && /[OoIl]/.test(text[a])) a++;
    if (/\p{L}/u.test(text[b] ?? '')) while (b > a && /[OoIl]/.test(text[b - 1])) b--;
    const token = text.slice(a, b);
    const digits = token.replace(/\D/g, '').length;
    const letters = token.length - digits;
    if (!letters || !digits) continue;
    if (/\p{L}/u.test(text[a - 1] ?? '') || /\p{L}/u.test(text[b] ?? '')) continue;
    out ??= text.split('');
    marks ??= new Uint8Array(text.length);
    for (let k = a; k < b; k++) {
      if (/[OoIl]/.test(text[k])) {
        out[k] = text[k] === 'O' || text[k] === 'o' ? '0' : '1';
        marks[k] = 1;
      }
    }
  }
  return { text: out ? out.join('') : text, spelled: marks };
}

/** The digit view of a folded text (its map points into the folded text's source). */
export function digitView(folded: Mapped, readWords = true): DigitView {
  const words = readWords ? numberWordView(folded.text) : identity(folded.text);
  let spelled: Uint8Array | undefined;
  if (words.start) {
    spelled = new Uint8Array(words.text.length);
    for (let i = 0; i < words.text.length; i++) {
      if (words.end![i] - words.start[i] !== 1 || folded.text[words.start[i]] !== words.text[i]) spelled[i] = 1;
    }
  }
  const looked = lookalikes(words.text, spelled);
  const mapped = looked.text === words.text ? words : rewrite(words, looked.text);
  return { view: compose(mapped, folded), spelled: looked.spelled };
}
