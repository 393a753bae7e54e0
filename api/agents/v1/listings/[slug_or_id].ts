// GET /api/agents/v1/listings/{slug_or_id}: one listing by slug or public id, sold ones included.
import { listingLookupHandler } from '../../../../src/functions/search-handlers.ts';
import { loadListingSearch } from '../../../../src/search/index.ts';
import { dataDir } from '../../../../src/functions/data-dir.ts';

const handler = listingLookupHandler(() => loadListingSearch(dataDir(import.meta.url)));
export { handler as GET, handler as HEAD, handler as OPTIONS, handler as POST, handler as PUT, handler as PATCH, handler as DELETE };
