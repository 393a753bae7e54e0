// Query parameters of the search endpoints and lookups, declared once.
// Each parameter (./params.ts) parses a raw query-string value the way
// FastAPI/Pydantic v2 would (lax mode) and describes itself as a zod schema,
// from which the OpenAPI parameters and the MCP tool input schemas are
// generated. parseQuery reads a query string or tool arguments with them.
import { z } from 'zod';
import {
  CATEGORIES,
  CONDITIONS,
  CONDITION_SLUGS,
  Condition,
  DOCUMENT_TYPES,
  LISTING_STATUSES,
  ListingStatus,
} from './vocabulary.ts';
import type { ValidationErrorItem } from './errors.ts';
import { echoOf } from './echo.ts';
import { CONTENT_LIMITS } from './content-limits.ts';
import { boundIgnored } from './echo-bound.ts';
import { QUERY_CURRENCIES, RATES_PATH } from './exchange-rates.ts';
import { COMPACT, COMPACT_LISTING_FIELDS, FACET_NAMES, LISTING_FIELD_PATHS } from './listing-keys.ts';
import { BASE_CURRENCY, columnsOf, type RangeParamName } from './listing-columns.ts';
import {
  bool,
  choice,
  int,
  labelsNote,
  oneOf,
  optInt,
  optNumber,
  text,
  textFilter,
  tooLong,
  vocabularyLookup,
  type Param,
} from './params.ts';
import { list, listEnumError } from './list-param.ts';

export type { Param } from './params.ts';

/** `q` is cut (not refused) to these: longer input is pasted text, and every term costs a lookup. */
export const MAX_Q_CHARS = 200;
export const MAX_Q_TERMS = 32;
/** The largest page either search returns; a bigger one is refused (422), as it would be a crawl, not a search. */
export const MAX_PER_PAGE = 50;
/** A batch lookup names at most a page of listings. */
export const MAX_IDS = MAX_PER_PAGE;
/** Longer than any slug or id the content may hold: refused rather than looked up (and echoed 50 times over). */
export const MAX_ID_CHARS = CONTENT_LIMITS.key.max;

export const SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'year_desc', 'year_asc'] as const;
export type Sort = (typeof SORTS)[number];
/** `{name}_min` and `{name}_max` of every range column of the listing table (year, price, …), in its order. */
const rangeParams = () =>
  Object.fromEntries(
    columnsOf('range').flatMap(([name, { bound }]) => {
      const param = (description: string) =>
        bound.integer ? optInt(description, { ge: bound.ge, le: bound.le! }) : optNumber(description, { ge: bound.ge });
      return [
        [`${name}_min`, param(bound.min)],
        [`${name}_max`, param(bound.max)],
      ];
    }),
  ) as Record<RangeParamName, Param<number | null>>;
const fieldSet = new Set<string>(LISTING_FIELD_PATHS);
const facetSet = new Set<string>(FACET_NAMES);
const inOrder =
  <T extends string>(order: readonly T[]) =>
  (xs: T[]) =>
    xs.sort((a, b) => order.indexOf(a) - order.indexOf(b));
const ALL = 'all';
const NONE = 'none';
const STATUS_WORDS = [...LISTING_STATUSES, ALL] as const;
const FIELD_WORDS = [...LISTING_FIELD_PATHS, ALL, COMPACT];
const FACET_WORDS = [...FACET_NAMES, NONE, ALL];
const findCondition = vocabularyLookup(CONDITIONS);
const COUNTRY = /^[A-Za-z]{2}$/;

/** The currency of converted prices, on searches and lookups alike. */
const currency = (what: string) =>
  oneOf(`Currency of ${what} (reference rates: ${RATES_PATH}, exchange_rates).`, QUERY_CURRENCIES, BASE_CURRENCY, {
    rates_url: RATES_PATH,
  });

