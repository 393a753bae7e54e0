import type { APIRoute } from 'astro';
import { getCatalog } from '../build/catalog.ts';
import { glossaryMarkdown } from '../markdown/twins.ts';

export const GET: APIRoute = () => new Response(glossaryMarkdown(getCatalog()));
