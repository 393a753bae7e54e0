// npm run build: everything deployable, into .vercel/output.
import { buildAll, formatBuildError } from '../src/build/build.ts';

const t0 = performance.now();
try {
  await buildAll();
  console.log(`[build] done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
} catch (e) {
  console.error(`\n[build] FAILED\n${formatBuildError(e)}\n`);
  process.exit(1);
}
