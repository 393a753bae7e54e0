// The listing function (api/agents/v1/listings.ts) of the working tree and of git revision REF, each bundled as the
// build bundles it (src/build/bundle-functions.ts) over the SAME index files of one build: what `--function-code`
// (warm answers) and `--cold --ref` (fresh processes) compare, so a change to the function's code is measured
// without a second build. A revision whose index format differs refuses the files (every answer a 500).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { revisionRoot, ROOT } from '../../lib/isolated-build.mjs';
import { bundleFunction } from '../../../src/build/bundle-functions.ts';

/** `{ sides: [{ name, entry }] (this tree, then REF), dispose() }`: entry is each bundle's index.mjs. */
export async function codeSides(dataDir, ref) {
  const work = mkdtempSync(join(tmpdir(), 'secondline-bench-code-'));
  const base = revisionRoot(ref);
  const dispose = () => {
    rmSync(work, { recursive: true, force: true });
    rmSync(base, { recursive: true, force: true });
  };
  try {
    const data = readdirSync(dataDir)
      .filter((f) => f.startsWith('listings.'))
      .map((f) => join(dataDir, f));
    const bundle = async (root, name) => {
      const { dir } = await bundleFunction({ name, entry: join(root, 'api/agents/v1/listings.ts'), data }, work);
      return join(dir, 'index.mjs');
    };
    const sides = [
      { name: 'this tree', entry: await bundle(ROOT, 'tree/listings') },
      { name: ref, entry: await bundle(base, 'ref/listings') },
    ];
    return { sides, dispose };
  } catch (e) {
    dispose();
    throw e;
  }
}
