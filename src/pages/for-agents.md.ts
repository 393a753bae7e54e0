import type { APIRoute } from 'astro';
import { getCatalog } from '../catalog/get-catalog.ts';
import { forAgentsMarkdown } from '../discovery/agent-guide.ts';

export const GET: APIRoute = () => new Response(forAgentsMarkdown(getCatalog()));
