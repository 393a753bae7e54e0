// Query parameters of the search endpoints, declared once. Each parameter
// knows how to parse a raw query-string value the way FastAPI/Pydantic v2
// would (lax mode) and how to describe itself as a zod schema, from which the
// OpenAPI parameters and the MCP tool input schemas are generated.
import { z } from 'zod';
import { CATEGORIES, CONDITIONS } from './vocabulary.ts';
import type { ValidationErrorItem } from './public.ts';

type Parsed<T> = { ok: true; value: T } | { ok: false; error: Omit<ValidationErrorItem, 'loc' | 'input'> };

export interface Param<T> {
  /** Typed schema of the parsed value (what handlers receive and OpenAPI/MCP describe). */
  schema: z.ZodType<T>;
  /** Default when the parameter is absent. */
  fallback: T;
  parse(raw: string): Parsed<T>;
}

const MAX_Q_CHARS = 200;
const MAX_Q_TERMS = 32;

/** Free text; never an error. `q` is cut to its limits rather than refused. */
const text = (description: string, limit?: { chars: number; terms: number }): Param<string> => ({
  schema: z.string().describe(description),
  fallback: '',
  parse(raw) {
    let v = raw.trim();
    if (limit) {
      v = v.slice(0, limit.chars);
      const terms = v.split(/\s+/);
      if (terms.length > limit.terms) v = terms.slice(0, limit.terms).join(' ');
    }
    return { ok: true, value: v };
  },
});

const INT_RE = /^[+-]?\d+$/;

const int = (description: string, opts: { ge: number; le?: number; fallback: number }): Param<number> => {
  let schema = z.number().int().min(opts.ge);
  if (opts.le !== undefined) schema = schema.max(opts.le);
  return {
    schema: schema.default(opts.fallback).describe(description) as unknown as z.ZodType<number>,
    fallback: opts.fallback,
    parse(raw) {
      const s = raw.trim();
      if (!INT_RE.test(s)) return { ok: false, error: { type: 'int_parsing', msg: 'Input should be a valid integer, unable to parse string as an integer' } };
      // Arbitrary precision like Python: compare as BigInt, hand back a safe number.
      const n = BigInt(s);
      if (n < BigInt(opts.ge)) return { ok: false, error: { type: 'greater_than_equal', msg: `Input should be greater than or equal to ${opts.ge}`, ctx: { ge: opts.ge } } };
      if (opts.le !== undefined && n > BigInt(opts.le)) return { ok: false, error: { type: 'less_than_equal', msg: `Input should be less than or equal to ${opts.le}`, ctx: { le: opts.le } } };
      return { ok: true, value: n > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(n) };
    },
  };
};

const TRUE = new Set(['1', 'on', 't', 'true', 'y', 'yes']);
const FALSE = new Set(['0', 'off', 'f', 'false', 'n', 'no']);

const bool = (description: string, fallback: boolean): Param<boolean> => ({
  schema: z.boolean().default(fallback).describe(description) as unknown as z.ZodType<boolean>,
  fallback,
  parse(raw) {
    const s = raw.toLowerCase();
    if (TRUE.has(s)) return { ok: true, value: true };
    if (FALSE.has(s)) return { ok: true, value: false };
    return { ok: false, error: { type: 'bool_parsing', msg: 'Input should be a valid boolean, unable to interpret input' } };
  },
});

/** Pydantic's wording of an enum's accepted values: `'a', 'b' or 'c'`. */
export const expectedList = (values: readonly string[]) =>
  values.length === 1 ? `'${values[0]}'` : `${values.slice(0, -1).map((v) => `'${v}'`).join(', ')} or '${values.at(-1)}'`;

