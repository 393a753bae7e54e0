import type { APIRoute } from 'astro';
import { getCatalog } from '../build/catalog.ts';
import { llmsTxt } from '../markdown/discovery.ts';

export const GET: APIRoute = () => new Response(llmsTxt(getCatalog()));
