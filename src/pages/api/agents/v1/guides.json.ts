import type { APIRoute } from 'astro';
import { getCatalog } from '../../../../catalog/get-catalog.ts';
import { guideIndexDocument } from '../../../../catalog/documents.ts';
import { jsonText } from '../../../../http/json.ts';

export const GET: APIRoute = () => new Response(jsonText(guideIndexDocument(getCatalog())));
