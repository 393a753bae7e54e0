import type { APIRoute, GetStaticPaths } from 'astro';
import { getCatalog } from '../../catalog/get-catalog.ts';
import { manualMarkdown } from '../../markdown/manual-twin.ts';
import { relatedListings } from '../../markdown/related.ts';
import type { Manual } from '../../schemas/public.ts';

// In a build the twins are written by src/build/manual-pages.ts (or, with the Postgres backend, answered by the
// page function from the database); the dev server renders each here.
export const getStaticPaths: GetStaticPaths = () =>
  process.env.SECONDLINE_LISTING_SHELL === '1' || process.env.SECONDLINE_PAGES_FROM_DB === '1'
    ? []
    : getCatalog().manuals.map((manual) => ({ params: { id: manual.id }, props: { manual } }));

export const GET: APIRoute<{ manual: Manual }> = ({ props }) =>
  new Response(manualMarkdown(getCatalog(), props.manual, { listings: relatedListings(getCatalog(), props.manual) }));
