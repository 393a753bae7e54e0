// GET /api/agents/v1/manuals: manual search over the bundled index, or Postgres (SEARCH_BACKEND=postgres).
import { manualsSearchHandler } from '../../../src/functions/search-handlers.ts';
import { manualBackend } from '../../../src/functions/backend.ts';

const handler = manualsSearchHandler(manualBackend(import.meta.url));
// biome-ignore format: one handler answers every method (it sends 405 with Allow where one does not apply)
export { handler as GET, handler as HEAD, handler as OPTIONS, handler as POST, handler as PUT, handler as PATCH, handler as DELETE };
