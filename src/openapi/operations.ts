// The building blocks of the OpenAPI operations: response headers, the
// responses several operations share, a GET operation, and query parameters
// described from the same Param objects the handlers parse with.
import { DEPENDENT_DEFAULTS } from '../schemas/query.ts';
import type { ParamSpec } from '../schemas/parse-params.ts';
import { sentSchema, valueSchema } from '../schemas/param-schemas.ts';
import { parameterSchema, schemaRef } from './components.ts';
import { REFUSED, type examples } from './examples.ts';

export type Obj = Record<string, unknown>;
export type Example = { summary: string; value: unknown; description?: string };
type Examples = ReturnType<typeof examples>;

const queryString = (raw: Record<string, string>) => new URLSearchParams(raw).toString();

const hdr = (name: string) => ({ $ref: `#/components/headers/${name}` });

export const headers = (origin: string): Obj => ({
  'Cache-Control': {
    description:
      'Caching policy. Static resources and lookups: CDN-cacheable with `s-maxage` and `stale-while-revalidate`; search results: a short `max-age` and `s-maxage`; MCP answers and errors: `no-store`.',
    schema: { type: 'string' },
    example: 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400',
  },
  ETag: {
    description: 'Validator of the body, where the platform provides one; send it back in `If-None-Match` to get 304.',
    schema: { type: 'string' },
    example: '"5f3a9c1e"',
  },
  'Access-Control-Allow-Origin': {
    description: 'Always `*`: the API is public and read-only and takes no credentials.',
    schema: { type: 'string', const: '*' },
  },
  'X-Content-Type-Options': { description: 'Always `nosniff`.', schema: { type: 'string', const: 'nosniff' } },
  Link: {
    description:
      'RFC 8288 links where the platform allows, e.g. to the canonical human page (`rel="canonical"`), its markdown twin (`rel="alternate"; type="text/markdown"`) or this description (`rel="service-desc"`). Informational; the body carries the same URLs.',
    schema: { type: 'string' },
    example: `<${origin}/listings/heidelberg-polar-115-x-guillotine-cutter-2008>; rel="canonical"`,
  },
  Allow: {
    description: 'The methods this path accepts.',
    schema: { type: 'string' },
    example: 'GET, HEAD, OPTIONS',
  },
});

export const successHeaders = {
  'Cache-Control': hdr('Cache-Control'),
  ETag: hdr('ETag'),
  'Access-Control-Allow-Origin': hdr('Access-Control-Allow-Origin'),
  'X-Content-Type-Options': hdr('X-Content-Type-Options'),
  Link: hdr('Link'),
};
export const errorHeaders = {
  'Cache-Control': hdr('Cache-Control'),
  'Access-Control-Allow-Origin': hdr('Access-Control-Allow-Origin'),
  'X-Content-Type-Options': hdr('X-Content-Type-Options'),
};

export const json = (schema: Obj, ex: Record<string, Example>) => ({ 'application/json': { schema, examples: ex } });

export const ok = (
  description: string,
  schemaName: string,
  ex: Record<string, Example>,
  headers: Obj = successHeaders,
) => ({ description, headers, content: json(schemaRef(schemaName), ex) });

const LIST_NOTE =
  ' Several values: repeat the parameter (`name=a&name=b`, the form style this document declares), separate them by commas (`name=a,b`), or both; together they are one union.';
const LAST_NOTE = ' Given more than once, the last value counts.';

/** What a parameter's JSON Schema type adds to its description: the server's leniency and its refusals. */
function typeNote(schema: Record<string, unknown>): string {
  const element = (schema.type === 'array' ? schema.items : schema) as Record<string, unknown>;
  if (element.type === 'boolean')
    return " The schema says boolean (send `true` or `false`); the server is more lenient and also accepts Pydantic's boolean words t/f, yes/no, y/n, on/off, 1/0, in any case. Anything else is a 422 `bool_parsing` error.";
  if (element.type === 'integer')
    return ' An optional sign and decimal digits, surrounding white space ignored; anything else (the empty string included) is a 422 `int_parsing` error.';
  if (Array.isArray(element.enum))
    return ' The enum lists the canonical values a generated client should send; the server is more lenient and also accepts each slug or label in any case (`CNC and metalworking`, `GOOD`). Absent or empty means the default; any other value is a 422 `enum` error listing the accepted values.';
  const max =
    typeof element.maxLength === 'number'
      ? ` Longer than ${element.maxLength} characters is a 422 \`string_too_long\` error.`
      : '';
  return ` Absent or empty means no filter.${max}`;
}

