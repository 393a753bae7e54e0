// /api/agents/v1/mcp: the MCP tool endpoint (POST), its discovery document (GET) and CORS preflight.
import { mcpHandler } from '../../../src/mcp/endpoint.ts';
import { loadMcpContext } from '../../../src/mcp/context.ts';
import { dataDir } from '../../../src/functions/data-dir.ts';

const handler = mcpHandler(() => loadMcpContext(dataDir(import.meta.url)));
export { handler as GET, handler as HEAD, handler as OPTIONS, handler as POST, handler as PUT, handler as PATCH, handler as DELETE };
