import type { APIRoute } from 'astro';
import { getCatalog } from '../build/catalog.ts';
import { manualsMarkdown } from '../markdown/twins.ts';

export const GET: APIRoute = () => new Response(manualsMarkdown(getCatalog()));
