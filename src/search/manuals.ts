// Manual index, the same design as the listing index on a smaller record:
//   manuals.{field}.{k}.flex  FlexSearch's token maps in shards (./text-shards.ts)
//   manuals.meta    JSON: origin, make column, squashed models, ids, shard counts, offsets
//   manuals.vocab.meta  the typo vocabulary
//   manuals.records the public Manual JSON bytes (./record-store.ts)
import type { Manual } from '../schemas/public.ts';
import { CATEGORY_SLUGS, type Category } from '../schemas/vocabulary.ts';
import type { ManualQuery } from '../schemas/query.ts';
import { INDEX_FORMAT, MANUAL_FIELDS, newManualDocument } from './options.ts';

import { manualColumns, manualPlanner } from './manual-query.ts';
import { fileMatcher } from './file-matcher.ts';
import { b64, fromB64, readText, writeFile, type WrittenFile } from './index-files.ts';
import type { FacetEntry } from './facets.ts';
import { tokenizeFields } from './flex-document.ts';
import { RecordView, writeView, type StoredView } from './record-store.ts';
import { ParsedRecords } from './parsed-records.ts';
import { writeTextShards, type ShardCounts } from './text-shards.ts';
import { readFileSync } from 'node:fs';

export interface ManualSearchResult {
  total: number;
  items: Manual[];
  facets: { make: FacetEntry[] };
}

interface ManualMeta {
  format: string;
  origin: string;
  n: number;
  makes: string[];
  models: string[];
  /** Per manual: category slug or '', document type, primary language subtag (lower case). */
  categories: string[];
  documentTypes: string[];
  languages: string[];
  synonyms: string[][];
  ids: string[];
  text: ShardCounts;
  cols: { make: string };
  views: { full: StoredView };
}

/** The texts FlexSearch indexes for a manual (both backends). */
export const manualFieldTexts = (m: Manual) => ({ model: m.model, make: m.make, title: m.title, body: m.description });

export function writeManualIndex(
  manuals: Manual[],
  origin: string,
  dir: string,
  synonyms: readonly (readonly string[])[] = [],
): WrittenFile[] {
  const n = manuals.length;
  const doc = newManualDocument();
  const vocab = new Set<string>();
  manuals.forEach((m, i) => doc.add({ id: i, ...tokenizeFields(manualFieldTexts(m), vocab) }));
  const { make, ...columns } = manualColumns(manuals);
  const out: WrittenFile[] = [];
  // Manual search is not where latency is paid, and MCP carries these beside the listings: compress early,
  // a dictionary per category (100,000 listings' 18,394 manuals: 2.19 MB with one, 2.04 MB so).
  const full = writeView(dir, 'manuals', n, (i) => Buffer.from(JSON.stringify(manuals[i])), {
    rawBudget: 2 * 1024 * 1024,
    groupOf: (i) => CATEGORY_SLUGS.indexOf(manuals[i].category as Category) + 1,
  });
  const meta: ManualMeta = {
    format: INDEX_FORMAT,
    origin,
    n,
    ...columns,
    synonyms: synonyms.map((g) => [...g]),
    ids: manuals.map((m) => m.id),
    text: writeTextShards(doc, MANUAL_FIELDS, dir, 'manuals', out),
    cols: { make: b64(make) },
    views: { full: full.view },
  };
  writeFile(dir, 'manuals.meta', JSON.stringify(meta), out);
  writeFile(dir, 'manuals.vocab.meta', [...vocab].sort().join(' '), out);
  out.push(...full.files);
  return out;
}

export interface ManualSearch {
  origin: string;
  searchManuals(q: ManualQuery): ManualSearchResult;
  getManual(publicId: string): Manual | undefined;
  stats(): { manuals: number; makes: number; load_ms: number };
}

export function loadManualSearch(dir: string, opts: { recordCache?: number } = {}): ManualSearch {
  const t0 = performance.now();
  const meta = JSON.parse(readText(dir, 'manuals.meta')) as ManualMeta;
  if (meta.format !== INDEX_FORMAT)
    throw new Error(`manual index in ${dir} has format ${meta.format}, expected ${INDEX_FORMAT}: rebuild it`);
  const store = new ParsedRecords<Manual>(
    new RecordView(dir, 'manuals', meta.views.full, (p) => readFileSync(p)),
    opts.recordCache ?? 256,
  );
  const n = meta.n;
  const make = new Uint16Array(fromB64(meta.cols.make));
  const makes = meta.makes;
  const { matcher } = fileMatcher(dir, { kind: 'manuals', n, text: meta.text, synonyms: meta.synonyms });
  const run = manualPlanner({
    n,
    make,
    makes,
    models: meta.models,
    categories: meta.categories,
    documentTypes: meta.documentTypes,
    languages: meta.languages,
    matcher,
  });
  let byId: Map<string, number> | undefined;
  const searchManuals = (q: ManualQuery): ManualSearchResult => run(q, (d) => store.get(d));

  function getManual(id: string): Manual | undefined {
    if (!byId) {
      byId = new Map();
      meta.ids.forEach((x, i) => byId!.set(x.toLowerCase(), i));
    }
    const d = byId.get(id.toLowerCase());
    return d === undefined ? undefined : store.get(d);
  }

  const loadMs = performance.now() - t0;
  return {
    origin: meta.origin,
    searchManuals,
    getManual,
    stats: () => ({ manuals: n, makes: makes.length, load_ms: loadMs }),
  };
}
