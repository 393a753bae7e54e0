// The words of a query as the reader sees them: folded (case and accents
// ignored, apostrophes split: "jusqu'à" → jusqu, a), each chunk between
// spaces kept whole for the text left over. Numbers are parsed the way
// buyers write them in the catalog's languages: 20.000 / 20,000 / 20'000 /
// 20 000 (thousands), 1,5 / 1.5 (decimals), 20k, €20k, 50.000€, 2015+.
// Lexicon phrases are cut by the same function, so both sides agree.
import { fold } from '../text.ts';
import { matches } from '../../lib/matches.ts';

interface Num {
  value: number;
  /** Digits before any decimal mark (2015 → 4). */
  digits: number;
  /** Written with thousands separators (20.000) or decimals (1,5). */
  grouped: boolean;
  decimal: boolean;
}

export interface Word {
  /** Folded text ('€', '$', '£', '+', '-' for symbols; the chunk for a code). */
  text: string;
  /** Index of the chunk (space-separated piece of the query) it came from. */
  chunk: number;
  kind: 'word' | 'num' | 'code' | 'sym';
  num?: Num;
}

export interface Words {
  words: Word[];
  chunks: string[];
}

const APOSTROPHES = /['’ʼ`´]/g;
const PLAIN = /^[a-z]+$/;
const EDGE = /^[("“„«[{<]+|[)"”»\]}>,;:!?.]+$/g;
const NUMBER = /^\d[\d.,'’\u00a0\u202f]*$/;
// A chunk of digits with glued currency, multiplier or plus: €20k, 50.000€, 20tsd, 10-20k, 2015+.
const NUMERIC_CHUNK =
  /^(?:us\$|ca?\$|[€$£])?\d[\d.,'’]*(?:[a-z]{1,4})?(?:[€$£])?(?:[-–—](?:us\$|ca?\$|[€$£])?\d[\d.,'’]*(?:[a-z]{1,4})?(?:[€$£])?)?\+?$/;
const PIECES = /us\$|ca?\$|[€$£+\-–—]|\d[\d.,'’]*|[a-z]+/g;

/** A number as written: thousands separators and a decimal mark, in any of the catalog's conventions. */
function parseNumber(s: string): Num | null {
  const t = s.replace(/[.,]-$/, '');
  if (!NUMBER.test(t) || /[.,'’]$/.test(t)) return null;
  const seps = matches(t, /[.,'’\u00a0\u202f]/g).map((m) => m.index!);
  if (!seps.length) return { value: Number(t), digits: t.length, grouped: false, decimal: false };
  const groups = t.split(/[.,'’\u00a0\u202f]/);
  const kinds = new Set(seps.map((i) => t[i]));
  const last = t[seps.at(-1)!];
  // Two kinds of marks: the last one is the decimal mark (20.000,50 / 20,000.50).
  if (kinds.size > 1) {
    const int = groups.slice(0, -1);
    if (int.slice(1).some((g) => g.length !== 3) || int[0].length > 3 || last === "'" || last === '’') return null;
    return {
      value: Number(`${int.join('')}.${groups.at(-1)}`),
      digits: int.join('').length,
      grouped: true,
      decimal: true,
    };
  }
  // One kind: thousands when every group after the first has three digits (20.000, 1,500,000), else a decimal mark.
  if (groups[0].length <= 3 && groups.slice(1).every((g) => g.length === 3)) {
    return { value: Number(groups.join('')), digits: groups.join('').length, grouped: true, decimal: false };
  }
  if (groups.length === 2 && (last === '.' || last === ',')) {
    return { value: Number(`${groups[0]}.${groups[1]}`), digits: groups[0].length, grouped: false, decimal: true };
  }
  return null;
}

/** The words of `q` (or of a lexicon phrase). */
export function readWords(q: string): Words {
  const words: Word[] = [];
  const chunks: string[] = [];
  for (const rawChunk of q.replace(APOSTROPHES, ' ').split(/\s+/)) {
    // Most chunks are plain lower-case words: nothing to fold or parse.
    if (PLAIN.test(rawChunk)) {
      words.push({ text: rawChunk, chunk: chunks.push(rawChunk) - 1, kind: 'word' });
      continue;
    }
    // "20.000,-" is an amount: the trailing dash of a price written the German way is no range.
    const raw = rawChunk.replace(EDGE, '').replace(/(\d)[.,]-$/, '$1');
    if (/^[-–—]$/.test(rawChunk)) {
      words.push({ text: '-', chunk: chunks.push(rawChunk) - 1, kind: 'sym' }); // a range dash standing alone (10 000 - 30 000 €)
      continue;
    }
    if (!raw) continue;
    const chunk = chunks.push(raw) - 1;
    const f = fold(raw);
    if (/\d/.test(f) && NUMERIC_CHUNK.test(f)) {
      for (const piece of f.match(PIECES) ?? []) {
        const num = /^\d/.test(piece) ? parseNumber(piece) : null;
        if (num) words.push({ text: piece, chunk, kind: 'num', num });
        else if (/^\d/.test(piece)) words.push({ text: piece, chunk, kind: 'code' });
        else
          words.push({
            text: piece.replace(/[–—]/, '-').replace(/^(us|ca?)\$$/, (_, p) => `${p}$`),
            chunk,
            kind: /^[a-z]/.test(piece) && !piece.includes('$') ? 'word' : 'sym',
          });
      }
      continue;
    }
    if (/[a-z]/.test(f) && /\d/.test(f)) {
      words.push({ text: f, chunk, kind: 'code' }); // a model code (VF-2, NC1-80, 0i-MF): text, never grammar
      continue;
    }
    for (const m of matches(f, /us\$|ca?\$|[a-z0-9]+|[€$£+]/g)) {
      const w = m[0];
      words.push({ text: w, chunk, kind: /^[a-z0-9]+$/.test(w) ? 'word' : 'sym' });
    }
  }
  return { words, chunks };
}

/** A lexicon phrase as word texts (how tables are keyed). */
export const phraseWords = (p: string): string[] => readWords(p).words.map((w) => w.text);
