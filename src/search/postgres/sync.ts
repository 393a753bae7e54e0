// `npm run index:sync`: brings the search database to the content folder
// through the build's own choke point (readContent → publish: only approved
// records, contacts scrubbed, withheld records reported), touching only what
// changed. A record's content hash is its published JSON (plus the index
// format); equal hashes are left alone, new or changed ones are upserted,
// records no longer published (deleted, unapproved, withheld) are deleted.
// With a list of files, only the records of those files are considered.
//
// Order, so that a failure half-way leaves nothing a rerun would skip:
//   1. the text index (FlexSearch's Postgres adapter) gets the new token lists;
//   2. one transaction writes the rows, their hashes, the vocabulary and a new
//      catalog version. Running functions poll the version (./catalog.ts) and
//      answer from the new catalog within about a second.
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import pgPromise from 'pg-promise';
import { readContent, type ContentProblem } from '../../catalog/read-content.ts';
import { manualOrder, publish, type PublicCatalog } from '../../catalog/publish.ts';
import { CATEGORIES, CONDITIONS } from '../../schemas/vocabulary.ts';
import { countryName } from '../../catalog/countries.ts';
import { EXCHANGE_RATES } from '../../schemas/exchange-rates.ts';
import { relatedIndex } from '../related.ts';
import type { Listing, Manual } from '../../schemas/public.ts';
import { NO_PLACES } from '../places.ts';
import { tokenizeFields, type FieldTexts } from '../flex-document.ts';
import { INDEX_FORMAT } from '../options.ts';
import { listingFieldTexts } from '../listing-table.ts';
import { manualFieldTexts } from '../manuals.ts';
import { readOnlyGrants, SCHEMA_SQL, type Kind } from './schema.ts';
import { mountTextIndex, vacuumTextIndex } from './text-writer.ts';
import { databaseHolders } from './key-holders.ts';
import { LISTING_FACTS_SQL, MANUAL_FACTS_SQL, packListings, packManuals, type ListingFactRow, type ManualFactRow } from './snapshot-pack.ts';
import type { ListingCatalogMeta, ManualCatalogMeta } from './catalog.ts';
import { leakRules, recordLeakProblem, type LeakRules } from '../../catalog/leak-text.ts';

export interface SyncOptions {
  url: string; contentDir: string; origin: string; files?: string[]; log?: (m: string) => void;
  /** A role to grant read access to (the functions' role): usage and SELECT, now and on tables created later. */
  grantRead?: string;
}
export interface KindSummary { upserted: number; deleted: number; unchanged: number; version: number }
export interface SyncSummary { listings: KindSummary; manuals: KindSummary; problems: ContentProblem[]; ms: number }

type Db = pgPromise.IDatabase<unknown>;
type Pgp = pgPromise.IMain;

interface Row { id: string; file: string; hash: string; record: string; cols: Record<string, unknown>; texts: FieldTexts }

const hashOf = (record: string) => createHash('sha256').update(INDEX_FORMAT).update('\0').update(record).digest('base64url').slice(0, 22);

const listingRow = (l: Listing, file: string): Row => {
  const record = JSON.stringify(l);
  return {
    id: l.id, file, hash: hashOf(record), record, texts: listingFieldTexts(l),
    cols: {
      slug: l.slug, listed_at: l.listed_at, category: l.category, condition: l.condition, make: l.make,
      city: l.location.city, region: l.location.region, region_code: l.location.region_code, country: l.location.country,
      sold: l.status === 'sold', year: l.year, price_amount: l.price.amount, price_currency: l.price.currency, price_on_request: l.price.on_request,
    },
  };
};

const manualRow = (m: Manual, file: string): Row => {
  const record = JSON.stringify(m);
  return {
    id: m.id, file, hash: hashOf(record), record, texts: manualFieldTexts(m),
    cols: { make: m.make, model: m.model, title: m.title, category: m.category, document_type: m.document_type, language: m.language },
  };
};

/** Letter words of 4+ characters of every record: the typo vocabulary, as the bundled index writes it. */
function vocabularyOf(rows: Row[]): string {
  const vocab = new Set<string>();
  for (const r of rows) tokenizeFields(r.texts, vocab);
  return [...vocab].sort().join(' ');
}

