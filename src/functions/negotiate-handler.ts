// The negotiation function: Routing Middleware for page paths whose Accept
// header the routing table cannot decide with a regular expression (weights
// to compare, wildcards, parameters). It answers nothing itself: it tells the
// router to rewrite the request to the page's markdown twin
// (`x-middleware-rewrite`, with the twin's headers) or to go on to the page
// (`x-middleware-next`), as Vercel's Routing Middleware protocol has it and
// the local server (src/server/build-output-server.ts) does the same.
import { prefersMarkdown } from '../http/negotiate.ts';
import { FUNCTIONS, TWIN_HEADERS, twinPath } from '../http/routes.ts';
import { notFound } from '../http/respond.ts';

export function negotiateHandler(request: Request): Response {
  const url = new URL(request.url);
  // Called by its own address rather than as middleware: there is nothing here.
  if (url.pathname === `/${FUNCTIONS.negotiate}`) return notFound(request);
  if (!prefersMarkdown(request.headers.get('accept'))) {
    return new Response(null, { headers: { 'x-middleware-next': '1' } });
  }
  const to = new URL(`${twinPath(url.pathname)}${url.search}`, url);
  return new Response(null, { headers: { ...TWIN_HEADERS, 'x-middleware-rewrite': to.href } });
}
