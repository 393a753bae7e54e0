import type { APIRoute } from 'astro';
import { getCatalog } from '../catalog/get-catalog.ts';
import { browseMarkdown } from '../markdown/site-twins.ts';

export const GET: APIRoute = () => new Response(browseMarkdown(getCatalog()));
