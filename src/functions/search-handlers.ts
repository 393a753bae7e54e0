// Request → Response handlers of the search and lookup functions. Each takes
// a loader so the function loads its index once per cold start.
import { json, jsonSerialised, notFound, readOnly } from '../http/respond.ts';
import { splicedJson } from '../http/spliced-json.ts';
import { ListingSearchParams, ManualSearchParams, parseQuery } from '../schemas/query.ts';
import {
  listingLookupDocument, listingSearchDocument, listingSearchDocumentBytes, manualLookupDocument, manualSearchDocument,
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
    // A projection (`fields`) works on parsed records; the full page goes out as the bytes stored at
    // build time, never parsed and serialised per request.
    if (parsed.value.fields) return json(request, listingSearchDocument(core(), parsed.value, parsed.ignored));
    const result = core().searchListingsBytes(parsed.value);
    const { bytes, skeleton } = splicedJson(listingSearchDocumentBytes(core().origin, parsed.value, result, parsed.ignored), 'items', result.items);
    // The skeleton and the names of the records identify the body: no need to hash its ~40 kB.
    return jsonSerialised(request, bytes, { etagOf: `${skeleton}\u0000${result.key}` });
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
