// Everything that follows the catalog, answered from the database when the
// listings live there (SEARCH_BACKEND=postgres), so it is right after every
// index:sync rather than at the next build: listing pages, twins and JSON
// (./listing-pages.ts), manual pages and twins, the market snapshot
// (/api/agents/v1/snapshot and the twin of /market-snapshot) and the sitemap
// (/sitemap.xml, /sitemaps/{n}.xml),
// with the same code and bytes the static build writes. The routing table
// sends those paths here (?page=…); answers are cached for seconds.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import type { Snapshot } from '../schemas/public.ts';
import type { PublicCatalog } from '../catalog/publish.ts';
import { snapshotDocument } from '../catalog/documents.ts';
import type { snapshotMarkdown } from '../markdown/research-twins.ts';
import type { listingMarkdown } from '../markdown/listing-twin.ts';
import type { manualMarkdown } from '../markdown/manual-twin.ts';
import type { sitemapIndex, sitePageParts, urlset, SitePage } from '../discovery/documents.ts';
import { jsonText } from '../http/json.ts';
import { CACHE, CONTENT_TYPES, CORS_HEADERS, SECURITY_HEADERS } from '../http/policy.ts';
import { estimateTokens } from '../http/twin-tokens.ts';
import { isUnavailable, UNAVAILABLE_DETAIL } from '../db/unavailable.ts';
import type { LiveCatalog } from '../search/postgres/live.ts';
import { PAGE_FILES, listingPagesHandler, type PageSource } from './listing-pages.ts';
import { NOT_FOUND_PAGE } from './page-redirect.ts';
import { PAGE_SUFFIX_PARAM } from '../http/page-suffix.ts';
import { compileShell, type ListingPage } from '../layouts/listing-page.ts';
import { manualPage } from '../layouts/manual-page.ts';
import { snapshotPage } from '../layouts/snapshot-page.ts';

/** The `page` values the routing table passes. */
const LIVE_PAGES = {
  listing: 'listing',
  manual: 'manual',
  snapshot: 'snapshot',
  snapshotTwin: 'snapshot-md',
  snapshotPage: 'snapshot-html',
  sitemap: 'sitemap',
} as const;

type Context = Pick<PublicCatalog, 'origin' | 'site' | 'guides' | 'checklists'>;
interface Answer {
  status?: number;
  body: string;
  type: string;
  headers?: Record<string, string>;
}

/**
 * The renderers of the twins and the sitemap (src/markdown, src/discovery), handed in by the entry point
 * (api/pages/live.ts): they sit above the functions in the folder layers.
 */
export interface LiveRenderers {
  listingTwin: typeof listingMarkdown;
  manualTwin: typeof manualMarkdown;
  snapshotTwin: typeof snapshotMarkdown;
  sitePageParts: typeof sitePageParts;
  urlset: typeof urlset;
  sitemapIndex: typeof sitemapIndex;
  /** URLs per sitemap file. */
  sitemapLimit: number;
}

