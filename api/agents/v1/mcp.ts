// /api/agents/v1/mcp: the MCP tool endpoint (POST), its discovery document (GET) and CORS preflight.
import { mcpHandler } from '../../../src/mcp/endpoint.ts';
import { mcpContext } from '../../../src/mcp/context.ts';

const handler = mcpHandler(mcpContext(import.meta.url));
export {
  handler as GET,
  handler as HEAD,
  handler as OPTIONS,
  handler as POST,
  handler as PUT,
  handler as PATCH,
  handler as DELETE,
};
