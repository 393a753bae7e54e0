// GET /api/agents/v1/listings/{slug_or_id}: one listing by slug or public id, sold ones included.
// Also answers /listings/{public_id}(.md|.json) page paths with a 308 to the slug (see page-redirect.ts).
import { listingLookupHandler } from '../../../../src/functions/search-handlers.ts';
import { withPageRedirect } from '../../../../src/functions/page-redirect.ts';
import { loadListingSearch, type ListingSearch } from '../../../../src/search/index.ts';
import { dataDir } from '../../../../src/functions/data-dir.ts';

const dir = dataDir(import.meta.url);
let core: ListingSearch | undefined;
const load = () => (core ??= loadListingSearch(dir));
const handler = withPageRedirect((key) => load().getListing(key)?.url, 'slug_or_id', dir, listingLookupHandler(load));
export { handler as GET, handler as HEAD, handler as OPTIONS, handler as POST, handler as PUT, handler as PATCH, handler as DELETE };
