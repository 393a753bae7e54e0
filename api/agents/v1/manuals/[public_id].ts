// GET /api/agents/v1/manuals/{public_id}: one manual by public id.
import { manualLookupHandler } from '../../../../src/functions/search-handlers.ts';
import { loadManualSearch } from '../../../../src/search/index.ts';
import { dataDir } from '../../../../src/functions/data-dir.ts';

const handler = manualLookupHandler(() => loadManualSearch(dataDir(import.meta.url)));
export { handler as GET, handler as HEAD, handler as OPTIONS, handler as POST, handler as PUT, handler as PATCH, handler as DELETE };
