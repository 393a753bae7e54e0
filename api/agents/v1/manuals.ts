// GET /api/agents/v1/manuals: manual search over the index bundled with this function.
import { manualsSearchHandler } from '../../../src/functions/search-handlers.ts';
import { loadManualSearch } from '../../../src/search/index.ts';
import { dataDir } from '../../../src/functions/data-dir.ts';

const handler = manualsSearchHandler(() => loadManualSearch(dataDir(import.meta.url)));
export { handler as GET, handler as HEAD, handler as OPTIONS, handler as POST, handler as PUT, handler as PATCH, handler as DELETE };
