// The plain-text 404 (src/http/not-found.ts): served with status 404 for a file nobody serves.
import type { APIRoute } from 'astro';
import { getCatalog } from '../catalog/get-catalog.ts';
import { notFoundText } from '../markdown/not-found-twin.ts';

export const GET: APIRoute = () => new Response(notFoundText(getCatalog()));
