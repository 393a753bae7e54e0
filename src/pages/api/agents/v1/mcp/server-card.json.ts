import type { APIRoute } from 'astro';
import { getCatalog } from '../../../../../catalog/get-catalog.ts';
import { serverCard } from '../../../../../mcp/server-card.ts';
import { jsonText } from '../../../../../http/json.ts';

// The MCP server card (SEP-2127), static; the routing table serves it at /mcp/server-card as application/mcp-server-card+json.
export const GET: APIRoute = () => {
  const c = getCatalog();
  return new Response(jsonText(serverCard(c.origin, c.site.data.contact_email)));
};
