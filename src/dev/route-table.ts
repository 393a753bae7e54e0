// The routing table (src/http/routes.ts) under `npm run dev`, evaluated as
// the CDN evaluates it: routes before the filesystem (headers, redirects,
// preflights, markdown negotiation, rewrites onto files and functions), the
// filesystem, then the routes for a miss (JSON, markdown, text or the HTML
// 404), then the headers of a hit. The dev "filesystem" is what Astro's dev
// server renders (its routes, public/), the listing files production writes
// outside Astro (src/dev/listing-files.ts) and the functions' handlers
// (src/dev/dev-functions.ts). So dev answers every path as production does.
import { routes, FUNCTIONS, type Route } from '../http/routes.ts';
import { matchRoute, rewrite, substitute, type RouteRequest } from '../http/route-match.ts';
import type { FunctionName } from './dev-functions.ts';

/** Route headers dev leaves out: the CSP would block Vite's inline styles; caching would hide edits. */
const DEV_SKIPS = new Set(['content-security-policy', 'cache-control']);

export type Target =
  | { kind: 'function'; name: FunctionName }
  | { kind: 'file'; body: string; type: 'md' | 'json' | 'txt' }
  /** Astro's dev server answers this path (a route of src/pages, or a file in public/). */
  | { kind: 'astro'; path: string };

export interface DevFilesystem {
  find(pathname: string): Target | undefined;
}

export interface Routed {
  url: URL;
  headers: Headers;
  status?: number;
  /** undefined: the route answered by itself (a redirect, a preflight), or the middleware did (`answer`). */
  target?: Target;
  answer?: Response;
  /** Headers a found page gets (the hit phase). */
  hit: Headers;
  /** Where a miss goes when Astro's dev server answers 404 for the target (a dynamic route without that page). */
  miss?: () => Routed;
}

const FUNCTION_NAMES = new Set<string>(Object.values(FUNCTIONS));

/** Calls a function as Routing Middleware, for the request at `url`. */
export type Middleware = (name: FunctionName, url: URL, r: RouteRequest) => Promise<Response>;

export function devRouter(origin: string, fs: DevFilesystem, middleware: Middleware, slugRoutes: Route[] = []) {
  const table = routes(origin, { slugRoutes }).map((route) => ({
    route,
    re: route.src ? new RegExp(route.src) : undefined,
  }));
  const at = (h: Route['handle']) => table.findIndex((c) => c.route.handle === h);
  const [filesystem, hitAt] = [at('filesystem'), at('hit')];

  const find = (url: URL): Target | undefined => {
    const name = url.pathname.replace(/^\/+/, '');
    return FUNCTION_NAMES.has(name) ? { kind: 'function', name: name as FunctionName } : fs.find(url.pathname);
  };

  /** One route: 'stop' when it answered by itself, 'rewritten' after a final rewrite, 'match', or undefined. */
  function step(s: Routed, r: RouteRequest, i: number): 'stop' | 'rewritten' | 'match' | undefined {
    const { route, re } = table[i];
    const m = matchRoute(route, re, { ...r, url: s.url });
    if (!m) return undefined;
    for (const [k, v] of Object.entries(route.headers ?? {})) {
      if (!DEV_SKIPS.has(k.toLowerCase())) s.headers.set(k, substitute(v, m));
    }
    if (route.status !== undefined) s.status = route.status;
    if (route.dest !== undefined) s.url = rewrite(route.dest, m, s.url);
    else if (route.status !== undefined && !route.continue) {
      const location = s.headers.get('location');
      if (location) s.headers.set('location', new URL(location + s.url.search, s.url).pathname + s.url.search);
      return 'stop';
    }
    return route.continue ? 'match' : 'rewritten';
  }

  /** Runs routes [from, to) after the filesystem (no middleware there). */
  function apply(s: Routed, r: RouteRequest, from: number, to: number): 'stop' | 'rewritten' | undefined {
    for (let i = from; i < to; i++) {
      const done = step(s, r, i);
      if (done === 'stop' || done === 'rewritten') return done;
    }
    return undefined;
  }

  /**
   * The routes before the filesystem, Routing Middleware included (the negotiation function): it rewrites
   * (`x-middleware-rewrite`, with headers), lets the request go on (`x-middleware-next`) or answers.
   */
  async function applyBefore(s: Routed, r: RouteRequest): Promise<'stop' | 'rewritten' | undefined> {
    for (let i = 0; i < filesystem; i++) {
      const { route, re } = table[i];
      if (!route.middlewarePath) {
        const done = step(s, r, i);
        if (done === 'stop' || done === 'rewritten') return done;
        continue;
      }
      if (!matchRoute(route, re, { ...r, url: s.url })) continue;
      const res = await middleware(route.middlewarePath as FunctionName, s.url, r);
      const to = res.headers.get('x-middleware-rewrite');
      res.headers.forEach((v, k) => !k.startsWith('x-middleware-') && s.headers.set(k, v));
      if (to) s.url = new URL(to, s.url);
      else if (!res.headers.has('x-middleware-next')) {
        s.answer = res;
        return 'stop';
      }
    }
    return undefined;
  }

  function hitHeaders(s: Routed, r: RouteRequest): void {
    for (let i = hitAt + 1; i < table.length; i++) {
      const m = matchRoute(table[i].route, table[i].re, { ...r, url: s.url });
      if (m) for (const [k, v] of Object.entries(table[i].route.headers ?? {})) s.hit.set(k, substitute(v, m));
    }
  }

  /** The routes for a miss, from the state the filesystem missed with. */
  function missed(s: Routed, r: RouteRequest): Routed {
    const next: Routed = { ...s, headers: new Headers(s.headers), hit: new Headers(), miss: undefined };
    if (apply(next, r, filesystem + 1, hitAt < 0 ? table.length : hitAt) === 'stop') return next;
    next.target = find(next.url);
    return next;
  }

  return async function route(r: RouteRequest): Promise<Routed> {
    const s: Routed = { url: r.url, headers: new Headers(), hit: new Headers() };
    if ((await applyBefore(s, r)) === 'stop') return s;
    s.target = find(s.url);
    if (!s.target) return missed(s, r);
    if (s.target.kind !== 'function') hitHeaders(s, r);
    if (s.target.kind === 'astro') {
      const before = { ...s, headers: new Headers(s.headers) };
      s.miss = () => missed(before, r);
    }
    return s;
  };
}
