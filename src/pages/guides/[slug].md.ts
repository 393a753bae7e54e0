import type { APIRoute, GetStaticPaths } from 'astro';
import { getCatalog } from '../../catalog/get-catalog.ts';
import { guideMarkdown } from '../../markdown/research-twins.ts';
import { categoryListings } from '../../markdown/related.ts';
import type { Guide } from '../../schemas/public.ts';

export const getStaticPaths: GetStaticPaths = () =>
  getCatalog().guides.map(({ guide, body }) => ({ params: { slug: guide.slug }, props: { guide, body } }));

export const GET: APIRoute<{ guide: Guide; body: string }> = ({ props }) => {
  const c = getCatalog();
  const listings = props.guide.kind === 'category_landing' ? categoryListings(c, props.guide.category) : [];
  return new Response(guideMarkdown(props.guide, props.body, { listings }));
};
