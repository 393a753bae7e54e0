// /listings/{public_id} (the page, its .md twin and its .json) answers 308 to
// the slug's address. A CDN route cannot know the slug, and a route per
// listing does not scale to a 100,000-listing config.json, so the routing
// table sends id-shaped page paths to the listing lookup function, which
// already holds the id → slug map, with the page suffix in PAGE_SUFFIX_PARAM.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CACHE, CONTENT_TYPES, CORS_HEADERS, SECURITY_HEADERS } from '../http/policy.ts';
import { isUnavailable, UNAVAILABLE_DETAIL } from '../db/unavailable.ts';
import { PAGE_SUFFIX_PARAM, PAGE_SUFFIXES } from '../http/page-suffix.ts';

/** The site's HTML 404 page, copied beside the function's data so a miss looks like any other page miss. */
export const NOT_FOUND_PAGE = '404.html';

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * Wraps the lookup handler: a request carrying PAGE_SUFFIX_PARAM is a page
 * path, answered 308 to `pageUrl(key) + suffix`, or the HTML 404 page when
 * no listing has that id.
 */
export function withPageRedirect(pageUrl: (key: string) => string | undefined | Promise<string | undefined>, keyParam: string, dataDir: string, lookup: Handler): Handler {
  let notFoundHtml: string | undefined;
  const notFound = () => (notFoundHtml ??= readNotFoundPage(dataDir));
  return async (request) => {
    const params = new URL(request.url).searchParams;
    const suffix = params.get(PAGE_SUFFIX_PARAM)?.toLowerCase() ?? null;
    if (suffix === null) return lookup(request);
    const headers = { ...SECURITY_HEADERS, ...CORS_HEADERS };
    let target: string | undefined;
    try {
      target = (PAGE_SUFFIXES as readonly string[]).includes(suffix) ? await pageUrl((params.get(keyParam) ?? '').trim()) : undefined;
    } catch (e) {
      if (!isUnavailable(e)) throw e;
      return new Response(UNAVAILABLE_DETAIL, { status: 503, headers: { ...headers, 'Content-Type': CONTENT_TYPES.txt, 'Cache-Control': CACHE.none, 'Retry-After': String(e.retryAfter) } });
    }
    if (target) return new Response(null, { status: 308, headers: { ...headers, Location: `${target}${suffix}`, 'Cache-Control': CACHE.static } });
    return new Response(request.method === 'HEAD' ? null : notFound(), { status: 404, headers: { ...headers, 'Content-Type': CONTENT_TYPES.html, 'Cache-Control': CACHE.none } });
  };
}

function readNotFoundPage(dir: string): string {
  try {
    return readFileSync(join(dir, NOT_FOUND_PAGE), 'utf8');
  } catch {
    return '<!doctype html><html lang="en"><meta charset="utf-8"><title>Page not found</title><h1>Page not found</h1><p><a href="/">Home</a></p></html>';
  }
}
