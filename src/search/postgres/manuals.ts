// Manual search on Postgres: the design of ./listings.ts on the manual table
// and the shared manual planner (../manual-query.ts).
import type { Manual } from '../../schemas/public.ts';
import type { ManualQuery } from '../../schemas/query.ts';
import { manualOrder } from '../../catalog/publish.ts';
import type { ReadDb } from '../../db/read-pool.ts';
import { Matcher } from '../core.ts';
import { MANUAL_FIELDS } from '../options.ts';
import { squashModel } from '../text.ts';
import { Synonyms } from '../synonyms.ts';
import { manualPlanner, primaryLanguage, type PlannedManuals } from '../manual-query.ts';
import type { ManualBackend } from '../backend.ts';
import type { ManualSearchResult } from '../load.ts';
import { PostingCache } from './postings.ts';
import { recordsOf, versioned, type CatalogRow, type ManualCatalogMeta } from './catalog.ts';

interface FactRow { doc: number; id: string; make: string; model: string; title: string; category: string | null; document_type: string; language: string }

interface Snapshot { meta: ManualCatalogMeta; n: number; docOf: Int32Array; plan(q: ManualQuery): Promise<PlannedManuals<number>> }

async function loadSnapshot(db: ReadDb, { meta, vocab }: CatalogRow<ManualCatalogMeta>): Promise<Snapshot> {
  const rows = await db.query<FactRow>('SELECT doc, id, make, model, title, category, document_type, language FROM search_manuals');
  rows.sort((a, b) => manualOrder(a as unknown as Manual, b as unknown as Manual));
  const n = rows.length;
  const docOf = Int32Array.from(rows, (r) => r.doc);
  const posOf = new Int32Array(rows.reduce((m, r) => Math.max(m, r.doc), 0) + 1).fill(-1);
  docOf.forEach((d, i) => (posOf[d] = i));
  const makes: string[] = [];
  const makeIdx = new Map<string, number>();
  const make = Uint16Array.from(rows, (r) => {
    let k = makeIdx.get(r.make);
    if (k === undefined) makeIdx.set(r.make, (k = makes.push(r.make) - 1));
    return k;
  });
  const words = vocab ? vocab.split(' ') : [];
  const text = new PostingCache(db, 'manuals', posOf, MANUAL_FIELDS.length);
  let matcher: Matcher | undefined;
  const run = manualPlanner({
    n, make, makes, models: rows.map((r) => squashModel(r.model)), categories: rows.map((r) => r.category ?? ''),
    documentTypes: rows.map((r) => r.document_type), languages: rows.map((r) => primaryLanguage(r.language)),
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
