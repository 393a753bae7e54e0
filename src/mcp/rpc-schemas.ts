// The HTTP-level shapes of the MCP endpoint (JSON-RPC 2.0 envelopes and the
// GET discovery document), as the OpenAPI document describes them. The MCP
// handler builds its discovery body by parsing it with `McpDiscovery`, so the
// body never carries a key this schema does not describe.
import {
  INVALID_PARAMS,
  INVALID_REQUEST,
  METHOD_NOT_FOUND,
  PARSE_ERROR,
  specTypeSchemas,
  type JSONRPCErrorResponse,
  type StandardSchemaV1Sync,
} from '@modelcontextprotocol/server';
import { z } from 'zod';
import { CONTENT_TYPES } from '../http/policy.ts';

const url = z.string().describe('absolute URL');

/**
 * The SDK's own JSON-RPC schemas (zod, like ours), so the document describes
 * exactly what the server parses and answers; only descriptions are added.
 */
const sdk = <T>(schema: StandardSchemaV1Sync<T>) => schema as unknown as z.ZodType<T>;

export const JsonRpcId = sdk(specTypeSchemas.RequestId).describe('request id, echoed in the response');

export const JsonRpcRequest = sdk(specTypeSchemas.JSONRPCRequest).describe(
  'A JSON-RPC 2.0 request (server/discover, initialize, ping, tools/list, tools/call, resources/templates/list, resources/list or resources/read): answered with a JSON-RPC response.',
);

export const JsonRpcNotification = sdk(specTypeSchemas.JSONRPCNotification).describe(
  'A JSON-RPC 2.0 notification (no id), e.g. notifications/initialized: acknowledged with 202 and no body.',
);

export const JsonRpcMessage = z
  .union([JsonRpcRequest, JsonRpcNotification])
  .describe('One JSON-RPC 2.0 message per POST.');

export const JsonRpcResultResponse = sdk(specTypeSchemas.JSONRPCResultResponse).describe(
  'A result; for tools/call a CallToolResult with content, structuredContent and isError.',
);

const codes = Object.entries({
  [PARSE_ERROR]: 'parse error',
  [INVALID_REQUEST]: 'invalid request',
  [METHOD_NOT_FOUND]: 'unknown method',
  [INVALID_PARAMS]: 'invalid params or unknown tool',
})
  .map(([code, what]) => `${code} ${what}`)
  .join(', ');

/**
 * The SDK's error response, whose id may also be null: JSON-RPC 2.0 §5 says
 * so when the request's id could not be read (malformed JSON, not JSON-RPC).
 */
export const JsonRpcErrorResponse = (specTypeSchemas.JSONRPCErrorResponse as unknown as z.ZodObject)
  .extend({ id: JsonRpcId.nullable().optional().describe('null when the request id could not be read') })
  .describe(`A JSON-RPC error: ${codes}.`) as unknown as z.ZodType<
  Omit<JSONRPCErrorResponse, 'id'> & { id?: JSONRPCErrorResponse['id'] | null }
>;

export const JsonRpcResponse = z.union([JsonRpcResultResponse, JsonRpcErrorResponse]);

export const McpDiscovery = z
  .object({
    name: z.string().describe('MCP server name, as in serverInfo'),
    version: z.string().describe('server version, as in serverInfo'),
    description: z.string(),
    endpoint: url.describe('POST JSON-RPC messages here'),
    transport: z.literal('streamable-http'),
    stateless: z.literal(true).describe('no session id is issued or needed'),
    response_format: z.literal('application/json').describe('answers are single JSON bodies, never an event stream'),
    protocol_versions: z
      .array(z.string())
      .describe(
        'MCP protocol versions accepted, newest first: 2026-07-28 (server/discover, no initialize) and the 2025-era versions negotiated by initialize',
      ),
    tools: z.array(z.object({ name: z.string(), title: z.string(), description: z.string() })),
    prompts: z
      .array(z.object({ name: z.string(), title: z.string(), description: z.string() }))
      .describe('prompts/list: one inspection prompt per checklist, compare_listings, fair_price_check'),
    resource_templates: z
      .array(z.string())
      .describe('URI templates of the resources the tools link to (resources/read)'),
    server_card: url.describe('the MCP server card (server-card extension, SEP-2127), at <endpoint>/server-card'),
    ai_catalog: url.describe('the AI catalog (/.well-known/ai-catalog.json) that lists the server card'),
    agent_guide: url,
    openapi: url,
    privacy_policy: url.describe('what the API publishes and never publishes; no cookies or tracking'),
    support: url.describe('support and contact'),
  })
  .describe('What GET /mcp answers: how to connect, and the tools on offer.');

export type McpDiscovery = z.output<typeof McpDiscovery>;

const icon = z.object({
  src: url,
  mimeType: z.string(),
  sizes: z.array(z.string()).describe('WxH, or any for a scalable image'),
});

/**
 * The MCP server card as the server-card extension (SEP-2127,
 * modelcontextprotocol/experimental-ext-server-card `schema.ts`) describes it:
 * identity and connection only, no tool list. Served at `<endpoint>/server-card`
 * as application/mcp-server-card+json.
 */
export const McpServerCard = z
  .object({
    $schema: z.literal('https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json'),
    name: z
      .string()
      .min(3)
      .max(200)
      .regex(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/)
      .describe("reverse-DNS name: the site's host reversed, a slash, the server name"),
    version: z.string().max(255),
    title: z.string().min(1).max(100),
    description: z.string().min(1).max(100),
    websiteUrl: url.describe('the agent guide'),
    icons: z.array(icon).describe('a PNG first (every client renders PNG), then the scalable favicon'),
    remotes: z.array(
      z.object({
        type: z.literal('streamable-http'),
        url: url.describe('the MCP endpoint'),
        supportedProtocolVersions: z.array(z.string()).describe('as server/discover and initialize negotiate them'),
      }),
    ),
    _meta: z
      .object({
        privacyPolicy: url,
        support: url,
        supportEmail: z.string(),
        agentGuide: url,
        openapi: url,
        discovery: url.describe('GET on the endpoint: a discovery document with the tool and prompt names'),
      })
      .describe('where to read the privacy policy, get support, and find the rest of the API'),
  })
  .strict()
  .describe('The MCP server card (SEP-2127): identity and connection, before connecting.');

export type McpServerCard = z.output<typeof McpServerCard>;

/** The AI catalog (docs/discovery.md of the server-card extension): where the server cards of this host are. */
export const AiCatalog = z
  .object({
    specVersion: z.literal('1.0'),
    entries: z.array(
      z.object({
        identifier: z
          .string()
          .regex(/^urn:air:[^:]+:[^:]+:[^:]+$/)
          .describe('urn:air:{publisher}:{namespace}:{name}'),
        type: z.literal(CONTENT_TYPES.serverCard),
        url,
      }),
    ),
  })
  .strict();

export type AiCatalog = z.output<typeof AiCatalog>;
