import type { APIRoute } from 'astro';
import { getCatalog } from '../catalog/get-catalog.ts';
import { homeMarkdown } from '../markdown/site-twins.ts';

export const GET: APIRoute = () => new Response(homeMarkdown(getCatalog()));
