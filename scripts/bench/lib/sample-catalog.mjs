// A sample of a generated catalog's listings, read and published through the
// build's own reader (only those files: a million-listing folder is not read
// whole to draw queries), and the number of listings it publishes overall
// (approved files, counted from the sample's rate).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readContent } from '../../../src/catalog/read-content.ts';
import { publish } from '../../../src/catalog/publish.ts';

export function sampleCatalog(dir, origin, size) {
  const all = readdirSync(join(dir, 'listings'))
    .filter((f) => f.endsWith('.json'))
    .sort();
  const step = Math.max(1, Math.floor(all.length / size));
  const files = all.filter((_, i) => i % step === 0);
  const c = publish(readContent(dir, { only: new Set(files.map((f) => join(dir, 'listings', f))) }), origin);
  const forSale = new Set(c.listings.filter((l) => l.status !== 'sold').map((l) => l.slug));
  return {
    listings: c.listings,
    /** Files of listings a search shows without include_sold: what an edit's way to search can be polled on. */
    forSale: files.filter((f) => forSale.has(f.replace(/\.json$/, ''))),
    published: Math.round((all.length * c.listings.length) / files.length),
  };
}
