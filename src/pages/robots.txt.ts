import type { APIRoute } from 'astro';
import { getCatalog } from '../build/catalog.ts';
import { robotsTxt } from '../markdown/discovery.ts';

export const GET: APIRoute = () => new Response(robotsTxt(getCatalog()));
