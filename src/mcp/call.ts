// One tools/call: the tool's outcome, the arguments it did not apply named in
// `ignored_parameters` (an argument outside the tool's inputSchema is never
// dropped silently), and the result lean for the protocol generation asking
// (./result-text.ts): structuredContent is the body, the text block is not a
// second copy of it where the client reads structuredContent.
import { ProtocolError, ProtocolErrorCode } from '@modelcontextprotocol/server';
import type { McpContext } from './context.ts';
import { resourceLink } from './resources.ts';
import { resultText, type Era } from './result-text.ts';
import { TOOLS, TOOL_BY_NAME } from './tools.ts';
import type { Tool, ToolOutcome } from './tool-kit.ts';
import { jsonText } from '../http/json.ts';
import { withIgnored } from '../schemas/echo-bound.ts';
import { isUnavailable, UNAVAILABLE_DETAIL } from '../db/unavailable.ts';

/**
 * Tools whose result is exactly one text item holding the JSON, as OpenAI
 * documents `search` and `fetch` for connectors; the links stay in
 * structuredContent (each result's url). The other tools add resource_links.
 */
const SINGLE_TEXT_TOOLS = new Set(['search', 'fetch']);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A resource_link without its description: the item's page is in structuredContent already. */
const leanLink = (n: Parameters<typeof resourceLink>[0]) => {
  const { description: _description, ...link } = resourceLink(n);
  return link;
};

/** Arguments the tool does not declare, in the order sent. */
const undeclared = (tool: Tool, args: Record<string, unknown>) =>
  Object.keys(args).filter(
    (k) => args[k] !== undefined && !Object.hasOwn((tool.inputSchema.properties as object) ?? {}, k),
  );

/** The body with `ignored` added to (or set as) its ignored_parameters, bounded as REST bounds them. */
function naming(body: unknown, ignored: string[]): unknown {
  if (!isObject(body) || !ignored.length) return body;
  const had = Array.isArray(body.ignored_parameters) ? (body.ignored_parameters as string[]) : [];
  const named = withIgnored(had, ignored);
  return named.length === had.length && named.every((k, i) => k === had[i])
    ? body
    : { ...body, ignored_parameters: named };
}

/**
 * The text block of a body for a generation. Research bodies are the same object on every call (they ship
 * with the function), so each one's text is made once per generation.
 */
const texts = new WeakMap<object, Map<string, string>>();
function textOf(body: unknown, era: Era | 'json'): string {
  if (!isObject(body)) return jsonText(body);
  let byEra = texts.get(body);
  if (!byEra) texts.set(body, (byEra = new Map()));
  let t = byEra.get(era);
  if (t === undefined) byEra.set(era, (t = era === 'json' ? jsonText(body) : resultText(body, era)));
  return t;
}

export async function callTool(ctx: McpContext, name: string, rawArgs: unknown, era: Era) {
  const tool = TOOL_BY_NAME.get(name);
  if (!tool) {
    throw new ProtocolError(
      ProtocolErrorCode.InvalidParams,
      `Unknown tool: ${JSON.stringify(name)}. Call tools/list for the ${TOOLS.length} available tools.`,
    );
  }
  const args = isObject(rawArgs) ? rawArgs : {};
  let outcome: ToolOutcome;
  try {
    outcome = await tool.run(args, ctx);
  } catch (e) {
    console.error(`tool ${tool.name} failed`, isUnavailable(e) ? e.message : e);
    outcome = {
      ok: false,
      message: isUnavailable(e)
        ? UNAVAILABLE_DETAIL
        : `The ${tool.name} tool failed on these arguments. Try simpler arguments.`,
    };
  }
  if (!outcome.ok) return { content: [{ type: 'text' as const, text: outcome.message }], isError: true };
  const body = naming(outcome.body, undeclared(tool, args));
  if (SINGLE_TEXT_TOOLS.has(tool.name))
    return {
      content: [{ type: 'text' as const, text: textOf(body, 'json') }],
      structuredContent: body as Record<string, unknown>,
    };
  return {
    content: [{ type: 'text' as const, text: textOf(body, era) }, ...tool.links(body).map(leanLink)],
    structuredContent: body as Record<string, unknown>,
  };
}
