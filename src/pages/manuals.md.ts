import type { APIRoute } from 'astro';
import { getCatalog } from '../catalog/get-catalog.ts';
import { manualsMarkdown } from '../markdown/manual-twin.ts';

export const GET: APIRoute = () => new Response(manualsMarkdown(getCatalog()));
