// The OpenAPI document under the API base; identical to /openapi.json.
import type { APIRoute } from 'astro';
import { buildOpenApi } from '../../../../openapi/document.ts';
import { jsonText } from '../../../../http/json.ts';
import { siteOrigin } from '../../../../config.ts';

export const GET: APIRoute = () => new Response(jsonText(buildOpenApi(siteOrigin())));
