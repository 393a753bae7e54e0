// The MCP endpoint in the OpenAPI document: GET discovery and POST of one
// JSON-RPC message, with the statuses and codes the endpoint really answers.
import { schemaRef } from './components.ts';
import type { examples } from './examples.ts';
import { errorHeaders, json, ok, successHeaders, type operations } from './operations.ts';
import { CONTENT_TYPES } from '../http/policy.ts';
import { mcpPostDescription } from './prose.ts';
import { BODY_TIMEOUT_MS, MAX_BODY_TEXT, MAX_ID_CHARS, RPC_ERRORS } from '../mcp/rpc-errors.ts';

export function mcpPath(ex: ReturnType<typeof examples>, { ref }: ReturnType<typeof operations>) {
  return {
    get: {
      tags: ['MCP'],
      operationId: 'getMcpDiscovery',
      summary: 'MCP endpoint discovery',
      description:
        'How to connect to the MCP endpoint: server name and version, protocol versions, endpoint URL, transport, tool names and descriptions, and links to the agent guide and this document. The endpoint offers no server-to-client event stream: a GET whose `Accept` asks only for `text/event-stream` gets 405, as the Streamable HTTP transport specifies.',
      responses: {
        200: ok('Discovery document', 'McpDiscovery', {
          default: { summary: 'Discovery (two tools shown)', value: ex.mcpDiscovery },
        }),
        405: ref('MethodNotAllowed'),
      },
    },
    post: {
      tags: ['MCP'],
      operationId: 'postMcpMessage',
      summary: 'Send an MCP JSON-RPC message',
      description: mcpPostDescription(ex.mcpDiscovery.protocol_versions, ex.mcpDiscovery.resource_templates),
      parameters: [
        {
          name: 'MCP-Protocol-Version',
          in: 'header',
          required: false,
          description:
            "Protocol version: on every 2026-07-28 request (matching the body's `_meta`), and after `initialize` on the 2025-era versions. Optional for 2025-era clients: the server is stateless.",
          schema: { type: 'string' },
          example: ex.mcpDiscovery.protocol_versions[0],
        },
      ],
      requestBody: {
        required: true,
        description: `A JSON-RPC 2.0 request or notification; at most ${MAX_BODY_TEXT}.`,
        content: json(schemaRef('JsonRpcMessage'), {
          initialize: { summary: 'initialize', value: ex.rpc.initialize },
          initialized: { summary: 'notifications/initialized', value: ex.rpc.initialized },
          toolsList: { summary: 'tools/list', value: ex.rpc.toolsList },
          toolsCall: { summary: 'tools/call search_listings', value: ex.rpc.toolsCall },
        }),
      },
      responses: {
        200: {
          description: 'JSON-RPC response: a result, or a JSON-RPC error for unknown methods and tools.',
          headers: errorHeaders,
          content: json(schemaRef('JsonRpcResponse'), {
            initialize: { summary: 'initialize result', value: ex.rpc.initializeResult },
            toolsCall: { summary: 'tools/call result', value: ex.rpc.toolsCallResult },
            unknownMethod: { summary: 'unknown method', value: ex.rpc.unknownMethod },
          }),
        },
        202: { description: 'Notification accepted; no body.', headers: errorHeaders },
        [RPC_ERRORS.parse.status]: {
          description:
            `Malformed JSON (${RPC_ERRORS.parse.code}) or not a JSON-RPC 2.0 message (${RPC_ERRORS.invalid.code}), ` +
            `including an \`id\` that is not a string of at most ${MAX_ID_CHARS} characters, an integer or null (answered with \`id: null\`).`,
          headers: errorHeaders,
          content: json(schemaRef('JsonRpcErrorResponse'), {
            parseError: { summary: 'parse error', value: ex.rpc.parseError },
            invalidRequest: { summary: 'invalid request', value: ex.rpc.invalidRequest },
            invalidId: { summary: 'an id JSON-RPC does not allow', value: ex.rpc.invalidId },
          }),
        },
        405: ref('MethodNotAllowed'),
        [RPC_ERRORS.timeout.status]: {
          description: `The body did not arrive within ${BODY_TIMEOUT_MS / 1000} s of the request; the connection is closed.`,
          headers: errorHeaders,
          content: json(schemaRef('JsonRpcErrorResponse'), {
            timeout: { summary: 'body too slow', value: ex.rpc.timeout },
          }),
        },
        [RPC_ERRORS.tooLarge.status]: {
          description: `Request body over ${MAX_BODY_TEXT}.`,
          headers: errorHeaders,
          content: json(schemaRef('JsonRpcErrorResponse'), {
            tooLarge: { summary: 'too large', value: ex.rpc.tooLarge },
          }),
        },
        [RPC_ERRORS.unsupportedMedia.status]: {
          description: '`Content-Type` is not `application/json`.',
          headers: errorHeaders,
          content: json(schemaRef('JsonRpcErrorResponse'), {
            unsupported: { summary: 'unsupported media type', value: ex.rpc.unsupportedMedia },
          }),
        },
      },
    },
  };
}

/** GET <endpoint>/server-card: the MCP server card (SEP-2127), a static file. */
export function mcpServerCardPath(ex: ReturnType<typeof examples>, { ref }: ReturnType<typeof operations>) {
  return {
    get: {
      tags: ['MCP'],
      operationId: 'getMcpServerCard',
      summary: 'MCP server card',
      description: `The server card of the MCP server-card extension (SEP-2127), at the location it reserves (the endpoint + \`/server-card\`), as \`${CONTENT_TYPES.serverCard}\`: name, version, title, a description of at most 100 characters, icons, the endpoint with its protocol versions, and where to find the privacy policy and support. No tool list: clients list tools after connecting. Listed in \`/.well-known/ai-catalog.json\`; the same card is at \`/.well-known/mcp/server-card.json\` for scanners.`,
      responses: {
        200: {
          description: 'Server card',
          headers: successHeaders,
          content: {
            [CONTENT_TYPES.serverCard]: {
              schema: schemaRef('McpServerCard'),
              examples: { default: { summary: 'Server card', value: ex.mcpServerCard } },
            },
          },
        },
        405: ref('MethodNotAllowed'),
      },
    },
  };
}
