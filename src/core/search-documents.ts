// The query core shared by the REST functions and the MCP tools: parameters
// in, response body out. REST and MCP return these bodies unchanged, so an
// MCP structuredContent equals the REST body for the same query.
import { API_BASE_PATH, SERVICE_NAME } from '../config.ts';
import { PRICE_NOTICE, citation } from '../catalog/attribution.ts';
import { listingDocument, manualDocument } from '../catalog/documents.ts';
import {
  ListingSearchParams, ManualSearchParams, type ListingQuery, type ManualQuery, type ParamSpec, type ParsedQuery,
} from '../schemas/query.ts';
import type { ListingSearchResultBytes } from '../search/index.ts';
import type { ListingBackend, ManualBackend } from '../search/backend.ts';
import { projectFields } from './fields.ts';
import { COMPACT, COMPACT_LISTING_FIELDS } from '../schemas/listing-keys.ts';

/** Parameters that shape the answer, not the result set: left out of the URL a citation names. */
const PRESENTATION = new Set(['page', 'per_page', 'fields', 'facets']);
/** Parameters another one states (status carries include_sold): never in a URL. */
const STATED_ELSEWHERE = new Set(['include_sold']);
const compactList = COMPACT_LISTING_FIELDS.join(',');

/**
 * Canonical URL of a search: non-default parameters in declaration order,
 * then page and per_page (`page` null: the result set itself, for citing).
 * Lists keep their commas readable; the compact field list is `compact`.
 */
function searchUrl<S extends ParamSpec>(origin: string, path: string, spec: S, query: ParsedQuery<S>, page: number | null): string {
  const params = new URLSearchParams();
  for (const [key, param] of Object.entries(spec)) {
    if (key === 'page' || key === 'per_page' || STATED_ELSEWHERE.has(key) || (page === null && PRESENTATION.has(key))) continue;
    const v = query[key];
    // Defaults stay out of the URL: the default sort for this q, lists equal to their default.
    if (key === 'sort' && v === (String(query.q ?? '').trim() ? 'relevance' : 'newest')) continue;
    if (v === null || v === '' || v === param.fallback) continue;
    if (Array.isArray(v) && Array.isArray(param.fallback) && v.join(',') === param.fallback.join(',')) continue;
    const list = Array.isArray(v) ? v.join(',') : null;
    params.set(key, list === null ? String(v) : key === 'fields' && list === compactList ? COMPACT : list || 'none');
  }
  if (page !== null) {
    params.set('page', String(page));
    params.set('per_page', String(query.per_page));
  }
  const qs = params.toString().replace(/%2C/g, ',');
  return `${origin}${API_BASE_PATH}${path}${qs ? `?${qs}` : ''}`;
}

function envelope<S extends ParamSpec, T, F>(origin: string, path: string, spec: S, query: ParsedQuery<S>, result: { total: number; items: T[]; facets: F; relaxed?: unknown; understood?: unknown },
  what: string, notice: boolean, ignored: string[]) {
  const totalPages = Math.ceil(result.total / query.per_page);
  const self = searchUrl(origin, path, spec, query, query.page);
  return {
    source: SERVICE_NAME,
    home: `${origin}/`,
    attribution: citation(`${SERVICE_NAME} ${what} search`, searchUrl(origin, path, spec, query, null)),
    ...(notice ? { notice: PRICE_NOTICE } : {}),
    query,
    total: result.total,
    page: query.page,
    per_page: query.per_page,
    total_pages: totalPages,
    items: result.items,
    facets: result.facets,
    ignored_parameters: ignored,
    ...('relaxed' in result ? { relaxed: result.relaxed ?? null, understood: result.understood ?? null } : {}),
    links: {
      self,
      next: query.page < totalPages ? searchUrl(origin, path, spec, query, query.page + 1) : null,
      prev: query.page > 1 && totalPages > 0 ? searchUrl(origin, path, spec, query, Math.min(query.page - 1, totalPages)) : null,
    },
  };
}

/** The listing search body; items keep only `fields` (with id, title, url) when it is given. */
export async function listingSearchDocument(core: ListingBackend, query: ListingQuery, ignored: string[] = []) {
  const result = await core.searchListings(query);
  const items = query.fields ? result.items.map((l) => projectFields(l, query.fields)) : result.items;
  return envelope(core.origin, '/listings', ListingSearchParams, query, { ...result, items }, 'listing', true, ignored);
}

/**
 * The listing search body with each item as its stored JSON bytes (the REST function splices them,
 * src/http/spliced-json.ts); used when no `fields` projection is asked for.
 */
export const listingSearchDocumentBytes = (origin: string, query: ListingQuery, result: ListingSearchResultBytes, ignored: string[] = []) =>
  envelope(origin, '/listings', ListingSearchParams, query, result, 'listing', true, ignored);

export const manualSearchDocument = async (core: ManualBackend, query: ManualQuery, ignored: string[] = []) =>
  envelope(core.origin, '/manuals', ManualSearchParams, query, await core.searchManuals(query), 'manual', false, ignored);

export async function listingLookupDocument(core: ListingBackend, key: string) {
  const l = await core.getListing(key);
  return l ? listingDocument(core.origin, l, core.related(l)) : undefined;
}

export async function manualLookupDocument(core: ManualBackend, key: string) {
  const m = await core.getManual(key);
  return m ? manualDocument(core.origin, m) : undefined;
}
