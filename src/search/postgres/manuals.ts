// Manual search on Postgres: the design of ./listings.ts on the manual table
// and the shared manual planner (../manual-query.ts).
import type { Manual } from '../../schemas/public.ts';
import type { ManualQuery } from '../../schemas/query.ts';
import type { ReadDb } from '../../db/read-pool.ts';
import { MANUAL_FIELDS } from '../options.ts';
import { manualPlanner, type PlannedManuals } from '../manual-query.ts';
import type { ManualBackend } from '../backend.ts';
import type { ManualSearchResult } from '../load.ts';
import { snapshotText } from './snapshot-text.ts';
import { positionsOf, unpackManualSnapshot } from './snapshot.ts';
import { RecordCache } from './record-cache.ts';
import { Catalog, type ManualCatalogMeta, type SnapshotRow } from './catalog.ts';
import { LIVE_AT } from './schema.ts';

interface Snapshot {
  meta: ManualCatalogMeta;
  n: number;
  docOf: Int32Array;
  plan(q: ManualQuery): Promise<PlannedManuals<number>>;
}

function loadSnapshot(db: ReadDb, { version, meta, snapshot }: SnapshotRow<ManualCatalogMeta>): Snapshot {
  const { docOf, make, makes, models, categories, documentTypes, languages } = unpackManualSnapshot(snapshot);
  const n = docOf.length;
  const { text, words, matcher } = snapshotText(db, {
    kind: 'manuals',
    version,
    n,
    posOf: positionsOf(docOf),
    fields: MANUAL_FIELDS,
    synonyms: meta.synonyms,
  });
  const run = manualPlanner({
    n,
    make,
    makes,
    models,
    categories,
    documentTypes,
    languages,
    matcher,
  });
  return { meta, n, docOf, plan: (q) => text.settle(() => run(q, (d: number) => d), words) };
}

export async function loadPgManualSearch(db: ReadDb, catalog = new Catalog(db)): Promise<ManualBackend> {
  const current = () => catalog.snapshot('manuals', (row: SnapshotRow<ManualCatalogMeta>) => loadSnapshot(db, row));
  let last = await current();
  const records = new RecordCache(db, 'search_manuals');
  return {
    get origin() {
      return last.snap.meta.origin;
    },
    async searchManuals(q): Promise<ManualSearchResult> {
      const s = (last = await current());
      const r = await s.snap.plan(q);
      const texts = await records.get(r.items.map((d) => s.snap.docOf[d]));
      return { ...r, items: texts.map((t) => JSON.parse(t.toString()) as Manual) };
    },
    async getManual(id) {
      const s = (last = await current());
      const [row] = await db.query<{ record: string }>(
        `SELECT record FROM search_manuals WHERE lower(id) = $1 AND ${LIVE_AT('$2')} LIMIT 1`,
        [id.toLowerCase(), s.version],
      );
      return row ? (JSON.parse(row.record) as Manual) : undefined;
    },
  };
}
