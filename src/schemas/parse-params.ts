// Reading parameters: a query string or MCP tool arguments, through a table of
// parameters (./query.ts), into typed values, Pydantic-style 422 items, and the
// names of everything given that does not apply (`ignored_parameters`).
// Every failing parameter is reported at once, never only the first.
import type { ValidationErrorItem } from './errors.ts';
import { echoOf } from './echo.ts';
import { boundIgnored } from './echo-bound.ts';
import { LISTING_STATUSES } from './vocabulary.ts';
import type { Param } from './params.ts';
import { BOUNDS, ListingSearchParams } from './query.ts';

// biome-ignore lint/suspicious/noExplicitAny: a table of parameters of different value types (Param is invariant in T)
export type ParamSpec = Record<string, Param<any>>;
/**
 * The names of the parameters a parsed query was given with a value (a
 * non-enumerable symbol key: it travels with the parsed value to the search
 * core, never into an echo or a comparison). The reader of `q` uses it so
 * that an explicit parameter wins over a phrase.
 */
export const GIVEN: unique symbol = Symbol('given parameters');
export type ParsedQuery<S extends ParamSpec> = { [K in keyof S]: S[K]['fallback'] } & { [GIVEN]?: ReadonlySet<string> };

export type ParseResult<S extends ParamSpec> =
  | { ok: true; value: ParsedQuery<S>; ignored: string[]; given: string[] }
  | { ok: false; errors: ValidationErrorItem[] };

/** Raw input: a query string, or tool arguments (a list as an array or a comma string). */
export type RawQuery = URLSearchParams | Record<string, unknown>;

const asText = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** Every value given for each name, as strings (one pass over a query string). */
function valuesByName(raw: RawQuery): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (raw instanceof URLSearchParams) {
    for (const [k, v] of raw) {
      const vs = out.get(k);
      if (vs) vs.push(v);
      else out.set(k, [v]);
    }
    return out;
  }
  for (const [k, v] of Object.entries(raw)) {
    if (v === undefined || v === null) continue;
    out.set(k, Array.isArray(v) ? v.filter((x) => x !== undefined && x !== null).map(asText) : [asText(v)]);
  }
  return out;
}

const EMPTY = /^[\s,]*$/;

/**
 * Parses raw values. Every failing parameter is reported at once; a list's
 * values are one union, any other repeated parameter takes its last value;
 * unknown keys and parameters that do not apply are named in `ignored`.
 * `origin` makes the URLs in error contexts absolute.
 */
export function parseParams<S extends ParamSpec>(
  spec: S,
  raw: RawQuery,
  opts: { origin?: string } = {},
): ParseResult<S> {
  const value: Record<string, unknown> = {};
  const errors: ValidationErrorItem[] = [];
  const given: string[] = [];
  const byName = valuesByName(raw);
  for (const [key, param] of Object.entries(spec)) {
    const values = byName.get(key);
    if (values === undefined) {
      value[key] = param.fallback;
      continue;
    }
    const input = param.list ? values.join(',') : (values.at(-1) ?? '');
    // Empty means absent (the default applies): only a value says something.
    if (!EMPTY.test(input)) given.push(key);
    const r = param.parse(input);
    if (r.ok) {
      value[key] = r.value;
      continue;
    }
    // A refused element of a list is the error's input; loc names the parameter (the contract's `query.<name>`).
    const { input: bad, ctx, ...e } = r.error;
    const absolute =
      ctx && typeof ctx.rates_url === 'string' && opts.origin
        ? { ...ctx, rates_url: opts.origin + ctx.rates_url }
        : ctx;
    errors.push({ ...e, loc: ['query', key], input: echoOf(bad ?? input), ...(absolute ? { ctx: absolute } : {}) });
  }
  // Own keys only: `toString` or `__proto__` are names a caller may send, not parameters.
  const ignored = [...byName.keys()].filter((k) => !Object.hasOwn(spec, k));
  if (spec === (ListingSearchParams as ParamSpec))
    resolveListing(value, given, errors, ignored, (k) => byName.get(k)?.at(-1) ?? '');
  // `given` holds only the parameters sent with a value (empty means absent): what an understood phrase may not override.
  Object.defineProperty(value, GIVEN, { value: new Set(given) });
  return errors.length
    ? { ok: false, errors }
    : { ok: true, value: value as ParsedQuery<S>, ignored: boundIgnored(ignored), given };
}

/**
 * What the listing parameters mean together: bounds that must not cross, and
 * defaults that depend on other parameters (the status asked by include_sold or
 * ids, the order by q or ids, a page that holds every id asked for).
 */
function resolveListing(
  v: Record<string, unknown>,
  given: string[],
  errors: ValidationErrorItem[],
  ignored: string[],
  input: (k: string) => string,
) {
  for (const [lo, hi] of BOUNDS) {
    if (typeof v[lo] === 'number' && typeof v[hi] === 'number' && (v[lo] as number) > (v[hi] as number)) {
      const error = `${hi} must be greater than or equal to ${lo}`;
      errors.push({
        type: 'value_error',
        loc: ['query', hi],
        msg: `Value error, ${error}`,
        input: echoOf(input(hi)),
        ctx: { error },
      });
    }
  }
  const has = (k: string) => given.includes(k);
  const ids = (v.ids as string[] | undefined)?.length ?? 0; // undefined when ids itself was refused
  const words = String(v.q ?? '').trim() !== '';
  if (has('status')) {
    if (has('include_sold')) ignored.push('include_sold');
  } else if (has('include_sold') ? v.include_sold : ids > 0) v.status = [...LISTING_STATUSES];
  if (v.sort === 'relevance' && !words && has('sort')) ignored.push('sort');
  if (v.sort === null || (v.sort === 'relevance' && !words))
    v.sort = ids && !has('sort') ? null : words ? 'relevance' : 'newest';
  if (ids && !has('per_page')) v.per_page = Math.max(v.per_page as number, ids);
}
