import type { APIRoute, GetStaticPaths } from 'astro';
import { getCatalog } from '../../catalog/get-catalog.ts';
import { checklistMarkdown } from '../../markdown/research-twins.ts';
import type { Checklist } from '../../schemas/public.ts';

export const getStaticPaths: GetStaticPaths = () =>
  getCatalog().checklists.map(({ checklist, intro }) => ({
    params: { slug: checklist.slug },
    props: { checklist, intro },
  }));

export const GET: APIRoute<{ checklist: Checklist; intro: string }> = ({ props }) =>
  new Response(checklistMarkdown(getCatalog(), props.checklist, props.intro));
