// The markdown 404 (src/http/not-found.ts): served with status 404 for a missed twin.
import type { APIRoute } from 'astro';
import { getCatalog } from '../catalog/get-catalog.ts';
import { notFoundMarkdown } from '../markdown/not-found-twin.ts';

export const GET: APIRoute = () => new Response(notFoundMarkdown(getCatalog()));
