import type { APIRoute, GetStaticPaths } from 'astro';
import { ICON_PNG } from '../config.ts';
import { renderMark } from '../icon/render.ts';

// The raster icon (the favicon rendered at build time, src/icon/render.ts), for the server card, the registry and browsers.
export const getStaticPaths: GetStaticPaths = () => [
  { params: { icon: ICON_PNG.path.replace(/^\//, '').replace(/\.png$/, '') } },
];

export const GET: APIRoute = () => new Response(new Uint8Array(renderMark(ICON_PNG.size)));
