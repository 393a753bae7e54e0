import type { APIRoute } from 'astro';
import { getCatalog } from '../build/catalog.ts';
import { homeMarkdown } from '../markdown/site-twins.ts';

export const GET: APIRoute = () => new Response(homeMarkdown(getCatalog()));
