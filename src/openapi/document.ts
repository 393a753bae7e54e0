// The OpenAPI 3.1 description of the agent API: the machine-readable form of
// the public contract. Schemas come from the zod definitions the handlers use
// (components.ts), the prose from prose.ts, the operations from
// rest-paths.ts and mcp-path.ts; this file puts them together.
import { API_BASE_PATH, API_VERSION, SERVICE_NAME } from '../config.ts';
import { CC_BY } from '../catalog/attribution.ts';
import { getCatalog } from '../catalog/get-catalog.ts';
import { apiIndex } from './api-index.ts';
import { componentSchemas } from './components.ts';
import { examples } from './examples.ts';
import { mcpPath, mcpServerCardPath } from './mcp-path.ts';
import { mcpUrls } from '../mcp/metadata.ts';
import { headers, operations } from './operations.ts';
import { apiDescription } from './prose.ts';
import { OPENAPI_VERSION, restPaths } from './rest-paths.ts';

/** The document for `origin`; the contact address is the site's (content/site.yaml) unless given. */
export function buildOpenApi(origin: string, contactEmail: string = getCatalog().site.data.contact_email) {
  const ex = examples(origin, contactEmail);
  const api = `${origin}${API_BASE_PATH}`;
  const ops = operations(ex);
  const { get } = ops;
  const paths = {
    ...restPaths(origin, ex, ops),
    '/mcp': mcpPath(ex, ops),
    '/mcp/server-card': mcpServerCardPath(ex, ops),
  };

  // The index lists every other operation; its example is the index this document yields.
  const indexPath = get({
    tag: 'Meta',
    id: 'getApiIndex',
    summary: 'API index',
    description:
      'The way in for a program that knows only the base URL (also with a trailing slash): the service, its version, every operation of this document with its absolute URL, this document, the MCP endpoint and its server card, the agent guide and llms.txt.',
    schema: 'ApiIndex',
    example: { summary: 'API index', value: apiIndex(origin, paths as never) },
  });

  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: `${SERVICE_NAME} agent API`,
      version: API_VERSION,
      summary: `Read-only JSON API over ${SERVICE_NAME}'s used-equipment listings, manuals and buyer research, for AI agents.`,
      description: apiDescription(),
      contact: { name: `${SERVICE_NAME} agent support`, email: contactEmail, url: mcpUrls(origin).support },
      license: { name: `${CC_BY.name} (research content)`, url: CC_BY.url },
    },
    servers: [{ url: api, description: `${SERVICE_NAME} agent API v1` }],
    security: [],
    tags: [
      { name: 'Site', description: 'Facts about the marketplace and how to cite it.' },
      { name: 'Listings', description: 'Used equipment for sale (asking prices, not comparables).' },
      { name: 'Manuals', description: 'Operator, service and parts manuals.' },
      {
        name: 'Research',
        description: `Glossary, inspection checklists, buyer guides and the market snapshot (${CC_BY.name}).`,
      },
      {
        name: 'MCP',
        description: 'The same data as Model Context Protocol tools (Streamable HTTP, stateless, JSON responses).',
      },
      { name: 'Meta', description: 'The API index and this description.' },
    ],
    externalDocs: { description: 'Agent guide', url: `${origin}/for-agents` },
    paths: { '/': indexPath, ...paths },
    components: {
      schemas: componentSchemas(),
      headers: headers(origin),
      parameters: {
        'If-None-Match': {
          name: 'If-None-Match',
          in: 'header',
          required: false,
          description: 'An `ETag` from an earlier response; an unchanged resource answers 304 with no body.',
          schema: { type: 'string' },
          example: '"5f3a9c1e"',
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApi>;
