// The HTTP-level shapes of the MCP endpoint (JSON-RPC 2.0 envelopes and the
// GET discovery document), as the OpenAPI document describes them. The MCP
// handler builds its discovery body by parsing it with `McpDiscovery`, so the
// body never carries a key this schema does not describe.
import { z } from 'zod';

const url = z.string().describe('absolute URL');

export const JsonRpcId = z.union([z.string(), z.number().int()]).describe('request id, echoed in the response');
const params = z.record(z.string(), z.unknown()).describe('method parameters (an object)');

export const JsonRpcRequest = z.object({
  jsonrpc: z.literal('2.0'),
  id: JsonRpcId,
  method: z.string().describe('server/discover, initialize, ping, tools/list, tools/call, resources/templates/list, resources/list or resources/read'),
  params: params.optional(),
}).describe('A JSON-RPC 2.0 request: answered with a JSON-RPC response.');

export const JsonRpcNotification = z.object({
  jsonrpc: z.literal('2.0'),
  method: z.string().describe('e.g. notifications/initialized'),
  params: params.optional(),
}).describe('A JSON-RPC 2.0 notification (no id): acknowledged with 202 and no body.');

export const JsonRpcMessage = z.union([JsonRpcRequest, JsonRpcNotification]).describe('One JSON-RPC 2.0 message per POST.');

export const JsonRpcResultResponse = z.object({
  jsonrpc: z.literal('2.0'),
  id: JsonRpcId,
  result: z.record(z.string(), z.unknown()).describe('method result; for tools/call a CallToolResult with content, structuredContent and isError'),
});

export const JsonRpcErrorObject = z.object({
  code: z.number().int().describe('-32700 parse error, -32600 invalid request, -32601 unknown method, -32602 invalid params or unknown tool, -32000 transport error'),
  message: z.string(),
  data: z.unknown().optional(),
});

export const JsonRpcErrorResponse = z.object({
  jsonrpc: z.literal('2.0'),
  id: JsonRpcId.nullable().describe('null when the request id could not be read'),
  error: JsonRpcErrorObject,
});

export const JsonRpcResponse = z.union([JsonRpcResultResponse, JsonRpcErrorResponse]);

export const McpDiscovery = z.object({
  name: z.string().describe('MCP server name, as in serverInfo'),
  version: z.string().describe('server version, as in serverInfo'),
  description: z.string(),
  endpoint: url.describe('POST JSON-RPC messages here'),
  transport: z.literal('streamable-http'),
  stateless: z.literal(true).describe('no session id is issued or needed'),
  response_format: z.literal('application/json').describe('answers are single JSON bodies, never an event stream'),
  protocol_versions: z.array(z.string()).describe('MCP protocol versions accepted, newest first: 2026-07-28 (server/discover, no initialize) and the 2025-era versions negotiated by initialize'),
  tools: z.array(z.object({ name: z.string(), title: z.string(), description: z.string() })),
  resource_templates: z.array(z.string()).describe('URI templates of the resources the tools link to (resources/read)'),
  server_card: url.describe('the MCP server card (SEP-2127 draft)'),
  agent_guide: url,
  openapi: url,
}).describe('What GET /mcp answers: how to connect, and the tools on offer.');

export type McpDiscovery = z.output<typeof McpDiscovery>;
