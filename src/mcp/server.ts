// One MCP server instance per request (both protocol generations build it
// from here): tools, resource templates and reads, with cache hints so
// 2026-07-28 clients may keep the lists as long as the CDN keeps the data.
import { ProtocolError, ProtocolErrorCode, Server } from '@modelcontextprotocol/server';
import type { McpContext } from './context.ts';
import { INSTRUCTIONS, LIST_TTL_MS, SERVER_INFO, icons } from './metadata.ts';
import { RESOURCE_KINDS, parseResourceUri, resourceLink, uriTemplate } from './resources.ts';
import { TOOLS, TOOL_BY_NAME } from './tools.ts';
import { callTool } from './call.ts';
import { eraOf } from './result-text.ts';

const ANNOTATIONS = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;
const PUBLIC = { ttlMs: LIST_TTL_MS, cacheScope: 'public' } as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function toolList(origin: string) {
  return TOOLS.map((t) => ({
    name: t.name, title: t.title, description: t.description, inputSchema: t.inputSchema, outputSchema: t.outputSchema,
    // No per-tool title in annotations nor per-tool icons: they would repeat the tool's title and the
    // server's icon (serverInfo, discovery, server card) thirteen times in every tools/list.
    annotations: ANNOTATIONS,
  }));
}

export function createServer(ctx: McpContext): Server {
  const origin = ctx.listings.origin;
  const server = new Server(
    { name: SERVER_INFO.name, title: SERVER_INFO.title, version: SERVER_INFO.version, description: SERVER_INFO.description, websiteUrl: `${origin}/for-agents`, icons: icons(origin) },
    {
      capabilities: { tools: { listChanged: false }, resources: { listChanged: false } },
      instructions: INSTRUCTIONS,
      cacheHints: {
        'tools/list': PUBLIC, 'resources/list': PUBLIC, 'resources/templates/list': PUBLIC, 'resources/read': PUBLIC, 'server/discover': PUBLIC,
      },
    },
  );
  const tools = toolList(origin);
  // The schemas are generated JSON Schema objects (type: object), which the SDK's static type cannot see.
  server.setRequestHandler('tools/list', () => ({ tools: tools as never }));
  server.setRequestHandler('tools/call', async (req, extra) => {
    const tool = TOOL_BY_NAME.get(req.params.name);
    if (!tool) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown tool: ${JSON.stringify(req.params.name)}. Call tools/list for the ${TOOLS.length} available tools.`);
    return callTool(tool, isObject(req.params.arguments) ? req.params.arguments : {}, ctx, eraOf(extra));
  });
  server.setRequestHandler('resources/templates/list', () => ({
    resourceTemplates: RESOURCE_KINDS.map((k) => ({
      uriTemplate: uriTemplate(k), name: k.name, title: k.title, description: k.description, mimeType: k.mimeType,
    })),
  }));
  // The concrete list stays small: the research documents; listings and manuals are reached through search.
  server.setRequestHandler('resources/list', () => ({
    resources: [
      ...Object.values(ctx.research.checklists).map((c) => resourceLink({ scheme: 'checklist', key: c.data.slug, title: c.data.title, url: c.data.url })),
      ...ctx.research.guideIndex.data.guides.map((g) => resourceLink({ scheme: 'guide', key: g.slug, title: g.title, url: g.url })),
    ].map(({ type: _type, ...r }) => r),
  }));
  server.setRequestHandler('resources/read', async (req) => {
    const hit = parseResourceUri(req.params.uri);
    const text = await hit?.kind.read(hit.key, ctx);
    if (!hit || text === undefined) {
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Resource not found: ${req.params.uri}. Templates: ${RESOURCE_KINDS.map(uriTemplate).join(', ')}.`);
    }
    return { contents: [{ uri: req.params.uri, mimeType: hit.kind.mimeType, text }] };
  });
  return server;
}
