// `npm run index:sync [FILE …]`: brings the search database to the content
// folder through the build's own publishing step, touching only what changed
// (./sync-rows.ts), and with files named, reading and publishing only those.
//
// Crash-safe by construction: everything a sync writes (new rows, dead
// marks, postings, each changed kind's snapshot, the new version number)
// goes into ONE transaction. Killed at any point, the database keeps
// answering the previous version whole; the next sync starts from there.
// What the previous versions leave (dead rows, their postings, superseded
// snapshots) is taken away by a later sync after a grace period
// (./cleanup.ts), in a transaction of its own.
import type { ContentProblem } from '../../catalog/read-content.ts';
import type { Listing, Manual } from '../../schemas/public.ts';
import { writeDb, type WriteDb } from '../../db/write-client.ts';
import { tokenizeFields } from '../flex-document.ts';
import { LISTING_FIELDS, MANUAL_FIELDS } from '../options.ts';
import { listingFieldTexts } from '../listing-table.ts';
import { manualFieldTexts } from '../manuals.ts';
import { machineKey, makeKey, squashModel } from '../text.ts';
import { cleanUp, GRACE_SECONDS } from './cleanup.ts';
import { appendPostings, appendState, PostingBatch } from './postings-write.ts';
import {
  DROP_SQL,
  LISTING_SQL_COLUMNS,
  readOnlyGrants,
  recordTable,
  SCHEMA_SQL,
  STORAGE_FORMAT,
  type Kind,
} from './schema.ts';
import { EMPTY_TABLE, mergeListingTable } from './sync-listings.ts';
import { manualTable } from './sync-manuals.ts';
import { countryNames, readForSync, type Published } from './sync-read.ts';
import { diffKind, writeRows, type Diff, type KindSpec } from './sync-rows.ts';
import { packListingSnapshot, packManualSnapshot, unpackListingSnapshot } from './snapshot.ts';
import { WordCounts } from './word-counts.ts';
import { databaseHolders } from './key-holders.ts';
import { addUnpublishedLinks } from './sync-links.ts';
import { recordLeakProblem, type LeakRules } from '../../catalog/leak-text.ts';

export interface SyncOptions {
  url: string;
  contentDir: string;
  origin: string;
  files?: string[];
  log?: (m: string) => void;
  /** A role to grant read access to (the functions' role): usage and SELECT, now and on tables created later. */
  grantRead?: string;
  /** How long dead rows and superseded snapshots stay readable (default GRACE_SECONDS). */
  graceSeconds?: number;
}
interface KindSummary {
  upserted: number;
  deleted: number;
  unchanged: number;
  version: number;
}
export interface SyncSummary {
  listings: KindSummary;
  manuals: KindSummary;
  problems: ContentProblem[];
  ms: number;
  steps: Record<string, number>;
}

/** Listing rows: the listing table's SQL columns (prices converted at `rates`). */
const listingSpec = (rates: Record<string, number>): KindSpec<Listing> => ({
  kind: 'listings',
  fields: LISTING_FIELDS,
  texts: listingFieldTexts,
  slug: (l) => l.slug,
  types: {
    slug: 'text',
    listed_at: 'text',
    updated_at: 'text',
    make_key: 'text',
    model_key: 'text',
    ...Object.fromEntries(LISTING_SQL_COLUMNS.map((c) => [c.name, c.type])),
  },
  columns: (l) => ({
    slug: l.slug,
    listed_at: l.listed_at,
    updated_at: l.updated_at,
    make_key: makeKey(l.make),
    model_key: squashModel(l.model),
    ...Object.fromEntries(LISTING_SQL_COLUMNS.map((c) => [c.name, c.of(l, rates)])),
  }),
});
const MANUALS: KindSpec<Manual> = {
  kind: 'manuals',
  fields: MANUAL_FIELDS,
  texts: manualFieldTexts,
  types: Object.fromEntries(
    ['machine', 'make', 'model', 'title', 'category', 'document_type', 'language', 'updated_at'].map((k) => [
      k,
      'text',
    ]),
  ),
  columns: (m) => ({
    machine: machineKey(m.make, m.model),
    make: m.make,
    model: m.model,
    title: m.title,
    category: m.category,
    document_type: m.document_type,
    language: m.language,
    updated_at: m.updated_at,
  }),
};
const KINDS_SYNCED = ['listings', 'manuals'] as const;
/** Docs whose tokens are cut and sent to the postings per statement batch (memory stays flat at a million). */
const POSTING_DOCS = 20_000;