/** One of a closed vocabulary, by slug or label, any case. Empty means no filter. */
const choice = <S extends string>(description: string, pairs: readonly (readonly [S, string])[]): Param<S | null> => {
  const slugs = pairs.map(([s]) => s);
  const lookup = new Map<string, S>();
  for (const [s, label] of pairs) {
    lookup.set(s.toLowerCase(), s);
    lookup.set(label.toLowerCase(), s);
  }
  const expected = expectedList(slugs);
  return {
    schema: z.enum(slugs as [S, ...S[]]).nullable()
      .describe(`${description} Accepts the slug or its label (${pairs.map(([s, l]) => `${s} = ${l}`).join('; ')}), any case.`) as unknown as z.ZodType<S | null>,
    fallback: null,
    parse(raw) {
      const s = raw.trim().toLowerCase();
      if (s === '') return { ok: true, value: null };
      const hit = lookup.get(s);
      if (hit) return { ok: true, value: hit };
      return { ok: false, error: { type: 'enum', msg: `Input should be ${expected}`, ctx: { expected } } };
    },
  };
};

export const ListingSearchParams = {
  q: text('Full-text query over title, make, model, description, specs and category. Ranked by relevance, tolerant of one typo in longer words and of plurals. Empty lists newest first. Cut to 200 characters and 32 terms.', { chars: MAX_Q_CHARS, terms: MAX_Q_TERMS }),
  category: choice('Only this equipment category.', CATEGORIES),
  condition: choice('Only this condition grade.', CONDITIONS),
  make: text('Only this manufacturer, exact name, any case (e.g. Heidelberg).'),
  location: text('Two letters match a country code or region code exactly (DE, OH, ON); longer text matches part of the city, region or country name, ignoring case and accents (ohio, Germany, münchen).'),
  include_sold: bool('Also return sold listings (they keep their page for reference).', false),
  page: int('Page number, from 1. A page past the end returns no items and the true total.', { ge: 1, fallback: 1 }),
  per_page: int('Items per page, 1 to 50.', { ge: 1, le: 50, fallback: 20 }),
} as const;

export const ManualSearchParams = {
  q: text('Full-text query over manual title, make, model and description.', { chars: MAX_Q_CHARS, terms: MAX_Q_TERMS }),
  make: text('Only this manufacturer, exact name, any case.'),
  model: text('Only this model; ignores case, spaces and hyphens (SM52 finds SM 52).'),
  page: int('Page number, from 1.', { ge: 1, fallback: 1 }),
  per_page: int('Items per page, 1 to 50.', { ge: 1, le: 50, fallback: 24 }),
} as const;

export type ParamSpec = Record<string, Param<any>>;
export type ParsedQuery<S extends ParamSpec> = { [K in keyof S]: S[K]['fallback'] };

/** Zod object of the parsed parameters: OpenAPI parameters and MCP input schemas come from it. */
export const querySchema = <S extends ParamSpec>(spec: S) =>
  z.object(Object.fromEntries(Object.entries(spec).map(([k, p]) => [k, p.schema])) as { [K in keyof S]: S[K]['schema'] });

export type ListingQuery = ParsedQuery<typeof ListingSearchParams>;
export type ManualQuery = ParsedQuery<typeof ManualSearchParams>;

export type ParseResult<S extends ParamSpec> = { ok: true; value: ParsedQuery<S> } | { ok: false; errors: ValidationErrorItem[] };

/**
 * Parses raw values (a query string, or tool arguments turned into strings).
 * Every failing parameter is reported at once; unknown keys are ignored; a
 * repeated key takes its last value.
 */
export function parseQuery<S extends ParamSpec>(spec: S, raw: URLSearchParams | Record<string, string | undefined>): ParseResult<S> {
  const get = (k: string) => (raw instanceof URLSearchParams ? raw.getAll(k).at(-1) : raw[k]);
  const value: Record<string, unknown> = {};
  const errors: ValidationErrorItem[] = [];
  for (const [key, param] of Object.entries(spec)) {
    const input = get(key);
    if (input === undefined) {
      value[key] = param.fallback;
      continue;
    }
    const r = param.parse(input);
    if (r.ok) value[key] = r.value;
    else errors.push({ type: r.error.type, loc: ['query', key], msg: r.error.msg, input, ...(r.error.ctx ? { ctx: r.error.ctx } : {}) });
  }
  return errors.length ? { ok: false, errors } : { ok: true, value: value as ParsedQuery<S> };
}
