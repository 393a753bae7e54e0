// @ts-check
// Astro prerenders every page and static API file; the search, lookup and MCP
// functions live in api/ and are bundled by scripts/build.mjs (see README).
import { defineConfig, passthroughImageService } from 'astro/config';
import vercel from '@astrojs/vercel';
import { liveContent } from './src/dev/live-content.ts';

const site = new URL(process.env.SITE?.trim() || `http://localhost:${process.env.PORT?.trim() || '4321'}`).origin;

export default defineConfig({
  site,
  output: 'static',
  adapter: vercel(),
  // Editors' live preview under `npm run dev` (src/dev/live-content.ts); the build never runs it.
  integrations: [liveContent()],
  trailingSlash: 'never',
  build: { format: 'directory' },
  // The default image service would pull sharp into the output; photos are remote URLs anyway.
  image: { service: passthroughImageService() },
  server: { port: Number(process.env.PORT) || 4321, host: process.env.HOST || 'localhost' },
  devToolbar: { enabled: false },
  // The pages' browser code imports no package (only src/present), so the dev server pre-bundles nothing: no dependency
  // scan on every start, which held up the first live edit by seconds on a busy machine.
  vite: { optimizeDeps: { noDiscovery: true, include: [] } },
});
