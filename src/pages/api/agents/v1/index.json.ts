// The API index (GET /api/agents/v1): every operation of the OpenAPI document with its URL.
import type { APIRoute } from 'astro';
import { buildOpenApi } from '../../../../openapi/document.ts';
import { apiIndex } from '../../../../openapi/api-index.ts';
import { jsonText } from '../../../../http/json.ts';
import { siteOrigin } from '../../../../config.ts';

export const GET: APIRoute = () =>
  new Response(jsonText(apiIndex(siteOrigin(), buildOpenApi(siteOrigin()).paths as never)));
