// Loads the public listings and manuals of a content folder for the bench.
// The full content reader needs the research folders too; a generated catalog
// in /tmp may have only listings/ and manuals/, so when the full read fails
// the bench reads those two folders and projects them with the same
// functions publish() uses (approved only, newest first / make-model-title).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readContent } from '../../../src/catalog/read-content.ts';
import { publish, publicListing, publicManual, newestFirst } from '../../../src/catalog/publish.ts';
import { ListingRecord, ManualRecord } from '../../../src/schemas/content.ts';

export function loadCatalog(dir, origin = 'http://localhost:4321') {
  try {
    return publish(readContent(dir), origin);
  } catch {
    const read = (sub, schema) =>
      readdirSync(join(dir, sub))
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => schema.parse(JSON.parse(readFileSync(join(dir, sub, f), 'utf8'))));
    const listings = read('listings', ListingRecord)
      .filter((r) => r.moderation_status === 'approved')
      .map((r) => publicListing(r, origin))
      .sort(newestFirst);
    const manuals = read('manuals', ManualRecord)
      .filter((r) => r.moderation_status === 'approved')
      .map((r) => publicManual(r, origin))
      .sort(
        (a, b) =>
          a.make.localeCompare(b.make) ||
          a.model.localeCompare(b.model) ||
          a.title.localeCompare(b.title) ||
          a.id.localeCompare(b.id),
      );
    return { origin, listings, manuals };
  }
}
