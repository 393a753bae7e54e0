// What the search database knows about key holders: the file each published
// listing and manual came from. index:sync hands it to the content reader,
// so a copy of a listing never replaces the one the database serves
// (src/catalog/duplicate-keys.ts).
import type { WriteDb } from '../../db/write-client.ts';
import { holdersFrom } from '../../catalog/published-keys.ts';
import type { ReadOptions } from '../../catalog/read-content.ts';
import { resolve } from 'node:path';

export async function databaseHolders(db: WriteDb, contentDir: string): Promise<ReadOptions['holders']> {
  // Files are stored relative to the content folder, as the reader compares them.
  const inDir = (file: string) => file;
  const listings = await db.query<{ id: string; slug: string; file: string }>(
    'SELECT id, slug, file FROM search_listings WHERE died IS NULL',
  );
  const manuals = await db.query<{ id: string; file: string }>(
    'SELECT id, file FROM search_manuals WHERE died IS NULL',
  );
  return holdersFrom(
    {
      content: resolve(contentDir),
      listings: listings.map((r) => [r.id, r.slug, inDir(r.file)]),
      manuals: manuals.map((r) => [r.id, inDir(r.file)]),
    },
    contentDir,
  );
}
