import type { APIRoute } from 'astro';
import { getCatalog } from '../build/catalog.ts';
import { glossaryMarkdown } from '../markdown/research-twins.ts';

export const GET: APIRoute = () => new Response(glossaryMarkdown(getCatalog()));
