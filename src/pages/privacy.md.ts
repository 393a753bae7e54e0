import type { APIRoute } from 'astro';
import { getCatalog } from '../build/catalog.ts';
import { privacyMarkdown } from '../markdown/privacy-twin.ts';

export const GET: APIRoute = () => new Response(privacyMarkdown(getCatalog()));