/** Creates the tables; returns true when the database holds no catalog version (new, or dropped here). */
async function ensureSchema(db: WriteDb, log: (m: string) => void): Promise<boolean> {
  const [{ format, old }] = await db
    .query<{ format: string | null; old: string | null }>(
      `SELECT (SELECT format FROM search_format LIMIT 1) AS format, to_regclass('flexsearch_listings.reg')::text AS old`,
    )
    .catch(() => [{ format: null, old: null }]);
  const [{ present }] = await db.query<{ present: string | null }>(
    `SELECT to_regclass('search_versions')::text AS present`,
  );
  // A column added to (or changed in) the listing column descriptor is a new shape too, without a format bump.
  const missing = present ? await missingColumns(db) : [];
  if (old || (present && (format !== STORAGE_FORMAT || missing.length))) {
    const why = missing.length
      ? `without the column(s) ${missing.join(', ')}`
      : `of format ${format ?? 'secondline-pg/1'}`;
    log(`search tables ${why} found: dropped, everything is synced again (${STORAGE_FORMAT})`);
    await db.query(DROP_SQL);
  }
  await db.query(SCHEMA_SQL);
  await db.query(`INSERT INTO search_format (format) SELECT $1 WHERE NOT EXISTS (SELECT 1 FROM search_format)`, [
    STORAGE_FORMAT,
  ]);
  return (await db.query('SELECT 1 FROM search_catalog')).length === 0;
}

/** The listing table's SQL columns (name and type) that search_listings lacks. */
async function missingColumns(db: WriteDb): Promise<string[]> {
  const have = new Set(
    (
      await db.query<{ c: string }>(
        `SELECT column_name || ' ' || data_type AS c FROM information_schema.columns WHERE table_name = 'search_listings' AND table_schema = current_schema()`,
      )
    ).map((r) => r.c),
  );
  return LISTING_SQL_COLUMNS.map((c) => `${c.name} ${c.type}`).filter((c) => !have.has(c));
}

interface Previous {
  version: number;
  meta: unknown;
  snapshot: Buffer;
  words: Buffer;
}
const previous = async (tx: WriteDb, kind: Kind) =>
  (
    await tx.query<Previous>(
      'SELECT version, meta, snapshot, words FROM search_versions WHERE kind = $1 ORDER BY version DESC LIMIT 1',
      [kind],
    )
  )[0];

/** Postings and word counts of the born docs; word counts of the dead ones. */
async function indexText<T>(tx: WriteDb, spec: KindSpec<T>, diff: Diff<T>, words: WordCounts, fresh: boolean) {
  const state = appendState(fresh);
  for (let i = 0; i < diff.born.length; i += POSTING_DOCS) {
    const batch = new PostingBatch();
    for (const b of diff.born.slice(i, i + POSTING_DOCS)) {
      const w = new Set<string>();
      batch.add(b.doc, tokenizeFields(spec.texts(b.record), w), spec.fields);
      words.apply(w, 1);
    }
    await appendPostings(tx, spec.kind, batch, state);
  }
  const dead = diff.died.map((d) => d.doc);
  for (let i = 0; i < dead.length; i += POSTING_DOCS) {
    const rows = await tx.query<{ record: string }>(
      `SELECT record FROM ${recordTable(spec.kind)} WHERE doc = ANY($1)`,
      [dead.slice(i, i + POSTING_DOCS)],
    );
    for (const r of rows) words.apply(spec.texts(JSON.parse(r.record)), -1);
  }
}

