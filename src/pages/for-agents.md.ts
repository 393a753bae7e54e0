import type { APIRoute } from 'astro';
import { getCatalog } from '../build/catalog.ts';
import { forAgentsMarkdown } from '../markdown/agent-guide.ts';

export const GET: APIRoute = () => new Response(forAgentsMarkdown(getCatalog()));
