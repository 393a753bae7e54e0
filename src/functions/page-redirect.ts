// /listings/{public_id} (the page, its .md twin and its .json) answers 308 to
// the slug's address. A CDN route cannot know the slug, and a route per
// listing does not scale to a 100,000-listing config.json, so the routing
// table sends id-shaped page paths to the listing lookup function, which
// already holds the id → slug map, with the page suffix in PAGE_SUFFIX_PARAM.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CACHE, CONTENT_TYPES, CORS_HEADERS, SECURITY_HEADERS, expose } from '../http/policy.ts';
import { isUnavailable, UNAVAILABLE_DETAIL } from '../db/unavailable.ts';
import { missType, NOT_FOUND_FILES } from '../http/not-found.ts';
import { PAGE_SUFFIX_PARAM, PAGE_SUFFIXES } from '../http/page-suffix.ts';

/** The site's HTML 404 page and its markdown twin, copied beside the function's data: a miss looks like any other. */
export const NOT_FOUND_PAGE = NOT_FOUND_FILES.html;
export const NOT_FOUND_TWIN = NOT_FOUND_FILES.md;
/** What a `.json` page path misses with: the API lookup's own 404 body. */
const NOT_FOUND_JSON = '{"detail":"Listing not found"}';

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * Wraps the lookup handler: a request carrying PAGE_SUFFIX_PARAM is a page
 * path, answered 308 to `pageUrl(key) + suffix`, or a 404 in the suffix's
 * type (src/http/not-found.ts) when no listing has that id.
 */
export function withPageRedirect(
  pageUrl: (key: string) => string | undefined | Promise<string | undefined>,
  keyParam: string,
  dataDir: string,
  lookup: Handler,
  cache: string = CACHE.static,
): Handler {
  const pages = new Map<string, string>();
  const page = (file: string, fallback: string) => {
    if (!pages.has(file)) pages.set(file, readPage(join(dataDir, file), fallback));
    return pages.get(file)!;
  };
  return async (request) => {
    const params = new URL(request.url).searchParams;
    const suffix = params.get(PAGE_SUFFIX_PARAM)?.toLowerCase() ?? null;
    if (suffix === null) return lookup(request);
    const headers = { ...SECURITY_HEADERS, ...CORS_HEADERS };
    let target: string | undefined;
    try {
      target = (PAGE_SUFFIXES as readonly string[]).includes(suffix)
        ? await pageUrl((params.get(keyParam) ?? '').trim())
        : undefined;
    } catch (e) {
      if (!isUnavailable(e)) throw e;
      return new Response(UNAVAILABLE_DETAIL, {
        status: 503,
        headers: {
          ...headers,
          'Content-Type': CONTENT_TYPES.txt,
          'Cache-Control': CACHE.none,
          'Retry-After': String(e.retryAfter),
          ...expose('Retry-After'),
        },
      });
    }
    if (target)
      return new Response(null, {
        status: 308,
        headers: { ...headers, Location: `${target}${suffix}`, 'Cache-Control': cache },
      });
    const type = missType(`x${suffix}`);
    const body =
      type === 'json'
        ? NOT_FOUND_JSON
        : type === 'md'
          ? page(NOT_FOUND_TWIN, MINIMAL_TWIN)
          : page(NOT_FOUND_PAGE, MINIMAL_PAGE);
    const contentType = CONTENT_TYPES[type === 'txt' ? 'html' : type];
    const missHeaders = { ...headers, 'Content-Type': contentType, 'Cache-Control': CACHE.none };
    return new Response(request.method === 'HEAD' ? null : body, { status: 404, headers: missHeaders });
  };
}

const MINIMAL_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Page not found</title>' +
  '<h1>Page not found</h1><p><a href="/">Home</a></p></html>';
const MINIMAL_TWIN = '# Page not found\n\nThere is no page at this address.\n';

function readPage(file: string, fallback: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
}
