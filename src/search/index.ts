// The search core: pure functions over an index written at build time from
// the public projection. No HTTP here; the functions and MCP tools call it.
//
//   writeSearchIndexes(catalog, dir)   at build time
//   loadListingSearch(dir)             in the listings function (does not read manuals)
//   loadManualSearch(dir)              in the manuals function (does not read listings)
// A function that wants the smallest cold start imports './load.ts' (no
// writer, no zod); this module adds the writer, which needs the vocabulary.
import { mkdirSync } from 'node:fs';
import type { PublicCatalog } from '../catalog/publish.ts';
import { countryName } from '../catalog/countries.ts';
import { listingVocabulary } from './listing-vocabulary.ts';
import { relatedIndex } from './related.ts';
import { writeListingIndex } from './listings.ts';
import { writeManualIndex } from './manuals.ts';
import type { WrittenFile } from './index-files.ts';

export * from './load.ts';

export interface IndexSummary {
  dir: string;
  origin: string;
  listings: number;
  manuals: number;
  /** Every file written, with its size in bytes. `listings.*` serve the listing function, `manuals.*` the manual one. */
  files: WrittenFile[];
  bytes: number;
  ms: number;
}

export function writeSearchIndexes(
  catalog: Pick<PublicCatalog, 'origin' | 'listings' | 'manuals'> &
    Partial<Pick<PublicCatalog, 'search' | 'checklists' | 'guides'>>,
  dir: string,
): IndexSummary {
  const t0 = performance.now();
  mkdirSync(dir, { recursive: true });
  const files = [
    ...writeListingIndex(catalog.listings, catalog.origin, dir, {
      countryName,
      ...listingVocabulary(catalog.search),
      related: relatedIndex({
        origin: catalog.origin,
        manuals: catalog.manuals,
        checklists: catalog.checklists ?? [],
        guides: catalog.guides ?? [],
      }),
    }),
    ...writeManualIndex(catalog.manuals, catalog.origin, dir, catalog.search?.synonyms ?? []),
  ];
  return {
    dir,
    origin: catalog.origin,
    listings: catalog.listings.length,
    manuals: catalog.manuals.length,
    files,
    bytes: files.reduce((s, f) => s + f.bytes, 0),
    ms: Math.round(performance.now() - t0),
  };
}
