// Everything that follows the catalog, answered from the database when the
// listings live there (SEARCH_BACKEND=postgres), so it is right after every
// index:sync rather than at the next build: listing pages, twins and JSON
// (./listing-pages.ts), the market snapshot (/api/agents/v1/snapshot and the
// twin of /market-snapshot) and the sitemap (/sitemap.xml, /sitemaps/{n}.xml),
// with the same code and bytes the static build writes. The routing table
// sends those paths here (?page=…); answers are cached for seconds.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import type { Snapshot } from '../schemas/public.ts';
import type { PublicCatalog } from '../catalog/publish.ts';
import { snapshotDocument } from '../catalog/documents.ts';
import { snapshotMarkdown } from '../markdown/research-twins.ts';
import { SITEMAP_LIMIT, sitemapIndex, sitePageParts, urlset, type SitePage } from '../markdown/discovery.ts';
import { jsonText } from '../http/json.ts';
import { CACHE, CONTENT_TYPES, CORS_HEADERS, SECURITY_HEADERS } from '../http/policy.ts';
import { estimateTokens } from '../http/twin-tokens.ts';
import { isUnavailable, UNAVAILABLE_DETAIL } from '../db/unavailable.ts';
import type { LiveCatalog } from '../search/postgres/live.ts';
import { PAGE_FILES, listingPagesHandler, type PageSource } from './listing-pages.ts';

/** The `page` values the routing table passes. */
export const LIVE_PAGES = { listing: 'listing', snapshot: 'snapshot', snapshotTwin: 'snapshot-md', sitemap: 'sitemap' } as const;

type Context = Pick<PublicCatalog, 'origin' | 'site' | 'guides' | 'checklists'>;

export function livePagesHandler(listings: () => PageSource | Promise<PageSource>, live: () => LiveCatalog | Promise<LiveCatalog>, dataDir: string) {
  const listingPages = listingPagesHandler(listings, dataDir);
  let context: Context | undefined;
  const ctx = () => (context ??= JSON.parse(readFileSync(join(dataDir, PAGE_FILES.context), 'utf8')) as Context);

  async function sitemap(db: LiveCatalog, n: number | null, market: Snapshot): Promise<string | null> {
    const c = ctx();
    const { listings, manuals, newestManual } = await db.counts();
    const parts = sitePageParts({ ...c, snapshot: market }, newestManual);
    const total = parts.before.length + listings + 1 + manuals + parts.after.length;
    const chunks = total <= SITEMAP_LIMIT ? 0 : Math.ceil(total / SITEMAP_LIMIT);
    if (n === null && chunks) return sitemapIndex(c.origin, chunks, market.as_of);
    if (n !== null && (n < 1 || n > chunks)) return null;
    const [start, end] = n === null ? [0, total] : [(n - 1) * SITEMAP_LIMIT, Math.min(total, n * SITEMAP_LIMIT)];
    // The slice [start, end) of: before, listings, the manuals page, manuals, after.
    const segments: [number, (from: number, to: number) => Promise<SitePage[]>][] = [
      [parts.before.length, async (a, b) => parts.before.slice(a, b)],
      [listings, (a, b) => db.listingPages(c.origin, a, b - a)],
      [1, async () => [parts.manualsPage]],
      [manuals, (a, b) => db.manualPages(c.origin, a, b - a)],
      [parts.after.length, async (a, b) => parts.after.slice(a, b)],
    ];
    const pages: SitePage[] = [];
    let at = 0;
    for (const [size, slice] of segments) {
      const from = Math.max(start, at);
      const to = Math.min(end, at + size);
      if (from < to) pages.push(...(await slice(from - at, to - at)));
      at += size;
    }
    return urlset(pages);
  }

  async function answer(page: string, params: URLSearchParams): Promise<{ body: string; type: string; headers?: Record<string, string> } | null> {
    const db = await live();
    const market = await db.market();
    const c = ctx();
    if (page === LIVE_PAGES.snapshot) return { body: jsonText(snapshotDocument({ ...c, snapshot: market } as PublicCatalog)), type: CONTENT_TYPES.json };
    if (page === LIVE_PAGES.snapshotTwin) {
      const body = snapshotMarkdown({ ...c, snapshot: market } as PublicCatalog);
      return { body, type: CONTENT_TYPES.md, headers: { 'x-markdown-tokens': String(estimateTokens(Buffer.byteLength(body))) } };
    }
    if (page === LIVE_PAGES.sitemap) {
      const n = params.get('n');
      const body = await sitemap(db, n ? Number(n) : null, market);
      return body === null ? null : { body, type: CONTENT_TYPES.xml };
    }
    return null;
  }

  return async (request: Request): Promise<Response> => {
    const params = new URL(request.url).searchParams;
    const page = params.get('page') ?? '';
    if (page === LIVE_PAGES.listing) return listingPages(request);
    const base = { ...SECURITY_HEADERS, ...CORS_HEADERS };
    try {
      const a = await answer(page, params);
      if (!a) return new Response('Not Found', { status: 404, headers: { ...base, 'Content-Type': CONTENT_TYPES.txt, 'Cache-Control': CACHE.none } });
      const etag = `"${createHash('sha1').update(a.body).digest('base64url').slice(0, 27)}"`;
      const headers = { ...base, 'Content-Type': a.type, 'Cache-Control': CACHE.live, ETag: etag, ...a.headers };
      if ((request.headers.get('if-none-match') ?? '').split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return new Response(null, { status: 304, headers });
      return new Response(request.method === 'HEAD' ? null : a.body, { status: 200, headers });
    } catch (e) {
      if (!isUnavailable(e)) throw e;
      console.error(e.message);
      return new Response(jsonText({ detail: UNAVAILABLE_DETAIL }), { status: 503, headers: { ...base, 'Content-Type': CONTENT_TYPES.json, 'Cache-Control': CACHE.none, 'Retry-After': String(e.retryAfter) } });
    }
  };
}
