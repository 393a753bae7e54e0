// The connect middleware of `npm run dev` in front of Vite and Astro: Vite
// answers only what the pages' browser code needs (./dev-access.ts), and
// every other request goes through the routing table as production routes it
// (./route-table.ts): functions answer through their handlers, listing files
// and typed 404s are rendered, and pages go to Astro with the table's
// headers. When Astro answers 404 (a dynamic route without that page), the
// table's miss routes decide, so `/listings/nope.json` is a JSON 404 here too.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CONTENT_TYPES } from '../http/policy.ts';
import { send, toRequest } from '../http/node-bridge.ts';
import { viteMayAnswer, type ClientModule } from './dev-access.ts';
import type { DevFunctions } from './dev-functions.ts';
import type { Routed } from './route-table.ts';

type Next = (err?: unknown) => void;
type Router = (r: { method: string; url: URL; header(name: string): string | null }) => Promise<Routed>;

/** The function's own headers win; the route's fill in the rest (as on Vercel). */
function merged(res: Response, s: Routed): Response {
  const headers = new Headers(res.headers);
  s.headers.forEach((v, k) => {
    if (!headers.has(k)) headers.set(k, v);
  });
  return new Response(res.body, { status: s.status ?? res.status, headers });
}

type Sink = (response: Response) => Promise<void>;

const EXPOSE = 'Access-Control-Expose-Headers';
/** Dev has no twin token estimates: the hit routes' Expose list keeps only what is sent here. */
function pruneExposed(headers: Headers): void {
  const names = (headers.get(EXPOSE) ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n && headers.has(n));
  if (names.length) headers.set(EXPOSE, names.join(', '));
  else headers.delete(EXPOSE);
}

/** The answer of a route whose target is not Astro's: a redirect or preflight, a function, a rendered file. */
async function answer(req: IncomingMessage, sink: Sink, s: Routed, functions: DevFunctions, origin: string) {
  const t = s.target;
  if (s.answer) return sink(s.answer);
  if (!t) return sink(new Response(null, { status: s.status ?? 404, headers: s.headers }));
  if (t.kind === 'function') {
    const fn = await functions.handle(t.name, new Request(s.url, toRequest(req, origin)));
    return sink(merged(fn, s));
  }
  if (t.kind === 'file') {
    const headers = new Headers(s.headers);
    s.hit.forEach((v, k) => headers.set(k, v));
    headers.set('Content-Type', CONTENT_TYPES[t.type]);
    pruneExposed(headers);
    return sink(new Response(req.method === 'HEAD' ? null : t.body, { status: s.status ?? 200, headers }));
  }
}

/** Writes a Response with the given (unpatched) methods of `res`, after dropping what Astro had set. */
interface Writer {
  writeHead: (...a: unknown[]) => unknown;
  write: (c: Uint8Array) => unknown;
  end: () => unknown;
}

function sinkVia(res: ServerResponse, w: Writer): Sink {
  return async (response) => {
    for (const k of res.getHeaderNames()) res.removeHeader(k);
    const headers: Record<string, string> = {};
    response.headers.forEach((v, k) => (headers[k] = v));
    w.writeHead(response.status, headers);
    if (response.body) for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) w.write(chunk);
    w.end();
  };
}

/**
 * Lets Astro render `s`'s page with the route's headers (they win over the
 * page's defaults); a 404 from Astro goes to the miss routes instead, unless
 * they end at the HTML 404 page, which is what Astro is already writing.
 */
function throughAstro(req: IncomingMessage, res: ServerResponse, s: Routed, onMiss: (m: Routed, sink: Sink) => void) {
  const writeHead = res.writeHead.bind(res) as (...a: unknown[]) => ServerResponse;
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  let swallow = false;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    let headers = s.headers;
    if (status === 404 && s.miss) {
      const m = s.miss();
      if (!(m.target?.kind === 'astro' && m.target.path === '/404')) {
        swallow = true;
        onMiss(m, sinkVia(res, { writeHead, write: (c) => write(c), end: () => end() }));
        return res;
      }
      headers = m.headers;
    }
    const names = new Set([...headers.keys()]);
    for (const a of rest) {
      if (!a || typeof a !== 'object' || Array.isArray(a)) continue;
      for (const k of Object.keys(a)) if (names.has(k.toLowerCase())) delete (a as Record<string, unknown>)[k];
    }
    headers.forEach((v, k) => res.setHeader(k, v));
    if (status === 200) s.hit.forEach((v, k) => res.setHeader(k, v));
    const exposed = String(res.getHeader(EXPOSE) ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n && res.hasHeader(n));
    if (exposed.length) res.setHeader(EXPOSE, exposed.join(', '));
    else res.removeHeader(EXPOSE);
    return writeHead(s.status ?? status, ...rest);
  }) as ServerResponse['writeHead'];
  type Write = ServerResponse['write'];
  res.write = ((...a: Parameters<Write>) => (swallow ? true : write(...a))) as Write;
  res.end = ((...a: Parameters<ServerResponse['end']>) => (swallow ? res : end(...a))) as ServerResponse['end'];
  req.url = `${s.target?.kind === 'astro' ? s.target.path : s.url.pathname}${s.url.search}`;
}

export interface DevMiddlewareOptions {
  router: () => Router;
  functions: DevFunctions;
  clientModule: ClientModule;
  origin: string;
}

export function devMiddleware(opts: DevMiddlewareOptions) {
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    void (async () => {
      // Concatenated, not resolved: `//host/x` is a path here, as on the CDN, not another host.
      const url = new URL(`${opts.origin}${req.url ?? '/'}`);
      if (await viteMayAnswer(url, opts.clientModule)) return next();
      const s = await opts.router()({ method: req.method ?? 'GET', url, header: (k) => headerOf(req, k) });
      const direct: Sink = async (r) => void (await send(res, r));
      if (s.target?.kind !== 'astro') return answer(req, direct, s, opts.functions, opts.origin);
      throughAstro(req, res, s, (m, sink) => void answer(req, sink, m, opts.functions, opts.origin).catch(next));
      next();
    })().catch(next);
  };
}

function headerOf(req: IncomingMessage, name: string): string | null {
  const v = req.headers[name.toLowerCase()];
  return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
}
