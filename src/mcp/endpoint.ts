// The MCP endpoint: both protocol generations from one URL on the official
// v2 server SDK. 2026-07-28 requests (a `_meta` protocol-version envelope,
// no initialize) and 2025-era ones (initialize, stateless) are answered by
// server instances built once and reused (./dispatch.ts, ./server-pool.ts).
// Settled here first, where the SDK would answer worse for plain or
// malformed clients: body size and type, JSON and JSON-RPC shape, batches,
// and an Accept header that leaves out one of the two types.
import { JSONRPC_VERSION, isJsonContentType, isSpecType } from '@modelcontextprotocol/server';
import { ALLOW, CACHE, CONTENT_TYPES, CORS_HEADERS, SECURITY_HEADERS } from '../http/policy.ts';
import { json, methodNotAllowed, preflight } from '../http/respond.ts';
import { jsonText } from '../http/json.ts';
import type { McpContext } from './context.ts';
import { discoveryDocument } from './discovery.ts';
import { createServer, definition } from './server.ts';
import { mcpDispatch } from './dispatch.ts';
import { BODY_TIMEOUT_MS, MAX_BODY_BYTES, MAX_ID_CHARS, RPC_ERRORS, type RpcError } from './rpc-errors.ts';
import { guardEchoes, receivedStrings } from './echo-guard.ts';
import { once } from '../lib/once.ts';
import { isUnavailable, UNAVAILABLE_DETAIL } from '../db/unavailable.ts';
// The body limit is this endpoint's to enforce; its readers (the agent guide) may take it from here.

/** Past this many bytes of an oversized body the connection is dropped instead of drained. */
const DRAIN_FACTOR = 16;

const headers = (extra: Record<string, string> = {}) => ({
  ...SECURITY_HEADERS,
  ...CORS_HEADERS,
  'Cache-Control': CACHE.none,
  ...extra,
});

/** `id` is null when the request's could not be read (JSON-RPC 2.0 §5). */
function rpcError(
  { status, code, message }: RpcError,
  id: unknown = null,
  extra: Record<string, string> = {},
): Response {
  return new Response(jsonText({ jsonrpc: JSONRPC_VERSION, id, error: { code, message } }), {
    status,
    headers: headers({ 'Content-Type': CONTENT_TYPES.json, ...extra }),
  });
}

type BodyRead = { text: string } | { tooLarge: true } | { timedOut: true };

/**
 * Reads at most `limit` bytes within `BODY_TIMEOUT_MS`; past the size, drains
 * the rest so the connection stays usable, and says so. A body announced
 * larger than the limit is refused before a byte of it is read.
 */
async function readBounded(request: Request, limit: number): Promise<BodyRead> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    request.body?.cancel().catch(() => {});
    return { tooLarge: true };
  }
  if (!request.body) return { text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let tooLarge = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), BODY_TIMEOUT_MS)));
  for (;;) {
    const next = await Promise.race([reader.read(), deadline]);
    if (next === 'timeout') {
      reader.cancel().catch(() => {});
      return { timedOut: true };
    }
    const { done, value } = next;
    if (done) break;
    size += value.byteLength;
    if (size > limit) tooLarge = true;
    if (!tooLarge) chunks.push(value);
    if (size > DRAIN_FACTOR * limit) {
      await reader.cancel();
      break;
    }
  }
  clearTimeout(timer);
  if (tooLarge) return { tooLarge: true };
  return { text: new TextDecoder().decode(Buffer.concat(chunks)) };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON-RPC 2.0 §4 and MCP's RequestId: a string, an integer or null; ours are short (MAX_ID_CHARS). */
const validId = (id: unknown): id is string | number | null =>
  id === null || Number.isSafeInteger(id) || (typeof id === 'string' && id.length <= MAX_ID_CHARS);

/** The incoming headers (Mcp-Method, Mcp-Name, MCP-Protocol-Version are checked against the body), with the two the transport insists on. */
function normalizedHeaders(request: Request): Headers {
  const out = new Headers(request.headers);
  out.set('content-type', 'application/json');
  out.set('accept', 'application/json, text/event-stream');
  out.delete('content-length');
  return out;
}

/**
 * The request as the SDK reads it (the body is already parsed and handed over
 * separately): as it came when its headers already say what the transport
 * insists on, as most clients send them, else a copy with those two set.
 */
function forSdk(request: Request): Request {
  const accept = request.headers.get('accept') ?? '';
  if (
    isJsonContentType(request.headers.get('content-type')) &&
    accept.includes('application/json') &&
    accept.includes('text/event-stream')
  )
    return request;
  return new Request(request.url, { method: 'POST', headers: normalizedHeaders(request) });
}

/**
 * Both legs answer JSON (./dispatch.ts); should the SDK still answer over an
 * event stream, one request yields exactly one message, so the last `data:`
 * line is the whole answer, sent as a plain JSON body.
 */