export function listingMeta(c: PublicCatalog): ListingCatalogMeta {
  const countries = [...new Set(c.listings.map((l) => l.location.country))].sort();
  return {
    format: INDEX_FORMAT, origin: c.origin,
    categories: CATEGORIES.map(([a, b]) => [a, b]), conditions: CONDITIONS.map(([a, b]) => [a, b]), rates: EXCHANGE_RATES.rates,
    places: c.search?.places ?? NO_PLACES, filler: c.search?.filler ?? [], synonyms: c.search?.synonyms ?? [], lexicon: c.search?.lexicon ?? null,
    related: relatedIndex({ origin: c.origin, manuals: c.manuals, checklists: c.checklists ?? [], guides: c.guides ?? [] }),
    countryNames: Object.fromEntries(countries.map((k) => [k, countryName(k)])),
  };
}

/** What the last-line check of rows needs: the build's leak rules, and where to name what it withholds. */
interface RowCheck { rules: LeakRules; problems: ContentProblem[] }

async function syncKind(
  db: Db, pgp: Pgp, kind: Kind, all: Row[], meta: object, scope: ((file: string) => boolean) | null, check: RowCheck,
  log: (m: string) => void,
): Promise<KindSummary> {
  const table = `search_${kind}`;
  const have = new Map((await db.any<{ doc: number; id: string; file: string; hash: string }>(`SELECT doc, id, file, hash FROM ${table}`)).map((r) => [r.id, r]));
  // Rows written before were checked then: only new and changed ones are read, and a leaking one is not published.
  const leaking = new Set<string>();
  for (const r of all) {
    if ((scope && !scope(r.file)) || have.get(r.id)?.hash === r.hash) continue;
    // The build's last line on what the row publishes: the record as its JSON file, the index text as index files.
    const problem = recordLeakProblem(r.file, r.record, check.rules, Object.values(r.texts).join('\n'));
    if (problem) { leaking.add(r.id); check.problems.push(problem); }
  }
  const rows = leaking.size ? all.filter((r) => !leaking.has(r.id)) : all;
  const want = rows.filter((r) => !scope || scope(r.file));
  const published = new Set(rows.map((r) => r.id));
  const changed = want.filter((r) => have.get(r.id)?.hash !== r.hash);
  // No longer published (file deleted, unapproved, withheld): out, when its file is in scope.
  const gone = [...have.values()].filter((r) => (!scope || scope(r.file)) && !published.has(r.id));
  const stored = await db.oneOrNone<{ version: string; meta: object }>('SELECT version, meta FROM search_catalog WHERE kind = $1', [kind]);
  const metaChanged = !stored || JSON.stringify(stored.meta) !== JSON.stringify(meta);
  const summary = { upserted: changed.length, deleted: gone.length, unchanged: want.length - changed.length, version: Number(stored?.version ?? 0) };
  if (!changed.length && !gone.length && !metaChanged) return summary;

  // New records get their FlexSearch id before anything is written (identity values are never reused).
  const fresh = changed.filter((r) => !have.has(r.id));
  const ids = fresh.length
    ? (await db.any<{ doc: number }>(`SELECT nextval(pg_get_serial_sequence('${table}', 'doc'))::int AS doc FROM generate_series(1, $1)`, [fresh.length])).map((r) => r.doc)
    : [];
  const docOf = new Map<string, number>(fresh.map((r, i) => [r.id, ids[i]]));
  for (const r of changed) if (have.has(r.id)) docOf.set(r.id, have.get(r.id)!.doc);

  // 1. Text: old token lists out, new ones in (FlexSearch commits in its own transaction).
  const t0 = performance.now();
  const text = await mountTextIndex(kind, db);
  for (const r of gone) text.remove(r.doc);
  for (const r of changed) {
    if (have.has(r.id)) text.remove(docOf.get(r.id)!);
    text.add({ id: docOf.get(r.id)!, ...tokenizeFields(r.texts, new Set()) });
  }
  await text.commit();
  await vacuumTextIndex(kind, db);
  log(`${kind}: text index ${changed.length} added, ${gone.length} removed in ${Math.round(performance.now() - t0)} ms`);

  // 2. Rows, hashes, vocabulary and the version, all at once.
  const colNames = ['doc', 'id', 'file', 'hash', 'record', ...Object.keys(rows[0]?.cols ?? want[0]?.cols ?? {})];
  const cs = new pgp.helpers.ColumnSet(colNames, { table });
  const update = colNames.filter((c) => c !== 'id' && c !== 'doc').map((c) => `${c} = EXCLUDED.${c}`).join(', ');
  const version = await db.tx(async (tx) => {
    if (gone.length) await tx.none(`DELETE FROM ${table} WHERE doc = ANY($1)`, [gone.map((r) => r.doc)]);
    for (let i = 0; i < changed.length; i += 1000) {
      const batch = changed.slice(i, i + 1000).map((r) => ({ doc: docOf.get(r.id), id: r.id, file: r.file, hash: r.hash, record: r.record, ...r.cols }));
      await tx.none(`${pgp.helpers.insert(batch, cs)} ON CONFLICT (id) DO UPDATE SET ${update}`);
    }
    const vocab = vocabularyOf(rows);
    // The columns functions keep, from the rows as they now are (scope or not).
    const snapshot = kind === 'listings'
      ? packListings(await tx.any<ListingFactRow>(LISTING_FACTS_SQL), meta as ListingCatalogMeta)
      : packManuals(await tx.any<ManualFactRow>(MANUAL_FACTS_SQL));
    const v = await tx.one<{ version: string }>(
      `INSERT INTO search_catalog (kind, version, meta, vocab, snapshot) VALUES ($1, 1, $2, $3, $4)
       ON CONFLICT (kind) DO UPDATE SET version = search_catalog.version + 1, meta = EXCLUDED.meta, vocab = EXCLUDED.vocab,
         snapshot = EXCLUDED.snapshot, updated_at = now()
       RETURNING version`, [kind, JSON.stringify(meta), vocab, snapshot]);
    return Number(v.version);
  });
  return { ...summary, version };
}

