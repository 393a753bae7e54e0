// Bundles each function in api/ into a Build Output API function folder:
// one self-contained ESM file, the data files it reads, and .vc-config.json.
import { build } from 'esbuild';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, basename } from 'node:path';

const NODE_RUNTIME = 'nodejs24.x';

export interface FunctionSpec {
  /** Output name, e.g. api/agents/v1/listings (→ functions/api/agents/v1/listings.func). */
  name: string;
  /** Source file in api/. */
  entry: string;
  /** Data files to copy into the function's data/ folder. */
  data: string[];
  maxDuration?: number;
  /** Routing Middleware (a route's middlewarePath): web-API handler, as @vercel/node writes a Node middleware. */
  middleware?: boolean;
}

/**
 * The api/ files export one web-standard handler per HTTP method (what
 * Vercel's zero-config builder expects). The Build Output function gets a
 * `default { fetch }` export, the shape @astrojs/vercel's own functions use.
 */
const entryShim = (entry: string) => `
import * as methods from ${JSON.stringify(entry)};
export * from ${JSON.stringify(entry)};
export default {
  fetch(request) {
    const handler = methods[request.method] ?? methods.GET;
    return handler(request);
  },
};
`;

export async function bundleFunction(
  spec: FunctionSpec,
  functionsDir: string,
): Promise<{ dir: string; bytes: number }> {
  const dir = join(functionsDir, `${spec.name}.func`);
  mkdirSync(dir, { recursive: true });
  const result = await build({
    stdin: {
      contents: entryShim(spec.entry),
      resolveDir: process.cwd(),
      sourcefile: `${spec.name}.entry.mjs`,
      loader: 'js',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    // Code behind a dynamic import (the Postgres backend) goes to its own chunk, loaded only when
    // chosen: a function on the bundled index neither parses nor evaluates it.
    outdir: dir,
    entryNames: 'index',
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    outExtension: { '.js': '.mjs' },
    minify: true,
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    // Some dependencies are CommonJS and call require() for Node built-ins.
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  writeFileSync(
    join(dir, '.vc-config.json'),
    JSON.stringify(
      {
        runtime: NODE_RUNTIME,
        handler: 'index.mjs',
        launcherType: 'Nodejs',
        supportsResponseStreaming: true,
        maxDuration: spec.maxDuration ?? 10,
        ...(spec.middleware ? { useWebApi: true, shouldAddHelpers: false } : {}),
      },
      null,
      2,
    ),
  );
  mkdirSync(join(dir, 'data'), { recursive: true });
  for (const file of spec.data) cpSync(file, join(dir, 'data', basename(file)));
  const bytes = Object.values(result.metafile!.outputs).reduce((n, o) => n + o.bytes, 0);
  return { dir, bytes };
}
