// The generated catalogs the scale benchmarks share (seed 7, one manual for
// every five listings: 20,000 at 100,000, what the 100k targets are set with),
// kept between runs under the OS temp folder and regenerated when the size or the generator's code changes (a
// catalog from an older generator once stood beside a fresh one in the same comparison); the research copied from
// the repository is refreshed on every run, so a kept catalog is read as today's content is.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../lib/isolated-build.mjs';
import { copyResearch } from '../../generate-catalog.mjs';

/** Where generated catalogs and work files go (SCALE_WORK; default under the OS temp folder). */
export const SCALE_WORK = process.env.SCALE_WORK || join(tmpdir(), 'secondline-scale');

/** A generated catalog (seed 7) of `listings` and `manuals` written to `dir`, replacing what was there. */
export function generateCatalog(dir, listings, manuals) {
  const args = ['--listings', String(listings), '--manuals', String(manuals), '--seed', '7', '--out', dir, '--quiet'];
  execFileSync(process.execPath, [join(ROOT, 'scripts/generate-catalog.mjs'), ...args], { stdio: 'inherit' });
}

/** A hash of the generator's code (the script and its data modules). */
function generatorHash() {
  const data = join(ROOT, 'scripts/catalog-data');
  const files = [
    join(ROOT, 'scripts/generate-catalog.mjs'),
    ...readdirSync(data)
      .sort()
      .map((f) => join(data, f)),
  ];
  const h = createHash('sha256');
  for (const f of files) h.update(readFileSync(f));
  return h.digest('hex').slice(0, 16);
}

export function scaleCatalog(n, log = () => {}) {
  const dir = join(SCALE_WORK, `catalog-${n}`);
  const manuals = Math.max(50, Math.round(n / 5));
  const stamp = join(dir, '.generated-by-scale');
  const want = `${n} ${manuals} 7 ${generatorHash()}`;
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== want) {
    const t0 = performance.now();
    generateCatalog(dir, n, manuals);
    writeFileSync(stamp, want);
    log(`generated ${n} listings + ${manuals} manuals in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  } else copyResearch(dir);
  return { dir, manuals };
}
