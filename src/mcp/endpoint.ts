// The MCP endpoint: Streamable HTTP, stateless, JSON responses. A fresh SDK
// server and transport answer each POST (nothing survives between requests,
// so any instance can answer any call). What the SDK would get wrong for
// plain or malformed clients is settled here first: body size and type,
// JSON and JSON-RPC shape, unknown tools, and the Accept header.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {
  CallToolRequestSchema, ListToolsRequestSchema, SUPPORTED_PROTOCOL_VERSIONS,
} from '@modelcontextprotocol/sdk/types.js';
import { API_BASE_PATH, API_VERSION, SERVICE_NAME } from '../config.ts';
import { ALLOW, CACHE, CONTENT_TYPES, CORS_HEADERS, SECURITY_HEADERS } from '../http/policy.ts';
import { json, methodNotAllowed, preflight } from '../http/respond.ts';
import { jsonText } from '../http/json.ts';
import { TOOLS, TOOL_BY_NAME, type McpContext } from './tools.ts';

export const MAX_BODY_BYTES = 64 * 1024;
export const SERVER_INFO = { name: `${SERVICE_NAME.toLowerCase()}-agent-api`, title: `${SERVICE_NAME} agent API`, version: API_VERSION };

const INSTRUCTIONS = `${SERVICE_NAME} lists used production machines, their manuals, and research (glossary, inspection checklists, buyer guides, market snapshot). `
  + 'Use search_listings to find machines, get_listing for one listing, search_manuals/get_manual for manuals, and the research tools for definitions, checklists and market figures. '
  + 'Prices are asking prices on live listings, not closed-transaction comparables. Cite the canonical_url or url of what you use.';

const headers = (extra: Record<string, string> = {}) => ({ ...SECURITY_HEADERS, ...CORS_HEADERS, 'Cache-Control': CACHE.none, ...extra });

function rpcError(status: number, code: number, message: string, id: unknown = null): Response {
  return new Response(jsonText({ jsonrpc: '2.0', id, error: { code, message } }), { status, headers: headers({ 'Content-Type': CONTENT_TYPES.json }) });
}

/** Reads at most `limit` bytes; past it, drains the rest so the connection stays usable, and says so. */
async function readBounded(request: Request, limit: number): Promise<{ text: string } | { tooLarge: true }> {
  const declared = Number(request.headers.get('content-length'));
  if (!request.body) return { text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let tooLarge = Number.isFinite(declared) && declared > limit;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) tooLarge = true;
    if (!tooLarge) chunks.push(value);
    if (size > 16 * limit) {
      await reader.cancel();
      break;
    }
  }
  if (tooLarge) return { tooLarge: true };
  return { text: new TextDecoder().decode(Buffer.concat(chunks)) };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function discovery(origin: string) {
  return {
    name: SERVER_INFO.name,
    version: SERVER_INFO.version,
    description: INSTRUCTIONS,
    endpoint: `${origin}${API_BASE_PATH}/mcp`,
    transport: 'streamable-http',
    stateless: true,
    response_format: 'application/json',
    protocol_versions: [...SUPPORTED_PROTOCOL_VERSIONS],
    tools: TOOLS.map((t) => ({ name: t.name, title: t.title, description: t.description })),
    agent_guide: `${origin}/for-agents`,
    openapi: `${origin}/openapi.json`,
  };
}

function sdkServer(ctx: McpContext): Server {
  const server = new Server(SERVER_INFO, { capabilities: { tools: { listChanged: false } }, instructions: INSTRUCTIONS });
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: TOOLS.map((t) => ({
      name: t.name, title: t.title, description: t.description, inputSchema: t.inputSchema, outputSchema: t.outputSchema,
      annotations: { title: t.title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, (req) => {
    const tool = TOOL_BY_NAME.get(req.params.name)!;
    const args = isObject(req.params.arguments) ? req.params.arguments : {};
    let outcome;
    try {
      outcome = tool.run(args, ctx);
    } catch (e) {
      console.error(`tool ${tool.name} failed`, e);
      outcome = { ok: false as const, message: `The ${tool.name} tool failed on these arguments. Try simpler arguments.` };
    }
    if (!outcome.ok) return { content: [{ type: 'text', text: outcome.message }], isError: true };
    return { content: [{ type: 'text', text: jsonText(outcome.body) }], structuredContent: outcome.body as Record<string, unknown> };
  });
  return server;
}

export function mcpHandler(load: () => McpContext) {
  let ctx: McpContext | undefined;
  const context = () => (ctx ??= load());

  return async function handle(request: Request): Promise<Response> {
    try {
      if (request.method === 'OPTIONS') return preflight(ALLOW.mcp);
      if (request.method === 'GET' || request.method === 'HEAD') {
        const accept = request.headers.get('accept') ?? '';
        // A GET asking only for an event stream wants the transport's SSE channel, which a stateless server does not offer.
        if (/text\/event-stream/i.test(accept) && !/application\/json|\*\/\*/i.test(accept)) return methodNotAllowed(request, ALLOW.mcp);
        return json(request, discovery(context().listings.origin), { cache: CACHE.static });
      }
      if (request.method !== 'POST') return methodNotAllowed(request, ALLOW.mcp);

      const contentType = request.headers.get('content-type') ?? '';
      if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType)) {
        return rpcError(415, -32600, 'Unsupported Media Type: send the JSON-RPC message with Content-Type: application/json');
      }
      const body = await readBounded(request, MAX_BODY_BYTES);
      if ('tooLarge' in body) return rpcError(413, -32600, `Request body too large: the limit is ${MAX_BODY_BYTES} bytes`);
      let message: unknown;
      try {
        message = JSON.parse(body.text);
      } catch {
        return rpcError(400, -32700, 'Parse error: the body is not valid JSON');
      }
      if (Array.isArray(message)) return rpcError(400, -32600, 'Invalid Request: batches are not supported; send one JSON-RPC message per request');
      if (!isObject(message) || message.jsonrpc !== '2.0' || (typeof message.method !== 'string' && !('result' in message) && !('error' in message))) {
        return rpcError(400, -32600, 'Invalid Request: expected a JSON-RPC 2.0 message with "jsonrpc": "2.0" and a "method"', isObject(message) ? message.id ?? null : null);
      }
      if (message.method === 'tools/call' && 'id' in message) {
        const name = isObject(message.params) ? message.params.name : undefined;
        if (typeof name !== 'string' || !TOOL_BY_NAME.has(name)) {
          return rpcError(200, -32602, `Unknown tool: ${JSON.stringify(name ?? null)}. Call tools/list for the ${TOOLS.length} available tools.`, message.id);
        }
      }

      // Plain clients may send no Accept or only application/json: the transport insists on both.
      const normalized = new Request(request.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...protocolHeader(request) },
      });
      const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      const server = sdkServer(context());
      await server.connect(transport);
      try {
        const res = await transport.handleRequest(normalized, { parsedBody: message });
        const out = new Headers(res.headers);
        for (const [k, v] of Object.entries(headers())) out.set(k, v);
        return new Response(res.status === 202 ? null : await res.text(), { status: res.status, headers: out });
      } finally {
        await server.close();
      }
    } catch (e) {
      console.error(e);
      return rpcError(500, -32603, 'Internal error');
    }
  };
}

function protocolHeader(request: Request): Record<string, string> {
  const v = request.headers.get('mcp-protocol-version');
  return v ? { 'mcp-protocol-version': v } : {};
}

