import type { APIRoute } from 'astro';
import { getCatalog } from '../../build/catalog.ts';
import { apiCatalog } from '../../markdown/discovery.ts';
import { jsonText } from '../../http/json.ts';

// Served as application/linkset+json by the routing table.
export const GET: APIRoute = () => new Response(jsonText(apiCatalog(getCatalog())));
