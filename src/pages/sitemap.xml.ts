import type { APIRoute } from 'astro';
import { getCatalog } from '../catalog/get-catalog.ts';
import { sitemapXml } from '../discovery/documents.ts';

export const GET: APIRoute = () => new Response(sitemapXml(getCatalog()));
