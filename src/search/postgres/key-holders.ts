// What the search database knows about key holders: the file each published
// listing and manual came from. index:sync hands it to the content reader,
// so a copy of a listing never replaces the one the database serves
// (src/catalog/duplicate-keys.ts).
import type pgPromise from 'pg-promise';
import { holdersFrom } from '../../catalog/published-keys.ts';
import type { ReadOptions } from '../../catalog/read-content.ts';
import { relative, resolve } from 'node:path';

type Db = pgPromise.IDatabase<unknown>;

export async function databaseHolders(db: Db, contentDir: string): Promise<ReadOptions['holders']> {
  // Files are stored as the sync's working folder saw them; the reader compares paths inside the content folder.
  const inDir = (file: string) => relative(contentDir, resolve(file));
  const listings = await db.any<{ id: string; slug: string; file: string }>(
    'SELECT id, slug, file FROM search_listings',
  );
  const manuals = await db.any<{ id: string; file: string }>('SELECT id, file FROM search_manuals');
  return holdersFrom(
    {
      content: resolve(contentDir),
      listings: listings.map((r) => [r.id, r.slug, inDir(r.file)]),
      manuals: manuals.map((r) => [r.id, inDir(r.file)]),
    },
    contentDir,
  );
}
