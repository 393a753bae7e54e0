// Chunks of the sitemap index, only for catalogs past the protocol's 50,000 URLs per file.
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCatalog } from '../../catalog/get-catalog.ts';
import { sitemapChunkXml, sitemapChunks } from '../../discovery/documents.ts';

export const getStaticPaths: GetStaticPaths = () =>
  Array.from({ length: sitemapChunks(getCatalog()) }, (_, i) => ({ params: { n: String(i + 1) } }));

export const GET: APIRoute = ({ params }) => new Response(sitemapChunkXml(getCatalog(), Number(params.n)));
