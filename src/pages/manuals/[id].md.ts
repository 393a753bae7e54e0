import type { APIRoute, GetStaticPaths } from 'astro';
import { getCatalog } from '../../catalog/get-catalog.ts';
import { manualMarkdown } from '../../markdown/manual-twin.ts';
import { relatedListings } from '../../markdown/related.ts';
import type { Manual } from '../../schemas/public.ts';

export const getStaticPaths: GetStaticPaths = () => getCatalog().manuals.map((manual) => ({ params: { id: manual.id }, props: { manual } }));

export const GET: APIRoute<{ manual: Manual }> = ({ props }) =>
  new Response(manualMarkdown(getCatalog(), props.manual, { listings: relatedListings(getCatalog(), props.manual) }));
