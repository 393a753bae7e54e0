// The public catalog of this build, read once per process. Pages, static
// endpoints and the index writer all take it from here.
import { readContent } from '../catalog/read-content.ts';
import { publish, type PublicCatalog } from '../catalog/publish.ts';
import { contentDir, siteOrigin } from '../config.ts';

let cached: PublicCatalog | undefined;

export function getCatalog(): PublicCatalog {
  cached ??= publish(readContent(contentDir()), siteOrigin());
  return cached;
}
