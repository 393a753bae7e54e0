import type { APIRoute } from 'astro';
import { getCatalog } from '../build/catalog.ts';
import { checklistIndexMarkdown } from '../markdown/twins.ts';

export const GET: APIRoute = () => new Response(checklistIndexMarkdown(getCatalog()));
