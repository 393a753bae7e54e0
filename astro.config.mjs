// @ts-check
// Astro prerenders every page and static API file; the search, lookup and MCP
// functions live in api/ and are bundled by scripts/build.mjs (see README).
import { defineConfig, passthroughImageService } from 'astro/config';
import { fileURLToPath } from 'node:url';
import vercel from '@astrojs/vercel';
import { liveContent } from './src/dev/live-content.ts';

const site = new URL(process.env.SITE?.trim() || `http://localhost:${process.env.PORT?.trim() || '4321'}`).origin;

// `npm run build` runs Astro with a root of its own inside the new build's folder (src/build/astro-stage.ts),
// so the adapter never writes into the served .vercel/output; sources stay where they are.
const stage = process.env.SECONDLINE_ASTRO_ROOT;
const project = (p) => fileURLToPath(new URL(p, import.meta.url));
if (stage) {
  // A build killed with SIGKILL cannot stop its children: this one stops itself when its parent is gone.
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && process.exit(1), 250).unref();
}

export default defineConfig({
  ...(stage ? { root: stage, srcDir: project('./src'), publicDir: project('./public'), outDir: `${stage}/dist` } : {}),
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
