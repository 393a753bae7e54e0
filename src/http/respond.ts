// Web-standard Response builders for the functions.
import { hash } from 'node:crypto';
import {
  ALLOW,
  CACHE,
  CONTENT_TYPES,
  CORS_HEADERS,
  NOT_HTML_HEADERS,
  PREFLIGHT_HEADERS,
  SECURITY_HEADERS,
  exposed,
} from './policy.ts';
import { jsonText } from './json.ts';

// Functions answer JSON (or nothing): never a page, so the non-HTML policy.
const base = (cache: string, extra: Record<string, string> = {}): Record<string, string> => ({
  ...SECURITY_HEADERS,
  ...NOT_HTML_HEADERS,
  ...CORS_HEADERS,
  'Cache-Control': cache,
  ...extra,
});

/** The headers of every error answer: security and CORS headers, JSON, never cached. */
export const errorHeaders = (extra: Record<string, string> = {}) =>
  base(CACHE.none, { 'Content-Type': CONTENT_TYPES.json, ...extra });

/**
 * The headers of a JSON answer with no headers of its caller's, per Cache-Control value, with the Expose header
 * its ETag adds: built once, not spread and scanned again for every search (`base` and `exposed` give them).
 */
const plainJson = new Map<string, { bare: Record<string, string>; tagged: Record<string, string> }>();
function plainJsonHeaders(cache: string) {
  let h = plainJson.get(cache);
  if (!h) {
    const bare = base(cache, { 'Content-Type': CONTENT_TYPES.json });
    const tagged = { ...bare, ETag: '' };
    h = { bare: { ...bare, ...exposed(bare) }, tagged: { ...tagged, ...exposed(tagged) } };
    plainJson.set(cache, h);
  }
  return h;
}

/** A JSON response with an ETag; answers 304 when the client already has it. */
export function json(
  request: Request,
  body: unknown,
  opts: { status?: number; cache?: string; headers?: Record<string, string> } = {},
): Response {
  return jsonSerialised(request, jsonText(body), opts);
}

/**
 * The same for a body already serialised (text, or bytes as src/http/spliced-json.ts assembles them, sent as they
 * are: the caller must not change them afterwards).
 * `etagOf`: a shorter text that identifies the body as surely (hashed instead of the body).
 */
export function jsonSerialised(
  request: Request,
  text: string | Uint8Array<ArrayBuffer>,
  opts: { status?: number; cache?: string; headers?: Record<string, string>; etagOf?: string } = {},
): Response {
  const status = opts.status ?? 200;
  const cache = opts.cache ?? (status === 200 ? CACHE.search : CACHE.none);
  let headers: Record<string, string>;
  if (opts.headers) {
    const own = base(cache, { 'Content-Type': CONTENT_TYPES.json, ...opts.headers });
    if (status === 200) own.ETag = '';
    headers = { ...own, ...exposed(own) };
  } else {
    const plain = plainJsonHeaders(cache);
    headers = { ...(status === 200 ? plain.tagged : plain.bare) };
  }
  if (status === 200) {
    // The one-shot hash: a third of createHash's cost for the ~2 kB a search's ETag covers.
    const etag = `"${hash('sha1', opts.etagOf ?? text, 'base64url').slice(0, 27)}"`;
    headers.ETag = etag;
    if (ifNoneMatch(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  }
  // The length travels as a header: a stream's own length is unknown, and a client (or a cache) given a length
  // knows a cut-off answer from a whole one. HEAD gets the length its GET would have.
  headers['Content-Length'] = String(typeof text === 'string' ? Buffer.byteLength(text) : text.byteLength);
  const body = request.method === 'HEAD' ? null : typeof text === 'string' ? text : oneChunk(text);
  return new Response(body, { status, headers });
}

/**
 * Bytes as a stream of one chunk. Given the bytes themselves, Response copies them whole before anything reads
 * them (undici; ~50 µs of the ~600 a 45 kB search page took at 100,000 listings, timed per step); a stream's
 * chunk is handed on as it is. The caller gives the bytes up: nothing may write them once they are sent.
 */
const oneChunk = (bytes: Uint8Array<ArrayBuffer>) =>
  new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(c) {
      c.enqueue(bytes);
      c.close();
    },
  });

function ifNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const v = t.trim().replace(/^W\//, '');
    return v === '*' || v === etag;
  });
}

export const notFound = (request: Request, detail = 'Not Found') => json(request, { detail }, { status: 404 });

export const methodNotAllowed = (request: Request, allow: string = ALLOW.read) =>
  json(request, { detail: 'Method Not Allowed' }, { status: 405, headers: { Allow: allow } });

export const preflight = (allow: string = ALLOW.read) =>
  new Response(null, {
    status: 204,
    headers: { ...base(CACHE.static), ...PREFLIGHT_HEADERS, 'Access-Control-Allow-Methods': allow, Allow: allow },
  });

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * Routes a request by method: GET (and HEAD) to the handler, OPTIONS to a
 * preflight, anything else to 405. Any exception becomes a JSON 500 rather
 * than a platform error page, and is logged.
 */
export function readOnly(handler: Handler): Handler {
  return async (request) => {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(request);
    try {
      return await handler(request);
    } catch (e) {
      console.error(e);
      return json(request, { detail: 'Internal Server Error' }, { status: 500 });
    }
  };
}
