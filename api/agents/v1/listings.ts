// GET /api/agents/v1/listings: listing search over the index bundled with this function.
import { listingsSearchHandler } from '../../../src/functions/search-handlers.ts';
import { loadListingSearch } from '../../../src/search/index.ts';
import { dataDir } from '../../../src/functions/data-dir.ts';

const handler = listingsSearchHandler(() => loadListingSearch(dataDir(import.meta.url)));
export { handler as GET, handler as HEAD, handler as OPTIONS, handler as POST, handler as PUT, handler as PATCH, handler as DELETE };
