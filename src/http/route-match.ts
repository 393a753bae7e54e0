// Evaluating one route of the routing table against a request, as Vercel's
// CDN does: the source regex on the path, the methods, the `has` conditions
// (a header or query value matching the whole regex), and `$n` substitution
// in destinations and header values. The dev server (src/dev/route-table.ts)
// runs the same table with it.
import type { Route } from './route-types.ts';

export interface RouteRequest {
  method: string;
  url: URL;
  header(name: string): string | null;
}

export function matchRoute(route: Route, re: RegExp | undefined, r: RouteRequest): RegExpExecArray | undefined {
  if (!re) return undefined;
  const m = re.exec(r.url.pathname);
  if (!m) return undefined;
  if (route.methods && !route.methods.includes(r.method)) return undefined;
  for (const cond of route.has ?? []) {
    const actual = cond.type === 'header' ? r.header(cond.key) : r.url.searchParams.get(cond.key);
    if (actual === null) return undefined;
    if (cond.value !== undefined && !new RegExp(`^(?:${cond.value})$`).test(actual)) return undefined;
  }
  return m;
}

export const substitute = (template: string, m: RegExpExecArray) =>
  template.replace(/\$(\d)/g, (_, i) => m[Number(i)] ?? '');

/** The destination URL of a rewrite: the query of the request is kept where the destination does not set it. */
export function rewrite(dest: string, m: RegExpExecArray, url: URL): URL {
  const out = new URL(substitute(dest, m), url);
  for (const [k, v] of url.searchParams) if (!out.searchParams.has(k)) out.searchParams.append(k, v);
  return out;
}
