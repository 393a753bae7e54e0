// Listing pages, the market snapshot and the sitemap from the database: only in a SEARCH_BACKEND=postgres
// build, which writes no file per listing (see src/functions/live-pages.ts).
import { livePagesHandler } from '../../src/functions/live-pages.ts';
import { dataDir } from '../../src/functions/data-dir.ts';
import { once } from '../../src/functions/search-handlers.ts';
import { pg } from '../../src/functions/backend.ts';

const handler = livePagesHandler(once(async () => (await pg()).pgListings()), once(async () => (await pg()).pgLive()), dataDir(import.meta.url));
export { handler as GET, handler as HEAD };