export function livePagesHandler(
  listings: () => PageSource | Promise<PageSource>,
  live: () => LiveCatalog | Promise<LiveCatalog>,
  dataDir: string,
  r: LiveRenderers,
) {
  const listingPages = listingPagesHandler(listings, dataDir, r.listingTwin);
  let context: Context | undefined;
  const ctx = () => (context ??= JSON.parse(readFileSync(join(dataDir, PAGE_FILES.context), 'utf8')) as Context);
  const shells = new Map<string, (p: ListingPage) => string>();
  // These pages are Astro's own in a static build (the manual's under `npm run dev`): its attribute escaping.
  const shellOf = (file: string) => compileShell(readFileSync(join(dataDir, file), 'utf8'), { astroAttributes: true });
  const fill = (file: string) => shells.get(file) ?? shells.set(file, shellOf(file)).get(file)!;

  /** A manual's page or twin; a redirect for another spelling of its id; null when there is no such manual. */
  async function manual(db: LiveCatalog, id: string, suffix: string): Promise<Answer | null> {
    const m = id ? await db.getManual(id) : undefined;
    if (!m || (suffix !== '' && suffix !== '.md')) return null;
    if (m.id !== id)
      return { status: 308, body: '', type: CONTENT_TYPES.txt, headers: { Location: `${m.url}${suffix}` } };
    const listings = await db.listingsOf(m);
    if (suffix === '.md') {
      const body = r.manualTwin(ctx(), m, { listings });
      return {
        body,
        type: CONTENT_TYPES.md,
        headers: { 'x-markdown-tokens': String(estimateTokens(Buffer.byteLength(body))) },
      };
    }
    return {
      body: fill(PAGE_FILES.manualShell)(manualPage(ctx(), m, listings)),
      type: CONTENT_TYPES.html,
      headers: { Link: `<${m.url}.md>; rel="alternate"; type="text/markdown"` },
    };
  }

  async function sitemap(db: LiveCatalog, n: number | null, market: Snapshot): Promise<string | null> {
    const c = ctx();
    const { listings, manuals, newestManual } = await db.counts();
    const parts = r.sitePageParts({ ...c, snapshot: market }, newestManual);
    const total = parts.before.length + listings + 1 + manuals + parts.after.length;
    const limit = r.sitemapLimit;
    const chunks = total <= limit ? 0 : Math.ceil(total / limit);
    if (n === null && chunks) return r.sitemapIndex(c.origin, chunks, market.as_of);
    if (n !== null && (n < 1 || n > chunks)) return null;
    const [start, end] = n === null ? [0, total] : [(n - 1) * limit, Math.min(total, n * limit)];
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
    return r.urlset(pages);
  }

  async function answer(page: string, params: URLSearchParams): Promise<Answer | null> {
    const db = await live();
    if (page === LIVE_PAGES.manual)
      return manual(db, (params.get('id') ?? '').trim(), (params.get(PAGE_SUFFIX_PARAM) ?? '').toLowerCase());
    const market = await db.market();
    const c = ctx();
    if (page === LIVE_PAGES.snapshot)
      return {
        body: jsonText(snapshotDocument({ ...c, snapshot: market } as PublicCatalog)),
        type: CONTENT_TYPES.json,
      };
    if (page === LIVE_PAGES.snapshotPage) {
      return {
        body: fill(PAGE_FILES.snapshotShell)(snapshotPage({ ...c, snapshot: market })),
        type: CONTENT_TYPES.html,
        headers: { Link: `<${c.origin}/market-snapshot.md>; rel="alternate"; type="text/markdown"` },
      };
    }
    if (page === LIVE_PAGES.snapshotTwin) {
      const body = r.snapshotTwin({ ...c, snapshot: market } as PublicCatalog);
      return {
        body,
        type: CONTENT_TYPES.md,
        headers: { 'x-markdown-tokens': String(estimateTokens(Buffer.byteLength(body))) },
      };
    }
    if (page === LIVE_PAGES.sitemap) {
      const n = params.get('n');
      const body = await sitemap(db, n ? Number(n) : null, market);
      return body === null ? null : { body, type: CONTENT_TYPES.xml };
    }
    return null;
  }

  /** A miss: the site's 404 page for a manual page, else plain text (the routing table only sends known paths). */
  function notFound(page: string, request: Request): Response {
    const html = page === LIVE_PAGES.manual && !new URL(request.url).searchParams.get(PAGE_SUFFIX_PARAM);
    const body = html
      ? readFileSync(join(dataDir, NOT_FOUND_PAGE), 'utf8')
      : page === LIVE_PAGES.manual
        ? '# Manual not found\n'
        : 'Not Found';
    const type = html ? CONTENT_TYPES.html : page === LIVE_PAGES.manual ? CONTENT_TYPES.md : CONTENT_TYPES.txt;
    return new Response(request.method === 'HEAD' ? null : body, {
      status: 404,
      headers: { ...SECURITY_HEADERS, ...CORS_HEADERS, 'Content-Type': type, 'Cache-Control': CACHE.none },
    });
  }

  return async (request: Request): Promise<Response> => {
    const params = new URL(request.url).searchParams;
    const page = params.get('page') ?? '';
    if (page === LIVE_PAGES.listing) return listingPages(request);
    const base = { ...SECURITY_HEADERS, ...CORS_HEADERS };
    try {
      const a = await answer(page, params);
      if (!a) return notFound(page, request);
      if (a.status === 308)
        return new Response(null, { status: 308, headers: { ...base, 'Cache-Control': CACHE.live, ...a.headers } });
      const etag = `"${createHash('sha1').update(a.body).digest('base64url').slice(0, 27)}"`;
      const headers = { ...base, 'Content-Type': a.type, 'Cache-Control': CACHE.live, ETag: etag, ...a.headers };
      if ((request.headers.get('if-none-match') ?? '').split(',').some((t) => t.trim().replace(/^W\//, '') === etag))
        return new Response(null, { status: 304, headers });
      return new Response(request.method === 'HEAD' ? null : a.body, { status: 200, headers });
    } catch (e) {
      if (!isUnavailable(e)) throw e;
      console.error(e.message);
      return new Response(jsonText({ detail: UNAVAILABLE_DETAIL }), {
        status: 503,
        headers: {
          ...base,
          'Content-Type': CONTENT_TYPES.json,
          'Cache-Control': CACHE.none,
          'Retry-After': String(e.retryAfter),
        },
      });
    }
  };
}
