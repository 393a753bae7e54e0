// Query parameters of the search endpoints and lookups, declared once.
// Each parameter (./params.ts) parses a raw query-string value the way
// FastAPI/Pydantic v2 would (lax mode) and describes itself as a zod schema,
// from which the OpenAPI parameters and the MCP tool input schemas are
// generated. parseParams reads a query string or tool arguments with them.
// No zod here at run time: the schemas are builders (./params.ts).
import { CATEGORIES, CONDITIONS, CONDITION_SLUGS, DOCUMENT_TYPES, LISTING_STATUSES } from './vocabulary.ts';
import type { Condition, ListingStatus } from './vocabulary.ts';
import { CONTENT_LIMITS } from './content-limits.ts';
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
import type { ParsedQuery } from './parse-params.ts';

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
    schema: ({ z, Condition }) => z.array(Condition),
    element: ({ z }) => z.enum(CONDITION_SLUGS),
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
    schema: ({ z }) => z.array(z.string().regex(/^[A-Z]{2}$/)),
    element: ({ z }) => z.string().regex(COUNTRY),
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
    schema: ({ z, ListingStatus }) => z.array(ListingStatus),
    element: ({ z }) => z.enum(STATUS_WORDS),
    fallback: ['available'] as ListingStatus[],
    item: (p) => LISTING_STATUSES.find((s) => s === p.toLowerCase()) ?? null,
    refused: listEnumError(STATUS_WORDS),
    words: { [ALL]: [...LISTING_STATUSES] },
    order: inOrder(LISTING_STATUSES),
  }),
  include_sold: bool('Also sold listings: the same as status available and sold.', false),
  ids: list({
    description: `A batch lookup of listings by id or slug (any case, at most ${MAX_IDS}), in the order given unless sort is set, sold ones too unless status is given; unknown ones in ids_not_found.`,
    schema: ({ z }) => z.array(z.string()),
    element: ({ z }) => z.string().min(1).max(MAX_ID_CHARS),
    fallback: [] as string[],
    item: (p) => (p.length <= MAX_ID_CHARS ? p : null),
    max: MAX_IDS,
    refused: () => tooLong(MAX_ID_CHARS),
  }),
  fields: list<string, string[] | null>({
    description: `Listing keys to keep in each item (id, title, url always); a dotted path keeps one nested key (location.display). all (default): full records; compact: ${COMPACT_LISTING_FIELDS.join(',')}.`,
    schema: ({ z }) => z.array(z.enum(LISTING_FIELD_PATHS as [string, ...string[]])).nullable(),
    element: ({ z }) => z.enum(FIELD_WORDS as [string, ...string[]]),
    fallback: null,
    item: (p) => (fieldSet.has(p) ? p : null),
    refused: listEnumError(FIELD_WORDS),
    words: { [ALL]: null, [COMPACT]: [...COMPACT_LISTING_FIELDS] },
  }),
  facets: list<string, string[]>({
    description: `Facets over the whole match set: none, all (default), or any of ${FACET_NAMES.join(', ')}.`,
    schema: ({ z }) => z.array(z.enum(FACET_NAMES)),
    element: ({ z }) => z.enum(FACET_WORDS as [string, ...string[]]),
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
export const BOUNDS = columnsOf('range').map(([name]) => [`${name}_min`, `${name}_max`] as const);

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

export type ListingQuery = ParsedQuery<typeof ListingSearchParams>;
export type ManualQuery = ParsedQuery<typeof ManualSearchParams>;
export type ListingLookupQuery = ParsedQuery<typeof ListingLookupParams>;
