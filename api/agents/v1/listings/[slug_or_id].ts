// GET /api/agents/v1/listings/{slug_or_id}: one listing by slug or public id, sold ones included.
// Also answers /listings/{public_id}(.md|.json) page paths with a 308 to the slug (see page-redirect.ts).
import { cacheFor, listingLookupHandler } from '../../../../src/functions/search-handlers.ts';
import { once } from '../../../../src/lib/once.ts';
import { withPageRedirect } from '../../../../src/functions/page-redirect.ts';
import { listingLookups } from '../../../../src/functions/backend.ts';
import { dataDir } from '../../../../src/functions/data-dir.ts';

const load = once(listingLookups(import.meta.url));
const handler = withPageRedirect(
  async (key) => (await (await load()).getListing(key))?.url,
  'slug_or_id',
  dataDir(import.meta.url),
  listingLookupHandler(load),
  cacheFor('static'),
);
// biome-ignore format: one handler answers every method (it sends 405 with Allow where one does not apply)
export { handler as GET, handler as HEAD, handler as OPTIONS, handler as POST, handler as PUT, handler as PATCH, handler as DELETE };
