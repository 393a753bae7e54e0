// Catalog versions: index:sync bumps a kind's version in search_catalog in the
// same transaction as its rows. A running function checks the version at most
// once per POLL_MS and, when it moved, reloads what it keeps in memory (the
// filter/sort/facet columns packed by the sync, the vocabulary): one row. A synced change
// is therefore answered within POLL_MS plus one reload (well inside 5 s).
import type { ReadDb } from '../../db/read-pool.ts';
import { SearchUnavailable } from '../../db/unavailable.ts';
import type { RelatedIndex } from '../related.ts';
import type { PlaceVocabulary } from '../places.ts';
import type { Lexicon } from '../../schemas/search-content.ts';
import { INDEX_FORMAT } from '../options.ts';
import type { Kind } from './schema.ts';

export const POLL_MS = 1000;

/** What the listing query core needs besides the rows (written by index:sync). */
export interface ListingCatalogMeta {
  format: string;
  origin: string;
  categories: [string, string][];
  conditions: [string, string][];
  rates: Record<string, number>;
  places: PlaceVocabulary;
  filler: string[];
  synonyms: string[][];
  /** What the query reader knows (content/search/). */
  lexicon: Lexicon | null;
  related: RelatedIndex;
  /** English names of the countries of the listings (facet labels, place words). */
  countryNames: Record<string, string>;
}
export interface ManualCatalogMeta { format: string; origin: string; synonyms: string[][] }

export interface CatalogRow<M> { version: number; meta: M; vocab: string; snapshot: Buffer }

/** The snapshot of the current catalog version, loaded by `load` when the version moves. */
export function versioned<M, S>(db: ReadDb, kind: Kind, load: (row: CatalogRow<M>) => Promise<S>): () => Promise<S> {
  let current: { version: number; snap: S } | undefined;
  let checkedAt = 0;
  let pending: Promise<S> | undefined;
  const refresh = async (): Promise<S> => {
    try {
      const [row] = await db.query<{ version: string }>('SELECT version FROM search_catalog WHERE kind = $1', [kind]);
      if (!row) throw new SearchUnavailable(`no ${kind} catalog in the database yet (run npm run index:sync)`);
      if (!current || current.version !== Number(row.version)) {
        const [full] = await db.query<{ version: string; meta: M & { format: string }; vocab: string; snapshot: Buffer | null }>(
          'SELECT version, meta, vocab, snapshot FROM search_catalog WHERE kind = $1', [kind]);
        if (full.meta.format !== INDEX_FORMAT || !full.snapshot) throw new SearchUnavailable(`${kind} catalog has format ${full.meta.format}, expected ${INDEX_FORMAT} (run npm run index:sync)`);
        current = { version: Number(full.version), snap: await load({ version: Number(full.version), meta: full.meta, vocab: full.vocab, snapshot: full.snapshot }) };
      }
      checkedAt = Date.now();
      return current.snap;
    } finally {
      pending = undefined;
    }
  };
  return () => (current && Date.now() - checkedAt < POLL_MS ? Promise.resolve(current.snap) : (pending ??= refresh()));
}

/** Stored records by FlexSearch id, in the order asked (rows deleted since are left out). */
export async function recordsOf(db: ReadDb, table: string, docs: number[]): Promise<string[]> {
  if (!docs.length) return [];
  const rows = await db.query<{ doc: number; record: string }>(`SELECT doc, record FROM ${table} WHERE doc = ANY($1)`, [docs]);
  const byDoc = new Map(rows.map((r) => [r.doc, r.record]));
  return docs.map((d) => byDoc.get(d)).filter((r): r is string => r !== undefined);
}