export const ListingSearchParams = {
  q: text(
    `Full text over title, make, model, description, specs and category, as a buyer writes it in EN, DE, FR, NL, IT, ES or PL: price, year, age, order, condition, place, sold and make phrases become filters (a parameter given wins) and \`understood\` names each. Typos and plurals tolerated. Empty: newest first. Cut to ${MAX_Q_CHARS} characters and ${MAX_Q_TERMS} terms.`,
    { chars: MAX_Q_CHARS, terms: MAX_Q_TERMS },
  ),
  category: choice('Only this equipment category.', CATEGORIES),
  condition: list({
    description: `Only listings in one of these condition grades (several = any of them: good,excellent,refurbished,new for "good or better"). ${labelsNote(CONDITIONS)}`,
    schema: z.array(Condition),
    element: z.enum(CONDITION_SLUGS),
    fallback: [] as Condition[],
    item: findCondition,
    refused: listEnumError(CONDITION_SLUGS),
    order: inOrder(CONDITION_SLUGS),
  }),
  make: textFilter('Only this manufacturer, exact name, any case (e.g. Heidelberg).'),
  model: textFilter('Only this model, ignoring case, spaces and hyphens (SM52 finds SM 52 and SM-52).'),
  location: textFilter(
    'Two letters: a country or region code (DE, OH). Longer: part of a city, region or country ' +
      'name in English or the local language, any case or accents (Ohio, münchen, Cologne). Also USA, UK, Europe, ' +
      'North America.',
  ),
  country: list({
    description: 'ISO 3166-1 alpha-2 codes, any case (DE, AT). CA is Canada (California: location=CA).',
    schema: z.array(z.string().regex(/^[A-Z]{2}$/)),
    element: z.string().regex(COUNTRY),
    fallback: [] as string[],
    item: (p) => (COUNTRY.test(p) ? p.toUpperCase() : null),
    refused: () => ({
      type: 'string_pattern_mismatch',
      msg: `String should match pattern '${COUNTRY.source}'`,
      ctx: { pattern: COUNTRY.source },
    }),
  }),
  ...rangeParams(),
  currency: currency('price bounds and sorts, facets.price and price_converted'),
  sort: oneOf(
    'Default: relevance with q, newest without (with ids: their order). Price sorts put price on request last, year sorts an unknown year.',
    SORTS,
    null,
  ),
  status: list({
    description: 'available (the default), sold, or both (or all). When given, include_sold is not applied.',
    schema: z.array(ListingStatus),
    element: z.enum(STATUS_WORDS),
    fallback: ['available'] as z.infer<typeof ListingStatus>[],
    item: (p) => LISTING_STATUSES.find((s) => s === p.toLowerCase()) ?? null,
    refused: listEnumError(STATUS_WORDS),
    words: { [ALL]: [...LISTING_STATUSES] },
    order: inOrder(LISTING_STATUSES),
  }),
  include_sold: bool('Also sold listings: the same as status available and sold.', false),
  ids: list({
    description: `A batch lookup of listings by id or slug (any case, at most ${MAX_IDS}), in the order given unless sort is set, sold ones too unless status is given; unknown ones in ids_not_found.`,
    schema: z.array(z.string()),
    element: z.string().min(1).max(MAX_ID_CHARS),
    fallback: [] as string[],
    item: (p) => (p.length <= MAX_ID_CHARS ? p : null),
    max: MAX_IDS,
    refused: () => tooLong(MAX_ID_CHARS),
  }),
  fields: list<string, string[] | null>({
    description: `Listing keys to keep in each item (id, title, url always); a dotted path keeps one nested key (location.display). all (default): full records; compact: ${COMPACT_LISTING_FIELDS.join(',')}.`,
    schema: z.array(z.enum(LISTING_FIELD_PATHS as [string, ...string[]])).nullable(),
    element: z.enum(FIELD_WORDS as [string, ...string[]]),
    fallback: null,
    item: (p) => (fieldSet.has(p) ? p : null),
    refused: listEnumError(FIELD_WORDS),
    words: { [ALL]: null, [COMPACT]: [...COMPACT_LISTING_FIELDS] },
  }),
  facets: list<string, string[]>({
    description: `Facets over the whole match set: none, all (default), or any of ${FACET_NAMES.join(', ')}.`,
    schema: z.array(z.enum(FACET_NAMES)),
    element: z.enum(FACET_WORDS as [string, ...string[]]),
    fallback: [...FACET_NAMES] as string[],
    item: (p) => (facetSet.has(p.toLowerCase()) ? p.toLowerCase() : null),
    refused: listEnumError(FACET_WORDS),
    words: { [NONE]: [], [ALL]: [...FACET_NAMES] },
    order: inOrder(FACET_NAMES as readonly string[]),
  }),
  page: int('Page number from 1; past the end: no items, the true total.', { ge: 1, fallback: 1 }),
  per_page: int(`Items per page, 1 to ${MAX_PER_PAGE}.`, { ge: 1, le: MAX_PER_PAGE, fallback: 20 }),
} as const;

/** Parameters whose default depends on others (sort on q and ids, status on include_sold and ids): no static default is declared. */
export const DEPENDENT_DEFAULTS: readonly string[] = ['sort', 'status'];

/** A listing lookup (REST GET /listings/{slug_or_id}, MCP get_listing): the currency of its converted price and price context. */
export const ListingLookupParams = { currency: currency('price_converted and price_context') } as const;

/** Bounds that must not cross: the upper one is reported, as a Pydantic model validator would. */
const BOUNDS = columnsOf('range').map(([name]) => [`${name}_min`, `${name}_max`] as const);

export const ManualSearchParams = {
  q: text('Full-text query over manual title, make, model and description.', {
    chars: MAX_Q_CHARS,
    terms: MAX_Q_TERMS,
  }),
  make: textFilter('Only this manufacturer, exact name, any case.'),
  model: textFilter('Only this model; ignores case, spaces and hyphens (SM52 finds SM 52).'),
  category: choice('Only manuals of this equipment category.', CATEGORIES),
  document_type: choice(
    'Only this kind of document.',
    DOCUMENT_TYPES.map((d) => [d, d] as const),
  ),
  language: textFilter('Only manuals in this language: the primary subtag matches (de finds de-DE), any case.'),
  page: int('Page number, from 1.', { ge: 1, fallback: 1 }),
  per_page: int(`Items per page, 1 to ${MAX_PER_PAGE}.`, { ge: 1, le: MAX_PER_PAGE, fallback: 24 }),
} as const;

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

/** Zod object of the parsed parameters (the envelope's `query` echo). */
export const querySchema = <S extends ParamSpec>(spec: S) =>
  z.object(
    Object.fromEntries(Object.entries(spec).map(([k, p]) => [k, p.schema])) as { [K in keyof S]: S[K]['schema'] },
  );

/** Zod object of what may be sent (OpenAPI parameters, MCP input schemas): a list parameter as an array. */
export const inputSchema = <S extends ParamSpec>(spec: S) =>
  z.object(Object.fromEntries(Object.entries(spec).map(([k, p]) => [k, p.input])));

export type ListingQuery = ParsedQuery<typeof ListingSearchParams>;
export type ManualQuery = ParsedQuery<typeof ManualSearchParams>;
export type ListingLookupQuery = ParsedQuery<typeof ListingLookupParams>;

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
export function parseQuery<S extends ParamSpec>(
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
