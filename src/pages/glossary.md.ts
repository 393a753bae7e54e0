import type { APIRoute } from 'astro';
import { getCatalog } from '../catalog/get-catalog.ts';
import { glossaryMarkdown } from '../markdown/research-twins.ts';

export const GET: APIRoute = () => new Response(glossaryMarkdown(getCatalog()));
