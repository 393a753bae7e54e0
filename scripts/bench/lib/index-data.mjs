// Where a bench finds a built search index and the catalog it was built from: a build's output folder (its
// listings.func data and the content folder build-info.json names), or the two folders given apart.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The options of a bench over one build's index (parseArgs): where it is, and how many queries to measure. */
export const INDEX_OPTIONS = {
  output: { type: 'string' },
  data: { type: 'string' },
  catalog: { type: 'string' },
  queries: { type: 'string' },
};

/** `{ dataDir, catalogDir }` from `--output BUILD_OUTPUT`, or from `--data INDEX_DIR --catalog CONTENT_DIR`. */
export function indexData(args) {
  if (args.output) {
    const out = resolve(args.output);
    return {
      dataDir: join(out, 'functions/api/agents/v1/listings.func/data'),
      catalogDir: JSON.parse(readFileSync(join(out, 'build-info.json'), 'utf8')).content,
    };
  }
  if (!args.data || !args.catalog)
    throw new Error('usage: --output BUILD_OUTPUT, or --data INDEX_DIR --catalog CONTENT_DIR');
  return { dataDir: resolve(args.data), catalogDir: resolve(args.catalog) };
}
