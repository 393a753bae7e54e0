// JSON Schemas of every named component, generated from the zod schemas with
// zod 4's z.toJSONSchema (draft 2020-12, output side: defaults filled in, so
// defaulted fields are required). Cross-references are `#/components/schemas/X`.
import { z } from 'zod';
import { tidy, type JsonSchema } from '../schemas/json-schema.ts';
import {
  ChecklistSummary,
  Facet,
  GlossaryTerm,
  Guide,
  License,
  ListingView,
  Location,
  Manual,
  Price,
  SiteData,
  SiteDocument,
  ConvertedPrice,
  PriceContext,
  PriceStats,
  Snapshot,
} from '../schemas/public.ts';
import {
  ChecklistDetail,
  ChecklistDocument,
  ChecklistIndexDocument,
  GlossaryDocument,
  GuideDetail,
  GuideDocument,
  GuideIndexDocument,
  ListingDocument,
  ManualDocument,
  SnapshotDocument,
  ApiEndpoint,
  ApiIndex,
} from '../schemas/documents.ts';
import { ErrorDetail, ValidationError, ValidationErrorItem } from '../schemas/errors.ts';
import {
  Category,
  Condition,
  DocumentType,
  GuideKind,
  ListingStatus,
  OperationalStatus,
  SellerType,
  Severity,
} from '../schemas/vocabulary-enums.ts';
import {
  ListingFacets,
  ListingSearchDocument,
  ListingSearchQuery,
  ManualFacets,
  ManualSearchDocument,
  ManualSearchQuery,
} from '../schemas/responses.ts';
import {
  JsonRpcErrorResponse,
  JsonRpcId,
  JsonRpcMessage,
  JsonRpcNotification,
  JsonRpcRequest,
  JsonRpcResponse,
  JsonRpcResultResponse,
  McpDiscovery,
  McpServerCard,
} from '../mcp/rpc-schemas.ts';

/** Component name → zod schema. A schema used in several places is emitted once and referenced. */
export const NAMED_SCHEMAS: Record<string, z.ZodType> = {
  Category,
  Condition,
  OperationalStatus,
  ListingStatus,
  SellerType,
  DocumentType,
  Severity,
  GuideKind,
  License,
  Location,
  Price,
  ConvertedPrice,
  Listing: ListingView,
  PriceContext,
  PriceStats,
  Manual,
  GlossaryTerm,
  ChecklistSummary,
  ChecklistDetail,
  Guide,
  GuideDetail,
  Snapshot,
  SiteData,
  Facet,
  ListingDocument,
  ManualDocument,
  GlossaryDocument,
  ChecklistIndexDocument,
  ChecklistDocument,
  GuideIndexDocument,
  GuideDocument,
  SnapshotDocument,
  SiteDocument,
  ApiEndpoint,
  ApiIndex,
  ListingSearchQuery,
  ManualSearchQuery,
  ListingFacets,
  ManualFacets,
  ListingSearchDocument,
  ManualSearchDocument,
  ErrorDetail,
  ValidationErrorItem,
  ValidationError,
  JsonRpcId,
  JsonRpcRequest,
  JsonRpcNotification,
  JsonRpcMessage,
  JsonRpcResultResponse,
  JsonRpcErrorResponse,
  JsonRpcResponse,
  McpDiscovery,
  McpServerCard,
};

export const schemaRef = (name: keyof typeof NAMED_SCHEMAS & string) => {
  if (!(name in NAMED_SCHEMAS)) throw new Error(`unknown component schema ${name}`);
  return { $ref: `#/components/schemas/${name}` };
};

let cache: Record<string, JsonSchema> | undefined;

/** `components.schemas` of the OpenAPI document. */
export function componentSchemas(): Record<string, JsonSchema> {
  if (cache) return cache;
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(NAMED_SCHEMAS)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'output',
    uri: (id) => `#/components/schemas/${id}`,
  });
  cache = Object.fromEntries(Object.keys(NAMED_SCHEMAS).map((id) => [id, tidy(schemas[id]) as JsonSchema]));
  return cache;
}

/** A JSON Schema of one query parameter (input side: what may be sent). */
export function parameterSchema(schema: z.ZodType): JsonSchema {
  const s = tidy(z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input' })) as JsonSchema;
  delete s.description; // the parameter carries it
  // A nullable enum filter is, on the wire, an optional string: absent means no filter.
  if (Array.isArray(s.anyOf)) {
    const nonNull = (s.anyOf as JsonSchema[]).filter((b) => b.type !== 'null');
    if (nonNull.length === 1) {
      const { anyOf: _anyOf, ...rest } = s;
      return { ...nonNull[0], ...rest };
    }
  }
  return s;
}

/**
 * A self-contained JSON Schema (draft 2020-12) for `schema`, whose
 * `#/components/schemas/X` references are rewritten to `#/$defs/X` and
 * carried along, ready for `new Ajv2020().compile(...)`.
 */
export function standalone(schema: JsonSchema): JsonSchema {
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([k, v]) => [
        k,
        k === '$ref' && typeof v === 'string' ? v.replace('#/components/schemas/', '#/$defs/') : rewrite(v),
      ]),
    );
  };
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    ...(rewrite(schema) as JsonSchema),
    $defs: rewrite(componentSchemas()) as JsonSchema,
  };
}
