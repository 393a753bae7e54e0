// Query parameters of the search endpoints, declared once. Each parameter
// knows how to parse a raw query-string value the way FastAPI/Pydantic v2
// would (lax mode) and how to describe itself as a zod schema, from which the
// OpenAPI parameters and the MCP tool input schemas are generated.
import { z } from 'zod';
import { CATEGORIES, CONDITIONS, DOCUMENT_TYPES } from './vocabulary.ts';
import type { ValidationErrorItem } from './public.ts';
import { QUERY_CURRENCIES } from '../catalog/exchange-rates.ts';
import { COMPACT, COMPACT_LISTING_FIELDS, FACET_NAMES, LISTING_FIELD_PATHS } from './listing-keys.ts';

type Parsed<T> = { ok: true; value: T } | { ok: false; error: Omit<ValidationErrorItem, 'loc' | 'input'> };

export interface Param<T> {
  /** Typed schema of the parsed value (what handlers receive and OpenAPI/MCP describe). */
  schema: z.ZodType<T>;
  /** Default when the parameter is absent. */
  fallback: T;
  parse(raw: string): Parsed<T>;
}

/** `q` is cut (not refused) to these: longer input is pasted text, and every term costs a lookup. */
export const MAX_Q_CHARS = 200;
export const MAX_Q_TERMS = 32;
/** The largest page either search returns; a bigger one is refused (422), as it would be a crawl, not a search. */
export const MAX_PER_PAGE = 50;

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

/** An optional integer bound: absent means no bound. */
const optInt = (description: string, opts: { ge: number; le: number }): Param<number | null> => {
  const inner = int(description, { ...opts, fallback: opts.ge });
  return {
    schema: z.number().int().min(opts.ge).max(opts.le).nullable().describe(description) as unknown as z.ZodType<number | null>,
    fallback: null,
    parse: (raw) => inner.parse(raw),
  };
};

const FLOAT_RE = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** An optional number ≥ ge, parsed as Pydantic parses a float in lax mode. */
const optNumber = (description: string, opts: { ge: number }): Param<number | null> => ({
  schema: z.number().min(opts.ge).nullable().describe(description) as unknown as z.ZodType<number | null>,
  fallback: null,
  parse(raw) {
    const s = raw.trim();
    const n = Number(s);
    if (!FLOAT_RE.test(s) || !Number.isFinite(n)) return { ok: false, error: { type: 'float_parsing', msg: 'Input should be a valid number, unable to parse string as a number' } };
    if (n < opts.ge) return { ok: false, error: { type: 'greater_than_equal', msg: `Input should be greater than or equal to ${opts.ge}`, ctx: { ge: opts.ge } } };
    return { ok: true, value: n };
  },
});

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

/** An enum with a default (sort, currency): any case, the empty string means the default. */
const oneOf = <S extends string>(description: string, values: readonly S[], fallback: S | null): Param<S | null> => {
  const expected = expectedList(values);
  const lookup = new Map(values.map((v) => [v.toLowerCase(), v]));
  return {
    schema: (fallback === null ? z.enum(values as [S, ...S[]]).nullable() : z.enum(values as [S, ...S[]]).default(fallback)).describe(description) as unknown as z.ZodType<S | null>,
    fallback,
    parse(raw) {
      const s = raw.trim().toLowerCase();
      if (s === '') return { ok: true, value: fallback };
      const hit = lookup.get(s);
      if (hit) return { ok: true, value: hit };
      return { ok: false, error: { type: 'enum', msg: `Input should be ${expected}`, ctx: { expected } } };
    },
  };
};

/**
 * A comma-separated list, each item checked by `item` (null = refused);
 * `whole` maps the complete list of one special word (`all`, `none`).
 */
const list = <T>(description: string, schema: z.ZodType<T[] | null>, fallback: T[] | null, item: (s: string) => T | null,
  refused: (bad: string) => { type: string; msg: string; ctx?: Record<string, unknown> }, whole: Record<string, T[] | null> = {},
  order: (xs: T[]) => T[] = (xs) => xs): Param<T[] | null> => ({
  schema: schema.describe(description) as unknown as z.ZodType<T[] | null>,
  fallback,
  parse(raw) {
    const s = raw.trim();
    if (s === '') return { ok: true, value: fallback };
    if (s.toLowerCase() in whole) return { ok: true, value: whole[s.toLowerCase()] };
    const out: T[] = [];
    for (const part of s.split(',').map((p) => p.trim()).filter(Boolean)) {
      const v = item(part);
      if (v === null) return { ok: false, error: refused(part) };
      if (!out.includes(v)) out.push(v);
    }
    return { ok: true, value: order(out) };
  },
});

