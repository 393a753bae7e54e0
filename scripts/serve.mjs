// npm run serve: serve the last build (.vercel/output) like Vercel would, and
// follow .vercel/output to every build published while it runs. When the link
// is missing or broken it serves the newest finished build and says so.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { followBuildOutput } from '../src/server/follow-output.ts';
import { serveHandler } from '../src/server/node-http.ts';
import { BUILD_INFO, OUTPUT_DIR, lastGoodBuild } from '../src/build/output-layout.ts';

const port = Number(process.env.PORT || 4321);
const host = process.env.HOST || 'localhost';
const good = lastGoodBuild();
if (!good) {
  console.error(
    `[serve] there is no finished build to serve (${OUTPUT_DIR} is missing): run npm run build, or npm start`,
  );
  process.exit(1);
}
if (good.fallback) console.log(`[serve] ${good.fallback}: serving the last good build, ${good.dir}`);
const output = await followBuildOutput(OUTPUT_DIR, good.dir, (m) => console.log(`[serve] ${m}`));
await serveHandler(output.handle, { port, host });
const info = JSON.parse(readFileSync(join(good.dir, BUILD_INFO), 'utf8'));
const served = `${info.listings} listings and ${info.manuals} manuals`;
console.log(`Serving ${served} at http://${host}:${port} (built for ${info.site})`);
