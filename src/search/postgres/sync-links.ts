// A sync of some files reads only those files, so the build's last-line
// rules (../../catalog/leak-text.ts) do not know which other records are
// unpublished. What a new or changed row links to is looked up instead: a
// listing or manual id or slug that is neither live in the database nor
// published by this sync is not published, and the row linking to it is
// withheld as the whole-folder sync would withhold it. A link to a record
// that exists nowhere counts too (the cautious side).
import { ID_OR_SLUG, type LeakRules } from '../../catalog/leak-text.ts';
import type { WriteDb } from '../../db/write-client.ts';
import type { Born } from './sync-rows.ts';
import type { ReadResult } from './sync-read.ts';

export async function addUnpublishedLinks(
  tx: WriteDb,
  read: ReadResult,
  born: Born<unknown>[],
  rules: LeakRules,
): Promise<void> {
  const published = new Set<string>();
  for (const { record: l } of read.listings) published.add(l.id).add(l.slug);
  for (const { record: m } of read.manuals) published.add(m.id);
  const linked = new Set<string>();
  for (const b of born) {
    for (const m of b.json.matchAll(ID_OR_SLUG)) {
      // A path's slug stops before `_`: /manuals/man_25ypsq53 is the id, matched on its own, not a slug "man".
      if (m[1] !== undefined && b.json[m.index + m[0].length] === '_') continue;
      const key = m[1] ?? m[0];
      if (!published.has(key)) linked.add(key);
    }
  }
  if (!linked.size) return;
  const keys = [...linked];
  const live = await tx.query<{ key: string }>(
    `SELECT id AS key FROM search_listings WHERE died IS NULL AND id = ANY($1)
     UNION SELECT slug FROM search_listings WHERE died IS NULL AND slug = ANY($1)
     UNION SELECT id FROM search_manuals WHERE died IS NULL AND id = ANY($1)`,
    [keys],
  );
  const known = new Set(live.map((r) => r.key));
  for (const k of keys) if (!known.has(k)) rules.unapproved.add(k);
}
