import type { APIRoute, GetStaticPaths } from 'astro';
import { getCatalog } from '../../../../../catalog/get-catalog.ts';
import { checklistDocument } from '../../../../../catalog/documents.ts';
import { jsonText } from '../../../../../http/json.ts';
import type { Checklist } from '../../../../../schemas/public.ts';

export const getStaticPaths: GetStaticPaths = () =>
  getCatalog().checklists.map(({ checklist, intro }) => ({
    params: { slug: checklist.slug },
    props: { checklist, intro },
  }));

export const GET: APIRoute<{ checklist: Checklist; intro: string }> = ({ props }) =>
  new Response(jsonText(checklistDocument(getCatalog(), props.checklist, props.intro)));