export async function syncSearchDatabase(o: SyncOptions): Promise<SyncSummary> {
  const t0 = performance.now();
  const log = o.log ?? (() => {});
  const pgp = pgPromise({ noWarnings: true } as pgPromise.IInitOptions);
  const db = pgp(o.url);
  try {
    await db.none(SCHEMA_SQL);
    // The files the database serves keep their keys against a newcomer claiming them.
    const raw = readContent(o.contentDir, { holders: await databaseHolders(db, o.contentDir) });
    const catalog = publish(raw, o.origin);
    const check: RowCheck = { rules: leakRules(raw, catalog), problems: [] };
    const fileOf = (id: string) => raw.files.get(id) ?? id;
    const wanted = o.files ? new Set(o.files.map((f) => resolve(f))) : null;
    const scope = wanted ? (file: string) => wanted.has(resolve(file)) : null;
    const listings = await syncKind(db, pgp, 'listings', catalog.listings.map((l) => listingRow(l, fileOf(l.id))),
      listingMeta(catalog), scope, check, log);
    const manualMeta: ManualCatalogMeta = { format: INDEX_FORMAT, origin: catalog.origin, synonyms: catalog.search?.synonyms ?? [] };
    const manuals = await syncKind(db, pgp, 'manuals', [...catalog.manuals].sort(manualOrder).map((m) => manualRow(m, fileOf(m.id))), manualMeta, scope, check, log);
    if (o.grantRead) {
      if (!/^[a-z_][a-z0-9_]*$/.test(o.grantRead)) throw new Error(`not a role name: ${o.grantRead}`);
      for (const sql of readOnlyGrants(o.grantRead)) await db.none(sql);
      log(`read access granted to ${o.grantRead}`);
    }
    return { listings, manuals, problems: [...raw.problems, ...catalog.problems, ...check.problems], ms: Math.round(performance.now() - t0) };
  } finally {
    await pgp.end();
  }
}
