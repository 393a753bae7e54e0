// index:sync's reading side: the content folder through the build's own
// choke point (readContent → publish: only approved records, every string
// scrubbed, a record with a contact that cannot be removed withheld and
// reported), all of it or only the files named. Listing and manual files are
// what a sync reads by the file; the rest of the content (site, research,
// search vocabulary) is small and read whole, because the publishing step
// and the catalog meta need it.
import { relative, resolve } from 'node:path';
import { readContent, type ContentProblem, type ReadOptions } from '../../catalog/read-content.ts';
import { leakRules, type LeakRules } from '../../catalog/leak-text.ts';
import { publish } from '../../catalog/publish.ts';
import { countryName } from '../../catalog/countries.ts';
import { relatedIndex } from '../related.ts';
import type { Listing, Manual } from '../../schemas/public.ts';
import { listingVocabulary } from '../listing-vocabulary.ts';
import { INDEX_FORMAT } from '../options.ts';
import type { ListingCatalogMeta, ManualCatalogMeta } from './catalog.ts';

export interface Published<T> {
  record: T;
  file: string;
}

export interface ReadResult {
  listings: Published<Listing>[];
  manuals: Published<Manual>[];
  /** The files this sync speaks for (content-relative), or null: the whole folder. */
  scope: Set<string> | null;
  problems: ContentProblem[];
  listingMeta: Omit<ListingCatalogMeta, 'countryNames'>;
  manualMeta: ManualCatalogMeta;
  /** The build's last-line rules for what this read publishes. */
  rules: LeakRules;
  ms: { read: number; publish: number };
}

/** Country names for the countries of the catalog's places (facet labels, place words). */
export const countryNames = (codes: Iterable<string>) =>
  Object.fromEntries([...new Set(codes)].sort().map((k) => [k, countryName(k)]));

export function readForSync(
  contentDir: string,
  origin: string,
  files?: string[],
  holders?: ReadOptions['holders'],
): ReadResult {
  const t0 = performance.now();
  const dir = resolve(contentDir);
  const only = files ? new Set(files.map((f) => resolve(f))) : undefined;
  const raw = readContent(dir, { only, holders });
  const t1 = performance.now();
  const catalog = publish(raw, origin);
  const t2 = performance.now();
  // Files are named relative to the content folder, so a sync from another working directory agrees.
  const fileOf = (id: string) => relative(dir, resolve(raw.files.get(id) ?? id));
  const relatedByCategory = relatedIndex({
    origin,
    manuals: [],
    checklists: catalog.checklists ?? [],
    guides: catalog.guides ?? [],
  }).byCategory;
  return {
    listings: catalog.listings.map((l) => ({ record: l, file: fileOf(l.id) })),
    manuals: catalog.manuals.map((m) => ({ record: m, file: fileOf(m.id) })),
    scope: only ? new Set([...only].map((f) => relative(dir, f))) : null,
    problems: [...raw.problems, ...catalog.problems],
    listingMeta: {
      format: INDEX_FORMAT,
      origin,
      ...listingVocabulary(catalog.search),
      relatedByCategory,
    },
    manualMeta: { format: INDEX_FORMAT, origin, synonyms: catalog.search?.synonyms ?? [] },
    rules: leakRules(raw, catalog),
    ms: { read: Math.round(t1 - t0), publish: Math.round(t2 - t1) },
  };
}
