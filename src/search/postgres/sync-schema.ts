// The search tables' shape for `npm run index:sync`: creates them, and drops
// tables of an older storage format or lacking a listing column, so that a
// sync never writes rows the readers would misread (everything is then
// synced again). Kept apart from the sync itself: it runs before the sync's
// transaction and decides whether the database holds a catalog at all.
import type { WriteDb } from '../../db/write-client.ts';
import { DROP_SQL, LISTING_SQL_COLUMNS, SCHEMA_SQL, STORAGE_FORMAT } from './schema.ts';

/** Creates the tables; returns true when the database holds no catalog version (new, or dropped here). */
export async function ensureSchema(db: WriteDb, log: (m: string) => void): Promise<boolean> {
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