export const SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'year_desc', 'year_asc'] as const;
export type Sort = (typeof SORTS)[number];
const YEARS = { ge: 1900, le: 2100 };
const fieldSet = new Set<string>(LISTING_FIELD_PATHS);
const facetSet = new Set<string>(FACET_NAMES);

export const ListingSearchParams = {
  q: text(`Full-text query over title, make, model, description, specs and category. Ranked by relevance, tolerant of one typo in longer words and of plurals. Empty lists newest first. Cut to ${MAX_Q_CHARS} characters and ${MAX_Q_TERMS} terms.`, { chars: MAX_Q_CHARS, terms: MAX_Q_TERMS }),
  category: choice('Only this equipment category.', CATEGORIES),
  condition: choice('Only this condition grade.', CONDITIONS),
  make: text('Only this manufacturer, exact name, any case (e.g. Heidelberg).'),
  location: text('Two letters match a country code or region code exactly (DE, OH, ON); longer text matches part of the city, region or country name in English or the local language, ignoring case and accents (ohio, Germany, münchen, Cologne, Bavaria). Also USA, US, UK, Great Britain, Europe, North America.'),
  country: list('Only listings in these countries: ISO 3166-1 alpha-2 codes, any case, comma-separated = any of them (DE,AT,CH). CA is Canada (the province California is location=CA).',
    z.array(z.string().regex(/^[A-Z]{2}$/)).default([]) as unknown as z.ZodType<string[] | null>, [],
    (p) => (/^[A-Za-z]{2}$/.test(p) ? p.toUpperCase() : null),
    () => ({ type: 'string_pattern_mismatch', msg: "String should match pattern '^[A-Za-z]{2}(,[A-Za-z]{2})*$'", ctx: { pattern: '^[A-Za-z]{2}(,[A-Za-z]{2})*$' } })),
  year_min: optInt(`Only listings built in or after this year (${YEARS.ge} to ${YEARS.le}). Listings without a year never match a year bound.`, YEARS),
  year_max: optInt(`Only listings built in or before this year (${YEARS.ge} to ${YEARS.le}); not below year_min.`, YEARS),
  price_min: optNumber('Lowest asking price, in `currency`. Prices in other currencies are converted at the fixed reference rates published in the snapshot (exchange_rates); listings with price on request never match a price bound.', { ge: 0 }),
  price_max: optNumber('Highest asking price, in `currency`; not below price_min.', { ge: 0 }),
  currency: oneOf('Currency of price_min, price_max, the price sorts and facets.price.', QUERY_CURRENCIES, 'USD'),
  sort: oneOf('Order: relevance (default with q), newest (default without q), price_asc / price_desc (converted prices, price on request last), year_desc / year_asc (unknown year last).', SORTS, null),
  include_sold: bool('Also return sold listings (they keep their page for reference).', false),
  fields: list('Comma-separated listing keys to keep in each item (id, title and url are always kept); dotted paths keep one nested key (location.display, price.amount). Empty or `all`: full records; `compact`: ' + COMPACT_LISTING_FIELDS.join(',') + '.',
    z.array(z.enum(LISTING_FIELD_PATHS as unknown as [string, ...string[]])).nullable() as unknown as z.ZodType<string[] | null>, null,
    (p) => (fieldSet.has(p) ? p : null),
    (bad) => ({ type: 'enum', msg: `Input should be a comma-separated list of ${expectedList(LISTING_FIELD_PATHS)}`, ctx: { expected: expectedList(LISTING_FIELD_PATHS), unknown: bad } }),
    { all: null, [COMPACT]: [...COMPACT_LISTING_FIELDS] }),
  facets: list('Facets to compute: `none`, or a comma-separated subset of ' + FACET_NAMES.join(', ') + '. Default: all of them.',
    z.array(z.enum(FACET_NAMES as unknown as [string, ...string[]])).default([...FACET_NAMES]) as unknown as z.ZodType<string[] | null>, [...FACET_NAMES],
    (p) => (facetSet.has(p.toLowerCase()) ? p.toLowerCase() : null),
    () => ({ type: 'enum', msg: `Input should be 'none' or a comma-separated list of ${expectedList(FACET_NAMES)}`, ctx: { expected: `'none', ${expectedList(FACET_NAMES)}` } }),
    { none: [], all: [...FACET_NAMES] }, (xs) => xs.sort((a, b) => FACET_NAMES.indexOf(a as never) - FACET_NAMES.indexOf(b as never))),
  page: int('Page number, from 1. A page past the end returns no items and the true total.', { ge: 1, fallback: 1 }),
  per_page: int(`Items per page, 1 to ${MAX_PER_PAGE}.`, { ge: 1, le: MAX_PER_PAGE, fallback: 20 }),
} as const;

