// The query core shared by the REST functions and the MCP tools: parameters
// in, response body out. REST and MCP return these bodies unchanged, so an
// MCP structuredContent equals the REST body for the same query.
import { API_BASE_PATH, SERVICE_NAME } from '../config.ts';
import { PRICE_NOTICE, citation } from '../catalog/attribution.ts';
import { listingDocument, manualDocument } from '../catalog/documents.ts';
import {
  ListingSearchParams,
  ManualSearchParams,
  type ListingLookupQuery,
  type ListingQuery,
  type ManualQuery,
} from '../schemas/query.ts';
import type { ParamSpec, ParsedQuery } from '../schemas/parse-params.ts';
import type { Listing, ListingFacets, Manual } from '../schemas/public.ts';

type ManualFacets = Awaited<ReturnType<ManualBackend['searchManuals']>>['facets'];
import type { ListingSearchResultBytes } from '../search/index.ts';
import type { ListingBackend, ListingLookups, ManualBackend } from '../search/backend.ts';
import type { Related } from '../search/related.ts';
import type { ComparableGroups } from '../search/price-context.ts';
import { projectFields } from './fields.ts';
import { convertedPriceEnd, withConvertedPrice } from './price.ts';
import { priceContextDocument } from './price-context.ts';
import { COMPACT, COMPACT_LISTING_FIELDS } from '../schemas/listing-keys.ts';

/** Parameters that shape the answer, not the result set: left out of the URL a citation names. */
const PRESENTATION = new Set(['page', 'per_page', 'fields', 'facets']);
/** Parameters another one states (status carries include_sold): never in a URL. */
const STATED_ELSEWHERE = new Set(['include_sold']);
const compactList = COMPACT_LISTING_FIELDS.join(',');

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);
const encode = (v: string) => encodeURIComponent(v).replace(/%20/g, '+').replace(/%2C/g, ',');

/**
 * The non-default parameters of a search as `key=value` pairs, in declaration order, paging and presentation
 * left out (`presentation` false) or kept. Lists keep their commas readable; the compact field list is `compact`.
 */
function searchPairs<S extends ParamSpec>(spec: S, query: ParsedQuery<S>, presentation: boolean): string[] {
  const pairs: string[] = [];
  for (const key of Object.keys(spec)) {
    if (key === 'page' || key === 'per_page' || STATED_ELSEWHERE.has(key) || (!presentation && PRESENTATION.has(key)))
      continue;
    const v = query[key];
    const fallback = spec[key].fallback;
    // Defaults stay out of the URL: the default sort for this q, lists equal to their default.
    if (key === 'sort' && v === (String(query.q ?? '').trim() ? 'relevance' : 'newest')) continue;
    if (v === null || v === '' || v === fallback) continue;
    if (Array.isArray(v)) {
      if (Array.isArray(fallback) && sameList(v, fallback)) continue;
      const list = v.join(',');
      pairs.push(`${key}=${key === 'fields' && list === compactList ? COMPACT : list ? encode(list) : 'none'}`);
    } else pairs.push(`${key}=${encode(String(v))}`);
  }
  return pairs;
}

const withQuery = (base: string, pairs: string[]) => (pairs.length ? `${base}?${pairs.join('&')}` : base);

/** The human page to cite: the browse page (`/listings`, `/manuals`) with the same filters. */
const browsePageUrl = <S extends ParamSpec>(origin: string, path: string, spec: S, query: ParsedQuery<S>) =>
  withQuery(`${origin}${path}`, searchPairs(spec, query, false));

interface Result<T, F> {
  total: number;
  items: T[];
  facets: F;
  relaxed?: unknown;
  understood?: unknown;
  ids_not_found?: string[];
}