async function jsonBody(res: Response, out: Headers): Promise<string> {
  const text = await res.text();
  if (!/^text\/event-stream/i.test(res.headers.get('content-type') ?? '')) return text;
  const data = text
    .split('\n')
    .filter((l) => l.startsWith('data:'))
    .map((l) => l.slice(5).trim())
    .filter(Boolean)
    .at(-1);
  out.set('Content-Type', CONTENT_TYPES.json);
  out.delete('content-length');
  return data ?? '';
}

/**
 * Error messages quote at most a short prefix of what the request sent
 * (src/mcp/echo-guard.ts), which rewrites error answers only: an answer whose
 * bytes carry neither marker of one passes as bytes, never decoded and
 * encoded again (a glossary answer is 120 KB).
 */
async function guardedBody(
  res: Response,
  out: Headers,
  message: unknown,
  headers: Headers,
): Promise<string | Uint8Array<ArrayBuffer>> {
  if (/^text\/event-stream/i.test(res.headers.get('content-type') ?? ''))
    return guardEchoes(await jsonBody(res, out), receivedStrings(message, headers));
  const bytes = Buffer.from(await res.arrayBuffer());
  if (!bytes.includes('"error"') && !bytes.includes('"isError":true'))
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return guardEchoes(bytes.toString('utf8'), receivedStrings(message, headers));
}

export function mcpHandler(load: () => McpContext | Promise<McpContext>) {
  const context = once(load);
  let discovery: string | undefined;
  // Each request awaits the context before the pool builds a server from it (below).
  let ready: McpContext | undefined;
  // A message may quote what a client sent: the log gets a bounded line, not the client's megabytes.
  const sdk = mcpDispatch(
    () => createServer(ready!),
    (e) => console.error('mcp:', e.message.slice(0, 300)),
  );

  async function handle(request: Request): Promise<Response> {
    try {
      if (request.method === 'OPTIONS') return preflight(ALLOW.mcp);
      if (request.method === 'GET' || request.method === 'HEAD') {
        const accept = request.headers.get('accept') ?? '';
        // A GET asking only for an event stream wants the transport's SSE channel, which a stateless server does not offer.
        if (/text\/event-stream/i.test(accept) && !/application\/json|\*\/\*/i.test(accept))
          return methodNotAllowed(request, ALLOW.mcp);
        const ctx = await context();
        discovery ??= jsonText(discoveryDocument(ctx.listings.origin, definition(ctx).promptList));
        return json(request, JSON.parse(discovery), { cache: CACHE.static });
      }
      if (request.method !== 'POST') return methodNotAllowed(request, ALLOW.mcp);

      const contentType = request.headers.get('content-type') ?? '';
      if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType)) {
        return rpcError(RPC_ERRORS.unsupportedMedia);
      }
      const body = await readBounded(request, MAX_BODY_BYTES);
      if ('tooLarge' in body) return rpcError(RPC_ERRORS.tooLarge, null, { Connection: 'close' });
      if ('timedOut' in body) return rpcError(RPC_ERRORS.timeout, null, { Connection: 'close' });
      let message: unknown;
      try {
        message = JSON.parse(body.text);
      } catch {
        return rpcError(RPC_ERRORS.parse);
      }
      // Batches left JSON-RPC over MCP in 2025-06-18; one message per POST.
      if (Array.isArray(message)) return rpcError(RPC_ERRORS.batch);
      // An id the answer cannot repeat (an object, 5,000 levels deep; a 60 KB string) is refused, never echoed.
      if (isObject(message) && 'id' in message && !validId(message.id)) return rpcError(RPC_ERRORS.invalidId);
      if (!isSpecType.JSONRPCMessage(message)) {
        return rpcError(RPC_ERRORS.invalid, isObject(message) && validId(message.id) ? message.id : null);
      }

      try {
        ready = await context();
      } catch (e) {
        if (!isUnavailable(e)) throw e;
        console.error(e.message);
        return rpcError(RPC_ERRORS.unavailable, 'id' in message ? message.id : null, {
          'Retry-After': String(e.retryAfter),
        });
      }
      const res = await sdk.fetch(forSdk(request), message);
      const out = new Headers(res.headers);
      for (const [k, v] of Object.entries(headers())) out.set(k, v);
      if (res.status === 202) return new Response(null, { status: 202, headers: out });
      out.delete('content-length');
      return new Response(await guardedBody(res, out, message, request.headers), { status: res.status, headers: out });
    } catch (e) {
      if (isUnavailable(e))
        return json(
          request,
          { detail: UNAVAILABLE_DETAIL },
          { status: 503, headers: { 'Retry-After': String(e.retryAfter) } },
        );
      console.error(e);
      return rpcError(RPC_ERRORS.internal);
    }
  }
  // How many server instances this function instance has built, per protocol era (tests/mcp/instances.test.ts).
  return Object.assign(handle, { instances: () => sdk.built() });
}
