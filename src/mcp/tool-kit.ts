// What every MCP tool is made of: its definition (input and output schemas
// generated from the zod schemas), argument parsing through the REST parser,
// outcomes, and the resource_link targets of what a result names.
import { z } from 'zod';
import type { JsonSchema } from '../schemas/json-schema.ts';
import { parseParams } from '../schemas/parse-params.ts';
import type { ParamSpec } from '../schemas/parse-params.ts';
import type { McpContext } from './context.ts';
import { toolSchema } from './input-schema.ts';
import { leanSchema } from './lean-schema.ts';
import type { Named } from './resources.ts';

export type ToolOutcome = { ok: true; body: unknown } | { ok: false; message: string };

export interface Tool {
  name: string;
  title: string;
  description: string;
  inputSchema: JsonSchema;
  outputSchema: JsonSchema;
  /** A promise for the tools that read a search backend (Postgres answers asynchronously). */
  run(args: Record<string, unknown>, ctx: McpContext): ToolOutcome | Promise<ToolOutcome>;
  /** What the result names, for its resource_link items. */
  // biome-ignore lint/suspicious/noExplicitAny: each tool's own body type; the table of tools is not generic over it
  links(body: any): Named[];
}

export const CITE = "Cite canonical_url (or an item's url) with the attribution text.";
export const PRICES = "Prices are sellers' asking prices, not closed-transaction comparables.";

export const ok = (body: unknown): ToolOutcome => ({ ok: true, body });
export const fail = (message: string): ToolOutcome => ({ ok: false, message });
const none = () => [];

/** Tool arguments go through the REST parser, so both reject the same values with the same words. */
export function parseArgs<S extends ParamSpec>(spec: S, args: Record<string, unknown>) {
  const r = parseParams(spec, args);
  if (r.ok) return r;
  const message = r.errors.map((e) => `${e.loc[1]}: ${e.msg} (got ${JSON.stringify(e.input)}).`).join(' ');
  return { ok: false as const, message: `Invalid arguments. ${message} Fix these and call the tool again.` };
}

export function zodArgs<T extends z.ZodType>(
  schema: T,
  args: Record<string, unknown>,
): { ok: true; value: z.infer<T> } | { ok: false; message: string } {
  const r = schema.safeParse(args);
  if (r.success) return { ok: true, value: r.data };
  return {
    ok: false,
    message: `Invalid arguments. ${r.error.issues.map((i) => `${i.path.join('.') || 'arguments'}: ${i.message}.`).join(' ')}`,
  };
}

/** Every result may name the arguments it did not apply (src/mcp/call.ts adds them). */
const IGNORED = { type: 'array', items: { type: 'string' } };

export function define<I extends z.ZodType>(t: {
  name: string;
  title: string;
  description: string;
  input: I | JsonSchema;
  output: z.ZodType;
  run: Tool['run'];
  links?: Tool['links'];
}): Tool {
  const inputSchema = t.input instanceof z.ZodType ? toolSchema(t.input, 'input') : t.input;
  const out = leanSchema(toolSchema(t.output, 'output'));
  const props = out.properties as Record<string, JsonSchema>;
  const outputSchema =
    'ignored_parameters' in props ? out : { ...out, properties: { ...props, ignored_parameters: IGNORED } };
  return {
    name: t.name,
    title: t.title,
    description: t.description,
    inputSchema,
    outputSchema,
    run: t.run,
    links: t.links ?? none,
  };
}

/** What a link is made of: a resource's key (an id or a slug), title and page. */
type ById = { id: string; title: string; url: string };
type BySlug = { slug: string; title: string; url: string };

export const listingLink = (l: ById): Named => ({ scheme: 'listing', key: l.id, title: l.title, url: l.url });
export const manualLink = (m: ById): Named => ({ scheme: 'manual', key: m.id, title: m.title, url: m.url });
export const checklistLink = (c: BySlug): Named => ({ scheme: 'checklist', key: c.slug, title: c.title, url: c.url });
export const guideLink = (g: BySlug): Named => ({ scheme: 'guide', key: g.slug, title: g.title, url: g.url });
