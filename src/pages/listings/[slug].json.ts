import type { APIRoute, GetStaticPaths } from 'astro';
import { getCatalog } from '../../build/catalog.ts';
import { listingDocument } from '../../catalog/documents.ts';
import { jsonText } from '../../http/json.ts';
import type { Listing } from '../../schemas/public.ts';

export const getStaticPaths: GetStaticPaths = () => getCatalog().listings.map((listing) => ({ params: { slug: listing.slug }, props: { listing } }));

// Byte for byte the body of GET /api/agents/v1/listings/{slug}.
export const GET: APIRoute<{ listing: Listing }> = ({ props }) => new Response(jsonText(listingDocument(getCatalog().origin, props.listing)));
