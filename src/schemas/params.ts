// Builders of query parameters. Each parameter parses a raw query-string
// value the way FastAPI/Pydantic v2 would (lax mode) and describes itself
// with zod: `schema` is the parsed value (what handlers receive and the
// envelope echoes), `input` what a caller may send (OpenAPI parameters and
// MCP input schemas are generated from it). Lists are in ./list-param.ts.
// The zod schemas are builders handed the schema kit (./schema-kit.ts) by
// ./param-schemas.ts, not built here: the search and lookup functions parse
// with these parameters and never load zod (~30 ms of a cold start).
import type { z } from 'zod';
import type { ValidationErrorItem } from './errors.ts';

/** A refused value; `input` names the refused element of a list. */
export type ParamError = Omit<ValidationErrorItem, 'loc' | 'input'> & { input?: string };
type Parsed<T> = { ok: true; value: T } | { ok: false; error: ParamError };

type SchemaKit = typeof import('./schema-kit.ts');
/** A zod schema, built from the kit when OpenAPI or MCP asks for it (./param-schemas.ts). */
export type SchemaOf<T = unknown> = (kit: SchemaKit) => z.ZodType<T>;

export interface Param<T> {
  /** Typed schema of the parsed value. */
  schema: SchemaOf<T>;
  /** What may be sent, one value per element for a list (defaults to `schema`). */
  input: SchemaOf;
  /** Default when the parameter is absent. */
  fallback: T;
  /** Repeated values (and comma-separated parts) are a union; any other parameter takes its last value. */
  list: boolean;
  parse(raw: string): Parsed<T>;
}

/** A parameter from its parts: `input` defaults to `schema`, and it is no list unless it says so. */
export const param = <T>(
  p: Omit<Param<T>, 'input' | 'list'> & Partial<Pick<Param<T>, 'input' | 'list'>>,
): Param<T> => ({
  input: p.schema,
  list: false,
  ...p,
});

/**
 * A name (make, model, place, language) is never this long: a longer value is refused (422) rather than echoed
 * in `query`, the links and the citation of every answer.
 */
export const MAX_NAME_CHARS = 200;
export const tooLong = (max: number): ParamError => ({
  type: 'string_too_long',
  msg: `String should have at most ${max} characters`,
  ctx: { max_length: max },
});

/**
 * Free text. `limit` cuts it (a query is often pasted text) rather than refusing it; without one the text is a
 * name, refused past MAX_NAME_CHARS.
 */
export const text = (description: string, limit?: { chars: number; terms: number }): Param<string> =>
  param({
    schema: ({ z }) => z.string().describe(description),
    input: ({ z }) => (limit ? z.string() : z.string().max(MAX_NAME_CHARS)).describe(description),
    fallback: '',
    parse(raw) {
      let v = raw.trim();
      if (!limit && v.length > MAX_NAME_CHARS) return { ok: false, error: tooLong(MAX_NAME_CHARS) };
      if (limit) {
        v = v.slice(0, limit.chars);
        const terms = v.split(/\s+/);
        if (terms.length > limit.terms) v = terms.slice(0, limit.terms).join(' ');
      }
      return { ok: true, value: v };
    },
  });

/**
 * A text filter: a name, refused past MAX_NAME_CHARS like `text`'s; absent or blank is no filter, echoed as null
 * like every other filter that is not applied (category, year_min, …), never as "".
 */
export const textFilter = (description: string): Param<string | null> =>
  param({
    schema: ({ z }) => z.string().min(1).nullable().describe(`${description} null in the echo when not applied.`),
    input: ({ z }) => z.string().max(MAX_NAME_CHARS).describe(description),
    fallback: null,
    parse(raw) {
      const v = raw.trim();
      if (v.length > MAX_NAME_CHARS) return { ok: false, error: tooLong(MAX_NAME_CHARS) };
      return { ok: true, value: v === '' ? null : v };
    },
  });

const INT_RE = /^[+-]?\d+$/;
const INT_PARSING: ParamError = {
  type: 'int_parsing',
  msg: 'Input should be a valid integer, unable to parse string as an integer',
};
const ge = (n: number): ParamError => ({
  type: 'greater_than_equal',
  msg: `Input should be greater than or equal to ${n}`,
  ctx: { ge: n },
});
const le = (n: number): ParamError => ({
  type: 'less_than_equal',
  msg: `Input should be less than or equal to ${n}`,
  ctx: { le: n },
});

function parseInteger(raw: string, opts: { ge: number; le?: number }): Parsed<number> {
  const s = raw.trim();
  if (!INT_RE.test(s)) return { ok: false, error: INT_PARSING };
  // Arbitrary precision like Python: compare as BigInt, hand back a safe number.
  const n = BigInt(s);
  if (n < BigInt(opts.ge)) return { ok: false, error: ge(opts.ge) };
  if (opts.le !== undefined && n > BigInt(opts.le)) return { ok: false, error: le(opts.le) };
  return { ok: true, value: n > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(n) };
}

