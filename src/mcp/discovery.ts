// What describes the MCP server without connecting: the GET discovery
// document (shaped by its OpenAPI schema, McpDiscovery) and the server card
// at /.well-known/mcp/server-card.json (SEP-2127 draft shape).
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server';
import { API_BASE_PATH } from '../config.ts';
import { McpDiscovery } from './rpc-schemas.ts';
import { INSTRUCTIONS, SERVER_CARD_PATH, SERVER_INFO, icons } from './metadata.ts';

export { SERVER_CARD_PATH };
import { RESOURCE_KINDS, uriTemplate } from './resources.ts';
import { toolList } from './server.ts';
import { TOOLS } from './tools.ts';

/**
 * 2026-07-28 first (negotiated by server/discover), then the 2025-era versions
 * initialize negotiates. The SDK keeps its modern list internal; the client
 * tests prove the v2 client lands on this version.
 */
export const MODERN_PROTOCOL_VERSIONS = ['2026-07-28'] as const;
export const PROTOCOL_VERSIONS = [...MODERN_PROTOCOL_VERSIONS, ...SUPPORTED_PROTOCOL_VERSIONS];

export const mcpEndpoint = (origin: string) => `${origin}${API_BASE_PATH}/mcp`;

export function discoveryDocument(origin: string): McpDiscovery {
  return McpDiscovery.parse({
    name: SERVER_INFO.name,
    version: SERVER_INFO.version,
    description: INSTRUCTIONS,
    endpoint: mcpEndpoint(origin),
    transport: 'streamable-http',
    stateless: true,
    response_format: 'application/json',
    protocol_versions: PROTOCOL_VERSIONS,
    tools: TOOLS.map((t) => ({ name: t.name, title: t.title, description: t.description })),
    resource_templates: RESOURCE_KINDS.map(uriTemplate),
    server_card: `${origin}${SERVER_CARD_PATH}`,
    agent_guide: `${origin}/for-agents`,
    openapi: `${origin}/openapi.json`,
  });
}

/** SEP-2127 names a server in reverse-DNS form with one slash: the site's host, reversed, then the server name. */
const cardName = (origin: string) => `${new URL(origin).hostname.split('.').reverse().join('.')}/${SERVER_INFO.name}`;

export function serverCard(origin: string) {
  return {
    $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
    name: cardName(origin),
    version: SERVER_INFO.version,
    title: SERVER_INFO.title,
    description: SERVER_INFO.description,
    websiteUrl: `${origin}/for-agents`,
    icons: icons(origin),
    remotes: [{
      type: 'streamable-http',
      url: mcpEndpoint(origin),
      supportedProtocolVersions: PROTOCOL_VERSIONS,
      authentication: { required: false, schemes: [] },
    }],
    capabilities: { tools: { listChanged: false }, resources: { listChanged: false } },
    resourceTemplates: RESOURCE_KINDS.map((k) => ({ uriTemplate: uriTemplate(k), name: k.name, title: k.title, description: k.description, mimeType: k.mimeType })),
    tools: toolList(origin),
    _meta: { instructions: INSTRUCTIONS, openapi: `${origin}/openapi.json`, discovery: mcpEndpoint(origin) },
  };
}
