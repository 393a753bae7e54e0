// /listings/{slug} (+ .md, .json) from the database: only in a SEARCH_BACKEND=postgres build, where no
// file per listing is written (see src/functions/listing-pages.ts).
import { listingPagesHandler } from '../../src/functions/listing-pages.ts';
import { dataDir } from '../../src/functions/data-dir.ts';
import { once } from '../../src/functions/search-handlers.ts';
import { pg } from '../../src/functions/backend.ts';

const handler = listingPagesHandler(once(async () => (await pg()).pgListings()), dataDir(import.meta.url));
export { handler as GET, handler as HEAD };
