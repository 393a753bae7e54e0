import type { APIRoute } from 'astro';
import { getCatalog } from '../catalog/get-catalog.ts';
import { robotsTxt } from '../discovery/documents.ts';

export const GET: APIRoute = () => new Response(robotsTxt(getCatalog()));
