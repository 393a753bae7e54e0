// GET /api/agents/v1/glossary?term=…: the routing table sends a glossary request with a term here.
import { glossaryHandler, readGlossary } from '../../../src/functions/glossary-handler.ts';
import { dataDir } from '../../../src/functions/data-dir.ts';

const handler = glossaryHandler(() => readGlossary(dataDir(import.meta.url)));
// biome-ignore format: one handler answers every method (it sends 405 with Allow where one does not apply)
export { handler as GET, handler as HEAD, handler as OPTIONS, handler as POST, handler as PUT, handler as PATCH, handler as DELETE };
