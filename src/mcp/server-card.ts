// The MCP server card (server-card extension, SEP-2127) and the AI catalog
// that points to it: identity and connection only, built from the metadata
// written once in ./metadata.ts and parsed through the schemas the OpenAPI
// document publishes, so neither carries a key they do not describe.
import { CONTENT_TYPES } from '../http/policy.ts';
import { AiCatalog, McpServerCard } from './rpc-schemas.ts';
import { PROTOCOL_VERSIONS } from './protocol.ts';
import { SERVER_INFO, icons, mcpUrls, reverseDnsName } from './metadata.ts';

/** `contact`: the support address (the site facts' contact_email). */
export function serverCard(origin: string, contact: string): McpServerCard {
  const u = mcpUrls(origin);
  return McpServerCard.parse({
    $schema: McpServerCard.shape.$schema.value,
    name: reverseDnsName(origin),
    version: SERVER_INFO.version,
    title: SERVER_INFO.title,
    description: SERVER_INFO.description,
    websiteUrl: u.agentGuide,
    icons: icons(origin),
    remotes: [{ type: 'streamable-http', url: u.endpoint, supportedProtocolVersions: PROTOCOL_VERSIONS }],
    _meta: {
      privacyPolicy: u.privacyPolicy,
      support: u.support,
      supportEmail: contact,
      agentGuide: u.agentGuide,
      openapi: u.openapi,
      discovery: u.endpoint,
    },
  });
}

/** The AI catalog of this host: one entry, the server card, by URL (docs/discovery.md: urn:air:{publisher}:{namespace}:{name}). */
export function aiCatalog(origin: string): AiCatalog {
  return AiCatalog.parse({
    specVersion: '1.0',
    entries: [
      {
        identifier: `urn:air:${new URL(origin).hostname}:mcp:${SERVER_INFO.name}`,
        type: CONTENT_TYPES.serverCard,
        url: mcpUrls(origin).serverCard,
      },
    ],
  });
}
