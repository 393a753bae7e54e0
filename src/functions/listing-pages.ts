// Listing pages from the database (SEARCH_BACKEND=postgres): the page
// (/listings/{slug}), its markdown twin (.md) and its JSON (.json), rendered
// per request by the same code the static build runs for every listing
// (src/layouts/listing-page.ts in Astro's shell, src/markdown/listing-twin.ts,
// the lookup's document), from the published record as index:sync stored it
// (through the same publishing step and privacy checks as the build). The
// build writes no file per listing; the routing table sends these paths here
// when no file answers them. Cached at the CDN for seconds (CACHE.live), so
// an edit is on every surface within seconds of the sync.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Listing, Manual } from '../schemas/public.ts';
import { listingLookupBody } from '../core/search-documents.ts';
import { ListingLookupParams } from '../schemas/query.ts';
import type { ComparableGroups } from '../search/price-context.ts';
import { compileShell, listingPage, type ListingPageContext } from '../layouts/listing-page.ts';
import type { listingMarkdown } from '../markdown/listing-twin.ts';
import { jsonText } from '../http/json.ts';
import { CACHE, CONTENT_TYPES, CORS_HEADERS, SECURITY_HEADERS } from '../http/policy.ts';
import { estimateTokens } from '../http/twin-tokens.ts';
import { isUnavailable, UNAVAILABLE_DETAIL } from '../db/unavailable.ts';
import type { Related } from '../search/related.ts';
import { NOT_FOUND_PAGE } from './page-redirect.ts';
import { PAGE_SUFFIX_PARAM } from '../http/page-suffix.ts';

/** What the page function reads of the database: the listing live now, its machine's manuals, its price context. */
export interface PageSource {
  getListing(slugOrId: string): Promise<Listing | undefined>;
  manualsOf(l: Listing): Promise<Manual[]>;
  related(l: Listing): Related | Promise<Related>;
  priceContext(l: Listing): ComparableGroups | Promise<ComparableGroups>;
}

/** Files the build puts beside the page function. */
export const PAGE_FILES = {
  shell: 'listing-shell.html',
  manualShell: 'manual-shell.html',
  snapshotShell: 'snapshot-shell.html',
  context: 'listing-context.json',
} as const;

type Suffix = '' | '.md' | '.json';
const TYPES: Record<Suffix, string> = { '': CONTENT_TYPES.html, '.md': CONTENT_TYPES.md, '.json': CONTENT_TYPES.json };

/**
 * `twin`: the markdown twin's renderer (src/markdown/listing-twin.ts), handed in by the entry point: twins
 * sit above the functions in the folder layers.
 */
export function listingPagesHandler(
  load: () => PageSource | Promise<PageSource>,
  dataDir: string,
  twin: typeof listingMarkdown,
) {
  let files:
    | { fill: (p: ReturnType<typeof listingPage>) => string; context: ListingPageContext; notFound: string }
    | undefined;
  const read = () =>
    (files ??= {
      fill: compileShell(readFileSync(join(dataDir, PAGE_FILES.shell), 'utf8')),
      context: JSON.parse(readFileSync(join(dataDir, PAGE_FILES.context), 'utf8')) as ListingPageContext,
      notFound: readFileSync(join(dataDir, NOT_FOUND_PAGE), 'utf8'),
    });
  const headers = (suffix: Suffix, cache: string, extra: Record<string, string> = {}) => ({
    ...SECURITY_HEADERS,
    ...CORS_HEADERS,
    'Content-Type': TYPES[suffix],
    'Cache-Control': cache,
    ...extra,
  });

  async function render(
    suffix: Suffix,
    l: Listing,
    source: PageSource,
  ): Promise<{ body: string; extra: Record<string, string> }> {
    const { context, fill } = read();
    if (suffix === '.json') {
      // Byte for byte the lookup's answer without parameters (its default currency, nothing ignored).
      const [related, comparables] = await Promise.all([source.related(l), source.priceContext(l)]);
      const currency = ListingLookupParams.currency.fallback!;
      const body = jsonText(
        listingLookupBody(context.origin, l, { currency, related, context: comparables, ignored: [] }),
      );
      return { body, extra: { Link: `<${l.url}>; rel="canonical"` } };
    }
    const manuals = await source.manualsOf(l);
    if (suffix === '.md') {
      const body = twin(context, l, { manuals });
      return { body, extra: { 'x-markdown-tokens': String(estimateTokens(Buffer.byteLength(body))) } };
    }
    return {
      body: fill(listingPage(context, l, manuals)),
      extra: { Link: `<${l.markdown_url}>; rel="alternate"; type="text/markdown"` },
    };
  }

  return async (request: Request): Promise<Response> => {
    const params = new URL(request.url).searchParams;
    const slug = (params.get('slug') ?? '').trim();
    const suffix = (params.get(PAGE_SUFFIX_PARAM) ?? '').toLowerCase() as Suffix;
    if (!(suffix in TYPES)) return new Response('Not Found', { status: 404, headers: headers('', CACHE.none) });
    try {
      const source = await load();
      const l = slug ? await source.getListing(slug) : undefined;
      if (!l) return notFound(suffix, request);
      // Another spelling of the slug (or the id): the canonical address.
      if (l.slug !== slug)
        return new Response(null, {
          status: 308,
          headers: { ...headers(suffix, CACHE.live), Location: `${l.url}${suffix}` },
        });
      const { body, extra } = await render(suffix, l, source);
      const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
      const h = headers(suffix, CACHE.live, { ...extra, ETag: etag });
      if ((request.headers.get('if-none-match') ?? '').split(',').some((t) => t.trim().replace(/^W\//, '') === etag))
        return new Response(null, { status: 304, headers: h });
      return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers: h });
    } catch (e) {
      if (!isUnavailable(e)) throw e;
      console.error(e.message);
      return new Response(suffix === '.json' ? jsonText({ detail: UNAVAILABLE_DETAIL }) : UNAVAILABLE_DETAIL, {
        status: 503,
        headers: {
          ...headers(suffix === '.json' ? '.json' : '.md', CACHE.none),
          'Content-Type': suffix === '.json' ? CONTENT_TYPES.json : CONTENT_TYPES.txt,
          'Retry-After': String(e.retryAfter),
        },
      });
    }
  };

  function notFound(suffix: Suffix, request: Request): Response {
    const body =
      suffix === '.json'
        ? jsonText({ detail: 'Listing not found' })
        : suffix === '.md'
          ? '# Listing not found\n'
          : read().notFound;
    return new Response(request.method === 'HEAD' ? null : body, { status: 404, headers: headers(suffix, CACHE.none) });
  }
}
