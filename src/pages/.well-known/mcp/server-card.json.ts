import type { APIRoute } from 'astro';
import { getCatalog } from '../../../catalog/get-catalog.ts';
import { serverCard } from '../../../mcp/discovery.ts';
import { jsonText } from '../../../http/json.ts';

// The MCP server card (SEP-2127 draft), static: served as JSON by the routing table.
export const GET: APIRoute = () => new Response(jsonText(serverCard(getCatalog().origin)));
