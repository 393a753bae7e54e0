// The tables of the agent guide, generated from what the service enforces and
// describes elsewhere: the OpenAPI paths, the query parameter specs, the MCP
// tool list, the public Listing schema and the limits in code. The guide
// therefore cannot promise a parameter, a tool or a limit that does not exist.
import { z } from 'zod';
import { ProtocolErrorCode } from '@modelcontextprotocol/server';
import { buildOpenApi } from '../openapi/document.ts';
import { MAX_BODY_BYTES } from '../mcp/rpc-errors.ts';
import { TOOLS } from '../mcp/tools.ts';
import { promptsFor } from '../mcp/prompts.ts';
import type { Checklist } from '../schemas/public.ts';
import { ListingView } from '../schemas/public.ts';
import {
  DEPENDENT_DEFAULTS,
  ListingSearchParams,
  ManualSearchParams,
  MAX_Q_CHARS,
  MAX_Q_TERMS,
} from '../schemas/query.ts';
import { inputSchema } from '../schemas/param-schemas.ts';
import type { ParamSpec } from '../schemas/parse-params.ts';

type JsonSchema = {
  type?: string | string[];
  default?: unknown;
  description?: string;
  maximum?: number;
  minimum?: number;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
};

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');

function paramSchemas(spec: ParamSpec): [string, JsonSchema][] {
  const s = z.toJSONSchema(inputSchema(spec), { io: 'input', unrepresentable: 'any' }) as {
    properties: Record<string, JsonSchema>;
  };
  // A list's default is the parser's (an array input has none of its own); a default that depends on others is not one.
  return Object.entries(s.properties).map(([k, p]) => [
    k,
    DEPENDENT_DEFAULTS.includes(k)
      ? { ...p, default: undefined }
      : p.type === 'array'
        ? { ...p, default: spec[k].fallback }
        : p,
  ]);
}

const typeName = (s: JsonSchema): string => {
  if (s.anyOf)
    return s.anyOf
      .map(typeName)
      .filter((t) => t !== 'null')
      .join(' or ');
  if (s.type === 'array') return `list of ${typeName(s.items ?? {})}`;
  return Array.isArray(s.type) ? s.type.filter((t) => t !== 'null').join(' or ') : (s.type ?? 'string');
};

const shownDefault = (d: unknown) =>
  d === undefined || d === null || d === '' || (Array.isArray(d) && !d.length)
    ? 'none'
    : `\`${Array.isArray(d) ? d.join(',') : String(d)}\``;
const LIST_NOTE = ' Repeat it or separate values by commas: one union.';

/** Name, type, default and meaning of each query parameter, in the spec's order. */
export const parameterTable = (spec: ParamSpec) =>
  table(
    ['Parameter', 'Type', 'Default', 'Meaning'],
    paramSchemas(spec).map(([name, s]) => [
      `\`${name}\``,
      typeName(s),
      shownDefault(s.default),
      (s.description ?? '') + (s.type === 'array' ? LIST_NOTE : ''),
    ]),
  );

/** Every operation of the OpenAPI document, as the API index lists it. */
export function endpointTable(origin: string) {
  const paths = buildOpenApi(origin).paths as Record<string, Record<string, { summary?: string }>>;
  const rows = Object.entries(paths).map(([path, ops]) => {
    const methods = ['get', 'post'].filter((m) => ops[m]);
    return [methods.map((m) => m.toUpperCase()).join(', '), `\`${path}\``, ops[methods[0]]?.summary ?? ''];
  });
  return table(['Method', 'Path', 'Returns'], rows);
}

/** The MCP tools with their argument names and titles, in tools/list order. */
export const toolTable = () =>
  table(
    ['Tool', 'Arguments', 'What it does'],
    TOOLS.map((t) => {
      const args = Object.keys((t.inputSchema as { properties?: object }).properties ?? {});
      return [`\`${t.name}\``, args.length ? args.map((a) => `\`${a}\``).join(', ') : 'none', t.title];
    }),
  );

/** The MCP prompts over these checklists, with their arguments (required ones marked), in prompts/list order. */
export const promptTable = (checklists: Checklist[]) =>
  table(
    ['Prompt', 'Arguments', 'What it gives'],
    promptsFor(checklists).map((p) => [
      `\`${p.name}\``,
      p.arguments.map((a) => `\`${a.name}\`${a.required ? ' (required)' : ''}`).join(', ') || 'none',
      p.title,
    ]),
  );

/** The keys of a public listing record, in the schema's order. */
export const listingKeys = () =>
  Object.keys(ListingView.shape)
    .map((k) => `\`${k}\``)
    .join(', ');

/** The JSON-RPC error codes the endpoint answers with, from the SDK's own table. */
export const rpcErrors = () =>
  [
    `parse error ${ProtocolErrorCode.ParseError}`,
    `invalid request ${ProtocolErrorCode.InvalidRequest}`,
    `unknown method ${ProtocolErrorCode.MethodNotFound}`,
    `unknown tool ${ProtocolErrorCode.InvalidParams}`,
  ].join(', ');

const perPage = (spec: ParamSpec) => Object.fromEntries(paramSchemas(spec)).per_page as JsonSchema;

/** The limits, as the code enforces them. */
export function limitLines(): string[] {
  const listings = perPage(ListingSearchParams);
  const manuals = perPage(ManualSearchParams);
  return [
    `\`q\`: at most ${MAX_Q_CHARS} characters and ${MAX_Q_TERMS} terms; longer queries are cut, not refused.`,
    `\`per_page\`: ${listings.minimum} to ${listings.maximum} (listings default ${listings.default}, manuals default ${manuals.default}).`,
    `MCP request body: at most ${MAX_BODY_BYTES / 1024} KiB; a larger body gets a 413.`,
    'No key and no quota, but please cache, use conditional requests and keep to a modest request rate.',
  ];
}