function envelope<S extends ParamSpec, T, F>(
  origin: string,
  path: string,
  spec: S,
  query: ParsedQuery<S>,
  result: Result<T, F>,
  what: string,
  notice: boolean,
  ignored: string[],
) {
  const pageNo = query.page as number;
  const perPage = query.per_page as number;
  const totalPages = Math.ceil(result.total / perPage);
  const page = browsePageUrl(origin, path, spec, query);
  // The API pages (self, next, prev): the same parameters and the presentation ones, then page and per_page.
  const params = searchPairs(spec, query, true);
  const apiUrl = (n: number) =>
    withQuery(`${origin}${API_BASE_PATH}${path}`, [...params, `page=${n}`, `per_page=${perPage}`]);
  return {
    source: SERVICE_NAME,
    home: `${origin}/`,
    attribution: citation(`${SERVICE_NAME} ${what} search`, page),
    canonical_url: page,
    ...(notice ? { notice: PRICE_NOTICE } : {}),
    query,
    total: result.total,
    page: pageNo,
    per_page: perPage,
    total_pages: totalPages,
    items: result.items,
    facets: result.facets,
    ignored_parameters: ignored,
    ...(result.ids_not_found ? { ids_not_found: result.ids_not_found } : {}),
    ...('relaxed' in result ? { relaxed: result.relaxed ?? null, understood: result.understood ?? null } : {}),
    links: {
      self: apiUrl(pageNo),
      next: pageNo < totalPages ? apiUrl(pageNo + 1) : null,
      prev: pageNo > 1 && totalPages > 0 ? apiUrl(Math.min(pageNo - 1, totalPages)) : null,
    },
  };
}

/** The listing search body of a result: each item with its converted price, keeping only `fields` (with id, title, url) when given. */
export function listingSearchBody(
  origin: string,
  query: ListingQuery,
  result: Result<Listing, ListingFacets>,
  ignored: string[] = [],
) {
  const items = result.items.map((l) => projectFields(withConvertedPrice(l, query.currency ?? 'USD'), query.fields));
  return envelope(origin, '/listings', ListingSearchParams, query, { ...result, items }, 'listing', true, ignored);
}

export const listingSearchDocument = async (core: ListingBackend, query: ListingQuery, ignored: string[] = []) =>
  listingSearchBody(core.origin, query, await core.searchListings(query), ignored);

/**
 * The listing search body with each item as its stored JSON bytes plus the converted price (the REST function
 * splices them, src/http/spliced-json.ts); used when no `fields` projection is asked for.
 */
export function listingSearchDocumentBytes(
  origin: string,
  query: ListingQuery,
  result: ListingSearchResultBytes,
  ignored: string[] = [],
) {
  const currency = query.currency ?? 'USD';
  const items = result.items.map((b, i) => [b, convertedPriceEnd(result.prices[i], currency)] as const);
  return { body: envelope(origin, '/listings', ListingSearchParams, query, result, 'listing', true, ignored), items };
}

export const manualSearchBody = (
  origin: string,
  query: ManualQuery,
  result: Result<Manual, ManualFacets>,
  ignored: string[] = [],
) => envelope(origin, '/manuals', ManualSearchParams, query, result, 'manual', false, ignored);

export const manualSearchDocument = async (core: ManualBackend, query: ManualQuery, ignored: string[] = []) =>
  manualSearchBody(core.origin, query, await core.searchManuals(query), ignored);

/** A listing's lookup body (also its static `/listings/{slug}.json` with the default currency). */
export const listingLookupBody = (
  origin: string,
  l: Listing,
  o: { currency: string; related: Related; context: ComparableGroups; ignored: string[] },
) =>
  listingDocument(origin, l, withConvertedPrice(l, o.currency), {
    price_context: priceContextDocument(origin, l, o.context, o.currency),
    related: o.related,
    ignored_parameters: o.ignored,
  });

export async function listingLookupDocument(
  core: ListingLookups,
  key: string,
  query: ListingLookupQuery = { currency: 'USD' },
  ignored: string[] = [],
) {
  const l = await core.getListing(key);
  if (!l) return undefined;
  const [related, context] = await Promise.all([core.related(l), core.priceContext(l)]);
  return listingLookupBody(core.origin, l, { currency: query.currency ?? 'USD', related, context, ignored });
}

export async function manualLookupDocument(core: ManualBackend, key: string, ignored: string[] = []) {
  const m = await core.getManual(key);
  return m ? manualDocument(core.origin, m, ignored) : undefined;
}
