// The listing search's fast path against a straightforward one, on a generated catalog and random requests: the
// REST handler's answer (stored record bytes spliced into the body, sent as a one-chunk stream,
// src/http/respond.ts) against the same query answered from parsed records, serialised whole and sent as text.
// A speed-up of the handler's path that changes one byte of an answer, a header or HEAD / 304 fails here.
import { describe, expect, it } from 'vitest';
import { loadListingSearch } from '../../src/search/index.ts';
import { listingsSearchHandler } from '../../src/functions/search-handlers.ts';
import { listingSearchDocument } from '../../src/core/search-documents.ts';
import { generatedIndex, randomSearchRequest, rng } from './helpers.ts';
import { ListingSearchParams } from '../../src/schemas/query.ts';
import { parseParams } from '../../src/schemas/parse-params.ts';
import { json } from '../../src/http/respond.ts';

const ORIGIN = 'http://127.0.0.1:1';
const { idx, catalog } = generatedIndex({ listings: 1200, manuals: 40, seed: 'answer-bytes', origin: ORIGIN });

const r = rng(29);
const randomRequest = () => randomSearchRequest(catalog, r, ORIGIN);
const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

describe('the listing search answer', () => {
  const handler = listingsSearchHandler(() => loadListingSearch(idx));
  const core = loadListingSearch(idx);
  /** The straightforward path: parsed records, the whole body serialised as text. */
  const reference = async (request: Request) => {
    const parsed = parseParams(ListingSearchParams, new URL(request.url).searchParams, { origin: ORIGIN });
    if (!parsed.ok) return json(request, { detail: parsed.errors }, { status: 422 });
    return json(request, await listingSearchDocument(core, parsed.value, parsed.ignored));
  };
  const headersOf = (res: Response) => [...res.headers].filter(([k]) => k !== 'etag');

  it('is byte for byte the serialised document, over 600 random requests seen twice', async () => {
    const urls = Array.from({ length: 600 }, randomRequest);
    let nonEmpty = 0;
    // The second pass meets the records and phrases the first one left in the index's caches.
    for (const url of [...urls, ...urls]) {
      const [a, b] = [await handler(new Request(url)), await reference(new Request(url))];
      expect(a.status, url).toBe(b.status);
      expect(headersOf(a), url).toEqual(headersOf(b));
      const body = await a.text();
      expect(body, url).toBe(await b.text());
      // The stream carries no length of its own: the header must give the body's.
      expect(Number(a.headers.get('content-length')), url).toBe(Buffer.byteLength(body));
      if (JSON.parse(body).total > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(900);
  });

  it('sends HEAD without a body and 304 for the ETag it gave', async () => {
    const url = `${ORIGIN}/api/agents/v1/listings?q=${encodeURIComponent(words(catalog.listings[0].title)[0])}`;
    const get = await handler(new Request(url));
    const etag = get.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(JSON.parse(await get.text()).total).toBeGreaterThan(0);
    const head = await handler(new Request(url, { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(head.headers.get('etag')).toBe(etag);
    expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
    const again = await handler(new Request(url, { headers: { 'If-None-Match': etag! } }));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });
});