export const int = (description: string, opts: { ge: number; le?: number; fallback: number }): Param<number> =>
  param({
    schema: ({ z }) => {
      let schema = z.number().int().min(opts.ge);
      if (opts.le !== undefined) schema = schema.max(opts.le);
      return schema.default(opts.fallback).describe(description) as unknown as z.ZodType<number>;
    },
    fallback: opts.fallback,
    parse: (raw) => parseInteger(raw, opts),
  });

/** An optional integer bound: absent means no bound. */
export const optInt = (description: string, opts: { ge: number; le: number }): Param<number | null> =>
  param({
    schema: ({ z }) =>
      z.number().int().min(opts.ge).max(opts.le).nullable().describe(description) as unknown as z.ZodType<
        number | null
      >,
    fallback: null,
    parse: (raw) => parseInteger(raw, opts),
  });

const FLOAT_RE = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** An optional number ≥ ge, parsed as Pydantic parses a float in lax mode. */
export const optNumber = (description: string, opts: { ge: number }): Param<number | null> =>
  param({
    schema: ({ z }) => z.number().min(opts.ge).nullable().describe(description) as unknown as z.ZodType<number | null>,
    fallback: null,
    parse(raw) {
      const s = raw.trim();
      const n = Number(s);
      if (!FLOAT_RE.test(s) || !Number.isFinite(n))
        return {
          ok: false,
          error: { type: 'float_parsing', msg: 'Input should be a valid number, unable to parse string as a number' },
        };
      if (n < opts.ge) return { ok: false, error: ge(opts.ge) };
      return { ok: true, value: n };
    },
  });

const TRUE = new Set(['1', 'on', 't', 'true', 'y', 'yes']);
const FALSE = new Set(['0', 'off', 'f', 'false', 'n', 'no']);

export const bool = (description: string, fallback: boolean): Param<boolean> =>
  param({
    schema: ({ z }) => z.boolean().default(fallback).describe(description) as unknown as z.ZodType<boolean>,
    fallback,
    parse(raw) {
      const s = raw.toLowerCase();
      if (TRUE.has(s)) return { ok: true, value: true };
      if (FALSE.has(s)) return { ok: true, value: false };
      return {
        ok: false,
        error: { type: 'bool_parsing', msg: 'Input should be a valid boolean, unable to interpret input' },
      };
    },
  });

/** Pydantic's wording of an enum's accepted values: `'a', 'b' or 'c'`. */
const expectedList = (values: readonly string[]) =>
  values.length === 1
    ? `'${values[0]}'`
    : `${values
        .slice(0, -1)
        .map((v) => `'${v}'`)
        .join(', ')} or '${values.at(-1)}'`;

export const enumError = (values: readonly string[], ctx: Record<string, unknown> = {}): ParamError => {
  const expected = expectedList(values);
  return { type: 'enum', msg: `Input should be ${expected}`, ctx: { expected, ...ctx } };
};

/** Slug or label (any case) → slug, for a closed vocabulary of [slug, label] pairs. */
export function vocabularyLookup<S extends string>(pairs: readonly (readonly [S, string])[]): (s: string) => S | null {
  const lookup = new Map<string, S>();
  for (const [s, label] of pairs) {
    lookup.set(s.toLowerCase(), s);
    lookup.set(label.toLowerCase(), s);
  }
  return (s) => lookup.get(s.trim().toLowerCase()) ?? null;
}

export const labelsNote = (pairs: readonly (readonly [string, string])[]) =>
  `Accepts the slug or its label (${pairs
    .filter(([s, l]) => s !== l)
    .map(([s, l]) => `${s} = ${l}`)
    .join('; ')}), any case.`;

/** One of a closed vocabulary, by slug or label, any case. Empty means no filter. */
export const choice = <S extends string>(
  description: string,
  pairs: readonly (readonly [S, string])[],
): Param<S | null> => {
  const slugs = pairs.map(([s]) => s);
  const find = vocabularyLookup(pairs);
  const labelled = pairs.some(([s, l]) => s !== l);
  return param({
    schema: ({ z }) =>
      z
        .enum(slugs as [S, ...S[]])
        .nullable()
        .describe(labelled ? `${description} ${labelsNote(pairs)}` : description) as unknown as z.ZodType<S | null>,
    fallback: null,
    parse(raw) {
      if (raw.trim() === '') return { ok: true, value: null };
      const hit = find(raw);
      return hit ? { ok: true, value: hit } : { ok: false, error: enumError(slugs) };
    },
  });
};

/** An enum with a default (sort, currency): any case, the empty string means the default. */
export const oneOf = <S extends string>(
  description: string,
  values: readonly S[],
  fallback: S | null,
  ctx: Record<string, unknown> = {},
): Param<S | null> => {
  const lookup = new Map(values.map((v) => [v.toLowerCase(), v]));
  return param({
    schema: ({ z }) =>
      (fallback === null
        ? z.enum(values as [S, ...S[]]).nullable()
        : z.enum(values as [S, ...S[]]).default(fallback)
      ).describe(description) as unknown as z.ZodType<S | null>,
    fallback,
    parse(raw) {
      const s = raw.trim().toLowerCase();
      if (s === '') return { ok: true, value: fallback };
      const hit = lookup.get(s);
      return hit ? { ok: true, value: hit } : { ok: false, error: enumError(values, ctx) };
    },
  });
};
