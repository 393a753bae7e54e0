// The facet counter's inner loops (./filters.ts FacetCounter): one tally or
// range pass over the match set per facet. A loop shared by every column
// sees a Uint8Array for one facet and a Uint16Array for the next, so its
// element loads go polymorphic and every facet pays for it; here each array
// type has its own small loop, which stays monomorphic (the same reason as
// ./match-loops.ts). The generic loop remains for any other column type.
import type { TypedColumn } from './listing-table.ts';

/** Per match, +1 on the tally of its value (`slotOf`: of the value's facet slot). */
export function tally(t: Uint32Array, col: TypedColumn, slotOf: Uint16Array | undefined, docs: Int32Array, m: number) {
  if (slotOf) {
    if (col instanceof Uint16Array) tallySlotsU16(t, slotOf, col, docs, m);
    else for (let k = 0; k < m; k++) t[slotOf[col[docs[k]]]]++;
  } else if (col instanceof Uint8Array) tallyU8(t, col, docs, m);
  else if (col instanceof Uint16Array) tallyU16(t, col, docs, m);
  else for (let k = 0; k < m; k++) t[col[docs[k]]]++;
}

function tallyU8(t: Uint32Array, col: Uint8Array, docs: Int32Array, m: number) {
  for (let k = 0; k < m; k++) t[col[docs[k]]]++;
}

function tallyU16(t: Uint32Array, col: Uint16Array, docs: Int32Array, m: number) {
  for (let k = 0; k < m; k++) t[col[docs[k]]]++;
}

function tallySlotsU16(t: Uint32Array, slotOf: Uint16Array, col: Uint16Array, docs: Int32Array, m: number) {
  for (let k = 0; k < m; k++) t[slotOf[col[docs[k]]]]++;
}

/** Lowest and highest value of the matches that have one (`none` and NaN are none); null when none has. */
export function valueRange(
  col: TypedColumn,
  none: number,
  docs: Int32Array,
  m: number,
): { min: number; max: number } | null {
  if (col instanceof Uint16Array) return rangeU16(col, none, docs, m);
  let lo = Infinity;
  let hi = -Infinity;
  for (let k = 0; k < m; k++) {
    const v = col[docs[k]];
    if (Number.isNaN(v) || v === none) continue;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  return hi >= lo ? { min: lo, max: hi } : null;
}

function rangeU16(col: Uint16Array, none: number, docs: Int32Array, m: number): { min: number; max: number } | null {
  let lo = Infinity;
  let hi = -Infinity;
  for (let k = 0; k < m; k++) {
    const v = col[docs[k]];
    if (v === none) continue;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  return hi >= lo ? { min: lo, max: hi } : null;
}
