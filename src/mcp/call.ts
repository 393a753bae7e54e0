// One tools/call: the tool's outcome, the arguments it did not apply named in
// `ignored_parameters` (an argument outside the tool's inputSchema is never
// dropped silently), and the result lean for the protocol generation asking
// (./result-text.ts): structuredContent is the body, the text block is not a
// second copy of it where the client reads structuredContent.
import type { McpContext } from './context.ts';
import { resourceLink } from './resources.ts';
import { resultText, type Era } from './result-text.ts';
import type { Tool, ToolOutcome } from './tool-kit.ts';
import { jsonText } from '../http/json.ts';
import { isUnavailable, UNAVAILABLE_DETAIL } from '../db/unavailable.ts';

/** A resource_link without its description: the item's page is in structuredContent already. */
const leanLink = (n: Parameters<typeof resourceLink>[0]) => {
  const { description: _description, ...link } = resourceLink(n);
  return link;
};

/** Arguments the tool does not declare, in the order sent. */
export const undeclared = (tool: Tool, args: Record<string, unknown>) =>
  Object.keys(args).filter((k) => args[k] !== undefined && !Object.hasOwn((tool.inputSchema.properties as object) ?? {}, k));

/** The body with `ignored` added to (or set as) its ignored_parameters. */
function naming(body: unknown, ignored: string[]): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const b = body as Record<string, unknown>;
  const had = Array.isArray(b.ignored_parameters) ? (b.ignored_parameters as string[]) : null;
  if (!ignored.length || (had && ignored.every((k) => had.includes(k)))) return body;
  return { ...b, ignored_parameters: [...new Set([...(had ?? []), ...ignored])] };
}

export async function callTool(tool: Tool, args: Record<string, unknown>, ctx: McpContext, era: Era) {
  let outcome: ToolOutcome;
  try {
    outcome = await tool.run(args, ctx);
  } catch (e) {
    console.error(`tool ${tool.name} failed`, isUnavailable(e) ? e.message : e);
    outcome = { ok: false, message: isUnavailable(e) ? UNAVAILABLE_DETAIL : `The ${tool.name} tool failed on these arguments. Try simpler arguments.` };
  }
  if (!outcome.ok) return { content: [{ type: 'text' as const, text: outcome.message }], isError: true };
  const body = naming(outcome.body, undeclared(tool, args));
  return {
    content: [
      { type: 'text' as const, text: tool.textIsBody ? jsonText(body) : resultText(body, era) },
      ...tool.links(body).map(leanLink),
    ],
    structuredContent: body as Record<string, unknown>,
  };
}
