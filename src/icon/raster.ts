// Fills polygons into an RGBA buffer with antialiasing (SAMPLES × SAMPLES
// subsamples per pixel, nonzero winding), compositing each fill over what is
// already there.
import type { Point } from './svg-path.ts';

const SAMPLES = 4;

export interface Canvas {
  width: number;
  height: number;
  rgba: Uint8Array;
}

export const canvas = (width: number, height: number): Canvas => ({
  width,
  height,
  rgba: new Uint8Array(width * height * 4),
});

/** `#rgb` or `#rrggbb` → [r, g, b]. */
export function hex(colour: string): [number, number, number] {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour);
  if (!m) throw new Error(`unsupported colour "${colour}" (use #rgb or #rrggbb)`);
  const six = m[1].length === 3 ? m[1].replace(/./g, (d) => d + d) : m[1];
  const n = parseInt(six, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Fills `polys` (in pixel units) with `colour`. */
export function fill(c: Canvas, polys: Point[][], colour: [number, number, number]) {
  const coverage = new Float32Array(c.width * c.height);
  const edges = polys
    .flatMap((p) => p.map((a, i) => [a, p[(i + 1) % p.length]] as const))
    .filter(([a, b]) => a[1] !== b[1]);
  const step = 1 / SAMPLES;
  for (let sy = 0; sy < c.height * SAMPLES; sy++) {
    const y = (sy + 0.5) * step;
    const xs: { x: number; dir: number }[] = [];
    for (const [a, b] of edges) {
      if ((y >= a[1] && y < b[1]) || (y >= b[1] && y < a[1])) {
        xs.push({ x: a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]), dir: b[1] > a[1] ? 1 : -1 });
      }
    }
    xs.sort((p, q) => p.x - q.x);
    let winding = 0;
    const row = Math.floor(sy / SAMPLES) * c.width;
    for (let k = 0; k < xs.length - 1; k++) {
      winding += xs[k].dir;
      if (winding === 0) continue;
      // Subsample columns whose centres lie inside [xs[k].x, xs[k+1].x).
      const from = Math.max(0, Math.ceil(xs[k].x * SAMPLES - 0.5));
      const to = Math.min(c.width * SAMPLES - 1, Math.ceil(xs[k + 1].x * SAMPLES - 0.5) - 1);
      for (let sx = from; sx <= to; sx++) coverage[row + Math.floor(sx / SAMPLES)] += 1 / (SAMPLES * SAMPLES);
    }
  }
  for (let p = 0; p < coverage.length; p++) {
    const a = Math.min(1, coverage[p]);
    if (a <= 0) continue;
    const o = p * 4;
    const below = c.rgba[o + 3] / 255;
    const out = a + below * (1 - a);
    for (let ch = 0; ch < 3; ch++)
      c.rgba[o + ch] = Math.round((colour[ch] * a + c.rgba[o + ch] * below * (1 - a)) / out);
    c.rgba[o + 3] = Math.round(out * 255);
  }
}
