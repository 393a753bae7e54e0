// Child process of the load benchmarks: serves one Build Output folder
// (argv[2]) on 127.0.0.1:PORT with the local server of the source tree at
// argv[3] (this one by default; a baseline is served by its own code), as
// `npm run serve` does, so the load generator and the server never share an
// event loop.
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const root = resolve(process.argv[3] ?? new URL('../../..', import.meta.url).pathname);
const { loadBuildOutput } = await import(pathToFileURL(`${root}/src/server/build-output-server.ts`).href);
const { serveHandler } = await import(pathToFileURL(`${root}/src/server/node-http.ts`).href);
const output = await loadBuildOutput(process.argv[2]);
await serveHandler(output.handle, { port: Number(process.env.PORT), host: '127.0.0.1' });
