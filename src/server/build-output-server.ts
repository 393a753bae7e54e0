// A small server for a Build Output API v3 folder (.vercel/output): it reads
// config.json's routes, serves static/ and calls the bundled functions the
// way Vercel's CDN does, so local tests exercise the deployable artifact.
// Only the route features this project uses are implemented: src, dest,
// headers, methods, status, continue, has, middlewarePath (Vercel's Routing
// Middleware protocol: x-middleware-rewrite, x-middleware-next), and the
// filesystem and hit handles.
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join, extname, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Route } from '../http/routes.ts';
import { matchRoute, rewrite, substitute } from '../http/route-match.ts';
import { ALLOW, CONTENT_TYPES } from '../http/policy.ts';
import { errorHeaders } from '../http/respond.ts';

interface FunctionModule {
  default: { fetch(request: Request): Response | Promise<Response> };
}
type Target = { kind: 'static'; file: string } | { kind: 'function'; name: string };

export interface BuildOutput {
  routes: Route[];
  handle(request: Request): Promise<Response>;
}

const MAX_STATIC_CACHE = 64 * 1024 * 1024;

export async function loadBuildOutput(output: string): Promise<BuildOutput> {
  // The folder itself, not the link to it: a later build moves the link, never this folder's files.
  const outputDir = realpathSync(output);
  const config = JSON.parse(readFileSync(join(outputDir, 'config.json'), 'utf8')) as { routes: Route[] };
  const staticDir = join(outputDir, 'static');
  const functionsDir = join(outputDir, 'functions');
  const functionNames = new Set<string>();
  if (existsSync(functionsDir)) {
    for (const entry of await readdir(functionsDir, { recursive: true, withFileTypes: true })) {
      if (entry.isDirectory() && entry.name.endsWith('.func')) {
        functionNames.add(
          relative(functionsDir, join(entry.parentPath, entry.name))
            .split(sep)
            .join('/')
            .replace(/\.func$/, ''),
        );
      }
    }
  }
  const modules = new Map<string, Promise<FunctionModule>>();
  const loadFunction = (name: string) => {
    let m = modules.get(name);
    if (!m) {
      const dir = join(functionsDir, `${name}.func`);
      const vc = JSON.parse(readFileSync(join(dir, '.vc-config.json'), 'utf8')) as { handler: string };
      m = import(pathToFileURL(join(dir, vc.handler)).href) as Promise<FunctionModule>;
      modules.set(name, m);
    }
    return m;
  };

  const compiled = config.routes.map((r) => ({ route: r, re: r.src ? new RegExp(r.src) : undefined }));
  const filesystemAt = compiled.findIndex((c) => c.route.handle === 'filesystem');
  // Routes after `{ handle: 'hit' }` only add headers to a file the filesystem found.
  const hitAt = compiled.findIndex((c) => c.route.handle === 'hit');
  const missEnd = hitAt < 0 ? compiled.length : hitAt;

  const cache = new Map<string, { body: Buffer; etag: string }>();
  let cached = 0;
  const readStatic = (file: string) => {
    let hit = cache.get(file);
    if (!hit) {
      const body = readFileSync(file);
      hit = { body, etag: `"${createHash('sha1').update(body).digest('hex')}"` };
      if (cached + body.length < MAX_STATIC_CACHE) {
        cache.set(file, hit);
        cached += body.length;
      }
    }
    return hit;
  };

  function findTarget(pathname: string): Target | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    if (decoded.includes('\0') || decoded.split('/').includes('..')) return undefined;
    const name = decoded.replace(/^\/+/, '');
    if (functionNames.has(name)) return { kind: 'function', name };
    for (const candidate of [name, name ? `${name}/index.html` : 'index.html']) {
      const file = join(staticDir, candidate);
      if (!file.startsWith(staticDir)) return undefined;
      try {
        if (statSync(file).isFile()) return { kind: 'static', file };
      } catch {
        /* not there */
      }
    }
    return undefined;
  }

  const matches = (route: Route, re: RegExp | undefined, url: URL, request: Request) =>
    matchRoute(route, re, { method: request.method, url, header: (k) => request.headers.get(k) });

  async function invoke(name: string, url: URL, request: Request): Promise<Response> {
    const mod = await loadFunction(name);
    try {
      // A rewritten URL needs a new Request; otherwise the request itself (re-wrapping pipes its body through a new stream).
      return await mod.default.fetch(url.href === request.url ? request : new Request(url, request));
    } catch (e) {
      console.error(`function ${name} threw`, e);
      return new Response(JSON.stringify({ detail: 'Internal Server Error' }), {
        status: 500,
        headers: { 'content-type': CONTENT_TYPES.json },
      });
    }
  }

  async function serve(
    target: Target,
    url: URL,
    request: Request,
    headers: Headers,
    status: number | undefined,
  ): Promise<Response> {
    if (target.kind === 'function') {
      const res = await invoke(target.name, url, request);
      // The function's own headers win; route headers fill in the rest.
      const out = new Headers(res.headers);
      headers.forEach((v, k) => {
        if (!out.has(k)) out.set(k, v);
      });
      return new Response(res.body, { status: status ?? res.status, headers: out });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      // Methods the table does not send to the fallback function still get our 405, never the file.
      const out = new Headers(errorHeaders({ Allow: ALLOW.read }));
      headers.forEach((v, k) => !out.has(k) && out.set(k, v));
      return new Response(JSON.stringify({ detail: 'Method Not Allowed' }), { status: 405, headers: out });
    }
    const { body, etag } = readStatic(target.file);
    const ext = extname(target.file).slice(1);
    const out = new Headers({ 'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream' });
    headers.forEach((v, k) => out.set(k, v));
    out.set('ETag', etag);
    const finalStatus = status ?? 200;
    const inm = request.headers.get('if-none-match');
    if (finalStatus === 200 && inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      return new Response(null, { status: 304, headers: out });
    }
    out.set('Content-Length', String(body.length));
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: finalStatus, headers: out });
  }

  async function handle(request: Request): Promise<Response> {
    let url = new URL(request.url);
    const headers = new Headers();
    let status: number | undefined;

    const apply = async (from: number, to: number): Promise<Response | 'rewritten' | undefined> => {
      for (let i = from; i < to; i++) {
        const { route, re } = compiled[i];
        const m = matches(route, re, url, request);
        if (!m) continue;
        if (route.middlewarePath) {
          const res = await invoke(route.middlewarePath, url, request);
          const rewrite = res.headers.get('x-middleware-rewrite');
          res.headers.forEach((v, k) => !k.startsWith('x-middleware-') && headers.set(k, v));
          if (rewrite) url = new URL(rewrite, url);
          else if (!res.headers.has('x-middleware-next'))
            return new Response(res.body, { status: res.status, headers });
          continue;
        }
        for (const [k, v] of Object.entries(route.headers ?? {})) headers.set(k, substitute(v, m));
        if (route.status !== undefined) status = route.status;
        if (route.dest !== undefined) {
          url = rewrite(route.dest, m, url);
        } else if (route.status !== undefined && !route.continue) {
          const location = headers.get('location');
          if (location) headers.set('location', new URL(location + url.search, url).pathname + url.search);
          return new Response(null, { status: route.status, headers });
        }
        if (!route.continue) return 'rewritten';
      }
      return undefined;
    };

    const before = await apply(0, filesystemAt < 0 ? missEnd : filesystemAt);
    if (before instanceof Response) return before;
    let target = findTarget(url.pathname);
    if (!target && filesystemAt >= 0) {
      const after = await apply(filesystemAt + 1, missEnd);
      if (after instanceof Response) return after;
      target = findTarget(url.pathname);
    }
    if (!target)
      return new Response(JSON.stringify({ detail: 'Not Found' }), {
        status: 404,
        headers: { ...Object.fromEntries(headers), ...errorHeaders() },
      });
    if (target.kind === 'static' && hitAt >= 0) {
      for (let i = hitAt + 1; i < compiled.length; i++) {
        const { route, re } = compiled[i];
        const m = matches(route, re, url, request);
        if (m) for (const [k, v] of Object.entries(route.headers ?? {})) headers.set(k, substitute(v, m));
      }
    }
    return serve(target, url, request, headers, status);
  }

  return { routes: config.routes, handle };
}
