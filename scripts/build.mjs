// npm run build: everything deployable, into .vercel/output. A record with a
// content problem is withheld and reported; `npm run build -- --strict` (CI)
// fails on any problem instead.
import { parseArgs } from 'node:util';
import { buildAll, formatBuildError } from '../src/build/build.ts';

const t0 = performance.now();
try {
  const { values } = parseArgs({ options: { strict: { type: 'boolean', default: false } } });
  await buildAll({ strict: values.strict });
  console.log(`[build] done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
} catch (e) {
  console.error(`\n[build] FAILED\n${formatBuildError(e)}\n`);
  process.exit(1);
}
