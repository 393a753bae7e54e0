import type { APIRoute } from 'astro';
import { getCatalog } from '../catalog/get-catalog.ts';
import { guideIndexMarkdown } from '../markdown/research-twins.ts';

export const GET: APIRoute = () => new Response(guideIndexMarkdown(getCatalog()));
