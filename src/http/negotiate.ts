// Choosing between a page and its markdown twin from the Accept header, by
// RFC 9110 §12.5.1 as the `negotiator` package (Express, Koa, Fastify) reads
// it: each of our two representations takes the most specific media range
// that matches it (type, subtype, then parameters), a weight of 0 excludes
// it whatever other parameters the range has, the higher weight wins, then
// the more specific range, then the range listed first, then the page.
// tests/http/negotiation.test.ts compares this with negotiator over random
// headers. The routing table cannot compare weights (it only has regular
// expressions), so it decides the plain cases itself and sends the others
// to the negotiation function, which runs this (src/http/routes.ts).
import { CONTENT_TYPES } from './policy.ts';

interface Range {
  type: string;
  subtype: string;
  params: Record<string, string>;
  q: number;
  i: number;
}
interface Priority {
  q: number;
  s: number;
  o: number;
  i?: number;
}

const SP = 0x20,
  HTAB = 0x09,
  SEMI = 0x3b,
  EQ = 0x3d,
  DQUOTE = 0x22,
  BSLASH = 0x5c,
  COMMA = 0x2c;

const skipOWS = (h: string, i: number) => {
  while (i < h.length && (h.charCodeAt(i) === SP || h.charCodeAt(i) === HTAB)) i++;
  return i;
};
const trailingOWS = (h: string, start: number, end: number) => {
  while (end > start && (h.charCodeAt(end - 1) === SP || h.charCodeAt(end - 1) === HTAB)) end--;
  return end;
};
const skipValue = (h: string, i: number) => {
  while (i < h.length && h.charCodeAt(i) !== SEMI && h.charCodeAt(i) !== COMMA) i++;
  return i;
};

/** One element of the list from `start`: its type, its parameters (first of a repeated name wins) and where it ends. */
function parseElement(h: string, start: number): { type: string; params: Record<string, string>; end: number } {
  let i = skipOWS(h, start);
  const valueStart = i;
  i = skipValue(h, i);
  const type = h.slice(valueStart, trailingOWS(h, valueStart, i)).toLowerCase();
  const params: Record<string, string> = Object.create(null);
  parameter: while (i < h.length) {
    if (h.charCodeAt(i) === COMMA) break;
    i = skipOWS(h, i + 1);
    const keyStart = i;
    while (i < h.length) {
      const c = h.charCodeAt(i);
      if (c === COMMA) break parameter;
      if (c === SEMI) continue parameter;
      if (c === EQ) {
        const key = h.slice(keyStart, trailingOWS(h, keyStart, i)).toLowerCase();
        i = skipOWS(h, i + 1);
        if (i < h.length && h.charCodeAt(i) === DQUOTE) {
          i++;
          let value = '';
          while (i < h.length) {
            const d = h.charCodeAt(i++);
            if (d === DQUOTE) {
              i = skipValue(h, i);
              if (params[key] === undefined) params[key] = value;
              break;
            }
            if (d === BSLASH && i < h.length) {
              value += h[i++];
              continue;
            }
            value += String.fromCharCode(d);
          }
          continue parameter;
        }
        const vs = i;
        i = skipValue(h, i);
        if (params[key] === undefined) params[key] = h.slice(vs, trailingOWS(h, vs, i));
        continue parameter;
      }
      i++;
    }
  }
  return { type, params, end: i };
}

/** A range from a parsed element; null when it is not `type/subtype`. */
function toRange(type: string, params: Record<string, string>, i: number): Range | null {
  const slash = type.indexOf('/');
  if (slash === -1) return null;
  const q = params.q ? parseFloat(params.q) : 1;
  delete params.q;
  return { type: type.slice(0, slash), subtype: type.slice(slash + 1), params, q, i };
}

function parseAccept(header: string): Range[] {
  const out: Range[] = [];
  for (let at = 0, i = 0; at < header.length; i++) {
    const e = parseElement(header, skipOWS(header, at));
    const r = toRange(e.type, e.params, i);
    if (r) out.push(r);
    at = e.end + 1;
  }
  return out;
}

const OFFERED = [CONTENT_TYPES.html, CONTENT_TYPES.md].map((t, i) => {
  const e = parseElement(t, 0);
  return toRange(e.type, e.params, i)!;
});

/** How specifically `spec` names `offer` (bits: type 4, subtype 2, parameters 1), or null when it does not match it. */
function specify(offer: Range, spec: Range, index: number): (Priority & { i: number }) | null {
  let s = 0;
  if (spec.type.toLowerCase() === offer.type) s |= 4;
  else if (spec.type !== '*') return null;
  if (spec.subtype.toLowerCase() === offer.subtype) s |= 2;
  else if (spec.subtype !== '*') return null;
  const keys = Object.keys(spec.params);
  if (keys.length > 0) {
    const same = (k: string) =>
      spec.params[k] === '*' || (spec.params[k] || '').toLowerCase() === (offer.params[k] || '').toLowerCase();
    if (keys.every(same)) s |= 1;
    else return null;
  }
  return { i: index, o: spec.i, q: spec.q, s };
}

function priority(offer: Range, accepted: Range[], index: number): Priority {
  let best: Priority = { o: -1, q: 0, s: 0 };
  for (const a of accepted) {
    const spec = specify(offer, a, index);
    // The same comparison as negotiator, NaN weights included.
    if (spec && (best.s - spec.s || best.q - spec.q || best.o - spec.o) < 0) best = spec;
  }
  return best;
}

const compare = (a: Priority, b: Priority) => b.q - a.q || b.s - a.s || a.o - b.o || (a.i ?? 0) - (b.i ?? 0) || 0;

/** Whether the markdown twin is the better answer; no header (null) means any type, and the page. */
export function prefersMarkdown(accept: string | null | undefined): boolean {
  const accepted = parseAccept(accept ?? '*/*');
  const [html, md] = OFFERED.map((o, i) => priority(o, accepted, i));
  if (!(md.q > 0)) return false;
  return !(html.q > 0) || compare(md, html) < 0;
}
