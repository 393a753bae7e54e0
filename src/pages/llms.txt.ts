import type { APIRoute } from 'astro';
import { getCatalog } from '../catalog/get-catalog.ts';
import { llmsTxt } from '../discovery/documents.ts';

export const GET: APIRoute = () => new Response(llmsTxt(getCatalog()));
