// /api/agents/v1/mcp: the MCP tool endpoint (POST), its discovery document (GET) and CORS preflight.
import { mcpHandler } from '../../../src/mcp/endpoint.ts';
import { mcpContext } from '../../../src/mcp/context.ts';

const handler = mcpHandler(mcpContext(import.meta.url));
// biome-ignore format: one handler answers every method (it sends 405 with Allow where one does not apply)
export { handler as GET, handler as HEAD, handler as OPTIONS, handler as POST, handler as PUT, handler as PATCH, handler as DELETE };
