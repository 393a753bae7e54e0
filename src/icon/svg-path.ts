// SVG path data (the commands the site's favicon uses: M L H V C S Z, absolute
// and relative) flattened into closed polygons for the rasteriser.
export type Point = [number, number];

const CURVE_STEPS = 16;

function cubic(out: Point[], p0: Point, p1: Point, p2: Point, p3: Point) {
  for (let i = 1; i <= CURVE_STEPS; i++) {
    const t = i / CURVE_STEPS,
      u = 1 - t;
    const a = u * u * u,
      b = 3 * u * u * t,
      c = 3 * u * t * t,
      d = t * t * t;
    out.push([a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]]);
  }
}

/** The polygons of a path's `d` attribute, in user units. Unknown commands throw: the icon is ours, not arbitrary input. */
export function flattenPath(d: string): Point[][] {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const polys: Point[][] = [];
  let poly: Point[] = [];
  let cur: Point = [0, 0],
    start: Point = [0, 0],
    lastCtrl: Point | null = null;
  let cmd = '';
  let i = 0;
  const num = () => Number(tokens[i++]);
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i])) cmd = tokens[i++];
    const rel = cmd === cmd.toLowerCase();
    const at = (x: number, y: number): Point => (rel ? [cur[0] + x, cur[1] + y] : [x, y]);
    switch (cmd.toUpperCase()) {
      case 'M': {
        if (poly.length) polys.push(poly);
        cur = at(num(), num());
        start = cur;
        poly = [cur];
        cmd = rel ? 'l' : 'L'; // further pairs are line-tos
        lastCtrl = null;
        break;
      }
      case 'L':
        cur = at(num(), num());
        poly.push(cur);
        lastCtrl = null;
        break;
      case 'H':
        cur = [rel ? cur[0] + num() : num(), cur[1]];
        poly.push(cur);
        lastCtrl = null;
        break;
      case 'V':
        cur = [cur[0], rel ? cur[1] + num() : num()];
        poly.push(cur);
        lastCtrl = null;
        break;
      case 'C': {
        const p1 = at(num(), num()),
          p2 = at(num(), num()),
          p3 = at(num(), num());
        cubic(poly, cur, p1, p2, p3);
        lastCtrl = p2;
        cur = p3;
        break;
      }
      case 'S': {
        const p1: Point = lastCtrl ? [2 * cur[0] - lastCtrl[0], 2 * cur[1] - lastCtrl[1]] : cur;
        const p2 = at(num(), num()),
          p3 = at(num(), num());
        cubic(poly, cur, p1, p2, p3);
        lastCtrl = p2;
        cur = p3;
        break;
      }
      case 'Z':
        polys.push(poly);
        poly = [];
        cur = start;
        lastCtrl = null;
        break;
      default:
        throw new Error(`flattenPath: unsupported path command "${cmd}"`);
    }
  }
  if (poly.length) polys.push(poly);
  return polys;
}

/** A rectangle with rounded corners as one polygon (corners as quarter circles). */
export function roundedRect(w: number, h: number, r: number): Point[] {
  const out: Point[] = [];
  const corner = (cx: number, cy: number, from: number) => {
    for (let s = 0; s <= CURVE_STEPS; s++) {
      const a = from + (s / CURVE_STEPS) * (Math.PI / 2);
      out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
    }
  };
  corner(w - r, r, -Math.PI / 2);
  corner(w - r, h - r, 0);
  corner(r, h - r, Math.PI / 2);
  corner(r, r, Math.PI);
  return out;
}
