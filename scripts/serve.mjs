// npm run serve: serve the last build (.vercel/output) like Vercel would.
import { readFileSync } from 'node:fs';
import { loadBuildOutput } from '../src/server/build-output-server.ts';
import { serveHandler } from '../src/server/node-http.ts';
import { OUTPUT_DIR } from '../src/build/build.ts';

const port = Number(process.env.PORT || 4321);
const host = process.env.HOST || 'localhost';
const output = await loadBuildOutput(OUTPUT_DIR);
await serveHandler(output.handle, { port, host });
const info = JSON.parse(readFileSync(`${OUTPUT_DIR}/build-info.json`, 'utf8'));
console.log(`Serving ${info.listings} listings and ${info.manuals} manuals at http://${host}:${port} (built for ${info.site})`);
