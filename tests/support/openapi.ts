// Validates response bodies against the OpenAPI document the server serves,
// and finds the schema of one documented response in the generated document.
import Ajv2020 from 'ajv/dist/2020.js';
import { API_BASE_PATH } from '../../src/config.ts';
import { standalone } from '../../src/openapi/components.ts';
import type { JsonSchema } from '../../src/schemas/json-schema.ts';
import { buildOpenApi, type OpenApiDocument } from '../../src/openapi/document.ts';

export async function openApiValidator(baseUrl: string) {
  const doc = await (await fetch(`${baseUrl}/openapi.json`)).json();
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ ...doc, $id: 'urn:secondline:openapi' });
  const pointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
  return {
    doc,
    /** Errors of `body` against the `status` response of `method path` (path as in the document), or [] when it matches. */
    check(path: string, method: string, status: number, body: unknown): string[] {
      const op = doc.paths?.[path]?.[method];
      if (!op) return [`no operation ${method} ${path}`];
      const resp = op.responses?.[String(status)];
      if (!resp) return [`no ${status} response for ${method} ${path}`];
      const ref = `urn:secondline:openapi#/paths/${pointer(path)}/${method}/responses/${status}/content/${pointer('application/json')}/schema`;
      const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
      return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
    },
  };
}

let reference: OpenApiDocument | undefined;
const doc = () => (reference ??= buildOpenApi('http://localhost:4321'));

const templates = () =>
  Object.keys(doc().paths).map((t) => ({
    template: t,
    re: new RegExp(`^${t.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));

/**
 * The JSON Schema (self-contained, draft 2020-12, for Ajv2020) of the JSON
 * body of one documented response, or undefined when the response has no
 * JSON body or is not documented. `path` is relative to the server
 * (`/listings/{slug_or_id}`), or a concrete path, with or without the API base
 * (`/api/agents/v1/listings/lst_7k2m9q4x`); exact templates win over matches.
 */
export function operationResponseSchema(path: string, method: string, status: number | string): JsonSchema | undefined {
  const rel = path.startsWith(API_BASE_PATH) ? path.slice(API_BASE_PATH.length) || '/' : path;
  const paths = doc().paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
  const template = rel in paths ? rel : templates().find((t) => t.re.test(rel))?.template;
  if (!template) return undefined;
  const response = paths[template][method.toLowerCase()]?.responses[String(status)] as
    | Record<string, unknown>
    | undefined;
  const content = response?.content as Record<string, { schema: JsonSchema }> | undefined;
  const schema = content?.['application/json']?.schema;
  return schema ? standalone(schema) : undefined;
}
