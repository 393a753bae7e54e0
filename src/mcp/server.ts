// The MCP server (both protocol generations build it from here): tools,
// prompts, resource templates and reads, with cache hints so 2026-07-28
// clients may keep the lists as long as the CDN keeps the data. What the
// handlers answer from (tool list, prompts, resources) is built once per
// function instance and context; the instances themselves are pooled
// (./dispatch.ts), so nothing here runs per request but the handlers.
import { ProtocolError, ProtocolErrorCode, Server } from '@modelcontextprotocol/server';
import type { McpContext } from './context.ts';
import { INSTRUCTIONS, LIST_TTL_MS, SERVER_INFO, icons, mcpUrls } from './metadata.ts';
import { PromptArgumentError, promptSummary, promptsFor, type Prompt, type PromptSummary } from './prompts.ts';
import { RESOURCE_KINDS, parseResourceUri, resourceLink, uriTemplate } from './resources.ts';
import { TOOLS } from './tools.ts';
import { callTool } from './call.ts';
import { eraOf } from './result-text.ts';
import { isUnavailable, UNAVAILABLE_DETAIL } from '../db/unavailable.ts';

const ANNOTATIONS = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;
const PUBLIC = { ttlMs: LIST_TTL_MS, cacheScope: 'public' } as const;

/**
 * tools/list: no per-tool title in annotations nor per-tool icons, which would repeat the tool's title and the
 * server's icon (serverInfo, discovery, server card) on every tool of every list. `origin` is kept for callers.
 */
function toolList(_origin: string) {
  return TOOLS.map((t) => ({
    name: t.name,
    title: t.title,
    description: t.description,
    inputSchema: t.inputSchema,
    outputSchema: t.outputSchema,
    annotations: ANNOTATIONS,
  }));
}

interface Definition {
  tools: ReturnType<typeof toolList>;
  prompts: Prompt[];
  promptList: PromptSummary[];
  promptByName: Map<string, Prompt>;
  resources: Omit<ReturnType<typeof resourceLink>, 'type'>[];
  templates: { uriTemplate: string; name: string; title: string; description: string; mimeType: string }[];
}

const definitions = new WeakMap<McpContext, Definition>();

/** The lists every instance answers from, built on the first request of a function instance. */
export function definition(ctx: McpContext): Definition {
  let d = definitions.get(ctx);
  if (!d) {
    const prompts = promptsFor(Object.values(ctx.research.checklists).map((c) => c.data));
    d = {
      tools: toolList(ctx.listings.origin),
      prompts,
      promptList: prompts.map(promptSummary),
      promptByName: new Map(prompts.map((p) => [p.name, p])),
      // The concrete list stays small: the research documents; listings and manuals are reached through search.
      resources: [
        ...Object.values(ctx.research.checklists).map(({ data: c }) => ({
          scheme: 'checklist' as const,
          key: c.slug,
          title: c.title,
          url: c.url,
        })),
        ...ctx.research.guideIndex.data.guides.map((g) => ({
          scheme: 'guide' as const,
          key: g.slug,
          title: g.title,
          url: g.url,
        })),
      ].map((n) => {
        const { type: _type, ...r } = resourceLink(n);
        return r;
      }),
      templates: RESOURCE_KINDS.map((k) => ({
        uriTemplate: uriTemplate(k),
        name: k.name,
        title: k.title,
        description: k.description,
        mimeType: k.mimeType,
      })),
    };
    definitions.set(ctx, d);
  }
  return d;
}

async function getPrompt(ctx: McpContext, d: Definition, name: string, args: Record<string, string> = {}) {
  const prompt = d.promptByName.get(name);
  if (!prompt) {
    throw new ProtocolError(
      ProtocolErrorCode.InvalidParams,
      `Unknown prompt: ${JSON.stringify(name)}. Call prompts/list for the ${d.prompts.length} available prompts.`,
    );
  }
  const missing = prompt.arguments.filter((a) => a.required && !args[a.name]?.trim());
  if (missing.length) {
    const needs = missing.map((a) => `"${a.name}"`).join(' and ');
    throw new ProtocolError(
      ProtocolErrorCode.InvalidParams,
      `The ${name} prompt needs ${needs}: ${missing.map((a) => a.description).join(' ')}`,
    );
  }
  try {
    const text = await prompt.text(args, ctx);
    return {
      description: prompt.description,
      messages: [{ role: 'user' as const, content: { type: 'text' as const, text } }],
    };
  } catch (e) {
    if (e instanceof PromptArgumentError) throw new ProtocolError(ProtocolErrorCode.InvalidParams, e.message);
    if (isUnavailable(e)) throw new ProtocolError(ProtocolErrorCode.InternalError, UNAVAILABLE_DETAIL);
    throw e;
  }
}

export function createServer(ctx: McpContext): Server {
  const origin = ctx.listings.origin;
  const d = definition(ctx);
  const server = new Server(
    { ...SERVER_INFO, websiteUrl: mcpUrls(origin).agentGuide, icons: icons(origin) },
    {
      capabilities: {
        tools: { listChanged: false },
        prompts: { listChanged: false },
        resources: { listChanged: false },
      },
      instructions: INSTRUCTIONS,
      cacheHints: {
        'tools/list': PUBLIC,
        'prompts/list': PUBLIC,
        'resources/list': PUBLIC,
        'resources/templates/list': PUBLIC,
        'resources/read': PUBLIC,
        'server/discover': PUBLIC,
      },
    },
  );
  // The schemas are generated JSON Schema objects (type: object), which the SDK's static type cannot see.
  server.setRequestHandler('tools/list', () => ({ tools: d.tools as never }));
  server.setRequestHandler('tools/call', (req, extra) =>
    callTool(ctx, req.params.name, req.params.arguments, eraOf(extra)),
  );
  server.setRequestHandler('prompts/list', () => ({ prompts: d.promptList }));
  server.setRequestHandler('prompts/get', (req) => getPrompt(ctx, d, req.params.name, req.params.arguments));
  server.setRequestHandler('resources/templates/list', () => ({ resourceTemplates: d.templates }));
  server.setRequestHandler('resources/list', () => ({ resources: d.resources }));
  server.setRequestHandler('resources/read', async (req) => {
    const hit = parseResourceUri(req.params.uri);
    const text = await hit?.kind.read(hit.key, ctx);
    if (!hit || text === undefined) {
      const templates = RESOURCE_KINDS.map(uriTemplate).join(', ');
      throw new ProtocolError(
        ProtocolErrorCode.InvalidParams,
        `Resource not found: ${req.params.uri}. Templates: ${templates}.`,
      );
    }
    return { contents: [{ uri: req.params.uri, mimeType: hit.kind.mimeType, text }] };
  });
  return server;
}
