// Manual search on Postgres: the design of ./listings.ts on the manual table
// and the shared manual planner (../manual-query.ts).
import type { Manual } from '../../schemas/public.ts';
import type { ManualQuery } from '../../schemas/query.ts';
import type { ReadDb } from '../../db/read-pool.ts';
import { Matcher } from '../matcher.ts';
import { MANUAL_FIELDS } from '../options.ts';
import { Synonyms } from '../synonyms.ts';
import { manualPlanner, type PlannedManuals } from '../manual-query.ts';
import type { ManualBackend } from '../backend.ts';
import type { ManualSearchResult } from '../load.ts';
import { PostingCache } from './postings.ts';
import { positionsOf, unpackManuals } from './snapshot.ts';
import { recordsOf, versioned, type CatalogRow, type ManualCatalogMeta } from './catalog.ts';

interface Snapshot { meta: ManualCatalogMeta; n: number; docOf: Int32Array; plan(q: ManualQuery): Promise<PlannedManuals<number>> }

async function loadSnapshot(db: ReadDb, { meta, vocab, snapshot }: CatalogRow<ManualCatalogMeta>): Promise<Snapshot> {
  const { docOf, make, makes, models, categories, documentTypes, languages } = unpackManuals(snapshot);
  const n = docOf.length;
  const posOf = positionsOf(docOf);
  const words = vocab ? vocab.split(' ') : [];
  const text = new PostingCache(db, 'manuals', posOf, MANUAL_FIELDS.length);
  let matcher: Matcher | undefined;
  const run = manualPlanner({
    n, make, makes, models, categories, documentTypes, languages,
    matcher: () => matcher ??= new Matcher(n, text.lookups(), MANUAL_FIELDS, () => words).useSynonyms(new Synonyms(meta.synonyms)),
  });
  return { meta, n, docOf, plan: (q) => text.settle(() => run(q, (d) => d)) };
}

export async function loadPgManualSearch(db: ReadDb): Promise<ManualBackend> {
  const snapshot = versioned(db, 'manuals', (row: CatalogRow<ManualCatalogMeta>) => loadSnapshot(db, row));
  let last = await snapshot();
  return {
    get origin() {
      return last.meta.origin;
    },
    async searchManuals(q): Promise<ManualSearchResult> {
      const s = (last = await snapshot());
      const r = await s.plan(q);
      const texts = await recordsOf(db, 'search_manuals', r.items.map((d) => s.docOf[d]));
      return { ...r, items: texts.map((t) => JSON.parse(t) as Manual) };
    },
    async getManual(id) {
      const [row] = await db.query<{ record: string }>('SELECT record FROM search_manuals WHERE lower(id) = $1 LIMIT 1', [id.toLowerCase()]);
      return row ? (JSON.parse(row.record) as Manual) : undefined;
    },
  };
}
