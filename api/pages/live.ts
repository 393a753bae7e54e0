// Listing and manual pages, the market snapshot and the sitemap from the database: only in a
// SEARCH_BACKEND=postgres build, which writes no file per listing (see src/functions/live-pages.ts).
import { livePagesHandler } from '../../src/functions/live-pages.ts';
import { dataDir } from '../../src/functions/data-dir.ts';
import { once } from '../../src/lib/once.ts';
import { pg } from '../../src/functions/backend.ts';
import { listingMarkdown } from '../../src/markdown/listing-twin.ts';
import { manualMarkdown } from '../../src/markdown/manual-twin.ts';
import { snapshotMarkdown } from '../../src/markdown/research-twins.ts';
import { SITEMAP_LIMIT, sitemapIndex, sitePageParts, urlset } from '../../src/discovery/documents.ts';

const handler = livePagesHandler(
  once(async () => (await pg()).pgListingLookupsLoaded()),
  once(async () => (await pg()).pgLive()),
  dataDir(import.meta.url),
  {
    listingTwin: listingMarkdown,
    manualTwin: manualMarkdown,
    snapshotTwin: snapshotMarkdown,
    sitePageParts,
    urlset,
    sitemapIndex,
    sitemapLimit: SITEMAP_LIMIT,
  },
);
export { handler as GET, handler as HEAD };
