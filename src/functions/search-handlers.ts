// Request → Response handlers of the search and lookup functions. Each takes
// a loader so the function loads its index once per cold start: the bundled
// index (synchronous) or the Postgres backend (a promise; a failed load is
// not kept, the next request tries again). A backend that cannot answer
// (database unreachable or too slow) gets 503 with Retry-After, never a 500.
import { json, jsonSerialised, notFound, readOnly } from '../http/respond.ts';
import { splicedJson } from '../http/spliced-json.ts';
import { ListingLookupParams, ListingSearchParams, ManualSearchParams } from '../schemas/query.ts';
import { parseParams } from '../schemas/parse-params.ts';
import type { ParamSpec } from '../schemas/parse-params.ts';
import {
  listingLookupDocument,
  listingSearchDocument,
  listingSearchDocumentBytes,
  manualLookupDocument,
  manualSearchDocument,
} from '../core/search-documents.ts';
import { CACHE } from '../http/policy.ts';
import type { ListingBackend, ListingLookups, ManualBackend } from '../search/backend.ts';
import { isUnavailable, UNAVAILABLE_DETAIL } from '../db/unavailable.ts';
import { searchBackend } from './backend.ts';

/**
 * Caching by where the answer comes from: the bundled index changes only with
 * a deploy (static, search); the database changes with every index:sync, so
 * its answers are cached for seconds (CACHE.live).
 */
export const cacheFor = (kind: 'static' | 'search') => (searchBackend() === 'postgres' ? CACHE.live : CACHE[kind]);

import { once, type Load } from '../lib/once.ts';

/** 503 for a backend that cannot answer now; everything else goes to readOnly's 500. */
function unavailable(handler: (request: Request) => Promise<Response>) {
  return readOnly(async (request) => {
    try {
      return await handler(request);
    } catch (e) {
      if (!isUnavailable(e)) throw e;
      console.error(e.message);
      return json(
        request,
        { detail: UNAVAILABLE_DETAIL },
        { status: 503, headers: { 'Retry-After': String(e.retryAfter) } },
      );
    }
  });
}

/**
 * A lookup's own parameters, with the key the routing table passes (`param`) left out: a 422 for a bad value,
 * the names of the others for `ignored_parameters`.
 */
function lookupParams<S extends ParamSpec>(request: Request, spec: S, param: string, origin: string) {
  const params = new URL(request.url).searchParams;
  params.delete(param);
  return parseParams(spec, params, { origin });
}

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

export function listingsSearchHandler(load: Load<ListingBackend>) {
  const core = once(load);
  return unavailable(async (request) => {
    const c = await core();
    const parsed = parseParams(ListingSearchParams, new URL(request.url).searchParams, { origin: c.origin });
    if (!parsed.ok) return json(request, { detail: parsed.errors }, { status: 422 });
    // A projection (`fields`) works on parsed records; the full page goes out as the bytes stored at
    // build time, never parsed and serialised per request.
    if (parsed.value.fields)
      return json(request, await listingSearchDocument(c, parsed.value, parsed.ignored), { cache: cacheFor('search') });
    const result = await c.searchListingsBytes(parsed.value);
    const doc = listingSearchDocumentBytes(c.origin, parsed.value, result, parsed.ignored);
    const { bytes, skeleton } = splicedJson(doc.body, 'items', doc.items);
    // The skeleton and the names of the records identify the body: no need to hash its ~40 kB.
    return jsonSerialised(request, bytes, { etagOf: `${skeleton}\u0000${result.key}`, cache: cacheFor('search') });
  });
}

export function listingLookupHandler(load: Load<ListingLookups>) {
  const core = once(load);
  return unavailable(async (request) => {
    const c = await core();
    const parsed = lookupParams(request, ListingLookupParams, 'slug_or_id', c.origin);
    if (!parsed.ok) return json(request, { detail: parsed.errors }, { status: 422 });
    const doc = await listingLookupDocument(c, lookupKey(request, 'slug_or_id'), parsed.value, parsed.ignored);
    if (!doc) return notFound(request, 'Listing not found');
    return json(request, doc, {
      cache: cacheFor('static'),
      headers: { Link: `<${doc.canonical_url}>; rel="canonical"` },
    });
  });
}

export function manualsSearchHandler(load: Load<ManualBackend>) {
  const core = once(load);
  return unavailable(async (request) => {
    const parsed = parseParams(ManualSearchParams, new URL(request.url).searchParams);
    if (!parsed.ok) return json(request, { detail: parsed.errors }, { status: 422 });
    return json(request, await manualSearchDocument(await core(), parsed.value, parsed.ignored), {
      cache: cacheFor('search'),
    });
  });
}

export function manualLookupHandler(load: Load<ManualBackend>) {
  const core = once(load);
  return unavailable(async (request) => {
    const c = await core();
    const parsed = lookupParams(request, {}, 'public_id', c.origin);
    const doc = await manualLookupDocument(c, lookupKey(request, 'public_id'), parsed.ok ? parsed.ignored : []);
    if (!doc) return notFound(request, 'Manual not found');
    return json(request, doc, {
      cache: cacheFor('static'),
      headers: { Link: `<${doc.canonical_url}>; rel="canonical"` },
    });
  });
}
