// What GET on the MCP endpoint answers: how to connect and what is on offer
// (shaped by its OpenAPI schema, McpDiscovery). The server card and the AI
// catalog are in ./server-card.ts.
import { McpDiscovery } from './rpc-schemas.ts';
import { INSTRUCTIONS, SERVER_INFO, mcpUrls } from './metadata.ts';
import type { PromptSummary } from './prompts.ts';
import { PROTOCOL_VERSIONS } from './protocol.ts';
import { RESOURCE_KINDS, uriTemplate } from './resources.ts';
import { TOOLS } from './tools.ts';

/** `prompts`: the prompt list (it depends on the checklists the function carries). */
export function discoveryDocument(origin: string, prompts: PromptSummary[]): McpDiscovery {
  const u = mcpUrls(origin);
  return McpDiscovery.parse({
    name: SERVER_INFO.name,
    version: SERVER_INFO.version,
    description: INSTRUCTIONS,
    endpoint: u.endpoint,
    transport: 'streamable-http',
    stateless: true,
    response_format: 'application/json',
    protocol_versions: PROTOCOL_VERSIONS,
    tools: TOOLS.map((t) => ({ name: t.name, title: t.title, description: t.description })),
    prompts: prompts.map((p) => ({ name: p.name, title: p.title, description: p.description })),
    resource_templates: RESOURCE_KINDS.map(uriTemplate),
    server_card: u.serverCard,
    ai_catalog: u.aiCatalog,
    agent_guide: u.agentGuide,
    openapi: u.openapi,
    privacy_policy: u.privacyPolicy,
    support: u.support,
  });
}
