import type { APIRoute } from 'astro';
import { getCatalog } from '../../../catalog/get-catalog.ts';
import { serverCard } from '../../../mcp/server-card.ts';
import { jsonText } from '../../../http/json.ts';

// The same server card where scanners still look for it (the card itself lives at <endpoint>/server-card).
export const GET: APIRoute = () => {
  const c = getCatalog();
  return new Response(jsonText(serverCard(c.origin, c.site.data.contact_email)));
};
