import type { APIRoute } from 'astro';
import { getCatalog } from '../../catalog/get-catalog.ts';
import { apiCatalog } from '../../discovery/documents.ts';
import { jsonText } from '../../http/json.ts';

// Served as application/linkset+json by the routing table.
export const GET: APIRoute = () => new Response(jsonText(apiCatalog(getCatalog())));