/** The default a parameter's schema declares: empty text for the optional filters (absent = no filter), else the parser's. */
function withDefault(schema: Record<string, unknown>, fallback: unknown, list: boolean): Record<string, unknown> {
  if ('default' in schema) return schema;
  if (list) return Array.isArray(fallback) ? { ...schema, default: fallback } : schema;
  // Absent = no filter: an optional text or vocabulary filter defaults to the empty string (as the seed states them); a bound has none.
  if (fallback === null || fallback === '') return schema.type === 'string' ? { ...schema, default: '' } : schema;
  return { ...schema, default: fallback };
}

export const queryParameters = (spec: ParamSpec) =>
  Object.entries(spec).map(([name, p]) => {
    const input = sentSchema(p);
    const schema = parameterSchema(input);
    return {
      name,
      in: 'query',
      required: false,
      style: 'form',
      explode: true,
      description:
        (input.description ?? valueSchema(p).description ?? '') + typeNote(schema) + (p.list ? LIST_NOTE : LAST_NOTE),
      schema: DEPENDENT_DEFAULTS.includes(name) ? schema : withDefault(schema, p.fallback, p.list),
    };
  });

/** The responses several operations share, and a GET operation built from them. */
export function operations(ex: Examples) {
  const detail = (summary: string, text: string) => ({
    [summary.replace(/\W+/g, '')]: { summary, value: { detail: text } },
  });

  /** The 404 of a lookup by key: the error body says which kind of record was not found. */
  const notFound = (description: string, what: string) => ({
    description,
    headers: errorHeaders,
    content: json(schemaRef('ErrorDetail'), detail(`${what} not found`, `${what} not found`)),
  });

  // Responses shared by several operations. They are written inline in each
  // operation (not as components.responses $refs) so that a JSON pointer to
  // `paths/…/responses/{status}/content/application~1json/schema` always resolves.
  const shared = {
    NotModified: {
      description: 'Not Modified: the `If-None-Match` validator still matches. No body.',
      headers: { 'Cache-Control': hdr('Cache-Control'), ETag: hdr('ETag') },
    },
    ListingNotFound: notFound('No listing has this slug or id.', 'Listing'),
    GlossaryTermNotFound: notFound('No glossary term, alias or slug is (or nearly is) this term.', 'Glossary term'),
    ManualNotFound: notFound('No manual has this id.', 'Manual'),
    GuideNotFound: notFound('No guide has this slug.', 'Guide'),
    ChecklistNotFound: notFound('No checklist has this slug.', 'Checklist'),
    MethodNotAllowed: {
      description:
        'Method not allowed on this path (the API is read-only: GET, HEAD and OPTIONS, plus POST on /mcp). `Allow` lists what is accepted.',
      headers: { Allow: hdr('Allow'), ...errorHeaders },
      content: json(schemaRef('ErrorDetail'), detail('Method Not Allowed', 'Method Not Allowed')),
    },
    ValidationFailed: {
      description:
        'A search parameter is invalid. One entry per failing parameter, as FastAPI with Pydantic v2 writes it (`type`, `loc`, `msg`, `input`, `ctx`).',
      headers: errorHeaders,
      content: json(schemaRef('ValidationError'), {
        range: { summary: queryString(REFUSED.range), value: ex.validationError },
        enum: { summary: queryString(REFUSED.enum), value: ex.enumError },
        int: { summary: queryString(REFUSED.int), value: ex.intError },
      }),
    },
  };
  const ref = (name: keyof typeof shared) => shared[name];

  const get = (o: {
    tag: string;
    id: string;
    summary: string;
    description: string;
    schema: string;
    example: Example;
    parameters?: unknown[];
    notFound?: 'ListingNotFound' | 'ManualNotFound' | 'ChecklistNotFound' | 'GuideNotFound' | 'GlossaryTermNotFound';
    search?: boolean;
    extra200?: Record<string, Example>;
  }) => ({
    get: {
      tags: [o.tag],
      operationId: o.id,
      summary: o.summary,
      description: o.description,
      parameters: [...(o.parameters ?? []), { $ref: '#/components/parameters/If-None-Match' }],
      responses: {
        200: ok('OK', o.schema, { default: o.example, ...o.extra200 }),
        304: ref('NotModified'),
        ...(o.notFound ? { 404: ref(o.notFound) } : {}),
        405: ref('MethodNotAllowed'),
        ...(o.search ? { 422: ref('ValidationFailed') } : {}),
      },
    },
  });

  return { ref, get };
}
