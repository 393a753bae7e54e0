import type { APIRoute, GetStaticPaths } from 'astro';
import { getCatalog } from '../../../../../catalog/get-catalog.ts';
import { guideDocument } from '../../../../../catalog/documents.ts';
import { jsonText } from '../../../../../http/json.ts';
import type { Guide } from '../../../../../schemas/public.ts';

export const getStaticPaths: GetStaticPaths = () =>
  getCatalog().guides.map(({ guide, body }) => ({ params: { slug: guide.slug }, props: { guide, body } }));

export const GET: APIRoute<{ guide: Guide; body: string }> = ({ props }) =>
  new Response(jsonText(guideDocument(getCatalog(), props.guide, props.body)));
