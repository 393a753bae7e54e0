import type { APIRoute } from 'astro';
import { getCatalog } from '../../catalog/get-catalog.ts';
import { aiCatalog } from '../../mcp/server-card.ts';
import { jsonText } from '../../http/json.ts';

// The AI catalog listing the MCP server card; served as application/ai-catalog+json by the routing table.
export const GET: APIRoute = () => new Response(jsonText(aiCatalog(getCatalog().origin)));
