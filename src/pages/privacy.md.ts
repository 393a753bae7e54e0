import type { APIRoute } from 'astro';
import { getCatalog } from '../catalog/get-catalog.ts';
import { privacyMarkdown } from '../markdown/privacy-twin.ts';

export const GET: APIRoute = () => new Response(privacyMarkdown(getCatalog()));
