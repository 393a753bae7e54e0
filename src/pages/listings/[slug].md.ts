import type { APIRoute, GetStaticPaths } from 'astro';
import { getCatalog } from '../../build/catalog.ts';
import { listingMarkdown } from '../../markdown/twins.ts';
import { relatedManuals } from '../../markdown/related.ts';
import type { Listing } from '../../schemas/public.ts';

export const getStaticPaths: GetStaticPaths = () => getCatalog().listings.map((listing) => ({ params: { slug: listing.slug }, props: { listing } }));

export const GET: APIRoute<{ listing: Listing }> = ({ props }) =>
  new Response(listingMarkdown(props.listing, { manuals: relatedManuals(getCatalog(), props.listing) }));
