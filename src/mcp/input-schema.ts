// Tool input schemas derived from the REST parameter specs, shaped for
// strict clients: every REST parameter has a default, so none is
// `required`; an enum lists every value the parser accepts (slug and label).
import { z } from 'zod';
import { tidy, type JsonSchema } from '../schemas/json-schema.ts';
import { DEPENDENT_DEFAULTS } from '../schemas/query.ts';
import { inputSchema } from '../schemas/param-schemas.ts';
import type { ParamSpec } from '../schemas/parse-params.ts';
import { CATEGORIES, CONDITIONS } from '../schemas/vocabulary.ts';
import { labelsNote } from '../schemas/params.ts';

/** Slug → label of every closed vocabulary the parser also accepts by label. */
const LABELS = new Map<string, string>([...CATEGORIES, ...CONDITIONS].map(([slug, label]) => [slug, label]));

/** JSON Schema of a zod schema as a tool argument or result (draft 2020-12, no `$schema`). */
export function toolSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = tidy(
    z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }),
  ) as JsonSchema;
  return rest;
}

const NOTES = [labelsNote(CATEGORIES), labelsNote(CONDITIONS)];

/** The labels note of a description, once the enum lists the labels itself. */
const withoutNote = (d: unknown) =>
  typeof d === 'string' ? NOTES.reduce((x, n) => x.replace(n, 'Slug or label, any case.'), d) : d;

/**
 * What may be sent, plainly: a nullable value becomes the value (leaving it out means no filter or bound),
 * and an enum of slugs also lists the labels the parser accepts; so do a list's elements.
 */
function acceptedValues(prop: JsonSchema): JsonSchema {
  if (prop.type === 'array' && prop.items)
    return { ...prop, description: withoutNote(prop.description), items: acceptedValues(prop.items as JsonSchema) };
  const branches = Array.isArray(prop.anyOf) ? (prop.anyOf as JsonSchema[]).filter((b) => b.type !== 'null') : [prop];
  if (branches.length !== 1) return prop;
  const { anyOf: _anyOf, ...rest } = prop;
  const plain = { ...branches[0], ...rest };
  if (!Array.isArray(plain.enum)) return plain;
  const slugs = plain.enum as string[];
  const labels = slugs.map((s) => LABELS.get(s)).filter((l): l is string => !!l && !slugs.includes(l));
  return labels.length
    ? { ...plain, description: withoutNote(plain.description), type: 'string', enum: [...slugs, ...labels] }
    : { ...plain, type: 'string' };
}

/** The input schema of a search tool: the REST parameters, none required, plus any extra MCP-only arguments. */
export function restArgsSchema(spec: ParamSpec, extra: Record<string, JsonSchema> = {}): JsonSchema {
  const base = toolSchema(inputSchema(spec), 'input');
  const props = base.properties as Record<string, JsonSchema>;
  const properties: Record<string, JsonSchema> = {};
  for (const [name, prop] of Object.entries(props)) {
    const fallback = spec[name].fallback;
    const p = acceptedValues(prop);
    properties[name] =
      fallback === null || fallback === undefined || 'default' in p || DEPENDENT_DEFAULTS.includes(name)
        ? p
        : { ...p, default: fallback };
  }
  // An MCP-only default (fields) overrides what REST says about the same parameter.
  for (const [name, prop] of Object.entries(extra)) properties[name] = { ...properties[name], ...prop };
  const { required: _required, ...rest } = base;
  return { ...rest, properties };
}
