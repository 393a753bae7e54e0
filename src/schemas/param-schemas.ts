// The zod schemas of the query parameters (./params.ts), built from the
// schema kit when OpenAPI, MCP or the response schemas ask, once per
// builder: the parser never calls this module, so the search functions do
// not load zod.
import { z } from 'zod';
import * as kit from './schema-kit.ts';
import type { Param, SchemaOf } from './params.ts';
import type { ParamSpec } from './parse-params.ts';

const built = new WeakMap<SchemaOf, z.ZodType>();
const schemaFrom = <T>(of: SchemaOf<T>): z.ZodType<T> => {
  let s = built.get(of);
  if (!s) built.set(of, (s = of(kit)));
  return s as z.ZodType<T>;
};

/** Schema of a parameter's parsed value. */
export const valueSchema = <T>(p: Param<T>): z.ZodType<T> => schemaFrom(p.schema);
/** Schema of what a caller may send for a parameter: one element for a list. */
export const sentSchema = (p: Param<unknown>): z.ZodType => schemaFrom(p.input);

/** Zod object of the parsed parameters (the envelope's `query` echo). */
export const querySchema = <S extends ParamSpec>(spec: S) =>
  z.object(
    Object.fromEntries(Object.entries(spec).map(([k, p]) => [k, valueSchema(p)])) as {
      [K in keyof S]: ReturnType<S[K]['schema']>;
    },
  );

/** Zod object of what may be sent (OpenAPI parameters, MCP input schemas): a list parameter as an array. */
export const inputSchema = <S extends ParamSpec>(spec: S) =>
  z.object(Object.fromEntries(Object.entries(spec).map(([k, p]) => [k, sentSchema(p)])));