/**
 * Takes out of `diff` the born rows the build's last line would withhold (the record as its JSON file, the index
 * text as index files), named in `problems`; their previous version still dies: the record is withheld.
 */
function withholdLeaking<T>(diff: Diff<T>, rules: LeakRules, problems: ContentProblem[], texts: (r: T) => object) {
  diff.born = diff.born.filter((b) => {
    const problem = recordLeakProblem(b.file, b.json, rules, Object.values(texts(b.record)).join('\n'));
    if (problem) problems.push(problem);
    return !problem;
  });
}

/** Counts for the log: a changed record is one upsert (its old doc dying is not a deletion). */
function summary(d: Diff<{ id: string }>, touched: boolean, version: number): KindSummary {
  if (!touched) return { upserted: 0, deleted: 0, unchanged: d.unchanged, version };
  const reborn = new Set(d.born.map((b) => b.record.id));
  return {
    upserted: d.born.length,
    deleted: d.died.filter((x) => !reborn.has(x.id)).length,
    unchanged: d.unchanged,
    version,
  };
}

export async function syncSearchDatabase(o: SyncOptions): Promise<SyncSummary> {
  const t0 = performance.now();
  const steps: Record<string, number> = {};
  const log = o.log ?? (() => {});
  const step = async <T>(name: string, work: () => T | Promise<T>): Promise<T> => {
    const t = performance.now();
    const out = await work();
    steps[name] = Math.round(performance.now() - t);
    return out;
  };
  const db = await writeDb(o.url);
  // Files named into a database without a catalog would publish a catalog of those files alone.
  const empty = await step('schema', () => ensureSchema(db, log)).catch(async (e) => {
    await db.end();
    throw e;
  });
  const readAll = async (files?: string[]) => {
    // A whole-folder sync: the files the database serves keep their keys against a newcomer claiming them.
    const holders = files || empty ? undefined : await databaseHolders(db, o.contentDir);
    const r = await step('read and publish', () => readForSync(o.contentDir, o.origin, files, holders));
    log(
      `read ${r.listings.length} listings and ${r.manuals.length} manuals (${files ? `${files.length} files named` : 'whole folder'}) in ${r.ms.read} ms, published in ${r.ms.publish} ms`,
    );
    return r;
  };
  try {
    if (empty && o.files)
      log('the database holds no catalog yet: the whole content folder is synced, not only the files named');
    const read = await readAll(empty ? undefined : o.files);
    const LISTINGS = listingSpec(read.listingMeta.rates);
    const SPECS = { listings: LISTINGS, manuals: MANUALS };
    const cleaned = await step('clean up', () => db.tx((tx) => cleanUp(tx, SPECS, o.graceSeconds ?? GRACE_SECONDS)));
    if (cleaned.rows || cleaned.versions)
      log(`cleaned up ${cleaned.rows} dead rows (and their postings), ${cleaned.versions} superseded snapshots`);
    const result = await db.tx(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('secondline-index-sync'))`);
      const [cur] = await tx.query<{ version: string }>('SELECT version FROM search_catalog FOR UPDATE');
      const version = Number(cur?.version ?? 0) + 1;
      const problems: ContentProblem[] = [];
      const diffs = await step('diff', async () => ({
        listings: await diffKind(tx, LISTINGS, read.listings as Published<Listing>[], read.scope),
        manuals: await diffKind(tx, MANUALS, read.manuals as Published<Manual>[], read.scope),
      }));
      problems.push(...diffs.listings.problems, ...diffs.manuals.problems);
      // The build's last line on each new or changed row (rows written before were checked then).
      if (read.scope) await addUnpublishedLinks(tx, read, [...diffs.listings.born, ...diffs.manuals.born], read.rules);
      withholdLeaking(diffs.listings, read.rules, problems, LISTINGS.texts);
      withholdLeaking(diffs.manuals, read.rules, problems, MANUALS.texts);
      const prev = { listings: await previous(tx, 'listings'), manuals: await previous(tx, 'manuals') };
      const changed = (k: Kind) => diffs[k].born.length > 0 || diffs[k].died.length > 0 || !prev[k];
      // The catalog meta (synonyms, places, related guides, …) moves with the small content files.
      const { countryNames: _names, ...prevListingMeta } = (prev.listings?.meta ?? {}) as { countryNames?: unknown };
      const metaMoved = !!prev.listings && JSON.stringify(prevListingMeta) !== JSON.stringify(read.listingMeta);
      const manualMetaMoved = !!prev.manuals && JSON.stringify(prev.manuals.meta) !== JSON.stringify(read.manualMeta);
      if (!changed('listings') && !changed('manuals') && !metaMoved && !manualMetaMoved) {
        return { problems, version: version - 1, diffs, touched: false };
      }
      await step('rows', async () => {
        await writeRows(tx, LISTINGS, diffs.listings, version);
        await writeRows(tx, MANUALS, diffs.manuals, version);
      });
      if (changed('listings') || metaMoved) {
        const words = WordCounts.unpack(prev.listings?.words ?? null);
        await step('listing text', () => indexText(tx, LISTINGS, diffs.listings, words, !prev.listings));
        const table = await step('listing table', () =>
          mergeListingTable(
            tx,
            prev.listings ? unpackListingSnapshot(prev.listings.snapshot) : EMPTY_TABLE,
            new Set(diffs.listings.died.map((d) => d.doc)),
            diffs.listings.born,
            read.listingMeta.rates,
            version,
          ),
        );
        const meta = { ...read.listingMeta, countryNames: countryNames(table.dict.places.map((p) => p[3])) };
        await step('listing version', () =>
          insertVersion(tx, 'listings', version, meta, packListingSnapshot(table), words),
        );
      }
      if (changed('manuals') || manualMetaMoved) {
        const words = WordCounts.unpack(prev.manuals?.words ?? null);
        await step('manual text', () => indexText(tx, MANUALS, diffs.manuals, words, !prev.manuals));
        const table = await step('manual table', () => manualTable(tx, version));
        await step('manual version', () =>
          insertVersion(tx, 'manuals', version, read.manualMeta, packManualSnapshot(table), words),
        );
      }
      await tx.query(
        `INSERT INTO search_catalog (one, version) VALUES (true, $1) ON CONFLICT (one) DO UPDATE SET version = $1, updated_at = now()`,
        [version],
      );
      return { problems, version, diffs, touched: true };
    });
    // A large change leaves the planner's statistics behind (a first load has none): refresh them.
    const changedRows = KINDS_SYNCED.reduce((n, k) => n + result.diffs[k].born.length + result.diffs[k].died.length, 0);
    if (result.touched && changedRows > 10_000) {
      await step('analyze', () =>
        db.query(
          'ANALYZE search_listings, search_manuals, search_postings_listings, search_postings_manuals, search_versions',
        ),
      );
    }
    if (o.grantRead) {
      if (!/^[a-z_][a-z0-9_]*$/.test(o.grantRead)) throw new Error(`not a role name: ${o.grantRead}`);
      for (const sql of readOnlyGrants(o.grantRead)) await db.query(sql);
      log(`read access granted to ${o.grantRead}`);
    }
    log(
      `steps (ms): ${Object.entries(steps)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    return {
      listings: summary(result.diffs.listings, result.touched, result.version),
      manuals: summary(result.diffs.manuals, result.touched, result.version),
      problems: [...read.problems, ...result.problems],
      ms: Math.round(performance.now() - t0),
      steps,
    };
  } finally {
    await db.end();
  }
}

async function insertVersion(
  tx: WriteDb,
  kind: Kind,
  version: number,
  meta: object,
  snapshot: Buffer,
  words: WordCounts,
) {
  await tx.query('UPDATE search_versions SET superseded_at = now() WHERE kind = $1 AND superseded_at IS NULL', [kind]);
  await tx.query(
    'INSERT INTO search_versions (kind, version, meta, snapshot, vocab, words) VALUES ($1, $2, $3, $4, $5, $6)',
    [kind, version, JSON.stringify(meta), snapshot, words.text(), words.pack()],
  );
}
