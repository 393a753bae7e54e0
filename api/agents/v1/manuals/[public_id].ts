// GET /api/agents/v1/manuals/{public_id}: one manual by public id.
import { manualLookupHandler } from '../../../../src/functions/search-handlers.ts';
import { manualBackend } from '../../../../src/functions/backend.ts';

const handler = manualLookupHandler(manualBackend(import.meta.url));
// biome-ignore format: one handler answers every method (it sends 405 with Allow where one does not apply)
export { handler as GET, handler as HEAD, handler as OPTIONS, handler as POST, handler as PUT, handler as PATCH, handler as DELETE };
