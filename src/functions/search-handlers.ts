// Request → Response handlers of the search and lookup functions. Each takes
// a loader so the function loads its index once per cold start.
import { json, notFound, readOnly } from '../http/respond.ts';
import { ListingSearchParams, ManualSearchParams, parseQuery } from '../schemas/query.ts';
import {
  listingLookupDocument, listingSearchDocument, manualLookupDocument, manualSearchDocument,
} from '../core/search-documents.ts';
import { CACHE } from '../http/policy.ts';
import type { ListingSearch, ManualSearch } from '../search/index.ts';

const once = <T>(load: () => T) => {
  let value: T | undefined;
  return () => (value ??= load());
};

/** The key of a lookup: the rewrite's query parameter, else the last path segment. */
function lookupKey(request: Request, param: string): string {
  const url = new URL(request.url);
  const raw = url.searchParams.get(param) ?? url.pathname.split('/').filter(Boolean).at(-1) ?? '';
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return raw;
  }
}

export function listingsSearchHandler(load: () => ListingSearch) {
  const core = once(load);
  return readOnly((request) => {
    const parsed = parseQuery(ListingSearchParams, new URL(request.url).searchParams);
    if (!parsed.ok) return json(request, { detail: parsed.errors }, { status: 422 });
    return json(request, listingSearchDocument(core(), parsed.value, parsed.ignored));
  });
}

export function listingLookupHandler(load: () => ListingSearch) {
  const core = once(load);
  return readOnly((request) => {
    const doc = listingLookupDocument(core(), lookupKey(request, 'slug_or_id'));
    if (!doc) return notFound(request, 'Listing not found');
    return json(request, doc, { cache: CACHE.static, headers: { Link: `<${doc.canonical_url}>; rel="canonical"` } });
  });
}

export function manualsSearchHandler(load: () => ManualSearch) {
  const core = once(load);
  return readOnly((request) => {
    const parsed = parseQuery(ManualSearchParams, new URL(request.url).searchParams);
    if (!parsed.ok) return json(request, { detail: parsed.errors }, { status: 422 });
    return json(request, manualSearchDocument(core(), parsed.value, parsed.ignored));
  });
}

export function manualLookupHandler(load: () => ManualSearch) {
  const core = once(load);
  return readOnly((request) => {
    const doc = manualLookupDocument(core(), lookupKey(request, 'public_id'));
    if (!doc) return notFound(request, 'Manual not found');
    return json(request, doc, { cache: CACHE.static, headers: { Link: `<${doc.canonical_url}>; rel="canonical"` } });
  });
}
