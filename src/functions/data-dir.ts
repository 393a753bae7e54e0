// Where a function finds the files written at build time. A bundled
// function carries them in data/ beside its entry file; running from source
// (tests, tools), SECONDLINE_DATA_DIR points at the build's data folder.
import { fileURLToPath } from 'node:url';

export function dataDir(entryUrl: string): string {
  return process.env.SECONDLINE_DATA_DIR || fileURLToPath(new URL('./data/', entryUrl));
}
