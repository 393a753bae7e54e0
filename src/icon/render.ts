// The site's mark as a PNG: public/favicon.svg (a rounded square and one
// path) rasterised at build time, so the raster icon is always the favicon
// and no binary is committed. Only the SVG features the favicon uses are read.
import { readFileSync } from 'node:fs';
import { encodePng } from './png.ts';
import { canvas, fill, hex } from './raster.ts';
import { flattenPath, roundedRect, type Point } from './svg-path.ts';

const attr = (el: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(el)?.[1];

/** The favicon rendered at `size` × `size` pixels, as PNG bytes. */
export function renderMark(size: number, svgFile = 'public/favicon.svg'): Buffer {
  const svg = readFileSync(svgFile, 'utf8');
  const viewBox = attr(svg.match(/<svg[^>]*>/)?.[0] ?? '', 'viewBox')
    ?.split(/\s+/)
    .map(Number);
  if (viewBox?.length !== 4) throw new Error(`${svgFile}: the icon needs a viewBox`);
  const scale = size / viewBox[2];
  const toPixels = (polys: Point[][]) =>
    polys.map((p) => p.map(([x, y]): Point => [(x - viewBox[0]) * scale, (y - viewBox[1]) * scale]));
  const c = canvas(size, size);
  for (const el of svg.match(/<(rect|path)\b[^>]*>/g) ?? []) {
    const colour = hex(attr(el, 'fill') ?? '#000000');
    if (el.startsWith('<rect')) {
      const w = Number(attr(el, 'width')),
        h = Number(attr(el, 'height')),
        r = Number(attr(el, 'rx') ?? 0);
      fill(c, toPixels([roundedRect(w, h, r)]), colour);
    } else {
      fill(c, toPixels(flattenPath(attr(el, 'd') ?? '')), colour);
    }
  }
  return encodePng(size, size, c.rgba);
}