/** Bounds that must not cross: the upper one is reported, as a Pydantic model validator would. */
const BOUNDS = [['year_min', 'year_max'], ['price_min', 'price_max']] as const;

export const ManualSearchParams = {
  q: text('Full-text query over manual title, make, model and description.', { chars: MAX_Q_CHARS, terms: MAX_Q_TERMS }),
  make: text('Only this manufacturer, exact name, any case.'),
  model: text('Only this model; ignores case, spaces and hyphens (SM52 finds SM 52).'),
  category: choice('Only manuals of this equipment category.', CATEGORIES),
  document_type: choice('Only this kind of document.', DOCUMENT_TYPES.map((d) => [d, d] as const)),
  language: text('Only manuals in this language: the primary subtag matches (de finds de-DE), any case.'),
  page: int('Page number, from 1.', { ge: 1, fallback: 1 }),
  per_page: int(`Items per page, 1 to ${MAX_PER_PAGE}.`, { ge: 1, le: MAX_PER_PAGE, fallback: 24 }),
} as const;

export type ParamSpec = Record<string, Param<any>>;
/**
 * The names of the parameters a parsed query was given (a symbol key: it
 * travels with the value and its copies, never into a JSON echo). Readers of
 * `q` use it so that an explicit parameter wins over a phrase.
 */
export const GIVEN: unique symbol = Symbol('given parameters');
export type ParsedQuery<S extends ParamSpec> = { [K in keyof S]: S[K]['fallback'] } & { [GIVEN]?: ReadonlySet<string> };

/** Zod object of the parsed parameters: OpenAPI parameters and MCP input schemas come from it. */
export const querySchema = <S extends ParamSpec>(spec: S) =>
  z.object(Object.fromEntries(Object.entries(spec).map(([k, p]) => [k, p.schema])) as { [K in keyof S]: S[K]['schema'] });

export type ListingQuery = ParsedQuery<typeof ListingSearchParams>;
export type ManualQuery = ParsedQuery<typeof ManualSearchParams>;

export type ParseResult<S extends ParamSpec> = { ok: true; value: ParsedQuery<S>; ignored: string[] } | { ok: false; errors: ValidationErrorItem[] };

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
  if (spec === (ListingSearchParams as ParamSpec)) {
    for (const [lo, hi] of BOUNDS) {
      if (typeof value[lo] === 'number' && typeof value[hi] === 'number' && (value[lo] as number) > (value[hi] as number)) {
        errors.push({ type: 'value_error', loc: ['query', hi], msg: `Value error, ${hi} must be greater than or equal to ${lo}`, input: get(hi)!, ctx: { error: `${hi} must be greater than or equal to ${lo}` } });
      }
    }
    // The default order depends on q: relevance with words, newest without.
    if (value.sort === null) value.sort = String(value.q ?? '').trim() ? 'relevance' : 'newest';
  }
  const keys = raw instanceof URLSearchParams ? [...new Set(raw.keys())] : Object.keys(raw).filter((k) => raw[k] !== undefined);
  const ignored = keys.filter((k) => !(k in spec));
  Object.defineProperty(value, GIVEN, { value: new Set(keys.filter((k) => k in spec && (get(k) ?? '').trim() !== '')), enumerable: true });
  return errors.length ? { ok: false, errors } : { ok: true, value: value as ParsedQuery<S>, ignored };
}
