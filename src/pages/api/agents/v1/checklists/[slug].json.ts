import type { APIRoute, GetStaticPaths } from 'astro';
import { getCatalog } from '../../../../../build/catalog.ts';
import { checklistDocument } from '../../../../../catalog/documents.ts';
import { jsonText } from '../../../../../http/json.ts';
import type { Checklist } from '../../../../../schemas/public.ts';

export const getStaticPaths: GetStaticPaths = () =>
  getCatalog().checklists.map(({ checklist }) => ({ params: { slug: checklist.slug }, props: { checklist } }));

export const GET: APIRoute<{ checklist: Checklist }> = ({ props }) => new Response(jsonText(checklistDocument(getCatalog(), props.checklist)));
