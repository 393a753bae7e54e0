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
// (./cleanup.ts), in a transaction of its own. The steps live apart: the
// tables' shape (./sync-schema.ts), the row specs (./sync-kinds.ts), the
// text index (./sync-text.ts), the versions (./sync-versions.ts).
import type { ContentProblem } from '../../catalog/read-content.ts';
import { recordLeakProblem, type LeakRules } from '../../catalog/leak-text.ts';
import type { Listing, Manual } from '../../schemas/public.ts';
import { writeDb } from '../../db/write-client.ts';
import { cleanUp, GRACE_SECONDS } from './cleanup.ts';
import { KINDS, postingsTable, readOnlyGrants, recordTable, type Kind } from './schema.ts';
import { EMPTY_TABLE, mergeListingTable } from './sync-listings.ts';
import { manualTable } from './sync-manuals.ts';
import { countryNames, readForSync, type Published } from './sync-read.ts';
import { diffKind, writeRows, type Diff } from './sync-rows.ts';
import { ensureSchema } from './sync-schema.ts';
import { listingSpec, MANUALS } from './sync-kinds.ts';
import { indexText } from './sync-text.ts';
import { insertVersion, previousVersion } from './sync-versions.ts';
import { packListingSnapshot, packManualSnapshot, unpackListingSnapshot } from './snapshot.ts';
import { WordCounts } from './word-counts.ts';
import { databaseHolders } from './key-holders.ts';
import { addUnpublishedLinks } from './sync-links.ts';

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
  /** Rows born or died past which the tables are vacuumed and analyzed after the sync (default LARGE_CHANGE). */
  largeChange?: number;
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

const KINDS_SYNCED = ['listings', 'manuals'] as const;
/** Rows born or died in one sync from which its tables are vacuumed and analyzed (a one-file sync stays quick). */
const LARGE_CHANGE = 10_000;
/** The tables a sync writes rows to: vacuumed and analyzed after a large change (below). */
const BULK_TABLES = [...KINDS.map(recordTable), ...KINDS.map(postingsTable), 'search_versions'];
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
      const prev = { listings: await previousVersion(tx, 'listings'), manuals: await previousVersion(tx, 'manuals') };
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
    // A large change leaves the planner's statistics behind (a first load has none): refresh them, and vacuum
    // every table it wrote. Vacuum marks the listing rows' pages visible, which the price context's index-only
    // reads need; and it sets the hint bits of every new row once, here. Left to the first searches, each page
    // they read first would be written again (with data checksums, initdb's default since PostgreSQL 18, as a
    // full page in the WAL), and autovacuum, which a bulk insert sets off, would read the tables whole while they
    // answer the first searches.
    const changedRows = KINDS_SYNCED.reduce((n, k) => n + result.diffs[k].born.length + result.diffs[k].died.length, 0);
    if (result.touched && changedRows > (o.largeChange ?? LARGE_CHANGE))
      await step('vacuum', () => db.query(`VACUUM (ANALYZE) ${BULK_TABLES.join(', ')}`));
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
