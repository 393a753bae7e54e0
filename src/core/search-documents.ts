// The query core shared by the REST functions and the MCP tools: parameters
// in, response body out. REST and MCP return these bodies unchanged, so an
// MCP structuredContent equals the REST body for the same query.
import { API_BASE_PATH, SERVICE_NAME } from '../config.ts';
import { PRICE_NOTICE, citation } from '../catalog/attribution.ts';
import { listingDocument, manualDocument } from '../catalog/documents.ts';
import {
  ListingSearchParams, ManualSearchParams, type ListingQuery, type ManualQuery, type ParamSpec, type ParsedQuery,
} from '../schemas/query.ts';
import type { ListingSearch, ListingSearchResultBytes, ManualSearch } from '../search/index.ts';

/** Canonical URL of a search: non-default parameters in declaration order, then page and per_page. */
function searchUrl<S extends ParamSpec>(origin: string, path: string, spec: S, query: ParsedQuery<S>, page: number): string {
  const params = new URLSearchParams();
  for (const [key, param] of Object.entries(spec)) {
    if (key === 'page' || key === 'per_page') continue;
    const v = query[key];
    if (v !== param.fallback && v !== null && v !== '') params.set(key, String(v));
  }
  params.set('page', String(page));
  params.set('per_page', String(query.per_page));
  return `${origin}${API_BASE_PATH}${path}?${params}`;
}

function envelope<S extends ParamSpec, T, F>(origin: string, path: string, spec: S, query: ParsedQuery<S>, result: { total: number; items: T[]; facets: F }, what: string, notice: boolean) {
  const totalPages = Math.ceil(result.total / query.per_page);
  const self = searchUrl(origin, path, spec, query, query.page);
  return {
    source: SERVICE_NAME,
    home: `${origin}/`,
    attribution: citation(`${SERVICE_NAME} ${what} search`, self),
    ...(notice ? { notice: PRICE_NOTICE } : {}),
    query,
    total: result.total,
    page: query.page,
    per_page: query.per_page,
    total_pages: totalPages,
    items: result.items,
    facets: result.facets,
    links: {
      self,
      next: query.page < totalPages ? searchUrl(origin, path, spec, query, query.page + 1) : null,
      prev: query.page > 1 && totalPages > 0 ? searchUrl(origin, path, spec, query, Math.min(query.page - 1, totalPages)) : null,
    },
  };
}

export const listingSearchDocument = (core: ListingSearch, query: ListingQuery) =>
  envelope(core.origin, '/listings', ListingSearchParams, query, core.searchListings(query), 'listing', true);

/** The listing search body with each item as its stored JSON bytes (the REST function splices them, src/http/spliced-json.ts). */
export const listingSearchDocumentBytes = (origin: string, query: ListingQuery, result: ListingSearchResultBytes) =>
  envelope(origin, '/listings', ListingSearchParams, query, result, 'listing', true);

export const manualSearchDocument = (core: ManualSearch, query: ManualQuery) =>
  envelope(core.origin, '/manuals', ManualSearchParams, query, core.searchManuals(query), 'manual', false);

export function listingLookupDocument(core: ListingSearch, key: string) {
  const l = core.getListing(key);
  return l ? listingDocument(core.origin, l) : undefined;
}

export function manualLookupDocument(core: ManualSearch, key: string) {
  const m = core.getManual(key);
  return m ? manualDocument(core.origin, m) : undefined;
}
