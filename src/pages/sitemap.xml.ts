import type { APIRoute } from 'astro';
import { getCatalog } from '../build/catalog.ts';
import { sitemapXml } from '../markdown/discovery.ts';

export const GET: APIRoute = () => new Response(sitemapXml(getCatalog()));
